// Archiving takes a piece out of every shopper's list, search and related block, its page says it is no longer
// available and nobody can buy it, while the orders that hold it keep it; restoring brings it back. Colours follow
// the owner: the storefront's picker shows exactly the colours on sale, and a removed colour cannot be bought.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Product, RelatedProduct } from "@mayil/core/catalogue/catalogue-schemas";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { checkout, placedOrder, rows, type Shopper, signInShopper } from "../orders/desk-fixtures";
import { databaseKinds, rawGet, useTestShop } from "../test-app";
import {
  type CatalogueOwner,
  catalogueOwner,
  ledgerOf,
  newProduct,
  placeInShop,
  productOf,
  publicListIds,
  publicProduct,
} from "./catalogue-fixtures";

/** A built storefront of one page: the product page's HTML needs an app shell with a head block to fill. */
function webBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mayil-archive-web-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head><!--seo--><title>Mayil Jewels</title><!--/seo--></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

const GONE = { error: "This piece is no longer available.", code: "gone" };

describe.each(databaseKinds)("archived products and colours (%s)", (kind) => {
  const shop = useTestShop(kind, { webDistDir: webBuild() });
  let owner: CatalogueOwner;
  let shopper: Shopper;
  let place: Awaited<ReturnType<typeof placeInShop>>;
  beforeAll(async () => {
    owner = await catalogueOwner(shop);
    shopper = await signInShopper(shop, "archive-watcher@example.com");
    place = await placeInShop(shop);
  });

  const searchIds = async (term: string) =>
    (await shop.get<{ products: Product[] }>(`/api/products/search/${encodeURIComponent(term)}`)).body.products.map(
      (p) => p.id,
    );
  const relatedIds = async (id: number) =>
    (
      await shop.get<{ related_products: RelatedProduct[] }>(`/api/products/${id}/related?limit=24`)
    ).body.related_products.map((p) => p.id);
  const categoryIds = async () =>
    (
      await shop.get<{ products: Product[] }>(`/api/products/category/${place.category.id}?limit=100&sort_order=desc`)
    ).body.products.map((p) => p.id);

  it("archives a piece: gone from lists, search and related, 410 by slug and id, no cart or order; kept in orders", {
    timeout: 60_000,
  }, async () => {
    const piece = productOf(await owner.create(newProduct(place, { name: "Vyaghranakha Archive Pendant" })), 201);
    const sibling = productOf(await owner.create(newProduct(place, { name: "Vyaghranakha Sibling Pendant" })), 201);
    const order = await placedOrder(shopper, [{ product_id: piece.id, quantity: 2 }]);
    // Every shopper view is read (and cached) before the archive: none may keep showing it after.
    expect(await publicListIds(shop)).toContain(piece.id);
    expect(await categoryIds()).toContain(piece.id);
    expect(await searchIds("Vyaghranakha Archive")).toEqual([piece.id]);
    expect(await relatedIds(sibling.id)).toContain(piece.id);
    expect((await publicProduct(shop, piece.slug)).status).toBe(200);

    const archived = productOf(await owner.update(piece.id, { archived: true }));
    expect(archived).toMatchObject({ archived: true, stock: 3 });

    expect(await publicListIds(shop)).not.toContain(piece.id);
    expect(await categoryIds()).not.toContain(piece.id);
    expect(await searchIds("Vyaghranakha Archive")).toEqual([]);
    expect(await searchIds("Vyaghranakha")).toEqual([sibling.id]);
    expect(await relatedIds(sibling.id)).not.toContain(piece.id);
    expect(await publicProduct(shop, piece.slug)).toMatchObject({ status: 410, body: GONE });
    expect(await shop.get(`/api/products/${piece.id}`)).toMatchObject({ status: 410, body: GONE });
    expect((await shop.get(`/api/products/${piece.id}/related`)).status).toBe(404);

    // Its page says so (410, not indexed); an unknown piece is still a 404.
    const page = await rawGet(`${shop.url}/product/${piece.slug}`);
    expect(page.status).toBe(410);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).toContain("No longer available");
    expect((await rawGet(`${shop.url}/product/no-such-piece`)).status).toBe(404);
    // The sitemap no longer lists it.
    expect((await rawGet(`${shop.url}/sitemap.xml`)).body).not.toContain(`/product/${piece.slug}<`);

    const cartAdd = await shopper.call<{ error: string }>("POST", "/api/cart", { product_id: piece.id });
    expect(cartAdd.status).toBe(404);
    const reorder = await shopper.call<{ error: string }>(
      "POST",
      "/api/orders",
      checkout([{ product_id: piece.id, quantity: 1 }]),
    );
    expect(reorder).toEqual({
      status: 409,
      body: { code: "conflict", error: `Sorry, ${piece.name} is no longer sold. Please remove it from your cart.` },
    });

    // The order that holds it keeps it, for the owner and for the shopper.
    const desk = await owner.call<{ order: OwnerOrder }>("GET", `/api/owner/orders/${order.id}`);
    expect(desk.status).toBe(200);
    expect(desk.body.order.items).toEqual([
      expect.objectContaining({ product_id: piece.id, name: piece.name, quantity: 2, unit_price: "1499.00" }),
    ]);
    const hers = await shopper.myOrder(order.id);
    expect(hers.status).toBe(200);
    expect(hers.body.order.items).toEqual([expect.objectContaining({ product_id: piece.id, name: piece.name })]);
    // Nothing was deleted: the row is there, off sale.
    expect(await rows(shop, `select is_active from products where id = ${piece.id}`)).toEqual([{ is_active: false }]);

    // The owner still finds it, under archived.
    const listed = await owner.list(`?q=${encodeURIComponent("Vyaghranakha Archive")}&status=archived`);
    expect(listed.body.products.map((p) => p.id)).toEqual([piece.id]);
    expect((await owner.list(`?q=${encodeURIComponent("Vyaghranakha Archive")}`)).body.products).toEqual([]);

    // Restored: back everywhere, and it can be bought again.
    expect(productOf(await owner.update(piece.id, { archived: false }))).toMatchObject({ archived: false });
    expect(await publicListIds(shop)).toContain(piece.id);
    expect(await categoryIds()).toContain(piece.id);
    expect(await searchIds("Vyaghranakha Archive")).toEqual([piece.id]);
    expect(await relatedIds(sibling.id)).toContain(piece.id);
    expect((await publicProduct(shop, piece.slug)).status).toBe(200);
    expect((await rawGet(`${shop.url}/product/${piece.slug}`)).status).toBe(200);
    expect((await shopper.call("POST", "/api/cart", { product_id: piece.id })).status).toBe(200);
  });

  it("responds with 410 for the old slug of an archived piece too", async () => {
    const piece = productOf(await owner.create(newProduct(place, { name: "Manga Archive Old" })), 201);
    productOf(await owner.update(piece.id, { name: "Manga Archive New", archived: true }));
    expect(await publicProduct(shop, "manga-archive-old")).toMatchObject({ status: 410, body: GONE });
    expect(await publicProduct(shop, "manga-archive-new")).toMatchObject({ status: 410, body: GONE });
  });

  it("adds, changes and removes colours; the storefront's picker and the ledger follow", {
    timeout: 60_000,
  }, async () => {
    const piece = productOf(await owner.create(newProduct(place, { name: "Kemp Colour Jhumka", price: "799" })), 201);
    await publicProduct(shop, piece.slug);

    const withRuby = await owner.addColour(piece.id, { color_name: "Ruby", color_code: "#B0122B", stock: 4 });
    expect(withRuby.status).toBe(201);
    const ruby = productOf(withRuby, 201).variants[0];
    expect(ruby).toMatchObject({ color_name: "Ruby", color_code: "#b0122b", price: "799.00", stock: 4, position: 0 });
    const emerald = productOf(
      await owner.addColour(piece.id, { color_name: "Emerald", color_code: "#0a7d3b", price: 849, stock: 0 }),
      201,
    ).variants[1];
    expect(emerald).toMatchObject({ color_name: "Emerald", price: "849.00", stock: 0, position: 1 });
    if (!ruby || !emerald) throw new Error("two colours");

    const storefront = async () => (await publicProduct(shop, piece.slug)).body.product;
    expect((await storefront()).has_variants).toBe(true);
    expect((await storefront()).variants).toEqual([
      expect.objectContaining({ id: ruby.id, color_name: "Ruby", price: "799.00", stock_quantity: 4 }),
      expect.objectContaining({ id: emerald.id, color_name: "Emerald", price: "849.00", stock_quantity: 0 }),
    ]);
    expect(await ledgerOf(shop, piece.id, ruby.id)).toEqual([
      { change: 4, reason: "opening", stock_after: 4, by_user_id: owner.user.id },
    ]);
    expect(await ledgerOf(shop, piece.id, emerald.id)).toEqual([]);

    // Two colours on sale may not share a name.
    const twin = await owner.addColour(piece.id, { color_name: "ruby", color_code: "#aa0000" });
    expect(twin).toEqual({
      status: 409,
      body: { code: "conflict", error: "Kemp Colour Jhumka already has a colour named ruby" },
    });
    expect((await owner.updateColour(piece.id, emerald.id, { color_name: "RUBY" })).status).toBe(409);

    // Changed: name, swatch, price, order and a counted stock (a correction of the difference).
    const changed = productOf(
      await owner.updateColour(piece.id, ruby.id, {
        color_name: "Ruby Red",
        color_code: "#9b111e",
        price: "829.50",
        stock: 6,
        position: 5,
      }),
    );
    expect(changed.variants.map((v) => [v.color_name, v.color_code, v.price, v.stock])).toEqual([
      ["Emerald", "#0a7d3b", "849.00", 0],
      ["Ruby Red", "#9b111e", "829.50", 6],
    ]);
    expect((await storefront()).variants.map((v) => [v.color_name, v.price, v.stock_quantity])).toEqual([
      ["Emerald", "849.00", 0],
      ["Ruby Red", "829.50", 6],
    ]);
    expect(await ledgerOf(shop, piece.id, ruby.id)).toEqual([
      { change: 4, reason: "opening", stock_after: 4, by_user_id: owner.user.id },
      { change: 2, reason: "correction", stock_after: 6, by_user_id: owner.user.id },
    ]);
    productOf(await owner.updateColour(piece.id, emerald.id, { stock: 3 }));
    expect(await ledgerOf(shop, piece.id, emerald.id)).toEqual([
      { change: 3, reason: "correction", stock_after: 3, by_user_id: owner.user.id },
    ]);
    // The product's own stock is untouched by its colours' changes.
    expect(await ledgerOf(shop, piece.id)).toEqual([
      { change: 5, reason: "opening", stock_after: 5, by_user_id: owner.user.id },
    ]);

    // A shopper buys Ruby Red; then the owner removes it.
    const order = await placedOrder(shopper, [{ product_id: piece.id, variant_id: ruby.id, quantity: 1 }]);
    // And puts one more in her cart.
    expect((await shopper.call("POST", "/api/cart", { product_id: piece.id, variant_id: ruby.id })).status).toBe(200);
    const removed = productOf(await owner.removeColour(piece.id, ruby.id));
    expect(removed.variants.map((v) => v.id)).toEqual([emerald.id]);
    expect((await storefront()).variants.map((v) => v.id)).toEqual([emerald.id]);
    // What it still held is written off through the ledger, so no count is left that nobody can sell or see.
    expect(await rows(shop, `select is_active, stock from product_variants where id = ${ruby.id}`)).toEqual([
      { is_active: false, stock: 0 },
    ]);
    expect((await ledgerOf(shop, piece.id, ruby.id)).at(-1)).toEqual({
      change: -5,
      reason: "colour_removed",
      stock_after: 0,
      by_user_id: owner.user.id,
    });
    expect((await storefront()).quantity).toBe(5 + 3);

    // Nobody can buy the removed colour: not into the cart, not in an order, not by changing a cart line.
    const noSale = {
      error: "Sorry, Kemp Colour Jhumka (Ruby Red) is no longer sold. Please choose another colour.",
      code: "conflict",
    };
    expect(await shopper.call("POST", "/api/cart", { product_id: piece.id, variant_id: ruby.id })).toEqual({
      status: 409,
      body: noSale,
    });
    expect(await shopper.call("PUT", `/api/cart/${piece.id}`, { variant_id: ruby.id, quantity: 2 })).toEqual({
      status: 409,
      body: noSale,
    });
    expect(
      await shopper.call("POST", "/api/orders", checkout([{ product_id: piece.id, variant_id: ruby.id, quantity: 1 }])),
    ).toEqual({ status: 409, body: noSale });
    // The other colour still sells.
    expect((await shopper.call("POST", "/api/cart", { product_id: piece.id, variant_id: emerald.id })).status).toBe(
      200,
    );

    // The order that holds it keeps the colour's name.
    const desk = await owner.call<{ order: OwnerOrder }>("GET", `/api/owner/orders/${order.id}`);
    expect(desk.body.order.items).toEqual([
      expect.objectContaining({ variant_id: ruby.id, color_name: "Ruby Red", quantity: 1 }),
    ]);

    // Removing it again changes nothing; a removed colour is not the owner's to edit any more.
    expect(productOf(await owner.removeColour(piece.id, ruby.id)).variants.map((v) => v.id)).toEqual([emerald.id]);
    expect(await owner.updateColour(piece.id, ruby.id, { stock: 9 })).toEqual({
      status: 404,
      body: { code: "not_found", error: "Colour not found" },
    });
    // Its name is free again for a new colour.
    const again = productOf(await owner.addColour(piece.id, { color_name: "Ruby Red", color_code: "#9b111e" }), 201);
    expect(again.variants.map((v) => v.color_name)).toEqual(["Emerald", "Ruby Red"]);
    expect((await storefront()).variants.map((v) => v.color_name)).toEqual(["Emerald", "Ruby Red"]);
  });

  it("counts low stock on the desk's today as the shop shows it: own count plus colours on sale", async () => {
    const lowCount = async () => (await owner.call<{ low_stock: number }>("GET", "/api/owner/today")).body.low_stock;
    const before = await lowCount();
    const piece = productOf(await owner.create(newProduct(place, { name: "Onyx Low Ring", stock: 2 })), 201);
    expect(await lowCount()).toBe(before + 1);
    const onyx = productOf(
      await owner.addColour(piece.id, { color_name: "Onyx", color_code: "#111111", stock: 1 }),
      201,
    ).variants[0];
    // 2 + 1 = 3, at the threshold: still low.
    expect(await lowCount()).toBe(before + 1);
    productOf(await owner.updateColour(piece.id, onyx?.id ?? 0, { stock: 40 }));
    // A colour in stock lifts the piece: 2 of its own are not low when 40 more are on the shelf.
    expect(await lowCount()).toBe(before);
    productOf(await owner.removeColour(piece.id, onyx?.id ?? 0));
    // The removed colour's 40 are written off; the piece is its own 2 again.
    expect(await lowCount()).toBe(before + 1);
    productOf(await owner.update(piece.id, { archived: true }));
    expect(await lowCount()).toBe(before);
  });
});
