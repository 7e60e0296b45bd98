// One white panel of a desk page (an order's Items, Customer, Payments; a product's Photos, Stock, Colours): a region
// named by its heading, with the panel's own action beside the heading where it has one.
import { type ReactNode, useId } from "react";

interface DeskPanelProps {
  title: string;
  /** Beside the heading, e.g. "Edit items". */
  action?: ReactNode;
  /** Where the page places it, e.g. its order on a phone. */
  className?: string;
  children: ReactNode;
}

export function DeskPanel({ title, action, className = "", children }: DeskPanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
