// The catalogue API addresses the storefront asks for, built in one place: the pages fetch them, and the server
// tells the browser to start fetching them early (preload hints), which only helps if both spell them the same.

export type PriceBandFilter = string;

export interface ProductListFilters {
  categoryId?: number;
  subcategoryId?: number;
  priceBand?: PriceBandFilter;
  search?: string;
}

export interface CategoryListOptions {
  priceBand: PriceBandFilter;
  sortBy: "price" | "id";
  sortOrder: "asc" | "desc";
}

/** Spec section 9: page size 24, 4 featured, 10 suggestions. */
export const PAGE_SIZE = 24;
export const FEATURED_COUNT = 4;
export const SEARCH_SUGGESTIONS = 10;
export const RELATED_LIMIT = 24;

/** '?a=1&b=2' from the parameters that have a value, in the order given. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

const band = (priceBand: PriceBandFilter | undefined) => (priceBand === "all" ? undefined : priceBand);

/** Paths under /api. */
export const catalogueApiPaths = {
  categories: () => "/categories",
  allSubcategories: () => "/categories/subcategories/all",
  shop: () => "/shop",
  featuredProducts: () => `/products${queryString({ limit: FEATURED_COUNT })}`,
  productList: (filters: ProductListFilters, page: number) =>
    `/products${queryString({
      page,
      limit: PAGE_SIZE,
      category_id: filters.categoryId,
      subcategory_id: filters.subcategoryId,
      price_range: band(filters.priceBand),
      search: filters.search?.trim() || undefined,
    })}`,
  /** By slug, or by id when it is all digits (search suggestions link to /product/{id}). */
  product: (slugOrId: string) =>
    /^\d+$/.test(slugOrId) ? `/products/${slugOrId}` : `/products/slug/${encodeURIComponent(slugOrId)}`,
  related: (productId: number) => `/products/${productId}/related${queryString({ limit: RELATED_LIMIT })}`,
  categoryProducts: (categoryId: number, options: CategoryListOptions, page: number) =>
    `/products/category/${categoryId}${queryString({
      page,
      sort_by: options.sortBy,
      sort_order: options.sortOrder,
      price_range: band(options.priceBand),
    })}`,
  subcategoryProducts: (slug: string, page: number) =>
    `/products/subcategory/slug/${encodeURIComponent(slug)}${queryString({ page })}`,
  search: (term: string) => `/products/search/${encodeURIComponent(term)}${queryString({ limit: SEARCH_SUGGESTIONS })}`,
};

/** What the category page asks for first: every price, the shop's own order. */
export const defaultCategoryListOptions: CategoryListOptions = { priceBand: "all", sortBy: "id", sortOrder: "asc" };
