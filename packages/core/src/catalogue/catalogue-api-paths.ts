// The catalogue calls the storefront makes, built in one place: the pages make them, and the server tells the browser
// to start fetching them early (preload hints), which only helps if both spell the address the same.
import { catalogueEndpoints as endpoints } from "../api/catalogue-endpoints";
import { type Endpoint, type EndpointCall, endpointCall, endpointHref } from "../api/endpoint";
import { shopEndpoints } from "../api/shop-endpoints";
import type { PriceBand } from "./price-band";

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

/** Page size 24, 4 featured, 10 suggestions (docs/shop/rules.md#numbers). */
export const PAGE_SIZE = 24;
export const FEATURED_COUNT = 4;
export const SEARCH_SUGGESTIONS = 10;
export const RELATED_LIMIT = 24;

const callOf = endpointCall;

// A band from the page's URL, passed on as it is: the server's schema refuses a name it does not know with a 400
// naming it. "all" means no band.
const band = (priceBand: PriceBandFilter | undefined) => (priceBand === "all" ? undefined : (priceBand as PriceBand));

/** The catalogue's calls, with their query parameters in the order the URLs have always had. */
export const catalogueCalls = {
  categories: () => callOf(endpoints.categories, {}),
  allSubcategories: () => callOf(endpoints.allSubcategories, {}),
  shop: () => callOf(shopEndpoints.shop, {}),
  // The owner's choice (products.featured), not simply the first pieces.
  featuredProducts: () => callOf(endpoints.productList, { query: { featured: true, limit: FEATURED_COUNT } }),
  productList: (filters: ProductListFilters, page: number) =>
    callOf(endpoints.productList, {
      query: {
        page,
        limit: PAGE_SIZE,
        category_id: filters.categoryId,
        subcategory_id: filters.subcategoryId,
        price_range: band(filters.priceBand),
        search: filters.search?.trim() || undefined,
      },
    }),
  productById: (id: number | string) => callOf(endpoints.productById, { params: { id } }),
  productBySlug: (slug: string) => callOf(endpoints.productBySlug, { params: { slug } }),
  related: (productId: number) =>
    callOf(endpoints.related, { params: { id: productId }, query: { limit: RELATED_LIMIT } }),
  categoryProducts: (categoryId: number, options: CategoryListOptions, page: number) =>
    callOf(endpoints.categoryProducts, {
      params: { id: categoryId },
      query: {
        page,
        sort_by: options.sortBy,
        sort_order: options.sortOrder,
        price_range: band(options.priceBand),
      },
    }),
  subcategoryProducts: (slug: string, page: number) =>
    callOf(endpoints.subcategoryProductsBySlug, { params: { slug }, query: { page } }),
  search: (term: string) => callOf(endpoints.search, { params: { term }, query: { limit: SEARCH_SUGGESTIONS } }),
};

/** A product's path parameter is its id when it is all digits (search suggestions link to /product/{id}). */
export const isProductId = (slugOrId: string) => /^\d+$/.test(slugOrId);

const href = <E extends Endpoint>(call: EndpointCall<E>) =>
  endpointHref(call.endpoint, call.input as Parameters<typeof endpointHref>[1]);

/** Addresses under /api of the same calls, for preload hints. */
export const catalogueApiPaths = {
  categories: () => href(catalogueCalls.categories()),
  allSubcategories: () => href(catalogueCalls.allSubcategories()),
  shop: () => href(catalogueCalls.shop()),
  featuredProducts: () => href(catalogueCalls.featuredProducts()),
  productList: (filters: ProductListFilters, page: number) => href(catalogueCalls.productList(filters, page)),
  /** By slug, or by id when it is all digits. */
  product: (slugOrId: string) =>
    isProductId(slugOrId) ? href(catalogueCalls.productById(slugOrId)) : href(catalogueCalls.productBySlug(slugOrId)),
  related: (productId: number) => href(catalogueCalls.related(productId)),
  categoryProducts: (categoryId: number, options: CategoryListOptions, page: number) =>
    href(catalogueCalls.categoryProducts(categoryId, options, page)),
  subcategoryProducts: (slug: string, page: number) => href(catalogueCalls.subcategoryProducts(slug, page)),
  search: (term: string) => href(catalogueCalls.search(term)),
};

/** What the category page asks for first: every price, the shop's own order. */
export const defaultCategoryListOptions: CategoryListOptions = { priceBand: "all", sortBy: "id", sortOrder: "asc" };
