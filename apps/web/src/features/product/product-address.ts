// What the product page does with the response for its address: a piece taken off sale (410) says so calmly instead of
// "Product not found", and an old link (the piece was renamed, so it responds with a new slug) moves to the current one.
import { ApiError } from "@mayil/core/api/api-client";
import { isProductId } from "@mayil/core/catalogue/catalogue-api-paths";

/** The server's words for an archived piece (410 Gone), used when its response carries none. */
export const NO_LONGER_AVAILABLE = "This piece is no longer available.";

export type ProductProblem =
  | { kind: "gone"; message: string }
  | { kind: "not-found"; message: string }
  | { kind: "failed"; message: string };

export function productProblem(error: unknown): ProductProblem {
  if (error instanceof ApiError && error.code === "gone") {
    return { kind: "gone", message: error.fromShop ? error.message : NO_LONGER_AVAILABLE };
  }
  if (error instanceof ApiError && error.code === "not_found")
    return { kind: "not-found", message: "Product not found" };
  return { kind: "failed", message: "Something went wrong. Please try again." };
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The slug the address should show, when it is not the one it has: an old slug after a rename. A link by id (from
 * search) stays as it is, and so does an address that names the current slug however it is encoded.
 */
export function renamedSlug(requested: string, productSlug: string): string | null {
  if (isProductId(requested) || !productSlug) return null;
  return decoded(requested) === decoded(productSlug) ? null : productSlug;
}
