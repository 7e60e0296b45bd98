// The order's next steps, one button per move the life cycle allows from here (the server's next_statuses).
// Cancelling or returning gives the pieces back and cannot be undone, so it asks first and takes an optional note.
// A step back (the server's step_back_to) is a quiet link after them that asks why. A shipped parcel that came back
// unopened is "Returned to origin", asked in a dialog of its own; a cash on delivery order still to confirm offers the
// WhatsApp message asking her to confirm she will pay at the door (decision 083).
import { givesStockBack, type OrderStatus } from "@mayil/core/orders/order-life-cycle";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { MessageCircle, Undo2 } from "lucide-react";
import { useState } from "react";
import { primaryButton } from "../../../components/ui/button-styles";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { offlineRefusalSaid } from "../../../lib/desk/offline";
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
  const t = useDeskMessages();
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
      onMoved({ title: t(`desk.status.${status}`), customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      // Offline: said under the buttons she tapped (decision 054); anything else in a toast, as before.
      const refused = offlineRefusalSaid(error, t);
      if (refused) setOffline(refused);
      else {
        const message = error instanceof Error ? error.message : t("desk.order.tryAgain");
        toast({ title: t("desk.order.moves.notChanged"), description: message, variant: "destructive" });
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
        {t("desk.order.stepBack.button", { where: statusWord(t, back) })}
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
    return <p className="text-sm text-muted">{t("desk.order.moves.closed")}</p>;
  }
  // Forward moves first and prominent; the moves that undo the sale after them, rendered as a warning.
  const forward = order.next_statuses.filter((status) => !givesStockBack(status));
  const undoing = order.next_statuses.filter((status) => givesStockBack(status));
  return (
    <div className="flex flex-wrap gap-3" data-testid="order-moves">
      {order.cod_confirm_whatsapp_url && (
        <p className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("desk.order.moves.codAsk", { amount: rupees(order.amount_due) })}
          <a
            href={order.cod_confirm_whatsapp_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-peacock underline"
            data-testid="cod-confirm-message"
          >
            <MessageCircle className="size-4" aria-hidden />
            {t("desk.order.moves.askOnWhatsapp")}
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
          {move.isPending && move.variables.status === status ? t("desk.order.saving") : t(`desk.order.move.${status}`)}
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
          {undoLabel(t, order, status)}
        </button>
      ))}
      {order.status === "shipped" && (
        <button
          type="button"
          disabled={move.isPending}
          onClick={() => setCameBack(true)}
          className={`${dangerButton} flex-1 sm:flex-none`}
        >
          {t("desk.order.origin.button")}
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
  const t = useDeskMessages();
  const cancelling = status === "cancelled";
  // Units that came back earlier are on the shelf already: only those still out go back now.
  const pieces = order.items.reduce((sum, item) => sum + item.quantity - item.returned_quantity, 0);
  const number = order.order_number;
  const title = cancelling
    ? t("desk.order.undo.cancelTitle", { number })
    : order.returns.length > 0
      ? t("desk.order.undo.returnLeftTitle", { number })
      : t("desk.order.undo.returnTitle", { number });
  return (
    <ReasonDialog
      title={title}
      description={t("desk.order.undo.description", { pieces })}
      label={t("desk.order.noteOptional")}
      placeholder={cancelling ? t("desk.order.undo.cancelExample") : t("desk.order.undo.returnExample")}
      confirm={undoLabel(t, order, status)}
      keep={t("desk.order.undo.keep")}
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
const undoLabel = (t: DeskSay, order: OwnerOrder, status: OrderStatus) =>
  status === "returned" && order.returns.length > 0
    ? t("desk.order.moves.returnEverythingLeft")
    : t(`desk.order.move.${status}`);

/** A state as a step back names it inside a sentence: "packed", "waiting for confirmation". */
const statusWord = (t: DeskSay, status: OrderStatus) => t(`desk.status.${status}`).toLowerCase();

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
  const t = useDeskMessages();
  const where = statusWord(t, to);
  return (
    <ReasonDialog
      title={t("desk.order.stepBack.title", { number: order.order_number, where })}
      description={t("desk.order.stepBack.description", { from: statusWord(t, order.status), where })}
      label={t("desk.order.why")}
      placeholder={t("desk.order.stepBack.example")}
      confirm={t("desk.order.stepBack.confirm", { where })}
      keep={t("desk.order.stepBack.keep")}
      required
      maxLength={500}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
