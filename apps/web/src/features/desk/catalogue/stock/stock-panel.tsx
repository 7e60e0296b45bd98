// A product's stock on its page: the count of the piece itself and of each colour, "Adjust stock", and the history
// of the one chosen (every change with its reason).
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { PackagePlus } from "lucide-react";
import { useId, useState } from "react";
import { primaryButton } from "../../../../components/ui/button-styles";
import { LabelledSelect } from "../../../../components/ui/labelled-select";
import { useDeskMessages } from "../../../../lib/desk/desk-messages";
import { AdjustStockDialog } from "./adjust-stock-dialog";
import { StockHistory } from "./stock-history";
import { StockLevel } from "./stock-level";
import { removedTargets, stockTargets, targetKey } from "./stock-targets";

export function StockPanel({ product, lowStockThreshold }: { product: OwnerProduct; lowStockThreshold: number }) {
  const t = useDeskMessages();
  const targets = stockTargets(t, product);
  // The history can also be read for a colour taken off sale (its last row says "Colour removed").
  const histories = [...targets, ...removedTargets(t, product)];
  const [adjusting, setAdjusting] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const historyHeading = useId();
  // A colour removed meanwhile: back to the piece itself.
  const shownTarget = histories.find((target) => target.variantId === shown) ?? targets[0];

  return (
    <>
      <ul className="mt-3 divide-y divide-line" data-testid="stock-counts">
        {targets.map((target) => (
          <li key={targetKey(target.variantId)} className="flex items-center justify-between gap-3 py-2.5">
            <span className="flex min-w-0 items-center gap-2 text-ink">
              {target.colourCode && (
                <span
                  className="size-4 shrink-0 rounded-full ring-1 ring-black/10"
                  style={{ backgroundColor: target.colourCode }}
                  aria-hidden
                />
              )}
              <span className="truncate">{target.label}</span>
            </span>
            <StockLevel stock={target.stock} low={target.stock <= lowStockThreshold} />
          </li>
        ))}
        {targets.length > 1 && (
          // What shoppers see and can buy: the piece itself and its colours together (decision 027).
          <li className="flex items-center justify-between gap-3 py-2.5 font-medium" data-testid="stock-total">
            <span className="text-ink">{t("desk.product.stock.allTogether")}</span>
            <StockLevel stock={product.total_stock} low={product.total_stock <= lowStockThreshold} />
          </li>
        )}
      </ul>
      <button type="button" onClick={() => setAdjusting(true)} className={`${primaryButton} mt-4 w-full sm:w-auto`}>
        <PackagePlus className="size-5" aria-hidden />
        {t("desk.product.adjust.title")}
      </button>

      <div className="mt-6 border-t border-line pt-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id={historyHeading} className="font-medium text-ink">
            {t("desk.product.stock.history")}
          </h3>
          {histories.length > 1 && (
            <div className="w-full sm:w-56">
              <LabelledSelect
                label={t("desk.product.stock.historyOf")}
                value={targetKey(shownTarget?.variantId ?? null)}
                options={histories.map((target) => ({ value: targetKey(target.variantId), label: target.label }))}
                onChange={(value) => setShown(value === "" ? null : Number(value))}
              />
            </div>
          )}
        </div>
        <StockHistory productId={product.id} variantId={shownTarget?.variantId ?? null} />
      </div>

      {adjusting && (
        <AdjustStockDialog
          productId={product.id}
          productName={product.name}
          targets={targets}
          initial={
            targets.some((t) => t.variantId === shownTarget?.variantId) ? (shownTarget?.variantId ?? null) : null
          }
          onClose={() => setAdjusting(false)}
        />
      )}
    </>
  );
}
