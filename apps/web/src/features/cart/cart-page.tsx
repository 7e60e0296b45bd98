// /cart (docs/shop/storefront.md#cart): the empty state; else Clear Cart (clear-cart-button.tsx), the out-of-stock
// and low-stock warnings (stock-warnings.tsx), each line with its stock badge, quantity and line total (cart-line.tsx),
// and the Order Summary (order-summary.tsx: store pickup, subtotal with item count, shipping, total, the order button
// and its note). This file holds the totals and the order button's press, which opens 'Enter Your Details', whose code
// is not the cart's: it is asked for while the cart itself is fetched, and a press before it has come is kept
// (use-checkout-code.ts).

import { Money } from "@mayil/core/money/money";
import { cartTotals } from "@mayil/core/orders/order-totals";
import { cartCheckoutProblem } from "@mayil/core/shopping/checkout-check";
import type { CartLine as CartLineData } from "@mayil/core/shopping/shopping-schemas";
import { ShoppingBag } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { primaryButton } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import type { LoadCheckout } from "../../lib/cart-checkout";
import { useShopInfo } from "../../lib/catalogue/shop-info";
import { contractToast } from "../../lib/contract-messages";
import { useLanguage } from "../../lib/language";
import { loadMessages, useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast-store";
import { usePageTitle } from "../../lib/use-page-title";
import { CartLine } from "./cart-line";
import { ClearCartButton } from "./clear-cart-button";
import { OrderSummary } from "./order-summary";
import { StockWarnings } from "./stock-warnings";
import { useCart } from "./use-cart";
import { useCheckoutCode } from "./use-checkout-code";

export function CartPage({ loadCheckout: loadCheckoutCode }: { loadCheckout: LoadCheckout }) {
  const t = useMessages();
  const language = useLanguage();
  // The checkout's address form is Settings' own, in the account's words: they come with the checkout's code.
  const loadCheckout = useMemo<LoadCheckout>(
    () => () => Promise.all([loadCheckoutCode(), loadMessages(language, ["account"])]).then(([Checkout]) => Checkout),
    [loadCheckoutCode, language],
  );
  usePageTitle(t("shopping.cartTitle"));
  const { lines, isLoading } = useCart();
  // The checkout's code comes while her cart does (on a slow phone both take a while), unless the cart is known empty.
  const knownEmpty = !isLoading && lines.length === 0;
  useEffect(() => {
    if (!knownEmpty) loadCheckout().catch(() => {}); // a failure is said on the press, which asks again
  }, [knownEmpty, loadCheckout]);
  if (isLoading) return <Spinner />;
  if (lines.length === 0) return <EmptyCart />;
  return <FilledCart lines={lines} loadCheckout={loadCheckout} />;
}

function EmptyCart() {
  const t = useMessages();
  return (
    <div className="container-shop flex flex-col items-center py-24 text-center">
      <ShoppingBag className="size-14 text-gold" aria-hidden />
      <h1 className="mt-6 font-display text-4xl font-semibold">{t("shopping.emptyCartHeading")}</h1>
      <p className="mt-3 text-muted">{t("shopping.emptyCartText")}</p>
      <Link to={paths.home.getHref()} className={`${primaryButton} mt-8`}>
        {t("shopping.startShopping")}
      </Link>
    </div>
  );
}

function FilledCart({ lines, loadCheckout }: { lines: CartLineData[]; loadCheckout: LoadCheckout }) {
  const t = useMessages();
  const { data: shop } = useShopInfo();
  const [pickup, setPickup] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const { Checkout, coming: checkoutComing, whenIn } = useCheckoutCode(loadCheckout);
  const orderButton = useRef<HTMLButtonElement>(null);
  const method = pickup ? "pickup" : "delivery";
  // The delivery fee is the shop's (GET /api/shop); until it is known, home delivery's shipping and total wait for it.
  const feePaise = shop ? Money.fromWire(shop.delivery_fee) : null;
  const feeKnown = pickup || feePaise !== null;
  // Sold-out lines stay listed (with their warning) but are not counted: they cannot be ordered.
  const totals = cartTotals(
    lines.map((line) => ({
      unitPricePaise: Money.fromWire(line.unit_price),
      quantity: line.quantity,
      stock: line.stock,
    })),
    method,
    feePaise ?? 0,
  );

  function order() {
    const problem = cartCheckoutProblem(lines);
    if (problem) {
      toast({ ...contractToast(t, problem), variant: "destructive" });
      return;
    }
    whenIn(() => setCheckoutOpen(true));
  }

  return (
    <div className="container-shop py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-semibold">{t("shopping.yourCart")}</h1>
        <ClearCartButton itemCount={lines.reduce((sum, line) => sum + line.quantity, 0)} />
      </div>

      <StockWarnings lines={lines} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul className="flex flex-col gap-4" aria-label={t("shopping.cartItemsLabel")}>
          {lines.map((line) => (
            <CartLine key={`${line.product_id}-${line.variant_id ?? 0}`} line={line} />
          ))}
        </ul>

        <OrderSummary
          lines={lines}
          pickup={pickup}
          onPickupChange={setPickup}
          totals={totals}
          feeKnown={feeKnown}
          orderButton={orderButton}
          onOrder={order}
          orderKept={checkoutComing}
        />
      </div>
      {Checkout && (
        <Checkout
          open={checkoutOpen}
          onOpenChange={setCheckoutOpen}
          returnFocusTo={orderButton}
          lines={lines}
          deliveryMethod={method}
          totalPaise={feeKnown ? totals.totalPaise : null}
        />
      )}
    </div>
  );
}
