// "Returned to origin": a shipped parcel came back unopened, refused at her door or undeliverable (decision 083). It
// asks first, since every piece goes back on sale and the order is closed, owing nothing; what the courier charged
// for it there and back may be typed in (a cost of the shop's), and a note kept on the timeline. The server's
// refusal (someone marked it a moment ago) shows in the dialog with what was typed kept.
import { rupeeProblem } from "@mayil/core/money/rupee-amount";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { DialogActions } from "../../../components/desk/dialog-actions";
import { FormProblem } from "../../../components/desk/form-field";
import { Modal } from "../../../components/ui/modal";
import { TextField } from "../../../components/ui/text-field";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { placeServerProblems } from "../../../lib/desk/server-problems";
import { useReturnedToOrigin } from "./use-owner-order";

interface OriginValues {
  courier_charges: string;
  note: string;
}

const ORIGIN_FIELDS = ["courier_charges", "note"] as const;

export function ReturnedToOriginDialog({
  order,
  onClose,
  onSaved,
}: {
  order: OwnerOrder;
  onClose(): void;
  onSaved(done: DeskDone): void;
}) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} panelClassName="w-[min(96vw,30rem)] p-5 sm:p-8">
      <ReturnedToOriginForm order={order} onSaved={onSaved} />
    </Modal>
  );
}

function ReturnedToOriginForm({ order, onSaved }: { order: OwnerOrder; onSaved(done: DeskDone): void }) {
  const t = useDeskMessages();
  const mark = useReturnedToOrigin(order.id);
  const { register, handleSubmit, setError, formState } = useForm<OriginValues>({
    defaultValues: { courier_charges: "", note: "" },
    mode: "onTouched",
  });
  const [problem, setProblem] = useState<string | null>(null);
  const pieces = order.items.reduce((sum, item) => sum + item.quantity - item.returned_quantity, 0);
  const collect = order.shipment?.cod_amount;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const charges = values.courier_charges.trim();
      const body = await mark.mutateAsync({
        ...(charges && { courier_charges: charges }),
        ...(values.note.trim() && { note: values.note.trim() }),
      });
      onSaved({ title: t("desk.order.origin.button"), customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      setProblem(placeServerProblems(error, setError, ORIGIN_FIELDS, t));
    }
  });

  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">
        {t("desk.order.origin.title", { number: order.order_number })}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {collect
          ? t("desk.order.origin.descriptionCod", { pieces, amount: rupees(collect) })
          : t("desk.order.origin.description", { pieces })}
      </Dialog.Description>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5" data-testid="returned-to-origin-form">
        <TextField
          label={t("desk.order.origin.charges")}
          inputMode="decimal"
          autoComplete="off"
          prefix="₹"
          hint={t("desk.order.origin.chargesHint")}
          registration={register("courier_charges", {
            validate: (typed) => typed.trim() === "" || rupeeProblem(typed.trim(), "courier_charges"),
          })}
          error={formState.errors.courier_charges}
          testId="courier-charges"
        />
        <TextField
          label={t("desk.order.noteOptional")}
          rows={2}
          maxLength={500}
          placeholder={t("desk.order.origin.example")}
          registration={register("note")}
          error={formState.errors.note}
        />
        <FormProblem message={problem} />
        <DialogActions submitLabel={t("desk.order.origin.button")} busy={mark.isPending} />
      </form>
    </>
  );
}
