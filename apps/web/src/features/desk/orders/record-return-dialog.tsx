// "Record return": how many of each line came back, up to what is still out with the customer (sold less what came
// back before), and a note for the timeline. The server puts exactly those units back on the shelf; when the last
// unit is back the order is returned. Its refusal (someone recorded the same units a moment ago) shows in the dialog
// with the counts kept as typed.

import { nameWithOption } from "@mayil/core/catalogue/piece-options";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { Minus, Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { DialogActions } from "../../../components/desk/dialog-actions";
import { Modal } from "../../../components/ui/modal";
import { fieldLabelStyle, fieldStyle } from "../../../components/ui/text-field";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import { toast } from "../../../lib/toast-store";
import { useRecordReturn } from "./use-owner-order";

const stepButton =
  "inline-flex size-9 items-center justify-center rounded-full border border-line bg-white text-ink hover:border-peacock disabled:cursor-not-allowed disabled:opacity-40";

/** A line's name as the desk says it: "Temple Jhumka (Red)". */
const lineName = (item: OwnerOrder["items"][number]) => nameWithOption(item.name, item.color_name);

export function RecordReturnDialog({
  order,
  open,
  onOpenChange,
  onSaved,
}: {
  order: OwnerOrder;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The return recorded, with the message to send the customer. */
  onSaved(done: DeskDone): void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} panelClassName="w-[min(96vw,32rem)] p-5 sm:p-8">
      {/* Mounted only while open, so every opening starts from what is still out now. */}
      {open && (
        <RecordReturnForm
          order={order}
          onDone={(done) => {
            onOpenChange(false);
            onSaved(done);
          }}
        />
      )}
    </Modal>
  );
}

function RecordReturnForm({ order, onDone }: { order: OwnerOrder; onDone: (done: DeskDone) => void }) {
  const ids = useId();
  const record = useRecordReturn(order.id);
  const lines = order.items.map((item) => ({ item, out: item.quantity - item.returned_quantity }));
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const countOf = (itemId: number) => counts[itemId] ?? 0;
  const setCount = (itemId: number, count: number) => {
    setProblem(null);
    setCounts((now) => ({ ...now, [itemId]: count }));
  };
  const chosen = lines.filter(({ item }) => countOf(item.id) > 0);
  const units = chosen.reduce((total, { item }) => total + countOf(item.id), 0);

  // mutateAsync: the last units coming back move the order to returned, which re-renders the page under this dialog.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setProblem("Say how many of which piece came back.");
      return;
    }
    try {
      const body = await record.mutateAsync({
        lines: chosen.map(({ item }) => ({ order_item_id: item.id, quantity: countOf(item.id) })),
        note: note.trim() || undefined,
      });
      toast({ title: "Return recorded", description: `${units} back on the shelf from ${order.order_number}` });
      onDone({ title: "Return recorded", customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Please try again.");
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <div>
        <Dialog.Title className="font-display text-2xl font-semibold">Return from {order.order_number}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">
          How many of each piece came back? They go back on the shelf, and the refund owed follows.
        </Dialog.Description>
      </div>
      <ul className="divide-y divide-line" data-testid="return-lines">
        {lines.map(({ item, out }) => {
          const name = lineName(item);
          const count = countOf(item.id);
          return (
            <li key={item.id} className="flex items-center justify-between gap-3 py-3" data-testid="return-line">
              <div className="min-w-0">
                <p className="font-medium text-ink">{name}</p>
                <p className="text-sm text-muted">
                  {out === 0
                    ? "All came back"
                    : `${out} of ${item.quantity} still with the customer · ${rupees(item.unit_price)} each`}
                </p>
              </div>
              {out > 0 && (
                <div className="flex shrink-0 items-center gap-2">
                  <button
                    type="button"
                    className={stepButton}
                    disabled={count === 0}
                    onClick={() => setCount(item.id, count - 1)}
                    aria-label={`One less ${name}`}
                  >
                    <Minus className="size-4" aria-hidden />
                  </button>
                  <output className="w-6 text-center font-semibold tabular-nums" aria-label={`${name} back`}>
                    {count}
                  </output>
                  <button
                    type="button"
                    className={stepButton}
                    disabled={count >= out}
                    onClick={() => setCount(item.id, count + 1)}
                    aria-label={`One more ${name}`}
                  >
                    <Plus className="size-4" aria-hidden />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <label htmlFor={`${ids}-note`} className={fieldLabelStyle}>
          Note for the timeline (optional)
        </label>
        <input
          id={`${ids}-note`}
          value={note}
          maxLength={500}
          placeholder="e.g. wrong shade"
          onChange={(event) => setNote(event.target.value)}
          className={fieldStyle}
        />
      </div>
      {problem && (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      )}
      <DialogActions submitLabel={units > 0 ? `Record ${units} back` : "Record return"} busy={record.isPending} />
    </form>
  );
}
