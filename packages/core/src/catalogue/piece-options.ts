// One stock model for a piece with colours (decision 027): the piece's own count is its first colour, and what the shop
// shows is the own count plus every colour's on sale. Server and storefront read stock through these rules only.
import type { Product } from "./catalogue-schemas";

/** What a shopper can buy of a piece: its own count and each colour's on sale, added up. */
export const totalStock = (own: number, colourCounts: readonly number[]) =>
  colourCounts.reduce((total, count) => total + count, own);

/** The name the piece's own option goes by beside its colours when the owner gave it no colour of its own. */
export const AS_SHOWN = "As shown";

/** The piece itself as an option: the owner's colour name for it, else "As shown". */
export const ownOptionName = (colorName: string | null) => colorName ?? AS_SHOWN;

/** One choice on the product page: the piece itself (variantId null) or one of its colours. */
export interface PieceOption {
  variantId: number | null;
  name: string;
  /** The swatch; null for an own option without a colour of its own (its photo stands in). */
  colorCode: string | null;
  price: string;
  stock: number;
  images: string[];
  videos: string[];
}

/**
 * The piece's own count as the catalogue returns it: `quantity` is the total, so the own count is what the colours
 * leave of it (both read in one statement, so they always agree).
 */
export const ownStockOf = (product: Pick<Product, "quantity" | "variants">) =>
  product.quantity -
  totalStock(
    0,
    product.variants.map((variant) => variant.quantity),
  );

/**
 * What the picker offers, in order: the piece itself first (named by its own colour, else "As shown"), then its
 * colours. A colour without photos or a price of its own falls back to the piece's
 * (docs/shop/storefront.md#product-page). A piece without colours has one option, itself.
 */
export function pieceOptions(product: Product): PieceOption[] {
  const own: PieceOption = {
    variantId: null,
    name: ownOptionName(product.color_name),
    colorCode: product.color_code,
    price: product.price,
    stock: ownStockOf(product),
    images: product.images,
    videos: product.videos,
  };
  return [
    own,
    ...product.variants.map(
      (variant): PieceOption => ({
        variantId: variant.id,
        name: variant.color_name,
        colorCode: variant.color_code,
        price: variant.price,
        stock: variant.quantity,
        images: variant.images.length > 0 ? variant.images : product.images,
        videos: variant.videos.length > 0 ? variant.videos : product.videos,
      }),
    ),
  ];
}

/** The option a page opens with: the one asked for when it is offered, else the first with stock, else the first. */
export function openingOption(options: PieceOption[], asked: number | null | undefined): PieceOption {
  const first = options[0];
  if (!first) throw new Error("a piece always has its own option");
  return (
    (asked === undefined ? undefined : options.find((option) => option.variantId === asked)) ??
    options.find((option) => option.stock > 0) ??
    first
  );
}

/**
 * The name of the option a shopper chose, the one name every place gives it (decision 069): a colour by its own name;
 * the piece itself, beside its colours, by the owner's colour name for it, else "As shown". A piece without colours
 * offers no choice, so its one option has no name (null) and its line reads as the piece alone.
 */
export function optionName(
  piece: { color_name: string | null; has_colours: boolean },
  colour: { color_name: string } | null,
): string | null {
  if (colour) return colour.color_name;
  return piece.has_colours ? ownOptionName(piece.color_name) : null;
}

/** "Temple Jhumka (Antique Gold)": a piece with the option chosen, or the piece alone when it had none to choose. */
export const nameWithOption = (name: string, option: string | null) => (option ? `${name} (${option})` : name);

/**
 * A cart line's name: "Leaf Drop Earrings (Silver)" for a colour; the piece itself beside its colours goes by its own
 * option's name, "Leaf Drop Earrings (Gold)" or "(As shown)", so the two lines never read alike.
 */
export function cartLineName(line: {
  products: Pick<Product, "name" | "color_name" | "has_variants">;
  variant: { color_name: string } | null;
}): string {
  const { name, color_name, has_variants } = line.products;
  return nameWithOption(name, optionName({ color_name, has_colours: has_variants }, line.variant));
}
