// Editing an order agreed in the chat: each piece's quantity and agreed price, pieces taken out or added, the
// delivery fee, the discount and a note for the timeline, with the new total shown live. The server takes or gives
// back exactly the difference in stock; when there is not enough (409) or the order has moved on, its message shows
// and the form stays as typed.

import { Money } from "@mayil/core/money/money";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { DialogActions } from "../../../components/desk/dialog-actions";
import { FormProblem } from "../../../components/desk/form-field";
import { markNoPieces, OrderFiguresSummary, OrderLinesFields } from "../../../components/desk/order-lines-fields";
import { Modal } from "../../../components/ui/modal";
import { TextField } from "../../../components/ui/text-field";
import type { DeskDone } from "../../../lib/desk/desk-done";
import {
  itemBodies,
  linesOfOrder,
  type OrderLinesFormValues,
  optionalRupees,
  orderFigures,
  rupeeFieldProblem,
  rupeesText,
  typedPaise,
} from "../../../lib/desk/order-lines";
import { placeServerProblems } from "../../../lib/desk/server-problems";
import { useEditOrder } from "../../../lib/desk/use-order-saves";
import { toast } from "../../../lib/toast-store";

const EDIT_FIELDS = ["delivery_fee", "discount", "note"] as const;

const valuesOf = (order: OwnerOrder): OrderLinesFormValues => ({
  items: linesOfOrder(order),
  delivery_fee: rupeesText(Money.fromWire(order.delivery_fee)),
  discount: rupeesText(Money.fromWire(order.discount)),
  note: "",
});

export function EditOrderDialog({
  order,
  open,
  onOpenChange,
  onSaved,
}: {
  order: OwnerOrder;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The change saved, with the order as it now stands to send the customer. */
  onSaved(done: DeskDone): void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} panelClassName="w-[min(96vw,36rem)] p-5 sm:p-8">
      {/* Mounted only while open, so every opening starts from the order as it is now. */}
      {open && (
        <EditOrderForm
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

function EditOrderForm({ order, onDone }: { order: OwnerOrder; onDone: (done: DeskDone) => void }) {
  const form = useForm<OrderLinesFormValues>({ defaultValues: valuesOf(order), mode: "onTouched" });
  const { control, register, handleSubmit, setError, getValues, formState } = form;
  const save = useEditOrder(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [items, deliveryFee, discount] = useWatch({ control, name: ["items", "delivery_fee", "discount"] });
  // A COD order keeps the fee she agreed to at checkout: the server keeps it through the edit.
  const figures = orderFigures(
    items,
    typedPaise(deliveryFee) ?? 0,
    typedPaise(discount) ?? 0,
    Money.fromWire(order.cod_fee),
  );

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      if (markNoPieces(values.items, setError)) return;
      try {
        const saved = await save.mutateAsync({
          items: itemBodies(values.items),
          delivery_fee: optionalRupees(values.delivery_fee),
          discount: optionalRupees(values.discount),
          note: values.note.trim() || null,
        });
        toast({
          title: "Order updated",
          description: `${saved.order.order_number} now comes to ${Money.format(Money.fromWire(saved.order.total))}.`,
        });
        onDone({ title: "Order updated", customerWhatsappUrl: saved.customer_whatsapp_url });
      } catch (error) {
        setProblem(placeServerProblems(error, setError, EDIT_FIELDS));
      }
    },
    () => markNoPieces(getValues("items"), setError),
  );

  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">Edit {order.order_number}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        Change what was agreed with {order.customer_name}. Stock follows the difference when you save.
      </Dialog.Description>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
          <OrderLinesFields />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Delivery fee"
              prefix="₹"
              inputMode="decimal"
              autoComplete="off"
              registration={register("delivery_fee", { validate: rupeeFieldProblem("Delivery fee", true) })}
              error={formState.errors.delivery_fee}
            />
            <TextField
              label="Discount"
              prefix="₹"
              inputMode="decimal"
              autoComplete="off"
              registration={register("discount", { validate: rupeeFieldProblem("Discount", true) })}
              error={formState.errors.discount}
            />
          </div>
          <TextField
            label="Note for the timeline"
            hint="Optional: why it changed, e.g. “agreed 3 in the chat”."
            rows={2}
            maxLength={500}
            registration={register("note")}
            error={formState.errors.note}
          />
          <OrderFiguresSummary
            figures={figures}
            deliveryLabel={order.delivery_method === "pickup" ? "Delivery (pickup)" : "Delivery"}
          />
          <FormProblem message={problem} />
          <DialogActions submitLabel="Save changes" busy={formState.isSubmitting} />
        </form>
      </FormProvider>
    </>
  );
}
