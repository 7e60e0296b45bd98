// The owner's catalogue as the tests drive it: the owner's product and colour calls, the storefront's public reads,
// and the stock ledger read straight from its table.
import type { Category, Product, Subcategory } from "@mayil/core/catalogue/catalogue-schemas";
import type { OwnerProduct, OwnerProductSummary } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { type Response, rows, signInOwner } from "../orders/desk-fixtures";
import type { TestShop } from "../test-app";

type ProductResponse = Response<{ product: OwnerProduct }>;

/** The owner, signed in, with one function per product and colour endpoint. */
export async function catalogueOwner(shop: TestShop) {
  const owner = await signInOwner(shop);
  const call = owner.call;
  return {
    ...owner,
    list: (query = "") =>
      call<{
        products: OwnerProductSummary[];
        pagination: { total: number; hasMore: boolean; page: number; limit: number };
        low_stock_threshold: number;
      }>("GET", `/api/owner/products${query}`),
    product: (id: number) => call<{ product: OwnerProduct }>("GET", `/api/owner/products/${id}`),
    create: (body: Record<string, unknown>) => call<{ product: OwnerProduct }>("POST", "/api/owner/products", body),
    update: (id: number, body: Record<string, unknown>) =>
      call<{ product: OwnerProduct }>("PATCH", `/api/owner/products/${id}`, body),
    addColour: (id: number, body: Record<string, unknown>) =>
      call<{ product: OwnerProduct }>("POST", `/api/owner/products/${id}/variants`, body),
    updateColour: (id: number, variantId: number, body: Record<string, unknown>) =>
      call<{ product: OwnerProduct }>("PATCH", `/api/owner/products/${id}/variants/${variantId}`, body),
    removeColour: (id: number, variantId: number) =>
      call<{ product: OwnerProduct }>("DELETE", `/api/owner/products/${id}/variants/${variantId}`),
  };
}
export type CatalogueOwner = Awaited<ReturnType<typeof catalogueOwner>>;

/** The product of a 200 or 201 response; anything else fails the test with the server's words. */
export function productOf(response: ProductResponse, status = 200): OwnerProduct {
  if (response.status !== status) throw new Error(`responded ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.product;
}

/** The first category that has subcategories, one of them, and a subcategory of another category. */
export async function placeInShop(shop: TestShop) {
  const { body } = await shop.get<{ categories: Category[] }>("/api/categories");
  const { body: all } = await shop.get<{ subcategories: Subcategory[] }>("/api/categories/subcategories/all");
  const category = body.categories.find((c) => all.subcategories.some((s) => s.category_id === c.id));
  const subcategory = all.subcategories.find((s) => s.category_id === category?.id);
  const elsewhere = all.subcategories.find((s) => s.category_id !== category?.id);
  if (!category || !subcategory || !elsewhere) throw new Error("fixture: two categories with subcategories");
  return { category, subcategory, elsewhere };
}

/** A new product's body: a unique name unless one is given; published at once (a new piece is a draft otherwise). */
let made = 0;
export function newProduct(
  place: { category: Category; subcategory: Subcategory },
  fields: Record<string, unknown> = {},
) {
  made += 1;
  return {
    name: `Kasu Mala Test ${made}`,
    description: "A temple necklace of gold-plated coins.",
    price: "1499.00",
    category_id: place.category.id,
    subcategory_id: place.subcategory.id,
    stock: 5,
    draft: false,
    ...fields,
  };
}

export interface LedgerRow {
  change: number;
  reason: string;
  stock_after: number;
  by_user_id: number | null;
  variant_id: number | null;
}

/** The ledger rows of a product's own stock (variantId null) or of one colour, oldest first. */
export async function ledgerOf(shop: TestShop, productId: number, variantId: number | null = null) {
  const found = await rows<LedgerRow>(
    shop,
    `select change, reason::text as reason, stock_after, by_user_id, variant_id from stock_movements
      where product_id = ${Number(productId)} and variant_id ${variantId === null ? "is null" : `= ${Number(variantId)}`}
      order by id`,
  );
  return found.map((row) => ({
    change: Number(row.change),
    reason: row.reason,
    stock_after: Number(row.stock_after),
    by_user_id: row.by_user_id === null ? null : Number(row.by_user_id),
  }));
}

/** The public product by slug: status and body as the storefront gets them. */
export const publicProduct = (shop: TestShop, slug: string) =>
  shop.get<{ product: Product; error?: string }>(`/api/products/slug/${encodeURIComponent(slug)}`);

/** Ids of every product the public list shows (all pages). */
export async function publicListIds(shop: TestShop, query = ""): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { body } = await shop.get<{ products: Product[]; pagination: { hasMore: boolean } }>(
      `/api/products?limit=100&page=${page}${query}`,
    );
    ids.push(...body.products.map((p) => p.id));
    if (!body.pagination.hasMore) return ids;
  }
}
