// The cart controls of spec section 4 ('Cart controls on cards and product page'): Add to Cart while the piece is not
// in the cart; then minus, the quantity, plus, Remove and Go to Cart (item count). Plus stops at the stock; minus at
// 1 is disabled on cards and removes the piece on the product page. Plus also stops at the shop's per-item cap.
import { Minus, Plus, ShoppingBag, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useCart, useRemoveFromCart, useUpdateCartQuantity } from "../../features/cart/use-cart";
import { useMostOfOneItem } from "../../lib/catalogue/shop-info";
import { paths } from "../../lib/paths";

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
  const step = "rounded-full p-2 text-ink hover:bg-sand disabled:opacity-35 disabled:hover:bg-transparent";
  return (
    <div className={`flex flex-wrap items-center gap-2 ${compact ? "justify-between" : ""}`} data-testid="in-cart">
      <fieldset className="inline-flex items-center rounded-full border border-line bg-white">
        <legend className="sr-only">Quantity in cart, {name}</legend>
        <button
          type="button"
          className={step}
          aria-label={`Decrease quantity, ${name}`}
          disabled={line.quantity <= 1 && !minusAtOneRemoves}
          onClick={() =>
            line.quantity <= 1 ? remove({ ...ref, name }) : update({ ...ref, quantity: line.quantity - 1 })
          }
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <output className="w-8 text-center text-sm font-medium" aria-live="polite" data-testid="cart-quantity">
          {line.quantity}
        </output>
        <button
          type="button"
          className={step}
          aria-label={`Increase quantity, ${name}`}
          disabled={line.quantity >= most}
          onClick={() => update({ ...ref, quantity: Math.min(line.quantity + 1, most) })}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </fieldset>
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
