// The product list's filters as they live in the URL (?q=&category_id=&status=&stock=), so back/forward, a shared
// link and Today's low-stock card all show the same list.
import { paths } from "../paths";

export const PRODUCT_STATUSES = ["on_sale", "draft", "archived", "all"] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUSES)[number];

export const STOCK_FILTERS = ["low", "out"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export interface OwnerProductListFilters {
  q?: string;
  category_id?: number;
  /** Left out: on sale and drafts (the list's default, as the server's). */
  status?: ProductStatusFilter;
  stock?: StockFilter;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

const recordId = (text: string | null) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The filters in a query string; anything unknown in a hand-typed URL is ignored rather than sent. */
export function readProductFilters(search: URLSearchParams): OwnerProductListFilters {
  const q = search.get("q")?.trim();
  const status = oneOf(PRODUCT_STATUSES, search.get("status"));
  return {
    q: q ? q : undefined,
    category_id: recordId(search.get("category_id")),
    status: status === "on_sale" ? undefined : status,
    stock: oneOf(STOCK_FILTERS, search.get("stock")),
  };
}

/** The product list's address with these filters (what Today's low-stock card links to). */
export function productsHref(filters: OwnerProductListFilters = {}): string {
  const search = new URLSearchParams();
  if (filters.q) search.set("q", filters.q);
  if (filters.category_id) search.set("category_id", String(filters.category_id));
  if (filters.status && filters.status !== "on_sale") search.set("status", filters.status);
  if (filters.stock) search.set("stock", filters.stock);
  const query = search.toString();
  return `${paths.ownerProducts.getHref()}${query ? `?${query}` : ""}`;
}
