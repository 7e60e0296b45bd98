// The order's next steps, one button per move the life cycle allows from here (the server's next_statuses).
// Cancelling or returning gives the pieces back and cannot be undone, so it asks first and takes an optional note.
// A step back (the server's step_back_to) is a quiet link after them that asks why. A shipped parcel that came back
// unopened is "Returned to origin", asked in a dialog of its own; a cash on delivery order still to confirm offers the
// WhatsApp message asking her to confirm she will pay at the door (decision 083).
import {
  givesStockBack,
  MOVE_LABELS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  stepBackLabel,
} from "@mayil/core/orders/order-life-cycle";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { MessageCircle, Undo2 } from "lucide-react";
import { useState } from "react";
import { primaryButton } from "../../../components/ui/button-styles";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import { offlineRefusal } from "../../../lib/desk/offline";
import { toast } from "../../../lib/toast-store";
import { HandOverDialog } from "./hand-over-dialog";
import { ReasonDialog } from "./reason-dialog";
import { ReturnedToOriginDialog } from "./returned-to-origin-dialog";
import { ShipDialog } from "./ship-dialog";
import { useMoveOrder } from "./use-owner-order";

const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-6 py-3 text-sm font-medium tracking-wide text-red-800 transition-colors hover:border-red-500 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60";
/** Quieter than every move: a step back is a correction, not a next step. */
const quietButton =
  "inline-flex items-center justify-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-muted underline decoration-line underline-offset-4 transition-colors hover:text-ink hover:decoration-ink disabled:cursor-not-allowed disabled:opacity-60";

export function OrderMoves({ order, onMoved }: { order: OwnerOrder; onMoved: (done: DeskDone) => void }) {
  const move = useMoveOrder(order.id);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [steppingBack, setSteppingBack] = useState(false);
  const [offline, setOffline] = useState<string | null>(null);
  // Shipping asks for the parcel, and handing a pickup order over for its code: each in a dialog of its own.
  const [detailsFor, setDetailsFor] = useState<"shipped" | "completed" | null>(null);
  const [cameBack, setCameBack] = useState(false);
  const asksFirst = (status: OrderStatus) =>
    status === "shipped" ||
    (status === "completed" && order.status === "ready_for_pickup" && order.pickup_code !== null);

  // mutateAsync, not mutate's callbacks: the response must reach the page even if this part re-renders away.
  const run = async (status: OrderStatus, note?: string) => {
    setOffline(null);
    try {
      const body = await move.mutateAsync({ status, note: note?.trim() || undefined });
      onMoved({ title: ORDER_STATUS_LABELS[status], customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      // Offline: said under the buttons she tapped (decision 054); anything else in a toast, as before.
      const refused = offlineRefusal(error);
      if (refused) setOffline(refused);
      else {
        const message = error instanceof Error ? error.message : "Please try again.";
        toast({ title: "The order was not changed", description: message, variant: "destructive" });
      }
    } finally {
      setAsking(null);
      setSteppingBack(false);
    }
  };

  const back = order.step_back_to;
  const stepBack = back && (
    <>
      <button
        type="button"
        disabled={move.isPending}
        onClick={() => setSteppingBack(true)}
        className={`${quietButton} sm:ml-auto`}
      >
        <Undo2 className="size-4" aria-hidden />
        {stepBackLabel(back)}
      </button>
      {steppingBack && (
        <ConfirmStepBack
          order={order}
          to={back}
          busy={move.isPending}
          onCancel={() => setSteppingBack(false)}
          onConfirm={(reason) => void run(back, reason)}
        />
      )}
    </>
  );

  if (order.next_statuses.length === 0) {
    return <p className="text-sm text-muted">This order is closed: nothing more to do.</p>;
  }
  // Forward moves first and prominent; the moves that undo the sale after them, rendered as a warning.
  const forward = order.next_statuses.filter((status) => !givesStockBack(status));
  const undoing = order.next_statuses.filter((status) => givesStockBack(status));
  return (
    <div className="flex flex-wrap gap-3" data-testid="order-moves">
      {order.cod_confirm_whatsapp_url && (
        <p className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Cash on delivery: ask her to confirm she will pay {rupees(order.amount_due)} at the door before you confirm.
          <a
            href={order.cod_confirm_whatsapp_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-peacock underline"
            data-testid="cod-confirm-message"
          >
            <MessageCircle className="size-4" aria-hidden />
            Ask on WhatsApp
          </a>
        </p>
      )}
      {forward.map((status) => (
        <button
          key={status}
          type="button"
          disabled={move.isPending}
          onClick={() => (asksFirst(status) ? setDetailsFor(status as "shipped" | "completed") : void run(status))}
          className={`${primaryButton} flex-1 sm:flex-none`}
        >
          {move.isPending && move.variables.status === status ? "Saving..." : MOVE_LABELS[status]}
        </button>
      ))}
      {undoing.map((status) => (
        <button
          key={status}
          type="button"
          disabled={move.isPending}
          onClick={() => setAsking(status)}
          className={`${dangerButton} flex-1 sm:flex-none`}
        >
          {undoLabel(order, status)}
        </button>
      ))}
      {order.status === "shipped" && (
        <button
          type="button"
          disabled={move.isPending}
          onClick={() => setCameBack(true)}
          className={`${dangerButton} flex-1 sm:flex-none`}
        >
          Returned to origin
        </button>
      )}
      {cameBack && (
        <ReturnedToOriginDialog
          order={order}
          onClose={() => setCameBack(false)}
          onSaved={(done) => {
            setCameBack(false);
            onMoved(done);
          }}
        />
      )}
      {asking && (
        <ConfirmUndo
          order={order}
          status={asking}
          busy={move.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(note) => void run(asking, note)}
        />
      )}
      {detailsFor === "shipped" && (
        <ShipDialog
          order={order}
          correcting={false}
          onClose={() => setDetailsFor(null)}
          onSaved={(done) => {
            setDetailsFor(null);
            onMoved(done);
          }}
        />
      )}
      {detailsFor === "completed" && (
        <HandOverDialog
          order={order}
          onClose={() => setDetailsFor(null)}
          onSaved={(done) => {
            setDetailsFor(null);
            onMoved(done);
          }}
        />
      )}
      {stepBack}
      {offline && (
        <p role="alert" data-testid="offline-refusal" className="w-full text-sm font-medium text-red-700">
          {offline}
        </p>
      )}
    </div>
  );
}

function ConfirmUndo({
  order,
  status,
  busy,
  onCancel,
  onConfirm,
}: {
  order: OwnerOrder;
  status: OrderStatus;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}) {
  const cancelling = status === "cancelled";
  // Units that came back earlier are on the shelf already: only those still out go back now.
  const pieces = order.items.reduce((sum, item) => sum + item.quantity - item.returned_quantity, 0);
  const title = cancelling
    ? `Cancel ${order.order_number}?`
    : order.returns.length > 0
      ? `Return everything left on ${order.order_number}?`
      : `Mark ${order.order_number} returned?`;
  return (
    <ReasonDialog
      title={title}
      description={`${pieces === 1 ? "Its piece goes" : `Its ${pieces} pieces go`} back on sale. This cannot be undone.`}
      label="Note for the timeline (optional)"
      placeholder={cancelling ? "e.g. customer changed her mind" : "e.g. clasp was loose"}
      confirm={undoLabel(order, status)}
      keep="Keep the order"
      required={false}
      maxLength={500}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/** "Mark returned", or once some units came back, "Return everything left" (recorded as one more return). */
const undoLabel = (order: OwnerOrder, status: OrderStatus) =>
  status === "returned" && order.returns.length > 0 ? "Return everything left" : MOVE_LABELS[status];

/** A step back undoes a slip of the thumb: it asks why, and says that the pieces stay with the order. */
function ConfirmStepBack({
  order,
  to,
  busy,
  onCancel,
  onConfirm,
}: {
  order: OwnerOrder;
  to: OrderStatus;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const where = ORDER_STATUS_LABELS[to].toLowerCase();
  return (
    <ReasonDialog
      title={`Step ${order.order_number} back to ${where}?`}
      description={`It goes back from ${ORDER_STATUS_LABELS[order.status].toLowerCase()} to ${where}. The pieces stay with the order; the reason goes on its timeline.`}
      label="Why? (for the timeline)"
      placeholder="e.g. marked shipped by mistake, the courier did not collect it"
      confirm={`Step back to ${where}`}
      keep="Leave it as it is"
      required
      maxLength={500}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
