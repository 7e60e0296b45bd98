// What in a product has its own stock count: the piece itself, and each colour. The piece itself is the first option a
// shopper can choose beside its colours (decision 027), so it keeps a count of its own.
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { optionName } from "@mayil/core/catalogue/piece-options";
import type { DeskSay } from "../../../../lib/desk/desk-messages";

export interface StockTarget {
  variantId: number | null;
  label: string;
  stock: number;
  colourCode: string | null;
}

/**
 * The piece's own count: beside its colours it goes by the name the shop gives it (her colour name for it, else "As
 * shown", decision 069); "This piece" when it has none.
 */
export function stockTargets(t: DeskSay, product: OwnerProduct): StockTarget[] {
  const own = optionName({ color_name: product.color_name, has_colours: product.variants.length > 0 }, null);
  return [
    {
      variantId: null,
      // Core's "As shown" is the shop's English: said here in her desk's language when she gave it no name.
      label:
        own === null
          ? t("desk.product.stock.thisPiece")
          : product.color_name === null
            ? t("desk.product.stock.asShown")
            : own,
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
export function removedTargets(t: DeskSay, product: OwnerProduct): StockTarget[] {
  return product.removed_variants.map((colour) => ({
    variantId: colour.id,
    label: t("desk.product.stock.removedColour", { colour: colour.color_name }),
    stock: 0,
    colourCode: colour.color_code,
  }));
}
