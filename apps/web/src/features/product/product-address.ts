// What the product page does with the response for its address: a piece taken off sale (410) says so calmly instead of
// "Product not found", and an old link (the piece was renamed, so it responds with a new slug) moves to the current one.
import { ApiError } from "@mayil/core/api/api-client";
import { isProductId } from "@mayil/core/catalogue/catalogue-api-paths";

/**
 * What went wrong, with the message the page shows for it in its language (the server's words for an archived piece
 * are the shop's one sentence, "This piece is no longer available.", which the catalogue holds in every language).
 */
export type ProductProblem =
  | { kind: "gone"; message: "catalogue.product.noLongerAvailable" }
  | { kind: "not-found"; message: "catalogue.product.notFound" }
  | { kind: "failed"; message: "frame.wentWrongTryAgain" };

export function productProblem(error: unknown): ProductProblem {
  if (error instanceof ApiError && error.code === "gone") {
    return { kind: "gone", message: "catalogue.product.noLongerAvailable" };
  }
  if (error instanceof ApiError && error.code === "not_found")
    return { kind: "not-found", message: "catalogue.product.notFound" };
  return { kind: "failed", message: "frame.wentWrongTryAgain" };
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
