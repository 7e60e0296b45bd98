// Quantity on the product page: at least 1, at most what is in stock.
import { Minus, Plus } from "lucide-react";

export function QuantityControl({
  quantity,
  stock,
  onChange,
}: {
  quantity: number;
  stock: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <fieldset className="inline-flex items-center rounded-full border border-line bg-white">
      <legend className="sr-only">Quantity</legend>
      <button
        type="button"
        onClick={() => onChange(quantity - 1)}
        disabled={quantity <= 1}
        aria-label="Decrease quantity"
        className="rounded-full p-3 text-ink hover:bg-sand disabled:opacity-35 disabled:hover:bg-transparent"
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output className="w-10 text-center font-medium" aria-live="polite" data-testid="quantity">
        {quantity}
      </output>
      <button
        type="button"
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= stock}
        aria-label="Increase quantity"
        className="rounded-full p-3 text-ink hover:bg-sand disabled:opacity-35 disabled:hover:bg-transparent"
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </fieldset>
  );
}

/** Keeps a quantity within 1 and the stock (at least 1 even when nothing is left, so the total still reads sensibly). */
export const clampQuantity = (quantity: number, stock: number) => Math.max(1, Math.min(quantity, Math.max(stock, 1)));
