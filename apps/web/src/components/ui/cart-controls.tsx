// The cart controls (docs/shop/storefront.md#cart-controls): Add to Cart while the piece is not
// in the cart; then minus, the quantity, plus, Remove and Go to Cart (item count). Plus stops at the stock; minus at
// 1 is disabled on cards and removes the piece on the product page. Plus also stops at the shop's per-item cap.
import { ShoppingBag, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { QuantityStepper } from "./quantity-stepper";

interface InCartControlsProps {
  name: string;
  /** How many are in the cart now. */
  quantity: number;
  /** Pieces in the whole cart, for Go to Cart. */
  itemCount: number;
  /** Where plus stops: the stock, capped by the shop's most of one item. */
  most: number;
  /** Cards keep at least one; the product page's minus at 1 removes the piece. */
  minusAtOneRemoves: boolean;
  compact?: boolean;
  /** A new quantity; 0 means take the piece out. */
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** Minus, quantity, plus, Remove and Go to Cart, for a piece already in the cart. */
export function InCartControls(props: InCartControlsProps) {
  return props.compact ? <CardInCartControls {...props} /> : <FullInCartControls {...props} />;
}

function FullInCartControls({
  name,
  quantity,
  itemCount,
  most,
  minusAtOneRemoves,
  onQuantityChange,
  onRemove,
}: InCartControlsProps) {
  const t = useMessages();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="in-cart">
      <QuantityStepper
        value={quantity}
        min={minusAtOneRemoves ? 0 : 1}
        max={most}
        onChange={onQuantityChange}
        labels={{
          group: t("frame.quantity.inCart", { name }),
          decrease: t("frame.quantity.decrease", { name }),
          increase: t("frame.quantity.increase", { name }),
        }}
        valueTestId="cart-quantity"
      />
      <button
        type="button"
        onClick={onRemove}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm text-red-800 hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden />
        {t("frame.remove")}
        <span className="sr-only">, {name}</span>
      </button>
      <Link
        to={paths.cart.getHref()}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-peacock hover:bg-peacock/5"
      >
        <ShoppingBag className="size-4" aria-hidden />
        {t("frame.goToCart", { count: itemCount })}
      </Link>
    </div>
  );
}

/**
 * A product card's controls on one row, no taller than its Add to Cart button, so a card in the cart stands as tall
 * as its neighbours: the stepper, then Remove and Go to Cart as icons named for screen readers.
 */
function CardInCartControls({ name, quantity, itemCount, most, onQuantityChange, onRemove }: InCartControlsProps) {
  const t = useMessages();
  const icon = "inline-flex size-8 items-center justify-center rounded-full";
  return (
    <div className="flex items-center justify-between gap-1" data-testid="in-cart">
      <QuantityStepper
        value={quantity}
        min={1}
        max={most}
        onChange={onQuantityChange}
        size="compact"
        labels={{
          group: t("frame.quantity.inCart", { name }),
          decrease: t("frame.quantity.decrease", { name }),
          increase: t("frame.quantity.increase", { name }),
        }}
        valueTestId="cart-quantity"
      />
      <div className="flex items-center gap-1">
        <button type="button" onClick={onRemove} className={`${icon} text-red-800 hover:bg-red-50`}>
          <Trash2 className="size-4" aria-hidden />
          <span className="sr-only">{t("frame.removeNamed", { name })}</span>
        </button>
        <Link to={paths.cart.getHref()} className={`${icon} relative text-peacock hover:bg-peacock/5`}>
          <ShoppingBag className="size-4" aria-hidden />
          <span className="sr-only">{t("frame.goToCart", { count: itemCount })}</span>
        </Link>
      </div>
    </div>
  );
}
