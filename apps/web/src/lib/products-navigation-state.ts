// What other pages may hand the All Products page through navigation state (spec: categoryId and search).

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
