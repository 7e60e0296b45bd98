// The wishlist API: add (twice is harmless), remove, check, newest first, and only ever the shopper's own.
import type { WishlistEntry } from "@mayil/core/shopping/shopping-schemas";
import { describe, expect, it } from "vitest";
import { plainProduct } from "../shop-fixtures";
import { asShopper, newShopper as signedIn } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

describe.each(databaseKinds)("wishlist (%s)", (kind) => {
  const shop = useTestShop(kind);
  let n = 0;
  const newShopper = async () => {
    const { call } = await signedIn(shop.url, { email: `wish${++n}@example.com`, name: `Wish ${n}` });
    const wishlist = async () => (await call<{ wishlist: WishlistEntry[] }>("GET", "/api/wishlist")).body.wishlist;
    const check = async (id: number) => (await call<{ in_wishlist: boolean }>("GET", `/api/wishlist/check/${id}`)).body;
    return { call, wishlist, check };
  };

  it("adds, lists newest first with the nested product, checks and removes, with the spec's messages", async () => {
    const shopper = await newShopper();
    const earrings = await plainProduct(shop);
    const necklace = await plainProduct(shop, { skip: 1 });
    expect(await shopper.check(earrings.id)).toEqual({ in_wishlist: false });

    expect(await shopper.call("POST", "/api/wishlist", { product_id: earrings.id })).toEqual({
      status: 200,
      body: { success: true, message: "Added to wishlist successfully" },
    });
    await shopper.call("POST", "/api/wishlist", { product_id: necklace.id });
    await shopper.call("POST", "/api/wishlist", { product_id: earrings.id }); // again: harmless
    const list = await shopper.wishlist();
    expect(list.map((entry) => entry.products.name)).toEqual([necklace.name, earrings.name]);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      product_id: earrings.id,
      created_at: expect.any(String),
      products: earrings,
    });
    expect(await shopper.check(earrings.id)).toEqual({ in_wishlist: true });

    expect(await shopper.call("DELETE", `/api/wishlist/${earrings.id}`)).toEqual({
      status: 200,
      body: { success: true, message: "Removed from wishlist successfully" },
    });
    expect(await shopper.check(earrings.id)).toEqual({ in_wishlist: false });
    expect(await shopper.call("DELETE", `/api/wishlist/${earrings.id}`)).toEqual({
      status: 404,
      body: { code: "not_found", error: "This product is not in your wishlist" },
    });
  });

  it("responds with the error field for an unknown product and a bad body", async () => {
    const shopper = await newShopper();
    expect(await shopper.call("POST", "/api/wishlist", { product_id: 999999 })).toEqual({
      status: 404,
      body: { code: "not_found", error: "Product not found" },
    });
    expect((await shopper.call("POST", "/api/wishlist", {})).body).toMatchObject({
      error: "Product_id must be a number",
    });
    expect((await shopper.call("GET", "/api/wishlist/check/abc")).status).toBe(400);
  });

  it("keeps one shopper's wishlist from another, and asks for a sign-in", async () => {
    const anjali = await newShopper();
    const meera = await newShopper();
    const product = await plainProduct(shop, { skip: 2 });
    await anjali.call("POST", "/api/wishlist", { product_id: product.id });
    expect(await meera.wishlist()).toEqual([]);
    expect(await meera.check(product.id)).toEqual({ in_wishlist: false });
    expect((await meera.call("DELETE", `/api/wishlist/${product.id}`)).status).toBe(404);
    expect((await anjali.wishlist()).map((entry) => entry.product_id)).toEqual([product.id]);
    for (const [method, path] of [
      ["GET", "/api/wishlist"],
      ["POST", "/api/wishlist"],
      ["DELETE", `/api/wishlist/${product.id}`],
      ["GET", `/api/wishlist/check/${product.id}`],
    ] as const) {
      expect((await asShopper(shop.url, null, method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});
