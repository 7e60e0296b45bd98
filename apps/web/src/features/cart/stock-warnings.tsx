// Above the cart's lines: which pieces are sold out (they block the order until removed) and which have fewer left
// than the cart asks for, each with one tap to set its quantity to what is left.
import { cartLineName } from "@mayil/core/catalogue/piece-options";
import type { CartLine } from "@mayil/core/shopping/shopping-schemas";
import { stockState } from "@mayil/core/stock/stock-state";
import { AlertTriangle } from "lucide-react";
import { useMessages } from "../../lib/messages";
import { useUpdateCartQuantity } from "./use-cart";

export function StockWarnings({ lines }: { lines: CartLine[] }) {
  const t = useMessages();
  const { update } = useUpdateCartQuantity();
  const outOfStock = lines.filter((line) => stockState(line.stock, line.quantity) === "out-of-stock");
  const low = lines.filter((line) => stockState(line.stock, line.quantity) === "low");
  return (
    <>
      {outOfStock.length > 0 && (
        <div className="mt-6 flex gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200" role="alert">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t("shopping.someOutOfStock")}</p>
            <p className="text-sm">
              {t("shopping.noLongerAvailable", {
                count: outOfStock.length,
                names: outOfStock.map(cartLineName).join(", "),
              })}
            </p>
          </div>
        </div>
      )}
      {low.length > 0 && (
        <div className="mt-4 flex gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200" role="status">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t("shopping.limitedStock")}</p>
            <p className="text-sm">{t("shopping.lowerToLeft")}</p>
            <ul className="mt-2 flex flex-col gap-2">
              {low.map((line) => (
                <li
                  key={`${line.product_id}-${line.variant_id ?? 0}`}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                >
                  <span>{t("shopping.onlyLeft", { name: cartLineName(line), count: line.stock })}</span>
                  {/* One tap to what can be ordered, rather than pressing minus until it fits. */}
                  <button
                    type="button"
                    onClick={() =>
                      update({ productId: line.product_id, variantId: line.variant_id, quantity: line.stock })
                    }
                    className="min-h-11 rounded-full bg-white px-4 font-medium text-amber-950 ring-1 ring-amber-300 hover:bg-amber-100"
                    aria-label={t("shopping.setToLabel", { name: cartLineName(line), count: line.stock })}
                  >
                    {t("shopping.setTo", { count: line.stock })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </>
  );
}
