// What the shopper is ordering, beside the form: each line, the subtotal, delivery (or free pickup), the cash on
// delivery fee when she chose to pay the courier, and the total,
// inclusive of taxes, so nobody confirms an amount she cannot see. Beside the form on a wide screen; on a phone the
// total rides in the dialog's footer and the lines open on request.

import { cartLineName } from "@mayil/core/catalogue/piece-options";
import { Money } from "@mayil/core/money/money";
import type { CartLine } from "@mayil/core/shopping/shopping-schemas";
import { useMessages } from "../../lib/messages";

interface CheckoutSummaryProps {
  lines: CartLine[];
  deliveryMethod: "delivery" | "pickup";
  /** What the cart adds up to: goods and delivery. */
  totalPaise: number | null;
  /** Cash on delivery's fee when she chose to pay the courier (decision 083); 0 or left out otherwise. */
  codFeePaise?: number;
}

const lineLabel = cartLineName;

export function summaryFigures({ lines, totalPaise }: Pick<CheckoutSummaryProps, "lines" | "totalPaise">) {
  const subtotalPaise = lines.reduce((sum, line) => sum + Money.fromWire(line.unit_price) * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return { subtotalPaise, itemCount, deliveryPaise: totalPaise === null ? null : totalPaise - subtotalPaise };
}

export function CheckoutSummary({ lines, deliveryMethod, totalPaise, codFeePaise = 0 }: CheckoutSummaryProps) {
  const t = useMessages();
  const { subtotalPaise, itemCount, deliveryPaise } = summaryFigures({ lines, totalPaise });
  return (
    <section aria-labelledby="checkout-summary" className="rounded-2xl bg-white p-4 ring-1 ring-line">
      <h3 id="checkout-summary" className="font-display text-xl font-semibold">
        {t("shopping.yourOrder")}
      </h3>
      <ul className="mt-3 space-y-2 text-sm">
        {lines.map((line) => (
          <li key={`${line.product_id}-${line.variant_id ?? 0}`} className="flex justify-between gap-3">
            <span className="min-w-0">
              {lineLabel(line)} <span className="text-muted">× {line.quantity}</span>
            </span>
            <span className="shrink-0 tabular-nums">
              {Money.format(Money.fromWire(line.unit_price) * line.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t("shopping.subtotalItems", { count: itemCount })}</dt>
          <dd className="tabular-nums">{Money.format(subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{deliveryMethod === "pickup" ? t("shopping.storePickup") : t("shopping.delivery")}</dt>
          <dd className="tabular-nums">
            {deliveryMethod === "pickup"
              ? t("shopping.free")
              : deliveryPaise === null
                ? "…"
                : Money.format(deliveryPaise)}
          </dd>
        </div>
        {codFeePaise > 0 && (
          <div className="flex justify-between">
            <dt>{t("shopping.codFee")}</dt>
            <dd className="tabular-nums">{Money.format(codFeePaise)}</dd>
          </div>
        )}
        <div className="flex justify-between pt-1 text-base font-semibold">
          <dt>{t("shopping.total")}</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {totalPaise === null ? "…" : Money.format(totalPaise + codFeePaise)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted">{t("shopping.inclusiveTaxes")}</p>
    </section>
  );
}
