// A draft is not on sale: a new piece waits as one until the owner publishes it. Shoppers never meet it (lists,
// search, its page, the cart, an order, the sitemap); the desk lists it, marked, and a publish shows it in the shop at
// once though the public catalogue is cached for a minute (decisions 001, 019, 028).
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { readSheet, sheetOwner } from "../products-sheet/products-sheet-fixtures";
import { pickupOrder } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";
import { type CatalogueOwner, catalogueOwner, newProduct, placeInShop, productOf } from "./catalogue-fixtures";

describe.each(databaseKinds)("drafts (%s)", (kind) => {
  const shop = useTestShop(kind, { env: { CATALOGUE_CACHE_SECONDS: "60" } });
  let owner: CatalogueOwner;
  let place: Awaited<ReturnType<typeof placeInShop>>;
  beforeAll(async () => {
    owner = await catalogueOwner(shop);
    place = await placeInShop(shop);
  });

  /** Everything a shopper could see of the piece: its place in lists, search, its page and the sitemap. */
  async function whatShoppersSee(product: { id: number; slug: string; name: string }) {
    const listed = async (path: string) =>
      (await shop.get<{ products: Product[] }>(path)).body.products.some((p) => p.id === product.id);
    const sitemap = await fetch(`${shop.url}/sitemap.xml`).then((response) => response.text());
    return {
      inAllProducts: await listed("/api/products?limit=100&sort_by=id&sort_order=desc"),
      inCategory: await listed(`/api/products/category/${place.category.id}?limit=100&sort_by=id&sort_order=desc`),
      inSubcategory: await listed(`/api/products/subcategory/${place.subcategory.id}?limit=100`),
      inSearch: await listed(`/api/products/search/${encodeURIComponent(product.name)}`),
      pageById: (await shop.get(`/api/products/${product.id}`)).status,
      pageBySlug: (await shop.get(`/api/products/slug/${product.slug}`)).status,
      inSitemap: sitemap.includes(`/product/${product.slug}<`),
    };
  }
  const hidden = { inAllProducts: false, inCategory: false, inSubcategory: false, inSearch: false };
  const shown = { inAllProducts: true, inCategory: true, inSubcategory: true, inSearch: true };

  it("keeps a new piece off sale until it is published, then shows it at once everywhere", async () => {
    // The lists are asked first, so a cached response from before the publish would show if nothing cleared it.
    const draftBody = newProduct(place, { name: "Mullamottu Draft Jhumka" });
    delete (draftBody as { draft?: boolean }).draft;
    const created = productOf(await owner.create(draftBody), 201);
    expect(created.draft).toBe(true);
    expect(await whatShoppersSee(created)).toEqual({
      ...hidden,
      pageById: 404,
      pageBySlug: 404,
      inSitemap: false,
    });

    // Nor can it be put in a cart or ordered.
    const shopper = await newShopper(shop.url, { email: "draft-shopper@example.com", name: "Anjali Nair" });
    const added = await shopper.call("POST", "/api/cart", { product_id: created.id, quantity: 1 });
    expect(added).toEqual({ status: 404, body: { code: "not_found", error: "Product not found" } });
    const ordered = await shopper.call("POST", "/api/orders", pickupOrder(created.id));
    expect(ordered.status).toBe(409);
    expect((ordered.body as { error: string }).error).toBe(
      "Sorry, Mullamottu Draft Jhumka is not on sale yet. Please remove it from your cart.",
    );

    // The desk lists it, marked, and can show the drafts alone.
    const listed = await owner.list("?q=Mullamottu%20Draft");
    expect(listed.body.products).toEqual([expect.objectContaining({ id: created.id, draft: true, archived: false })]);
    const drafts = await owner.list("?status=draft&limit=100");
    expect(drafts.body.products.map((p) => p.id)).toContain(created.id);
    expect(drafts.body.products.every((p) => p.draft)).toBe(true);

    // Published: on sale at once, in every list, search, its page and the cart.
    const published = productOf(await owner.update(created.id, { draft: false }));
    expect(published.draft).toBe(false);
    expect(await whatShoppersSee(created)).toEqual({ ...shown, pageById: 200, pageBySlug: 200, inSitemap: true });
    expect((await shopper.call("POST", "/api/cart", { product_id: created.id, quantity: 1 })).status).toBe(200);
    const onSale = await owner.list("?status=draft&limit=100");
    expect(onSale.body.products.map((p) => p.id)).not.toContain(created.id);

    // Unpublished again: gone from the shop at once, and an order of it (from the cart) is refused.
    productOf(await owner.update(created.id, { draft: true }));
    expect(await whatShoppersSee(created)).toEqual({
      ...hidden,
      pageById: 404,
      pageBySlug: 404,
      inSitemap: false,
    });
    expect((await shopper.call("POST", "/api/orders", pickupOrder(created.id))).status).toBe(409);
  });

  it("round-trips the draft flag through the spreadsheet: a new row is a draft, and a sheet publishes it", async () => {
    const sheets = await sheetOwner(shop);
    const [record] = readSheet((await sheets.download()).text);
    const made = await sheets.upload(`product_id,name,category,price\n,Sheet Draft Kolusu,${record?.category},349\n`);
    expect(made.body.rows).toEqual([
      expect.objectContaining({ action: "create", changes: expect.arrayContaining(["draft"]) }),
    ]);
    const [listed] = (await owner.list("?q=Sheet%20Draft%20Kolusu")).body.products;
    expect(listed).toMatchObject({ draft: true });
    const exported = readSheet((await sheets.download()).text).find((r) => r.product_id === String(listed?.id));
    expect(exported).toMatchObject({ draft: "yes" });
    const published = await sheets.upload(`product_id,draft\n${listed?.id},no\n`);
    expect(published.body.rows).toEqual([expect.objectContaining({ action: "change", changes: ["draft yes → no"] })]);
    expect((await shop.get(`/api/products/${listed?.id}`)).status).toBe(200);
  });

  it("refuses a draft flag that is not true or false", async () => {
    const response = await owner.create(newProduct(place, { draft: "yes" }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/draft must be true or false/i);
  });
});
