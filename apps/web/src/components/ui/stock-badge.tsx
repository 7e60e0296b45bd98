// The stock badge (docs/shop/storefront.md#cart): 'Out of Stock', 'Only N left' (fewer than in the cart) or
// 'In Stock (N)'.
import { stockState } from "@mayil/core/stock/stock-state";
import { useMessages } from "../../lib/messages";

const looks = {
  "out-of-stock": "bg-red-50 text-red-800 ring-red-200",
  low: "bg-amber-50 text-amber-900 ring-amber-200",
  "in-stock": "bg-emerald-50 text-emerald-800 ring-emerald-200",
} as const;

export function StockBadge({ stock, quantityInCart = 0 }: { stock: number; quantityInCart?: number }) {
  const t = useMessages();
  const state = stockState(stock, quantityInCart);
  const text =
    state === "out-of-stock"
      ? t("frame.outOfStock")
      : state === "low"
        ? t("frame.onlyLeft", { count: stock })
        : t("frame.inStock", { count: stock });
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset ${looks[state]}`}
      data-testid="stock-badge"
    >
      {text}
    </span>
  );
}
