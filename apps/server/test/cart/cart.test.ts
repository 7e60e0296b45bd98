// The cart API (docs/shop/rules.md#cart): lines with nested products, stock rules and the spec's messages.
import type { CartLine } from "@mayil/core/shopping/shopping-schemas";
import { describe, expect, it } from "vitest";
import { pickupOrder, plainProduct, productWithColours, setStock, setVariantStock } from "../shop-fixtures";
import { asShopper, newShopper as signedIn } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

type CartResponse = { success: true; message: string; cart: CartLine[] };

describe.each(databaseKinds)("cart (%s)", (kind) => {
  const shop = useTestShop(kind);
  let n = 0;
  const newShopper = async () => {
    const shopper = await signedIn(shop.url, { email: `cart${++n}@example.com`, name: `Cart ${n}` });
    const call = <T = CartResponse>(method: string, path: string, body?: unknown) =>
      shopper.call<T>(method, path, body);
    const cart = async () => (await call<{ cart: CartLine[] }>("GET", "/api/cart")).body.cart;
    return { call, cart };
  };

  it("adds a product with quantity 1 by default, showing the line with the nested product", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop);
    expect(await shopper.cart()).toEqual([]);
    const added = await shopper.call("POST", "/api/cart", { product_id: product.id });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, message: "Added to cart successfully" });
    const [line] = await shopper.cart();
    expect(line).toEqual({
      id: expect.any(Number),
      quantity: 1,
      created_at: expect.any(String),
      product_id: product.id,
      variant_id: null,
      variant: null,
      unit_price: product.price,
      stock: product.quantity,
      // What she may order now: the stock, no more than the shop sells of one piece (MAX_UNITS_PER_ITEM, 10).
      can_order: Math.min(product.quantity, 10),
      products: product,
    });
  });

  it("adds to an existing line, and refuses to pass the stock with the spec's message", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop, { skip: 1 });
    await setStock(shop, product.id, 3);
    await shopper.call("POST", "/api/cart", { product_id: product.id, quantity: 2 });
    expect(await shopper.call("POST", "/api/cart", { product_id: product.id, quantity: 2 })).toEqual({
      status: 409,
      body: { error: "Only 3 items available in stock", code: "only_n_left", details: { available: 3 } },
    });
    await shopper.call("POST", "/api/cart", { product_id: product.id, quantity: 1 });
    expect((await shopper.cart())[0]?.quantity).toBe(3);
  });

  it("refuses an out-of-stock product", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop, { skip: 2 });
    await setStock(shop, product.id, 0);
    expect(await shopper.call("POST", "/api/cart", { product_id: product.id })).toEqual({
      status: 409,
      body: { error: "This product is out of stock and cannot be added to cart", code: "out_of_stock" },
    });
    expect(await shopper.cart()).toEqual([]);
  });

  it("updates the quantity with the spec's messages, capped at the stock; 0 removes the line", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop, { skip: 3 });
    await setStock(shop, product.id, 4);
    await shopper.call("POST", "/api/cart", { product_id: product.id });

    const updated = await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 4 });
    expect(updated.body).toMatchObject({ success: true, message: "Cart updated successfully" });
    expect(updated.body.cart[0]?.quantity).toBe(4);
    expect(await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 5 })).toEqual({
      status: 409,
      body: { error: "Only 4 items available in stock", code: "only_n_left", details: { available: 4 } },
    });
    await setStock(shop, product.id, 0);
    expect(await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 5 })).toEqual({
      status: 409,
      body: { error: "This product is out of stock", code: "out_of_stock" },
    });
    // Even out of stock, the shopper can still take it out.
    const removed = await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 0 });
    expect(removed.body).toMatchObject({ success: true, message: "Removed from cart successfully", cart: [] });
    await setStock(shop, product.id, 4);
    await shopper.call("POST", "/api/cart", { product_id: product.id });
    expect((await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: -1 })).body.cart).toEqual([]);
  });

  it("always lets a shopper lower a line, even above what is left, but never raise it past the stock", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop, { skip: 5 });
    await setStock(shop, product.id, 3);
    await shopper.call("POST", "/api/cart", { product_id: product.id, quantity: 3 });
    await setStock(shop, product.id, 1);
    // 3 in the cart, 1 left: the minus button asks for 2, which is a step down, not a new claim on stock.
    const lowered = await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 2 });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ message: "Cart updated successfully", cart: [{ quantity: 2, stock: 1 }] });
    // The order is still refused while the line asks for more than is left...
    const refused = await shopper.call<{ error: string }>(
      "POST",
      "/api/orders",
      pickupOrder(product.id, { quantity: 2 }),
    );
    expect(refused.status).toBe(409);
    // ...raising again is held to the stock, and "Set to 1" brings the line to what is left.
    expect(await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 3 })).toEqual({
      status: 409,
      body: { error: "Only 1 items available in stock", code: "only_n_left", details: { available: 1 } },
    });
    expect((await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 1 })).body.cart[0]?.quantity).toBe(1);
    // Sold out meanwhile: a lower quantity is still accepted (the page offers Remove), a higher one is not.
    await setStock(shop, product.id, 0);
    expect(await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 2 })).toEqual({
      status: 409,
      body: { error: "This product is out of stock", code: "out_of_stock" },
    });
    expect((await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 1 })).status).toBe(200);
  });

  it("shows a line's stock and price as they are now (the cart page's Out of Stock / Only N left)", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop, { skip: 4 });
    await shopper.call("POST", "/api/cart", { product_id: product.id, quantity: 3 });
    await setStock(shop, product.id, 2);
    expect((await shopper.cart())[0]).toMatchObject({ quantity: 3, stock: 2 });
    await setStock(shop, product.id, 0);
    expect((await shopper.cart())[0]).toMatchObject({ quantity: 3, stock: 0 });
  });

  it("keeps a colour as its own line, priced and stocked from the colour", async () => {
    const shopper = await newShopper();
    const product = await productWithColours(shop);
    const [first, second] = product.variants;
    if (!first || !second) throw new Error("fixture");
    await setVariantStock(shop, first.id, 2);
    await shopper.call("POST", "/api/cart", { product_id: product.id, variant_id: first.id, quantity: 2 });
    await shopper.call("POST", "/api/cart", { product_id: product.id, variant_id: second.id });
    const cart = await shopper.cart();
    expect(cart.map((line) => [line.variant?.color_name, line.quantity, line.unit_price, line.stock])).toEqual([
      [first.color_name, 2, first.price, 2],
      [second.color_name, 1, second.price, second.stock_quantity],
    ]);
    expect(await shopper.call("POST", "/api/cart", { product_id: product.id, variant_id: first.id })).toEqual({
      status: 409,
      body: { error: "Only 2 items available in stock", code: "only_n_left", details: { available: 2 } },
    });
    // Two colours in the cart: a change must name the colour.
    const ambiguous = await shopper.call<{ error: string }>("PUT", `/api/cart/${product.id}`, { quantity: 1 });
    expect(ambiguous).toEqual({
      status: 400,
      body: {
        code: "invalid_input",
        error: "Variant_id is required: this product is in your cart in more than one colour",
        field: "variant_id",
      },
    });
    await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 1, variant_id: first.id });
    await shopper.call("DELETE", `/api/cart/${product.id}?variant_id=${second.id}`);
    expect((await shopper.cart()).map((line) => [line.variant_id, line.quantity])).toEqual([[first.id, 1]]);
  });

  it("sells a piece with colours as itself too: its own count is its first option, in the cart and an order", async () => {
    const shopper = await newShopper();
    const product = await productWithColours(shop);
    const colours = product.variants.reduce((total, v) => total + v.quantity, 0);
    await setStock(shop, product.id, 2);
    const added = await shopper.call("POST", "/api/cart", { product_id: product.id, quantity: 2 });
    expect(added.status).toBe(200);
    const [line] = await shopper.cart();
    // The line is the piece itself: its own count, not the piece's total, is what it can hold.
    expect(line).toMatchObject({ product_id: product.id, variant_id: null, stock: 2, unit_price: product.price });
    expect(line?.products.quantity).toBe(2 + colours);
    expect(await shopper.call("PUT", `/api/cart/${product.id}`, { quantity: 3 })).toEqual({
      status: 409,
      body: { error: "Only 2 items available in stock", code: "only_n_left", details: { available: 2 } },
    });
    const order = await shopper.call("POST", "/api/orders", pickupOrder(product.id, { quantity: 2 }));
    expect(order.status).toBe(201);
    // The piece itself is sold out; its colours still are not, so the shop still shows it in stock.
    expect(await shopper.call("POST", "/api/cart", { product_id: product.id })).toEqual({
      status: 409,
      body: { error: "This product is out of stock and cannot be added to cart", code: "out_of_stock" },
    });
    const shown = await shopper.call<{ product: { quantity: number } }>("GET", `/api/products/${product.id}`);
    expect(shown.body.product.quantity).toBe(colours);
  });

  it("refuses a colour of another product and an unknown product", async () => {
    const shopper = await newShopper();
    const product = await productWithColours(shop);
    const other = await plainProduct(shop);
    const wrongColour = await shopper.call("POST", "/api/cart", {
      product_id: other.id,
      variant_id: product.variants[0]?.id,
    });
    expect(wrongColour.status).toBe(400);
    expect(await shopper.call("POST", "/api/cart", { product_id: 999999 })).toEqual({
      status: 404,
      body: { error: "Product not found", code: "not_found" },
    });
  });

  it("removes a product and clears the cart with the spec's messages", async () => {
    const shopper = await newShopper();
    const a = await plainProduct(shop, { skip: 5 });
    const b = await plainProduct(shop, { skip: 6 });
    await shopper.call("POST", "/api/cart", { product_id: a.id });
    await shopper.call("POST", "/api/cart", { product_id: b.id });
    const removed = await shopper.call("DELETE", `/api/cart/${a.id}`);
    expect(removed.body).toMatchObject({ success: true, message: "Removed from cart successfully" });
    expect(removed.body.cart.map((line) => line.product_id)).toEqual([b.id]);
    expect(await shopper.call("DELETE", `/api/cart/${a.id}`)).toEqual({
      status: 404,
      body: { error: "This product is not in your cart", code: "not_found" },
    });
    const cleared = await shopper.call("DELETE", "/api/cart");
    expect(cleared.body).toEqual({ success: true, message: "Cart cleared successfully", cart: [] });
  });

  it.each([
    [{}, "Product_id must be a number"],
    [{ product_id: "12" }, "Product_id must be a number"],
    [{ product_id: 1, quantity: 0 }, "Quantity must be 1 or more"],
    [{ product_id: 1, quantity: 1.5 }, "Quantity must be a whole number"],
    [{ product_id: 1, quantity: 1000 }, "Quantity can be at most 99"],
    [{ product_id: 99999999999 }, "Product_id is too large"],
  ])("refuses %j with 400 %j", async (body, error) => {
    const shopper = await newShopper();
    const response = await shopper.call("POST", "/api/cart", body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error });
  });

  it("keeps one shopper's cart from another, and asks for a sign-in", async () => {
    const anjali = await newShopper();
    const meera = await newShopper();
    const product = await plainProduct(shop, { skip: 7 });
    await anjali.call("POST", "/api/cart", { product_id: product.id, quantity: 2 });
    expect(await meera.cart()).toEqual([]);
    // Meera's changes by product id touch only her own (empty) cart.
    expect((await meera.call("PUT", `/api/cart/${product.id}`, { quantity: 1 })).status).toBe(404);
    expect((await meera.call("DELETE", `/api/cart/${product.id}`)).status).toBe(404);
    await meera.call("DELETE", "/api/cart");
    expect((await anjali.cart()).map((line) => line.quantity)).toEqual([2]);

    for (const [method, path] of [
      ["GET", "/api/cart"],
      ["POST", "/api/cart"],
      ["PUT", `/api/cart/${product.id}`],
      ["DELETE", `/api/cart/${product.id}`],
      ["DELETE", "/api/cart"],
    ] as const) {
      expect(await asShopper(shop.url, null, method, path), `${method} ${path}`).toEqual({
        status: 401,
        body: { error: "Please login", code: "unauthenticated" },
      });
    }
  });

  it("never lets two adds at once pass the stock together", async () => {
    const shopper = await newShopper();
    const product = await plainProduct(shop, { skip: 8 });
    await setStock(shop, product.id, 3);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => shopper.call("POST", "/api/cart", { product_id: product.id })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect((await shopper.cart())[0]?.quantity).toBe(3);
  });
});
