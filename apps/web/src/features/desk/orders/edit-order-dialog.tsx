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
import { useDeskMessages } from "../../../lib/desk/desk-messages";
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
  const t = useDeskMessages();
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
      if (markNoPieces(values.items, setError, t)) return;
      try {
        const saved = await save.mutateAsync({
          items: itemBodies(values.items),
          delivery_fee: optionalRupees(values.delivery_fee),
          discount: optionalRupees(values.discount),
          note: values.note.trim() || null,
        });
        toast({
          title: t("desk.order.edit.updated"),
          description: t("desk.order.edit.nowComesTo", {
            number: saved.order.order_number,
            total: Money.format(Money.fromWire(saved.order.total)),
          }),
        });
        onDone({ title: t("desk.order.edit.updated"), customerWhatsappUrl: saved.customer_whatsapp_url });
      } catch (error) {
        setProblem(placeServerProblems(error, setError, EDIT_FIELDS, t));
      }
    },
    () => markNoPieces(getValues("items"), setError, t),
  );

  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">
        {t("desk.order.edit.title", { number: order.order_number })}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {t("desk.order.edit.description", { name: order.customer_name })}
      </Dialog.Description>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
          <OrderLinesFields />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t("desk.order.deliveryFee")}
              prefix="₹"
              inputMode="decimal"
              autoComplete="off"
              registration={register("delivery_fee", { validate: rupeeFieldProblem("Delivery fee", true) })}
              error={formState.errors.delivery_fee}
            />
            <TextField
              label={t("desk.order.discount")}
              prefix="₹"
              inputMode="decimal"
              autoComplete="off"
              registration={register("discount", { validate: rupeeFieldProblem("Discount", true) })}
              error={formState.errors.discount}
            />
          </div>
          <TextField
            label={t("desk.order.note")}
            hint={t("desk.order.edit.noteHint")}
            rows={2}
            maxLength={500}
            registration={register("note")}
            error={formState.errors.note}
          />
          <OrderFiguresSummary
            figures={figures}
            deliveryLabel={
              order.delivery_method === "pickup" ? t("desk.order.deliveryPickup") : t("desk.order.delivery")
            }
          />
          <FormProblem message={problem} />
          <DialogActions submitLabel={t("desk.order.edit.save")} busy={formState.isSubmitting} />
        </form>
      </FormProvider>
    </>
  );
}
