// What other pages may hand the All Products page through navigation state (spec: categoryId and search), and the
// search's own address (/products?q=…), which can be shared and bookmarked.
import { pageParams } from "@mayil/core/storefront/page-paths";

export interface ProductsNavigationState {
  categoryId?: number;
  search?: string;
}

export function readProductsNavigationState(state: unknown): ProductsNavigationState {
  if (!state || typeof state !== "object") return {};
  const { categoryId, search } = state as Record<string, unknown>;
  return {
    categoryId: typeof categoryId === "number" ? categoryId : undefined,
    search: typeof search === "string" && search.trim() ? search.trim() : undefined,
  };
}

/** The URL parameter that carries a search: /products?q=jhumka. */
export const SEARCH_PARAM = pageParams.products.search;

/** /products?q=term: where a search goes, with the spec's navigation state passed along as well. */
export function productsSearchHref(productsPath: string, search: string): string {
  return `${productsPath}?${new URLSearchParams({ [SEARCH_PARAM]: search })}`;
}
