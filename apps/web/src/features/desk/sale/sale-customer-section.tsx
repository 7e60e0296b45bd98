// The sale's customer: name, phone (optional for a walk-in), email, and where the sale came from.
import { checkIndianMobile } from "@mayil/core/india/indian-mobile";
import { useId } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { ChoiceChips } from "../../../components/desk/choice-chips";
import { PhoneInput } from "../../../components/ui/phone-input";
import { TextField } from "../../../components/ui/text-field";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { type NewSaleValues, sectionHeading, sectionStyle, sourceChoices, typedOnly } from "./sale-form";

export function SaleCustomerSection() {
  const t = useDeskMessages();
  const { control, register, formState } = useFormContext<NewSaleValues>();
  const { errors } = formState;
  const heading = useId();
  const walkIn = useWatch({ control, name: "source" }) === "walk_in";
  return (
    <section aria-labelledby={heading} className={sectionStyle}>
      <h2 id={heading} className={sectionHeading}>
        {t("desk.sale.customer")}
      </h2>
      <TextField
        label={t("desk.sale.name")}
        autoComplete="off"
        registration={register("customer_name", {
          validate: {
            filled: (name) => name.trim() !== "" || t("desk.sale.enterName"),
            typed: typedOnly("Name"),
          },
        })}
        error={errors.customer_name}
      />
      <Controller
        control={control}
        name="customer_phone"
        rules={{
          validate: (typed, all) => {
            // Someone buying at the counter need not leave a number.
            if (all.source === "walk_in" && typed.trim() === "") return true;
            const check = checkIndianMobile(typed);
            return check.ok || check.message;
          },
        }}
        render={({ field, fieldState }) => (
          <PhoneInput
            label={walkIn ? t("desk.sale.phoneWalkIn") : t("desk.sale.phone")}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={t("desk.sale.email")}
        type="email"
        autoComplete="off"
        hint={t("desk.sale.optional")}
        registration={register("customer_email")}
        error={errors.customer_email}
      />
      <ChoiceChips
        legend={t("desk.sale.source")}
        options={sourceChoices(t)}
        registration={register("source", { required: t("desk.sale.chooseSource") })}
        error={errors.source}
      />
    </section>
  );
}
