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
import { useDeskMessages } from "../../../lib/desk/desk-messages";
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
  const t = useDeskMessages();
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
      setProblem(t("desk.order.return.sayWhich"));
      return;
    }
    try {
      const body = await record.mutateAsync({
        lines: chosen.map(({ item }) => ({ order_item_id: item.id, quantity: countOf(item.id) })),
        note: note.trim() || undefined,
      });
      toast({
        title: t("desk.order.return.recorded"),
        description: t("desk.order.return.backOnShelf", { units, number: order.order_number }),
      });
      onDone({ title: t("desk.order.return.recorded"), customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t("desk.order.tryAgain"));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <div>
        <Dialog.Title className="font-display text-2xl font-semibold">
          {t("desk.order.return.title", { number: order.order_number })}
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">
          {t("desk.order.return.description")}
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
                    ? t("desk.order.allCameBack")
                    : t("desk.order.return.stillOut", {
                        out,
                        quantity: item.quantity,
                        price: rupees(item.unit_price),
                      })}
                </p>
              </div>
              {out > 0 && (
                <div className="flex shrink-0 items-center gap-2">
                  <button
                    type="button"
                    className={stepButton}
                    disabled={count === 0}
                    onClick={() => setCount(item.id, count - 1)}
                    aria-label={t("desk.order.return.oneLess", { name })}
                  >
                    <Minus className="size-4" aria-hidden />
                  </button>
                  <output
                    className="w-6 text-center font-semibold tabular-nums"
                    aria-label={t("desk.order.return.countBack", { name })}
                  >
                    {count}
                  </output>
                  <button
                    type="button"
                    className={stepButton}
                    disabled={count >= out}
                    onClick={() => setCount(item.id, count + 1)}
                    aria-label={t("desk.order.return.oneMore", { name })}
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
          {t("desk.order.noteOptional")}
        </label>
        <input
          id={`${ids}-note`}
          value={note}
          maxLength={500}
          placeholder={t("desk.order.return.example")}
          onChange={(event) => setNote(event.target.value)}
          className={fieldStyle}
        />
      </div>
      {problem && (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      )}
      <DialogActions
        submitLabel={units > 0 ? t("desk.order.return.recordUnits", { units }) : t("desk.order.recordReturn")}
        busy={record.isPending}
      />
    </form>
  );
}
