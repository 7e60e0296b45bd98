// Handing a pickup order over at the counter: the customer says her 4-digit pickup code (in her order's page and the
// "ready for pickup" message), and a wrong one is refused under the field. Without it (she lost the message, her
// sister collects it) the owner can still hand it over by saying why, which the timeline keeps. Money still owed is
// said above the code, so it is taken before the piece leaves.
import { Money } from "@mayil/core/money/money";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { DialogActions } from "../../../components/desk/dialog-actions";
import { FormProblem } from "../../../components/desk/form-field";
import { Modal } from "../../../components/ui/modal";
import { TextField } from "../../../components/ui/text-field";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { placeServerProblems } from "../../../lib/desk/server-problems";
import { useMoveOrder } from "./use-owner-order";

interface HandOverValues {
  pickup_code: string;
  without_pickup_code: boolean;
  note: string;
}

export function HandOverDialog({
  order,
  onClose,
  onSaved,
}: {
  order: OwnerOrder;
  onClose(): void;
  onSaved(done: DeskDone): void;
}) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} panelClassName="w-[min(96vw,28rem)] p-5 sm:p-8">
      <HandOverForm order={order} onSaved={onSaved} />
    </Modal>
  );
}

function HandOverForm({ order, onSaved }: { order: OwnerOrder; onSaved(done: DeskDone): void }) {
  const t = useDeskMessages();
  const move = useMoveOrder(order.id);
  const { register, handleSubmit, setError, control, formState } = useForm<HandOverValues>({
    defaultValues: { pickup_code: "", without_pickup_code: false, note: "" },
    mode: "onTouched",
  });
  const [problem, setProblem] = useState<string | null>(null);
  const without = useWatch({ control, name: "without_pickup_code" });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const body = await move.mutateAsync(
        values.without_pickup_code
          ? { status: "completed", without_pickup_code: true, note: values.note.trim() }
          : { status: "completed", pickup_code: values.pickup_code.trim() },
      );
      onSaved({ title: t("desk.status.completed"), customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      setProblem(placeServerProblems(error, setError, ["pickup_code", "note"], t));
    }
  });

  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">
        {t("desk.order.handOver.title", { number: order.order_number })}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {t("desk.order.handOver.description", { name: order.customer_name })}
      </Dialog.Description>
      {Money.fromWire(order.amount_due) > 0 && (
        // At the counter the code is all she is asked for; an unpaid pickup order would go out unpaid unnoticed.
        <p
          className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="due-at-hand-over"
        >
          {t("desk.order.handOver.due", { amount: rupees(order.amount_due) })}
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5" data-testid="hand-over-form">
        {!without && (
          <TextField
            label={t("desk.order.handOver.code")}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            registration={register("pickup_code", {
              validate: (code, all) =>
                all.without_pickup_code || /^\s*\d{4}\s*$/.test(code) || t("desk.order.handOver.typeDigits"),
            })}
            error={formState.errors.pickup_code}
            testId="pickup-code"
          />
        )}
        <label className="flex items-start gap-3 text-sm text-ink">
          <input type="checkbox" {...register("without_pickup_code")} className="mt-1 size-4 accent-peacock" />
          {t("desk.order.handOver.without")}
        </label>
        {without && (
          <TextField
            label={t("desk.order.why")}
            rows={2}
            maxLength={500}
            placeholder={t("desk.order.handOver.example")}
            registration={register("note", {
              validate: (note, all) =>
                !all.without_pickup_code || note.trim() !== "" || t("desk.order.handOver.sayWhy"),
            })}
            error={formState.errors.note}
          />
        )}
        <FormProblem message={problem} />
        <DialogActions submitLabel={t("desk.order.handOver.submit")} busy={move.isPending} />
      </form>
    </>
  );
}
