// How much of a piece is left, as the desk shows it: a count, with a clear badge when it is low or gone. The words
// carry the meaning; the colour is a second cue.
import { useDeskMessages } from "../../../../lib/desk/desk-messages";

const badge =
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset";

export function StockLevel({ stock, low }: { stock: number; low: boolean }) {
  const t = useDeskMessages();
  if (stock === 0) {
    return (
      <span className={`${badge} bg-red-50 text-red-900 ring-red-200`} data-testid="stock-level">
        {t("desk.product.stock.out")}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="stock-level">
      <span className="text-sm whitespace-nowrap text-ink lining-nums">
        {t("desk.product.stock.inStock", { count: stock })}
      </span>
      {low && (
        <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-200`}>{t("desk.product.stock.low")}</span>
      )}
    </span>
  );
}

export function ArchivedBadge() {
  const t = useDeskMessages();
  return (
    <span className={`${badge} bg-stone-100 text-stone-700 ring-stone-300`} data-testid="archived-badge">
      {t("desk.product.archived")}
    </span>
  );
}

/** Not on sale yet: shoppers cannot see it until the owner publishes it. */
export function DraftBadge() {
  const t = useDeskMessages();
  return (
    <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-300`} data-testid="draft-badge">
      {t("desk.product.draft")}
    </span>
  );
}
