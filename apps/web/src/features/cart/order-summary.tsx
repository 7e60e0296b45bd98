// The cart's Order Summary: store pickup or delivery, the subtotal with its item count, shipping (the shop's fee, once
// known), the total, and the order button, which waits while a sold-out line is in the cart.
import { Money } from "@mayil/core/money/money";
import type { OrderTotals } from "@mayil/core/orders/order-totals";
import type { CartLine } from "@mayil/core/shopping/shopping-schemas";
import { stockState } from "@mayil/core/stock/stock-state";
import type { RefObject } from "react";
import { primaryButton } from "../../components/ui/button-styles";
import { useMessages } from "../../lib/messages";

interface OrderSummaryProps {
  lines: CartLine[];
  pickup: boolean;
  onPickupChange: (pickup: boolean) => void;
  totals: OrderTotals;
  /** The delivery fee is known (or not needed): until then shipping and the total hold their place. */
  feeKnown: boolean;
  orderButton: RefObject<HTMLButtonElement | null>;
  onOrder: () => void;
  /** Pressed before the checkout's code was in: the press is kept and carried out when it comes. */
  orderKept?: boolean;
}

export function OrderSummary({
  lines,
  pickup,
  onPickupChange,
  totals,
  feeKnown,
  orderButton,
  onOrder,
  orderKept = false,
}: OrderSummaryProps) {
  const t = useMessages();
  const soldOut = lines.some((line) => stockState(line.stock, line.quantity) === "out-of-stock");
  return (
    <section
      aria-labelledby="order-summary"
      className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="font-display text-2xl font-semibold">
        {t("shopping.orderSummary")}
      </h2>
      <label className="mt-4 flex items-center gap-3 rounded-xl bg-sand/60 p-3 text-sm">
        <input
          type="checkbox"
          checked={pickup}
          onChange={(event) => onPickupChange(event.target.checked)}
          className="size-4 accent-peacock"
        />
        {t("shopping.storePickupOption")}
      </label>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>{t("shopping.subtotalItems", { count: totals.itemCount })}</dt>
          <dd data-testid="subtotal">{Money.format(totals.subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t("shopping.shipping")}</dt>
          <dd data-testid="shipping">
            {pickup ? (
              t("shopping.freeStorePickup")
            ) : feeKnown ? (
              Money.format(totals.deliveryFeePaise)
            ) : (
              <AmountLoading />
            )}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
          <dt>{t("shopping.total")}</dt>
          <dd data-testid="total">{feeKnown ? Money.format(totals.totalPaise) : <AmountLoading />}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted">{t("shopping.inclusiveTaxes")}</p>
      {!pickup && <p className="mt-1 text-xs text-muted">{t("shopping.feeEstimate")}</p>}
      <button
        ref={orderButton}
        type="button"
        onClick={onOrder}
        disabled={soldOut}
        // A kept press says at once that it was taken: the stylesheet's busy ring, as for a tap the tap keeper holds.
        aria-busy={orderKept || undefined}
        className={`${primaryButton} mt-6 w-full`}
        // Found by tests in every language the page is in.
        data-testid="order-button"
      >
        {soldOut ? t("shopping.removeSoldOutFirst") : t("shopping.orderViaWhatsApp")}
      </button>
      <p className="mt-3 text-center text-xs text-muted">{t("shopping.redirectNote")}</p>
    </section>
  );
}

/** Holds an amount's place (one line, about as wide as '₹49') until the shop's delivery fee is known, so nothing jumps. */
function AmountLoading() {
  const t = useMessages();
  return (
    <span className="inline-block w-10 rounded bg-sand motion-safe:animate-pulse">
      <span className="sr-only">{t("shopping.loading")}</span>
      <span aria-hidden>&nbsp;</span>
    </span>
  );
}
