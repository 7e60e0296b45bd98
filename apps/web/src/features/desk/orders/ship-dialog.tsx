// "Mark shipped" and "Correct tracking number": the courier (the shop's list, from the server, and Other with its
// name typed in) and the number from the courier's slip. The server checks the number against the courier's shape
// and its refusal shows under the field it is about, the rest kept as typed. A cash on delivery order's parcel is COD
// by itself (the server sets it, with what she owes as the cash to collect, decision 083): the dialog says so, and a
// prepaid order has no tick for it.
import type { CourierId } from "@mayil/core/fulfilment/couriers";
import { Money } from "@mayil/core/money/money";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { DialogActions } from "../../../components/desk/dialog-actions";
import { FormProblem } from "../../../components/desk/form-field";
import { Modal } from "../../../components/ui/modal";
import {
  FieldError,
  fieldLabelStyle,
  fieldStyle,
  invalidFieldStyle,
  TextField,
} from "../../../components/ui/text-field";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { rupees } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { placeServerProblems } from "../../../lib/desk/server-problems";
import { useCorrectShipment, useCouriers, useMoveOrder } from "./use-owner-order";

interface ShipValues {
  courier: CourierId | "";
  courier_name: string;
  tracking_number: string;
  note: string;
}

const SHIP_FIELDS = ["courier", "courier_name", "tracking_number", "note"] as const;

export function ShipDialog({
  order,
  correcting,
  onClose,
  onSaved,
}: {
  order: OwnerOrder;
  /** Correcting a shipped order's parcel rather than shipping it. */
  correcting: boolean;
  onClose(): void;
  onSaved(done: DeskDone): void;
}) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} panelClassName="w-[min(96vw,30rem)] p-5 sm:p-8">
      <ShipForm order={order} correcting={correcting} onSaved={onSaved} />
    </Modal>
  );
}

function ShipForm({
  order,
  correcting,
  onSaved,
}: {
  order: OwnerOrder;
  correcting: boolean;
  onSaved(done: DeskDone): void;
}) {
  const t = useDeskMessages();
  const ids = useId();
  const couriers = useCouriers();
  const move = useMoveOrder(order.id);
  const correct = useCorrectShipment(order.id);
  const shipped = order.shipment;
  const { register, handleSubmit, setError, control, formState } = useForm<ShipValues>({
    defaultValues: {
      courier: shipped?.courier ?? "",
      courier_name: shipped?.courier === "other" ? shipped.courier_name : "",
      tracking_number: shipped?.tracking_number ?? "",
      note: "",
    },
    mode: "onTouched",
  });
  const [problem, setProblem] = useState<string | null>(null);
  const courier = useWatch({ control, name: "courier" });
  const chosen = couriers.data?.couriers.find((each) => each.id === courier);
  // The courier collects what she owes when she chose to pay on delivery; her message asks her to keep it ready.
  const collect = !correcting && order.payment_choice === "cod" && Money.fromWire(order.amount_due) > 0;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    if (!values.courier) return;
    const parcel = {
      courier: values.courier,
      courier_name: values.courier === "other" ? values.courier_name.trim() : undefined,
      tracking_number: values.tracking_number,
    };
    try {
      const body = correcting
        ? await correct.mutateAsync({ ...parcel, note: values.note.trim() || undefined })
        : await move.mutateAsync({ status: "shipped", ...parcel });
      onSaved({
        title: correcting ? t("desk.order.event.shipment_corrected") : t("desk.status.shipped"),
        customerWhatsappUrl: body.customer_whatsapp_url,
      });
    } catch (error) {
      setProblem(placeServerProblems(error, setError, SHIP_FIELDS, t));
    }
  });

  const courierError = formState.errors.courier?.message;
  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">
        {correcting ? t("desk.order.parcel.correct") : t("desk.order.ship.title", { number: order.order_number })}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {correcting ? t("desk.order.ship.correctingAbout") : t("desk.order.ship.about")}
      </Dialog.Description>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5" data-testid="ship-form">
        <div>
          <label htmlFor={`${ids}-courier`} className={fieldLabelStyle}>
            {t("desk.order.parcel.courier")}
          </label>
          <select
            id={`${ids}-courier`}
            {...register("courier", { required: t("desk.order.ship.chooseRequired") })}
            aria-invalid={courierError ? true : undefined}
            aria-describedby={courierError ? `${ids}-courier-error` : undefined}
            className={`${fieldStyle} ${invalidFieldStyle}`}
          >
            <option value="" disabled>
              {couriers.isPending ? t("desk.order.ship.loadingCouriers") : t("desk.order.ship.choose")}
            </option>
            {couriers.data?.couriers.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
          <FieldError id={`${ids}-courier-error`} message={courierError} />
        </div>
        {courier === "other" && (
          <TextField
            label={t("desk.order.ship.courierName")}
            autoComplete="off"
            maxLength={60}
            registration={register("courier_name", {
              validate: (name) => name.trim() !== "" || t("desk.order.ship.typeCourierName"),
            })}
            error={formState.errors.courier_name}
          />
        )}
        <TextField
          label={t("desk.order.parcel.trackingNumber")}
          autoComplete="off"
          maxLength={80}
          hint={
            chosen?.number_hint
              ? t("desk.order.ship.asOnSlipHint", { hint: chosen.number_hint })
              : t("desk.order.ship.asOnSlip")
          }
          registration={register("tracking_number", {
            validate: (number) => number.trim() !== "" || t("desk.order.ship.typeNumber"),
          })}
          error={formState.errors.tracking_number}
          testId="tracking-number"
        />
        {collect && (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="ship-cod">
            {t("desk.order.ship.cod", { amount: rupees(order.amount_due) })}
          </p>
        )}
        {correcting && (
          <TextField
            label={t("desk.order.ship.why")}
            rows={2}
            maxLength={500}
            placeholder={t("desk.order.ship.example")}
            registration={register("note")}
            error={formState.errors.note}
          />
        )}
        <FormProblem message={problem} />
        <DialogActions
          submitLabel={correcting ? t("desk.order.ship.saveNumber") : t("desk.order.move.shipped")}
          busy={move.isPending || correct.isPending}
        />
      </form>
    </>
  );
}
