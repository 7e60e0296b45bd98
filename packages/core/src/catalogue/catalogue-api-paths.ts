// The catalogue calls the storefront makes, built in one place: the pages make them, and the server tells the browser
// to start fetching them early (preload hints), which only helps if both spell the address the same.
import { catalogueEndpoints as endpoints } from "../api/catalogue-endpoints";
import { type Endpoint, type EndpointCall, endpointCall, endpointHref } from "../api/endpoint";
import { shopEndpoints } from "../api/shop-endpoints";
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from "../languages/languages";
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

/**
 * The `lang` of a catalogue read in the page's language (decision 084): none for English, so English addresses (and
 * their cached responses) stay as they have always been; ml or hi ask for the owner's names in it.
 */
export const langOf = (language: Language | undefined): TranslatedLanguage | undefined =>
  language === undefined || language === DEFAULT_LANGUAGE ? undefined : (language as TranslatedLanguage);

/**
 * The catalogue's calls, with their query parameters in the order the URLs have always had; each takes the page's
 * language last, whose names and descriptions it asks for (English when left out).
 */
export const catalogueCalls = {
  categories: (language?: Language) => callOf(endpoints.categories, { query: { lang: langOf(language) } }),
  allSubcategories: (language?: Language) => callOf(endpoints.allSubcategories, { query: { lang: langOf(language) } }),
  shop: () => callOf(shopEndpoints.shop, {}),
  // The owner's choice (products.featured), not simply the first pieces.
  featuredProducts: (language?: Language) =>
    callOf(endpoints.productList, { query: { featured: true, limit: FEATURED_COUNT, lang: langOf(language) } }),
  productList: (filters: ProductListFilters, page: number, language?: Language) =>
    callOf(endpoints.productList, {
      query: {
        page,
        limit: PAGE_SIZE,
        category_id: filters.categoryId,
        subcategory_id: filters.subcategoryId,
        price_range: band(filters.priceBand),
        search: filters.search?.trim() || undefined,
        lang: langOf(language),
      },
    }),
  productById: (id: number | string, language?: Language) =>
    callOf(endpoints.productById, { params: { id }, query: { lang: langOf(language) } }),
  productBySlug: (slug: string, language?: Language) =>
    callOf(endpoints.productBySlug, { params: { slug }, query: { lang: langOf(language) } }),
  related: (productId: number, language?: Language) =>
    callOf(endpoints.related, { params: { id: productId }, query: { limit: RELATED_LIMIT, lang: langOf(language) } }),
  categoryProducts: (categoryId: number, options: CategoryListOptions, page: number, language?: Language) =>
    callOf(endpoints.categoryProducts, {
      params: { id: categoryId },
      query: {
        page,
        sort_by: options.sortBy,
        sort_order: options.sortOrder,
        price_range: band(options.priceBand),
        lang: langOf(language),
      },
    }),
  subcategoryProducts: (slug: string, page: number, language?: Language) =>
    callOf(endpoints.subcategoryProductsBySlug, { params: { slug }, query: { page, lang: langOf(language) } }),
  search: (term: string, language?: Language) =>
    callOf(endpoints.search, { params: { term }, query: { limit: SEARCH_SUGGESTIONS, lang: langOf(language) } }),
};

/** A product's path parameter is its id when it is all digits (search suggestions link to /product/{id}). */
export const isProductId = (slugOrId: string) => /^\d+$/.test(slugOrId);

const href = <E extends Endpoint>(call: EndpointCall<E>) =>
  endpointHref(call.endpoint, call.input as Parameters<typeof endpointHref>[1]);

/** Addresses under /api of the same calls, for preload hints (the page's language last, as the calls take it). */
export const catalogueApiPaths = {
  categories: (language?: Language) => href(catalogueCalls.categories(language)),
  allSubcategories: (language?: Language) => href(catalogueCalls.allSubcategories(language)),
  shop: () => href(catalogueCalls.shop()),
  featuredProducts: (language?: Language) => href(catalogueCalls.featuredProducts(language)),
  productList: (filters: ProductListFilters, page: number, language?: Language) =>
    href(catalogueCalls.productList(filters, page, language)),
  /** By slug, or by id when it is all digits. */
  product: (slugOrId: string, language?: Language) =>
    isProductId(slugOrId)
      ? href(catalogueCalls.productById(slugOrId, language))
      : href(catalogueCalls.productBySlug(slugOrId, language)),
  related: (productId: number, language?: Language) => href(catalogueCalls.related(productId, language)),
  categoryProducts: (categoryId: number, options: CategoryListOptions, page: number, language?: Language) =>
    href(catalogueCalls.categoryProducts(categoryId, options, page, language)),
  subcategoryProducts: (slug: string, page: number, language?: Language) =>
    href(catalogueCalls.subcategoryProducts(slug, page, language)),
  search: (term: string, language?: Language) => href(catalogueCalls.search(term, language)),
};

/** What the category page asks for first: every price, the shop's own order. */
export const defaultCategoryListOptions: CategoryListOptions = { priceBand: "all", sortBy: "id", sortOrder: "asc" };
