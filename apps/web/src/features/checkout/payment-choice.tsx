// The checkout's 'How would you like to pay?' (docs/shop/storefront.md#checkout, decision 083): pay now (UPI or online,
// once the shop confirms) or pay the courier at her door with its fee. Shown only while the shop offers cash on
// delivery; core's codRefusal, run here on the owner's public rules and her delivery details, says before she submits
// why it is not open to this order (the option disabled, the reason read out), as the server would after.

import { Money } from "@mayil/core/money/money";
import {
  type CodRefusal,
  type CodRule,
  type CodRules,
  codFeeFor,
  codRefusal,
  type PaymentChoice,
} from "@mayil/core/orders/cash-on-delivery";
import { useId } from "react";
import { fieldLabelStyle } from "../../components/ui/text-field";
import { type MessageId, useMessages } from "../../lib/messages";

type Say = ReturnType<typeof useMessages>;

/** Core's reasons for refusing cash on delivery, by rule, in the page's language (English word for word core's). */
const COD_RULE_MESSAGES: Record<CodRule, MessageId> = {
  cod_off: "shopping.cod.off",
  cod_pickup: "shopping.cod.pickup",
  cod_below_minimum: "shopping.cod.belowMinimum",
  cod_above_maximum: "shopping.cod.aboveMaximum",
  cod_pincode: "shopping.cod.pincode",
  cod_state: "shopping.cod.state",
  cod_open_orders: "shopping.cod.openOrders",
  cod_refusals: "shopping.cod.refusals",
};
/** The figures each rule's words put in: a refusal without them (an older server) is said in the server's words. */
const COD_RULE_VALUES: Record<CodRule, readonly string[]> = {
  cod_off: [],
  cod_pickup: [],
  cod_below_minimum: ["amount"],
  cod_above_maximum: ["amount"],
  cod_pincode: ["pincode"],
  cod_state: ["state"],
  cod_open_orders: ["count"],
  cod_refusals: [],
};

/**
 * Why cash on delivery is refused, in the page's language: core's refusal (its rule and figures), or the server's
 * (`details` of a `cod_refused`: the rule and the same figures); `english` when the rule or a figure is not known.
 */
export function codRefusalMessage(
  t: Say,
  refusal: Pick<CodRefusal, "rule" | "values"> | { rule: unknown; values?: Readonly<Record<string, unknown>> },
  english: string,
): string {
  const rule = refusal.rule as CodRule;
  const id = COD_RULE_MESSAGES[rule];
  const values = refusal.values ?? {};
  if (
    !id ||
    !COD_RULE_VALUES[rule].every((name) => typeof values[name] === "string" || typeof values[name] === "number")
  )
    return english;
  return t(id, values as Record<string, string | number>);
}

/** What the rules look at in the order on the page; her record (open COD orders, refusals) only the server knows. */
export interface CodOrderOnPage {
  goodsPaise: number;
  deliveryMethod: "delivery" | "pickup";
  pincode: string | null;
  state: string | null;
}

/**
 * The fee and, when COD is not open to this order, why (in the page's language; `refusedByShop` already is): null
 * while the shop does not offer COD at all.
 */
export function codOffer(t: Say, rules: CodRules | undefined, order: CodOrderOnPage, refusedByShop: string | null) {
  if (!rules?.enabled) return null;
  const refusal = codRefusal(rules, { ...order, openCodOrders: 0, refusals: 0 });
  return {
    feePaise: codFeeFor(rules, order.goodsPaise),
    refusedBecause: refusal ? codRefusalMessage(t, refusal, refusal.message) : refusedByShop,
  };
}
export type CodOffer = NonNullable<ReturnType<typeof codOffer>>;

interface PaymentChoiceProps {
  offer: CodOffer;
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
}

const optionStyle = (chosen: boolean, disabled = false) =>
  `flex gap-3 rounded-xl bg-white p-3 text-sm ring-1 ${chosen ? "ring-2 ring-peacock" : "ring-line"} ${
    disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"
  }`;

export function PaymentChoiceField({ offer, value, onChange }: PaymentChoiceProps) {
  const t = useMessages();
  const id = useId();
  const { feePaise, refusedBecause } = offer;
  const fee = feePaise > 0 ? Money.format(feePaise) : null;
  return (
    <fieldset>
      <legend className={fieldLabelStyle}>{t("shopping.howToPay")}</legend>
      <div className="mt-2 flex flex-col gap-2">
        <label className={optionStyle(value === "prepaid")}>
          <input
            type="radio"
            name={`${id}-pay`}
            value="prepaid"
            checked={value === "prepaid"}
            onChange={() => onChange("prepaid")}
            className="mt-1 accent-peacock"
          />
          <span>
            <span className="font-medium">{t("shopping.payNow")}</span>
            <span className="block text-muted">{t("shopping.payNowNote")}</span>
            {fee && !refusedBecause && <span className="block text-peacock">{t("shopping.payNowSave", { fee })}</span>}
          </span>
        </label>
        <label className={optionStyle(value === "cod", refusedBecause !== null)}>
          <input
            type="radio"
            name={`${id}-pay`}
            value="cod"
            checked={value === "cod"}
            disabled={refusedBecause !== null}
            onChange={() => onChange("cod")}
            aria-describedby={`${id}-cod-note`}
            className="mt-1 accent-peacock"
          />
          <span>
            <span className="font-medium">{t("shopping.payOnDelivery")}</span>
            {fee && <span className="ml-2 tabular-nums">+{fee}</span>}
            <span className="block text-muted">{t("shopping.payOnDeliveryNote")}</span>
          </span>
        </label>
        {/* Read out as it changes (a PIN typed, pickup chosen): why paying on delivery is not open to this order. */}
        <p id={`${id}-cod-note`} role="status" className="text-sm text-red-800 empty:hidden">
          {refusedBecause ?? ""}
        </p>
      </div>
    </fieldset>
  );
}
