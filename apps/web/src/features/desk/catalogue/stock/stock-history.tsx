// Why a count is what it is: the stock ledger of the piece itself or one colour, newest first. Each row says what
// happened (its reason), the change, the count after it, who and when, and the order that caused it, which opens.
import type { StockMovement } from "@mayil/core/stock/stock-adjustment-schemas";
import type { StockReason } from "@mayil/core/stock/stock-ledger";
import { Link } from "react-router";
import { DeskError } from "../../../../components/desk/desk-error";
import { Spinner } from "../../../../components/ui/spinner";
import { indianDateTime } from "../../../../lib/desk/desk-format";
import { type DeskMessageId, useDeskMessages } from "../../../../lib/desk/desk-messages";
import { paths } from "../../../../lib/paths";
import { signedChange } from "./stock-change";
import { useStockMovements } from "./use-stock";

/** Each reason as the history names it (core's STOCK_REASON_LABELS in English). */
const REASONS: Record<StockReason, DeskMessageId> = {
  opening: "desk.product.history.opening",
  order_placed: "desk.product.history.orderPlaced",
  order_edited: "desk.product.history.orderEdited",
  order_cancelled: "desk.product.history.orderCancelled",
  order_returned: "desk.product.history.orderReturned",
  order_expired: "desk.product.history.orderExpired",
  restock: "desk.product.history.restock",
  correction: "desk.product.history.correction",
  damaged: "desk.product.history.damaged",
  lost: "desk.product.history.lost",
  import: "desk.product.history.import",
  colour_removed: "desk.product.history.colourRemoved",
};

export function StockHistory({ productId, variantId }: { productId: number; variantId: number | null }) {
  const t = useDeskMessages();
  const movements = useStockMovements(productId, variantId);
  if (movements.isPending) return <Spinner label={t("desk.product.history.loading")} />;
  if (movements.isError) return <DeskError error={movements.error} retry={() => void movements.refetch()} />;
  if (movements.data.length === 0) return <p className="mt-3 text-sm text-muted">{t("desk.product.history.none")}</p>;
  return (
    <ol className="mt-3 divide-y divide-line" aria-busy={movements.isFetching} data-testid="stock-history">
      {movements.data.map((movement) => (
        <li key={movement.id} className="py-3 first:pt-1" data-testid="stock-movement">
          <MovementRow movement={movement} />
        </li>
      ))}
    </ol>
  );
}

function MovementRow({ movement }: { movement: StockMovement }) {
  const t = useDeskMessages();
  const gained = movement.change > 0;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5">
      <p className="font-medium text-ink">{t(REASONS[movement.reason])}</p>
      <p className={`text-right font-semibold lining-nums ${gained ? "text-emerald-800" : "text-red-800"}`}>
        <span aria-hidden>{signedChange(movement.change)}</span>
        <span className="sr-only">
          {t(gained ? "desk.product.history.added" : "desk.product.history.takenAway", {
            count: Math.abs(movement.change),
          })}
        </span>
      </p>
      <p className="text-sm text-muted">
        {indianDateTime(movement.created_at)}
        {movement.by ? ` · ${movement.by}` : ""}
      </p>
      <p className="text-right text-sm text-muted lining-nums whitespace-nowrap">
        {t("desk.product.history.after", { count: movement.stock_after })}
      </p>
      {(movement.order_id !== null || movement.note) && (
        <p className="col-span-2 text-sm text-ink">
          {movement.order_id !== null && (
            <Link
              to={paths.ownerOrder.getHref(movement.order_id)}
              className="font-medium text-peacock underline underline-offset-2 hover:text-peacock-dark"
            >
              {movement.order_number ?? t("desk.product.history.order", { id: movement.order_id })}
            </Link>
          )}
          {movement.order_id !== null && movement.note ? " · " : ""}
          {movement.note}
        </p>
      )}
    </div>
  );
}
