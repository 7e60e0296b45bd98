// How the sale reaches the customer: home delivery (the address, with city and state filled in from the PIN) or
// pickup at one of the shop's points, and her special instructions.
import { useEffect, useId, useRef } from "react";
import { type UseFormGetValues, type UseFormSetValue, useFormContext, useWatch } from "react-hook-form";
import { ChoiceChips } from "../../../components/desk/choice-chips";
import { describedBy, FieldProblem } from "../../../components/desk/form-field";
import { fieldLabelStyle, fieldStyle, TextField } from "../../../components/ui/text-field";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { usePincodeLookup } from "../../../lib/pincode-lookup";
import { deliveryChoices, type NewSaleValues, sectionHeading, sectionStyle, typedOnly } from "./sale-form";

export function SaleDeliverySection({
  pickupLocations,
  chosenPickup,
}: {
  /** The shop's pickup points (none until its details have come). */
  pickupLocations: readonly string[];
  /** The point shown as chosen: the owner's pick, else the shop's first. */
  chosenPickup: string;
}) {
  const t = useDeskMessages();
  const { control, register, getValues, setValue, formState } = useFormContext<NewSaleValues>();
  const { errors } = formState;
  const heading = useId();
  const pickupId = useId();
  const [method, pincode] = useWatch({ control, name: ["delivery_method", "customer_pincode"] });
  useCityAndStateFromPin(pincode, getValues, setValue);
  return (
    <section aria-labelledby={heading} className={sectionStyle}>
      <h2 id={heading} className={sectionHeading}>
        {t("desk.sale.delivery")}
      </h2>
      <ChoiceChips
        legend={t("desk.sale.howItReaches")}
        options={deliveryChoices(t)}
        registration={register("delivery_method")}
      />
      {method === "delivery" ? (
        <>
          <TextField
            label={t("desk.sale.address")}
            rows={3}
            maxLength={500}
            registration={register("customer_address", {
              validate: {
                filled: (address, all) =>
                  all.delivery_method !== "delivery" || address.trim() !== "" || t("desk.sale.enterAddress"),
                typed: typedOnly("Address", true),
              },
            })}
            error={errors.customer_address}
          />
          <TextField
            label={t("desk.sale.pincode")}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            registration={register("customer_pincode", {
              validate: (pincode, all) =>
                all.delivery_method !== "delivery" ||
                /^\d{6}$/.test(pincode.trim()) ||
                (pincode.trim() === "" ? t("desk.sale.pincodeRequired") : t("desk.sale.pincodeDigits")),
            })}
            error={errors.customer_pincode}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              label={t("desk.sale.city")}
              autoComplete="off"
              registration={register("customer_city", {
                validate: {
                  filled: (city, all) =>
                    all.delivery_method !== "delivery" || city.trim() !== "" || t("desk.sale.enterCity"),
                  typed: typedOnly("City"),
                },
              })}
              error={errors.customer_city}
            />
            <TextField
              label={t("desk.sale.state")}
              autoComplete="off"
              registration={register("customer_state", {
                validate: {
                  filled: (state, all) =>
                    all.delivery_method !== "delivery" || state.trim() !== "" || t("desk.sale.enterState"),
                  typed: typedOnly("State"),
                },
              })}
              error={errors.customer_state}
            />
          </div>
        </>
      ) : (
        <div>
          <label htmlFor={pickupId} className={fieldLabelStyle}>
            {t("desk.sale.pickupPoint")}
          </label>
          <select
            id={pickupId}
            {...register("pickup_location")}
            value={chosenPickup}
            {...describedBy(pickupId, { error: errors.pickup_location?.message })}
            className={fieldStyle}
          >
            {pickupLocations.map((place) => (
              <option key={place} value={place}>
                {place}
              </option>
            ))}
          </select>
          <FieldProblem id={pickupId} message={errors.pickup_location?.message} />
        </div>
      )}
      <TextField
        label={t("desk.sale.instructions")}
        hint={t("desk.sale.instructionsHint")}
        rows={2}
        maxLength={1000}
        registration={register("special_instructions", { validate: typedOnly("Special instructions", true) })}
        error={errors.special_instructions}
      />
    </section>
  );
}

/** City and state from the PIN (India Post's directory), unless the owner wrote her own. */
function useCityAndStateFromPin(
  pincode: string,
  getValues: UseFormGetValues<NewSaleValues>,
  setValue: UseFormSetValue<NewSaleValues>,
) {
  const lookup = usePincodeLookup(pincode);
  const place = lookup.kind === "found" ? lookup.place : null;
  const filled = useRef<{ city: string; state: string } | null>(null);
  useEffect(() => {
    if (!place) return;
    for (const key of ["city", "state"] as const) {
      const typed = getValues(`customer_${key}`);
      if (typed === "" || typed === filled.current?.[key]) {
        setValue(`customer_${key}`, place[key], { shouldValidate: typed !== "" });
      }
    }
    filled.current = { city: place.city, state: place.state };
  }, [place, getValues, setValue]);
}
