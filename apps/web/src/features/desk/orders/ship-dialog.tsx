// "Mark shipped" and "Correct tracking number": the courier (the shop's list, from the server, and Other with its
// name typed in) and the number from the courier's slip. The server checks the number against the courier's shape
// and its refusal shows under the field it is about, the rest kept as typed. A cash on delivery order's parcel is COD
// by itself (the server sets it, with what she owes as the cash to collect, decision 083): the dialog says so, and a
// prepaid order has no tick for it.
import type { CourierId } from "@mayil/core/fulfilment/couriers";
import { Money } from "@mayil/core/money/money";
import { ORDER_STATUS_LABELS } from "@mayil/core/orders/order-life-cycle";
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
        title: correcting ? "Tracking number corrected" : ORDER_STATUS_LABELS.shipped,
        customerWhatsappUrl: body.customer_whatsapp_url,
      });
    } catch (error) {
      setProblem(placeServerProblems(error, setError, SHIP_FIELDS));
    }
  });

  const courierError = formState.errors.courier?.message;
  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">
        {correcting ? "Correct tracking number" : `Ship ${order.order_number}`}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {correcting
          ? "The customer gets the new number and link; the old one stays on the timeline."
          : "Which courier took it, and the number from the courier's slip: the customer's message and order page link to its tracking."}
      </Dialog.Description>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5" data-testid="ship-form">
        <div>
          <label htmlFor={`${ids}-courier`} className={fieldLabelStyle}>
            Courier
          </label>
          <select
            id={`${ids}-courier`}
            {...register("courier", { required: "Choose the courier the parcel went with" })}
            aria-invalid={courierError ? true : undefined}
            aria-describedby={courierError ? `${ids}-courier-error` : undefined}
            className={`${fieldStyle} ${invalidFieldStyle}`}
          >
            <option value="" disabled>
              {couriers.isPending ? "Loading the couriers…" : "Choose the courier"}
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
            label="Courier's name"
            autoComplete="off"
            maxLength={60}
            registration={register("courier_name", {
              validate: (name) => name.trim() !== "" || "Type the courier's name",
            })}
            error={formState.errors.courier_name}
          />
        )}
        <TextField
          label="Tracking number"
          autoComplete="off"
          maxLength={80}
          hint={chosen?.number_hint ? `As on the slip: ${chosen.number_hint}` : "As on the courier's slip"}
          registration={register("tracking_number", {
            validate: (number) => number.trim() !== "" || "Type the tracking number from the courier's slip",
          })}
          error={formState.errors.tracking_number}
          testId="tracking-number"
        />
        {collect && (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="ship-cod">
            Cash on delivery: the courier collects {rupees(order.amount_due)}. Write it on the courier's slip.
          </p>
        )}
        {correcting && (
          <TextField
            label="Why? (for the timeline, optional)"
            rows={2}
            maxLength={500}
            placeholder="e.g. typed a digit twice"
            registration={register("note")}
            error={formState.errors.note}
          />
        )}
        <FormProblem message={problem} />
        <DialogActions
          submitLabel={correcting ? "Save the number" : "Mark shipped"}
          busy={move.isPending || correct.isPending}
        />
      </form>
    </>
  );
}
