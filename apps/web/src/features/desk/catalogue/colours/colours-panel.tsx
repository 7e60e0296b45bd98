// A product's colours: each with its swatch, price, stock and its own photos, to edit or take off sale; and "Add a
// colour". A removed colour leaves the shop but stays in the orders and stock history that name it.
import type { OwnerProduct, OwnerVariant } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { ChevronDown, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "../../../../components/ui/button-styles";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { rupees } from "../../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../../lib/desk/desk-messages";
import { toast } from "../../../../lib/toast-store";
import { ProductPhotos } from "../photos/product-photos";
import { useRemoveColour } from "../queries/use-owner-product";
import { StockLevel } from "../stock/stock-level";
import { ColourDialog } from "./colour-dialog";

const smallButton =
  "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-medium ring-1 transition-colors";

export function ColoursPanel({ product, lowStockThreshold }: { product: OwnerProduct; lowStockThreshold: number }) {
  const t = useDeskMessages();
  const [editing, setEditing] = useState<OwnerVariant | "new" | null>(null);
  const [removing, setRemoving] = useState<OwnerVariant | null>(null);
  const remove = useRemoveColour(product.id);
  const [problem, setProblem] = useState<string | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    setProblem(null);
    try {
      await remove.mutateAsync(removing.id);
      toast({
        title: t("desk.product.colour.removed"),
        description: t("desk.product.colour.removedText", { colour: removing.color_name }),
      });
      setRemoving(null);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <>
      {product.variants.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("desk.product.colours.none")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3" data-testid="colours">
          {product.variants.map((colour) => (
            <li key={colour.id} className="rounded-2xl bg-ivory/60 p-3 ring-1 ring-line sm:p-4" data-testid="colour">
              <div className="flex items-start gap-3">
                <span
                  className="mt-0.5 size-9 shrink-0 rounded-full ring-1 ring-black/10"
                  style={{ backgroundColor: colour.color_code }}
                  aria-hidden
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{colour.color_name}</p>
                  <p className="text-sm text-muted lining-nums">
                    {rupees(colour.price)} · <span className="font-mono text-xs">{colour.color_code}</span>
                  </p>
                  <div className="mt-1">
                    <StockLevel stock={colour.stock} low={colour.stock <= lowStockThreshold} />
                  </div>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(colour)}
                  className={`${smallButton} text-peacock ring-peacock/30 hover:bg-peacock/5`}
                  aria-label={t("desk.product.colour.editNamed", { colour: colour.color_name })}
                >
                  <Pencil className="size-4" aria-hidden />
                  {t("desk.product.colour.edit")}
                </button>
                <button
                  type="button"
                  onClick={() => setRemoving(colour)}
                  className={`${smallButton} text-red-800 ring-red-200 hover:bg-red-50`}
                  aria-label={t("desk.product.colour.removeNamed", { colour: colour.color_name })}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {t("desk.product.colour.remove")}
                </button>
              </div>
              <details className="group mt-3 rounded-xl bg-white ring-1 ring-line">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
                  {t("desk.product.colour.photos", { colour: colour.color_name, count: colour.images.length })}
                  <ChevronDown className="size-4 text-muted transition-transform group-open:rotate-180" aria-hidden />
                </summary>
                <div className="px-3 pb-3">
                  <ProductPhotos
                    productId={product.id}
                    subject={t("desk.product.inColour", { name: product.name, colour: colour.color_name })}
                    images={colour.images}
                    variantId={colour.id}
                  />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => setEditing("new")} className={`${secondaryButton} mt-4 w-full sm:w-auto`}>
        <Plus className="size-4" aria-hidden />
        {t("desk.product.colour.add")}
      </button>

      {editing && (
        <ColourDialog product={product} colour={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {removing && (
        <ConfirmDialog
          title={t("desk.product.colour.removeAsk", { colour: removing.color_name })}
          confirmLabel={t("desk.product.colour.removeConfirm")}
          cancelLabel={t("desk.product.keepIt")}
          busy={remove.isPending}
          problem={problem}
          onConfirm={() => void confirmRemove()}
          onCancel={() => {
            setRemoving(null);
            setProblem(null);
          }}
        >
          <p>{t("desk.product.colour.removeWhat")}</p>
          {removing.stock > 0 && (
            // A colour off sale holds nothing (decision 027): say so before her pieces leave the count.
            <p className="font-medium text-red-800" data-testid="colour-holds-stock">
              {t("desk.product.colour.holdsStock", { count: removing.stock })}
            </p>
          )}
          <p>{t("desk.product.colour.removeOrders")}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
