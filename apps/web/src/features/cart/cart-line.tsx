// One line of the cart: the piece's picture and name (both lead to its page), its price, its stock badge, Remove, the
// quantity stepper and the line's total, tinted when the piece is sold out or low.

import { cartLineName } from "@mayil/core/catalogue/piece-options";
import { Money } from "@mayil/core/money/money";
import type { CartLine as CartLineData } from "@mayil/core/shopping/shopping-schemas";
import { stockState } from "@mayil/core/stock/stock-state";
import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { productHref } from "../../components/ui/product-card";
import { QuantityStepper } from "../../components/ui/quantity-stepper";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { StockBadge } from "../../components/ui/stock-badge";
import { useMostOfOneItem } from "../../lib/catalogue/shop-info";
import { type MessageId, useMessages } from "../../lib/messages";
import { useRemoveFromCart, useUpdateCartQuantity } from "./use-cart";

export function CartLine({ line }: { line: CartLineData }) {
  const t = useMessages();
  const { update } = useUpdateCartQuantity();
  const { remove } = useRemoveFromCart();
  const state = stockState(line.stock, line.quantity);
  const mostOfPiece = useMostOfOneItem(line.stock);
  // Plus stops where the server says she may order now; below the stock's own limit, a line says why.
  const most = Math.min(mostOfPiece, line.can_order);
  const limit = orderLimitReason(line.quantity, line.can_order, mostOfPiece);
  const limitReason = limit && t(limit, { count: line.can_order });
  const ref = { productId: line.product_id, variantId: line.variant_id };
  const name = cartLineName(line);
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
            <p className="text-sm text-muted">{Money.format(Money.fromWire(line.unit_price))}</p>
          </div>
          <button
            type="button"
            onClick={() => remove({ ...ref, name: line.products.name })}
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-800 hover:bg-red-50"
            aria-label={t("shopping.removeLine", { name })}
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
              group: t("shopping.quantityGroup", { name }),
              decrease: t("shopping.quantityDecrease", { name }),
              increase: t("shopping.quantityIncrease", { name }),
            }}
            announce={false}
            size="large"
            valueTestId="cart-quantity"
          />
          <p className="font-semibold" data-testid="line-total">
            {Money.format(Money.fromWire(line.unit_price) * line.quantity)}
          </p>
        </div>
        {limitReason && (
          <p className="text-sm font-medium text-amber-900" data-testid="order-limit">
            {limitReason}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * Why plus stops below what is on the shelf: until the shop confirms her orders, one shopper may hold only a share of a
 * scarce piece (decision 038), as a message taking the count. Nothing to say when the stock itself, or the shop's most of one item, is the limit.
 */
export function orderLimitReason(quantity: number, canOrder: number, mostOfPiece: number): MessageId | null {
  if (canOrder >= mostOfPiece || quantity < canOrder) return null;
  if (canOrder <= 0) return "shopping.limitAllHeld";
  if (quantity > canOrder) return "shopping.limitLower";
  return "shopping.limitOnly";
}
