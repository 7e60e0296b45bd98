// The order's next steps, one button per move the life cycle allows from here (the server's next_statuses).
// Cancelling or returning gives the pieces back and cannot be undone, so it asks first and takes an optional note.
import { givesStockBack, MOVE_LABELS, ORDER_STATUS_LABELS, type OrderStatus } from "@mayil/core/order-life-cycle";
import type { OwnerOrder } from "@mayil/core/owner-schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { Modal } from "../../components/ui/modal";
import { fieldLabelStyle, fieldStyle } from "../../components/ui/text-field";
import { toast } from "../../lib/toast-store";
import { useMoveOrder } from "./use-owner-order";

/** What the owner just did, and the message to the customer about it (null when the order has no phone). */
export interface DeskDone {
  title: string;
  customerWhatsappUrl: string | null;
}

const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-6 py-3 text-sm font-medium tracking-wide text-red-800 transition-colors hover:border-red-500 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60";
const solidDangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-3 text-sm font-medium tracking-wide text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";

export function OrderMoves({ order, onMoved }: { order: OwnerOrder; onMoved: (done: DeskDone) => void }) {
  const move = useMoveOrder(order.id);
  const [asking, setAsking] = useState<OrderStatus | null>(null);

  // mutateAsync, not mutate's callbacks: the answer must reach the page even if this part re-renders away.
  const run = async (status: OrderStatus, note?: string) => {
    try {
      const body = await move.mutateAsync({ status, note: note?.trim() || undefined });
      onMoved({ title: ORDER_STATUS_LABELS[status], customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      const message = error instanceof Error ? error.message : "Please try again.";
      toast({ title: "The order was not changed", description: message, variant: "destructive" });
    } finally {
      setAsking(null);
    }
  };

  if (order.next_statuses.length === 0) {
    return <p className="text-sm text-muted">This order is closed: nothing more to do.</p>;
  }
  // Forward moves first and prominent; the moves that undo the sale after them, drawn as a warning.
  const forward = order.next_statuses.filter((status) => !givesStockBack(status));
  const undoing = order.next_statuses.filter((status) => givesStockBack(status));
  return (
    <div className="flex flex-wrap gap-3" data-testid="order-moves">
      {forward.map((status) => (
        <button
          key={status}
          type="button"
          disabled={move.isPending}
          onClick={() => void run(status)}
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
          {MOVE_LABELS[status]}
        </button>
      ))}
      {asking && (
        <ConfirmUndo
          order={order}
          status={asking}
          busy={move.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(note) => void run(asking, note)}
        />
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
  const ids = useId();
  const [note, setNote] = useState("");
  const cancelling = status === "cancelled";
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Modal open onOpenChange={(open) => !open && onCancel()} panelClassName="w-[min(92vw,28rem)] p-6 sm:p-8">
      <Dialog.Title className="pr-8 font-display text-2xl font-semibold">
        {cancelling ? `Cancel ${order.order_number}?` : `Mark ${order.order_number} returned?`}
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-muted">
        {pieces === 1 ? "Its piece goes" : `Its ${pieces} pieces go`} back on sale. This cannot be undone.
      </Dialog.Description>
      <form
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(note);
        }}
      >
        <label htmlFor={`${ids}-note`} className={fieldLabelStyle}>
          Note for the timeline (optional)
        </label>
        <textarea
          id={`${ids}-note`}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder={cancelling ? "e.g. customer changed her mind" : "e.g. clasp was loose"}
          className={fieldStyle}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onCancel} className={secondaryButton}>
            Keep the order
          </button>
          <button type="submit" disabled={busy} className={solidDangerButton}>
            {busy ? "Saving..." : MOVE_LABELS[status]}
          </button>
        </div>
      </form>
    </Modal>
  );
}
