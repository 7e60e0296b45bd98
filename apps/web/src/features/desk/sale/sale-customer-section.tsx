// The sale's customer: name, phone (optional for a walk-in), email, and where the sale came from.
import { checkIndianMobile } from "@mayil/core/india/indian-mobile";
import { useId } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { ChoiceChips } from "../../../components/desk/choice-chips";
import { PhoneInput } from "../../../components/ui/phone-input";
import { TextField } from "../../../components/ui/text-field";
import { type NewSaleValues, SOURCE_CHOICES, sectionHeading, sectionStyle, typedOnly } from "./sale-form";

export function SaleCustomerSection() {
  const { control, register, formState } = useFormContext<NewSaleValues>();
  const { errors } = formState;
  const heading = useId();
  const walkIn = useWatch({ control, name: "source" }) === "walk_in";
  return (
    <section aria-labelledby={heading} className={sectionStyle}>
      <h2 id={heading} className={sectionHeading}>
        Customer
      </h2>
      <TextField
        label="Name*"
        autoComplete="off"
        registration={register("customer_name", {
          validate: {
            filled: (name) => name.trim() !== "" || "Enter the customer's name",
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
            label={walkIn ? "Phone (optional for a walk-in)" : "Phone*"}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        hint="Optional."
        registration={register("customer_email")}
        error={errors.customer_email}
      />
      <ChoiceChips
        legend="Where the sale came from*"
        options={SOURCE_CHOICES}
        registration={register("source", { required: "Choose where the sale came from" })}
        error={errors.source}
      />
    </section>
  );
}
