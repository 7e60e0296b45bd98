// What in a product has its own stock count: the piece itself, and each colour. The piece itself is the first option a
// shopper can choose beside its colours (decision 027), so it keeps a count of its own.
import type { OwnerProduct } from "@mayil/core/owner-catalogue-schemas";

export interface StockTarget {
  variantId: number | null;
  label: string;
  stock: number;
  colourCode: string | null;
}

/** The piece's own count: "Main piece" beside its colours, "This piece" when it has none. */
export const MAIN_PIECE = "Main piece";
const ONLY_PIECE = "This piece";

export function stockTargets(product: OwnerProduct): StockTarget[] {
  return [
    {
      variantId: null,
      label: product.variants.length > 0 ? MAIN_PIECE : ONLY_PIECE,
      stock: product.stock,
      colourCode: null,
    },
    ...product.variants.map((colour) => ({
      variantId: colour.id,
      label: colour.color_name,
      stock: colour.stock,
      colourCode: colour.color_code,
    })),
  ];
}

/** A target's key in a select ("" for the piece itself). */
export const targetKey = (variantId: number | null) => (variantId === null ? "" : String(variantId));

/** Colours taken off sale hold nothing, but the history of each can still be read: "Ruby Red (removed)". */
export function removedTargets(product: OwnerProduct): StockTarget[] {
  return product.removed_variants.map((colour) => ({
    variantId: colour.id,
    label: `${colour.color_name} (removed)`,
    stock: 0,
    colourCode: colour.color_code,
  }));
}
