// The sale's money: the delivery fee (the shop's usual one unless typed), a discount, at the counter whether it is
// paid and collected now (and the UPI reference), the owner's note, the figures as the server will work them out,
// and the save button.
import { Money, type Paise } from "@mayil/core/money/money";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ChoiceChips } from "../../../components/desk/choice-chips";
import { FormProblem } from "../../../components/desk/form-field";
import { OrderFiguresSummary } from "../../../components/desk/order-lines-fields";
import { primaryButton } from "../../../components/ui/button-styles";
import { TextField } from "../../../components/ui/text-field";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { orderFigures, rupeeFieldProblem, rupeesText, typedPaise } from "../../../lib/desk/order-lines";
import {
  collectedChoices,
  isCollectedNow,
  type NewSaleValues,
  sectionHeading,
  sectionStyle,
  typedOnly,
} from "./sale-form";

export function SaleMoneySection({
  shopFeePaise,
  problem,
}: {
  /** The shop's usual delivery fee; null until the shop's details have come (saving waits for them). */
  shopFeePaise: Paise | null;
  /** The server's refusal that belongs to no one field. */
  problem: string | null;
}) {
  const t = useDeskMessages();
  const { control, register, formState } = useFormContext<NewSaleValues>();
  const { errors } = formState;
  const heading = useId();
  const [items, method, deliveryFee, discount, source, collected] = useWatch({
    control,
    name: ["items", "delivery_method", "delivery_fee", "discount", "source", "collected"],
  });
  const walkIn = source === "walk_in";
  const collectedNow = isCollectedNow({ source, delivery_method: method, collected });
  const usualFee = method === "delivery" ? (shopFeePaise ?? 0) : 0;
  const figures = orderFigures(items, typedPaise(deliveryFee) ?? usualFee, typedPaise(discount) ?? 0);
  return (
    <section aria-labelledby={heading} className={`${sectionStyle} lg:sticky lg:top-24`}>
      <h2 id={heading} className={sectionHeading}>
        {t("desk.sale.money")}
      </h2>
      {method === "delivery" && (
        <TextField
          label={t("desk.order.deliveryFee")}
          prefix="₹"
          inputMode="decimal"
          autoComplete="off"
          placeholder={shopFeePaise === null ? "" : rupeesText(shopFeePaise)}
          hint={shopFeePaise === null ? undefined : t("desk.sale.usualFee", { fee: Money.format(shopFeePaise) })}
          registration={register("delivery_fee", { validate: rupeeFieldProblem("Delivery fee", true) })}
          error={errors.delivery_fee}
        />
      )}
      <TextField
        label={t("desk.order.discount")}
        prefix="₹"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        registration={register("discount", { validate: rupeeFieldProblem("Discount", true) })}
        error={errors.discount}
      />
      {walkIn && method === "pickup" && (
        <ChoiceChips
          legend={t("desk.sale.collectedNow")}
          options={collectedChoices(t)}
          registration={register("collected")}
          error={errors.collected}
        />
      )}
      {collectedNow && collected === "upi" && (
        <TextField
          label={t("desk.sale.utr")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          hint={t("desk.sale.utrHint")}
          registration={register("utr", {
            validate: (utr, all) =>
              all.collected !== "upi" || /^\d{12}$/.test(utr.replace(/[\s-]/g, "")) || t("desk.sale.enterUtr"),
          })}
          error={errors.utr}
        />
      )}
      <TextField
        label={t("desk.order.note")}
        hint={t("desk.sale.noteHint")}
        rows={2}
        maxLength={500}
        registration={register("note", { validate: typedOnly("Note", true) })}
        error={errors.note}
      />
      <OrderFiguresSummary
        figures={figures}
        deliveryLabel={method === "pickup" ? t("desk.order.deliveryPickup") : t("desk.order.delivery")}
      />
      <FormProblem message={problem} />
      <button
        type="submit"
        disabled={formState.isSubmitting || shopFeePaise === null}
        className={`${primaryButton} w-full`}
      >
        {formState.isSubmitting
          ? t("desk.dialog.saving")
          : collectedNow
            ? t("desk.sale.saveCollected")
            : t("desk.sale.save")}
      </button>
    </section>
  );
}
