// /cart (docs/shop/storefront.md#cart): the empty state; else Clear Cart, the
// out-of-stock and low-stock warnings, each line with its stock badge, quantity and line total, and the Order Summary
// (store pickup, subtotal with item count, shipping, total, the order button and its note). The order button opens
// 'Enter Your Details' (its code is fetched on the first press).

import { cartCheckoutProblem } from "@mayil/core/checkout-check";
import { formatRupees, toPaise } from "@mayil/core/money";
import { cartTotals } from "@mayil/core/order-totals";
import { cartLineName } from "@mayil/core/piece-options";
import type { CartLine } from "@mayil/core/shopping-schemas";
import { stockState } from "@mayil/core/stock-state";
import { AlertTriangle, ShoppingBag, Trash2 } from "lucide-react";
import { type ComponentType, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { primaryButton } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { productHref } from "../../components/ui/product-card";
import { QuantityStepper } from "../../components/ui/quantity-stepper";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { Spinner } from "../../components/ui/spinner";
import { StockBadge } from "../../components/ui/stock-badge";
import type { CartCheckoutProps } from "../../lib/cart-checkout";
import { useMostOfOneItem, useShopInfo } from "../../lib/catalogue/shop-info";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast-store";
import { usePageTitle } from "../../lib/use-page-title";
import { useCart, useClearCart, useRemoveFromCart, useUpdateCartQuantity } from "./use-cart";

export function CartPage({ checkout }: { checkout: ComponentType<CartCheckoutProps> }) {
  usePageTitle("Cart");
  const { lines, isLoading } = useCart();
  if (isLoading) return <Spinner />;
  if (lines.length === 0) return <EmptyCart />;
  return <FilledCart lines={lines} Checkout={checkout} />;
}

function EmptyCart() {
  return (
    <div className="container-shop flex flex-col items-center py-24 text-center">
      <ShoppingBag className="size-14 text-gold" aria-hidden />
      <h1 className="mt-6 font-display text-4xl font-semibold">Your cart is empty</h1>
      <p className="mt-3 text-muted">Looks like you haven't added any items to your cart yet.</p>
      <Link to={paths.home.getHref()} className={`${primaryButton} mt-8`}>
        Start Shopping
      </Link>
    </div>
  );
}

const lineName = cartLineName;

function FilledCart({ lines, Checkout }: { lines: CartLine[]; Checkout: ComponentType<CartCheckoutProps> }) {
  const { data: shop } = useShopInfo();
  const { update } = useUpdateCartQuantity();
  const [pickup, setPickup] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [checkoutWanted, setCheckoutWanted] = useState(false);
  const orderButton = useRef<HTMLButtonElement>(null);
  const outOfStock = lines.filter((line) => stockState(line.stock, line.quantity) === "out-of-stock");
  const low = lines.filter((line) => stockState(line.stock, line.quantity) === "low");
  const method = pickup ? "pickup" : "delivery";
  // The delivery fee is the shop's (GET /api/shop); until it is known, home delivery's shipping and total wait for it.
  const feePaise = shop ? toPaise(shop.delivery_fee) : null;
  const feeKnown = pickup || feePaise !== null;
  // Sold-out lines stay listed (with their warning) but are not counted: they cannot be ordered.
  const totals = cartTotals(
    lines.map((line) => ({ unitPricePaise: toPaise(line.unit_price), quantity: line.quantity, stock: line.stock })),
    method,
    feePaise ?? 0,
  );

  function order() {
    const problem = cartCheckoutProblem(lines);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    setCheckoutWanted(true);
    setCheckoutOpen(true);
  }

  return (
    <div className="container-shop py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-semibold">Your Cart</h1>
        <ClearCartButton itemCount={lines.reduce((sum, line) => sum + line.quantity, 0)} />
      </div>

      {outOfStock.length > 0 && (
        <div className="mt-6 flex gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200" role="alert">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">Some items are out of stock</p>
            <p className="text-sm">
              {outOfStock.map(lineName).join(", ")} {outOfStock.length === 1 ? "is" : "are"} no longer available. Please
              remove out of stock items from your cart before checkout.
            </p>
          </div>
        </div>
      )}
      {low.length > 0 && (
        <div className="mt-4 flex gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200" role="status">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">Limited stock</p>
            <p className="text-sm">Please lower the quantity to what is left.</p>
            <ul className="mt-2 flex flex-col gap-2">
              {low.map((line) => (
                <li
                  key={`${line.product_id}-${line.variant_id ?? 0}`}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                >
                  <span>
                    {lineName(line)}: only {line.stock} left
                  </span>
                  {/* One tap to what can be ordered, rather than pressing minus until it fits. */}
                  <button
                    type="button"
                    onClick={() =>
                      update({ productId: line.product_id, variantId: line.variant_id, quantity: line.stock })
                    }
                    className="min-h-11 rounded-full bg-white px-4 font-medium text-amber-950 ring-1 ring-amber-300 hover:bg-amber-100"
                    aria-label={`Set ${lineName(line)} to ${line.stock}`}
                  >
                    Set to {line.stock}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul className="flex flex-col gap-4" aria-label="Items in your cart">
          {lines.map((line) => (
            <CartItem key={`${line.product_id}-${line.variant_id ?? 0}`} line={line} />
          ))}
        </ul>

        <section
          aria-labelledby="order-summary"
          className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line lg:sticky lg:top-24"
        >
          <h2 id="order-summary" className="font-display text-2xl font-semibold">
            Order Summary
          </h2>
          <label className="mt-4 flex items-center gap-3 rounded-xl bg-sand/60 p-3 text-sm">
            <input
              type="checkbox"
              checked={pickup}
              onChange={(event) => setPickup(event.target.checked)}
              className="size-4 accent-peacock"
            />
            Store pickup (no delivery fee)
          </label>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt>
                Subtotal ({totals.itemCount} {totals.itemCount === 1 ? "item" : "items"})
              </dt>
              <dd data-testid="subtotal">{formatRupees(totals.subtotalPaise)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Shipping</dt>
              <dd data-testid="shipping">
                {pickup ? "Free (store pickup)" : feeKnown ? formatRupees(totals.deliveryFeePaise) : <AmountLoading />}
              </dd>
            </div>
            <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
              <dt>Total</dt>
              <dd data-testid="total">{feeKnown ? formatRupees(totals.totalPaise) : <AmountLoading />}</dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-muted">Inclusive of all taxes.</p>
          {!pickup && (
            <p className="mt-1 text-xs text-muted">
              Delivery fee is an estimate and will be confirmed with your order.
            </p>
          )}
          <button
            ref={orderButton}
            type="button"
            onClick={order}
            disabled={outOfStock.length > 0}
            className={`${primaryButton} mt-6 w-full`}
          >
            {outOfStock.length > 0 ? "Remove Out of Stock Items First" : "Order via WhatsApp"}
          </button>
          <p className="mt-3 text-center text-xs text-muted">You'll be redirected to WhatsApp to complete your order</p>
        </section>
      </div>
      {checkoutWanted && (
        <Suspense fallback={null}>
          <Checkout
            open={checkoutOpen}
            onOpenChange={setCheckoutOpen}
            returnFocusTo={orderButton}
            lines={lines}
            deliveryMethod={method}
            totalPaise={feeKnown ? totals.totalPaise : null}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Holds an amount's place (one line, about as wide as '₹49') until the shop's delivery fee is known, so nothing jumps. */
function AmountLoading() {
  return (
    <span className="inline-block w-10 rounded bg-sand motion-safe:animate-pulse">
      <span className="sr-only">Loading</span>
      <span aria-hidden>&nbsp;</span>
    </span>
  );
}

function CartItem({ line }: { line: CartLine }) {
  const { update } = useUpdateCartQuantity();
  const { remove } = useRemoveFromCart();
  const state = stockState(line.stock, line.quantity);
  const most = useMostOfOneItem(line.stock);
  const ref = { productId: line.product_id, variantId: line.variant_id };
  const name = lineName(line);
  const looks =
    state === "out-of-stock"
      ? "bg-red-50/60 ring-red-200"
      : state === "low"
        ? "bg-amber-50/60 ring-amber-200"
        : "bg-white ring-line";
  return (
    <li className={`flex gap-4 rounded-2xl p-3 shadow-sm ring-1 sm:p-4 ${looks}`} data-testid="cart-item">
      <Link to={productHref(line.products)} className="shrink-0" tabIndex={-1} aria-hidden>
        <ResponsiveImage
          src={line.products.image}
          alt=""
          width={96}
          height={96}
          sizes="96px"
          className="size-20 rounded-xl object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={productHref(line.products)} className="font-display text-lg leading-snug font-semibold">
              {name}
            </Link>
            <p className="text-sm text-muted">{formatRupees(toPaise(line.unit_price))}</p>
          </div>
          <button
            type="button"
            onClick={() => remove({ ...ref, name: line.products.name })}
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-800 hover:bg-red-50"
            aria-label={`Remove ${name}`}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
        <div>
          <StockBadge stock={line.stock} quantityInCart={line.quantity} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* Minus at 1 sets 0, which takes the line out of the cart (docs/shop/rules.md#cart). */}
          <QuantityStepper
            value={line.quantity}
            min={0}
            max={most}
            onChange={(quantity) => update({ ...ref, quantity })}
            disabled={state === "out-of-stock"}
            labels={{
              group: `Quantity, ${name}`,
              decrease: `Decrease quantity, ${name}`,
              increase: `Increase quantity, ${name}`,
            }}
            announce={false}
            size="large"
            valueTestId="cart-quantity"
          />
          <p className="font-semibold" data-testid="line-total">
            {formatRupees(toPaise(line.unit_price) * line.quantity)}
          </p>
        </div>
      </div>
    </li>
  );
}

/** Clear Cart asks first: one stray tap should not empty a basket put together over an evening. */
function ClearCartButton({ itemCount }: { itemCount: number }) {
  const { clear, isPending: clearing } = useClearCart();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={clearing}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-200 hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden />
        Clear Cart
      </button>
      {asking && (
        <ConfirmDialog
          title="Clear your cart?"
          confirmLabel="Clear Cart"
          cancelLabel="Keep my items"
          busy={clearing}
          busyLabel="Clearing…"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            clear();
            setAsking(false);
          }}
        >
          <p>
            This takes all {itemCount} {itemCount === 1 ? "item" : "items"} out of your cart. Your wishlist stays as it
            is.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
