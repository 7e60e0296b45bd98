// The head of a desk list page (Products, Orders, Categories): the page's title, how many the list holds once it has
// loaded (read out when a filter changes it), a line on what the list is, and on the right what she can do from it.
// On a phone the actions take a line of their own below the title.
import type { ReactNode } from "react";

interface DeskListHeaderProps {
  /** The h1's id, which the page's section is labelled by. */
  titleId: string;
  title: string;
  /** "12 products": rendered only when given, so not while the list loads or after it failed. */
  count?: { text: string; testId: string } | null;
  description?: string;
  /** The page's buttons and links, e.g. "Add a product". */
  children?: ReactNode;
}

export function DeskListHeader({ titleId, title, count, description, children }: DeskListHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h1 id={titleId} className="font-display text-3xl font-semibold sm:text-4xl">
            {title}
          </h1>
          {count && (
            <p className="text-sm text-muted lining-nums" aria-live="polite" data-testid={count.testId}>
              {count.text}
            </p>
          )}
        </div>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {children && <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">{children}</div>}
    </div>
  );
}

/** "1 order", "12 orders": the count of a list in the owner's words. */
export const countOf = (total: number, one: string, many: string) => (total === 1 ? `1 ${one}` : `${total} ${many}`);
