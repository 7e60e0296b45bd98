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
      onSaved({ title: "Returned to origin", customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      setProblem(placeServerProblems(error, setError, ORIGIN_FIELDS));
    }
  });

  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">
        {order.order_number} came back unopened?
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        Refused at her door or undeliverable: {pieces === 1 ? "its piece goes" : `its ${pieces} pieces go`} back on sale
        and the order is closed
        {collect ? `, with nothing to collect (it was ${rupees(collect)} cash on delivery)` : ""}. This cannot be
        undone.
      </Dialog.Description>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5" data-testid="returned-to-origin-form">
        <TextField
          label="Courier's charges (optional)"
          inputMode="decimal"
          autoComplete="off"
          prefix="₹"
          hint="What the courier charged for it there and back, if you know it"
          registration={register("courier_charges", {
            validate: (typed) => typed.trim() === "" || rupeeProblem(typed.trim(), "courier_charges"),
          })}
          error={formState.errors.courier_charges}
          testId="courier-charges"
        />
        <TextField
          label="Note for the timeline (optional)"
          rows={2}
          maxLength={500}
          placeholder="e.g. refused at the door, address not found"
          registration={register("note")}
          error={formState.errors.note}
        />
        <FormProblem message={problem} />
        <DialogActions submitLabel="Returned to origin" busy={mark.isPending} />
      </form>
    </>
  );
}
