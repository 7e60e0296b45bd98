// The cart controls of spec section 4 ('Cart controls on cards and product page'): Add to Cart while the piece is not
// in the cart; then minus, the quantity, plus, Remove and Go to Cart (item count). Plus stops at the stock; minus at
// 1 is disabled on cards and removes the piece on the product page. Plus also stops at the shop's per-item cap.
import { ShoppingBag, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useCart, useRemoveFromCart, useUpdateCartQuantity } from "../../features/cart/use-cart";
import { useMostOfOneItem } from "../../lib/catalogue/shop-info";
import { paths } from "../../lib/paths";
import { QuantityStepper } from "./quantity-stepper";

interface InCartControlsProps {
  productId: number;
  variantId: number | null;
  name: string;
  stock: number;
  /** Cards keep at least one; the product page's minus at 1 removes the piece. */
  minusAtOneRemoves: boolean;
  compact?: boolean;
}

/** Minus, quantity, plus, Remove and Go to Cart, for a piece already in the cart; null when it is not. */
export function InCartControls({ productId, variantId, name, stock, minusAtOneRemoves, compact }: InCartControlsProps) {
  const { lineFor, itemCount } = useCart();
  const { update } = useUpdateCartQuantity();
  const { remove } = useRemoveFromCart();
  const most = useMostOfOneItem(stock);
  const line = lineFor({ productId, variantId });
  if (!line) return null;
  const ref = { productId, variantId };
  return (
    <div className={`flex flex-wrap items-center gap-2 ${compact ? "justify-between" : ""}`} data-testid="in-cart">
      <QuantityStepper
        value={line.quantity}
        min={minusAtOneRemoves ? 0 : 1}
        max={most}
        onChange={(quantity) => (quantity <= 0 ? remove({ ...ref, name }) : update({ ...ref, quantity }))}
        labels={{
          group: `Quantity in cart, ${name}`,
          decrease: `Decrease quantity, ${name}`,
          increase: `Increase quantity, ${name}`,
        }}
        valueTestId="cart-quantity"
      />
      <button
        type="button"
        onClick={() => remove({ ...ref, name })}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm text-red-800 hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden />
        Remove
        <span className="sr-only">, {name}</span>
      </button>
      <Link
        to={paths.cart.getHref()}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-peacock hover:bg-peacock/5"
      >
        <ShoppingBag className="size-4" aria-hidden />
        Go to Cart ({itemCount})
      </Link>
    </div>
  );
}
