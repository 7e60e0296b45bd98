// One shopper cannot take the whole shop (decision 006): caps on units per item, items per order and open orders, each
// with a message that says what to do, and per-shopper rate limits on orders, cart and wishlist changes.
import type { ShopInfo } from "@mayil/core/shop/shop-schemas";
import { describe, expect, it } from "vitest";
import { demoProducts, plainProduct, setStock, stockOf } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";

const pickup = { customer_name: "Meera", customer_phone: "+919847012345", delivery_method: "pickup" };
const orderOf = (items: { product_id: number; variant_id?: number; quantity: number }[]) => ({
  ...pickup,
  pickup_location: "Peyad",
  order_items: items,
});

let n = 0;
const shopper = (shop: TestShop) => newShopper(shop.url, { email: `fair${++n}@example.com`, name: `Fair ${n}` });

/** Every unit of stock in the shop, products and colours together. */
async function totalStock(shop: TestShop): Promise<number> {
  const result = (await shop.database.db.execute(
    "select (select coalesce(sum(stock), 0) from products) + (select coalesce(sum(stock), 0) from product_variants) as units",
  )) as unknown as { rows: { units: string | number }[] };
  return Number(result.rows[0]?.units);
}

describe.each(databaseKinds)("caps per shopper (%s)", (kind) => {
  // The defaults, except that this shop lets one shopper place orders as fast as the cap tests need.
  const shop = useTestShop(kind, { env: { MAX_OPEN_ORDERS: "3" } });

  it("GET /api/shop tells the web app the per-item and per-order caps", async () => {
    const { body } = await shop.get<{ shop: ShopInfo }>("/api/shop");
    expect(body.shop).toMatchObject({ max_units_per_item: 10, max_order_lines: 20 });
  });

  it("a cart line holds at most 10 of one item, and the message names it", async () => {
    const { call } = await shopper(shop);
    const product = await plainProduct(shop, { stock: 11 });
    await setStock(shop, product.id, 50);
    const cap = `You can order at most 10 of ${product.name} at a time.`;

    expect((await call("POST", "/api/cart", { product_id: product.id, quantity: 10 })).status).toBe(200);
    expect(await call("POST", "/api/cart", { product_id: product.id, quantity: 1 })).toEqual({
      status: 409,
      body: { error: cap, code: "conflict" },
    });
    expect(await call("PUT", `/api/cart/${product.id}`, { quantity: 11 })).toEqual({
      status: 409,
      body: { error: cap, code: "conflict" },
    });
    // Above the stock the spec's message still comes first.
    await setStock(shop, product.id, 5);
    expect(await call("PUT", `/api/cart/${product.id}`, { quantity: 11 })).toEqual({
      status: 409,
      body: { error: "Only 5 items available in stock", code: "only_n_left", details: { available: 5 } },
    });
  });

  it("an order of more than 10 of one item, or a huge quantity, takes nothing", async () => {
    const { call } = await shopper(shop);
    const product = await plainProduct(shop, { stock: 11, skip: 1 });
    await setStock(shop, product.id, 200);

    expect(await call("POST", "/api/orders", orderOf([{ product_id: product.id, quantity: 11 }]))).toEqual({
      status: 409,
      body: { code: "conflict", error: `You can order at most 10 of ${product.name} at a time.` },
    });
    // The same item on two lines is one item.
    const split = await call<{ error: string }>(
      "POST",
      "/api/orders",
      orderOf([
        { product_id: product.id, quantity: 6 },
        { product_id: product.id, quantity: 6 },
      ]),
    );
    expect(split.status).toBe(409);
    const huge = await call<{ error: string }>(
      "POST",
      "/api/orders",
      orderOf([{ product_id: product.id, quantity: 1e6 }]),
    );
    expect(huge.status).toBe(400);
    expect(await stockOf(shop, product.id)).toBe(200);
  });

  it("a 48-line order of 99 each is refused before it takes a single unit", async () => {
    const { call } = await shopper(shop);
    const lines = (await demoProducts(shop))
      .flatMap((p) =>
        p.has_variants
          ? p.variants.map((v) => ({ product_id: p.id, variant_id: v.id, quantity: 99 }))
          : [{ product_id: p.id, quantity: 99 }],
      )
      .slice(0, 48);
    expect(lines).toHaveLength(48);
    const before = await totalStock(shop);

    expect(await call("POST", "/api/orders", orderOf(lines))).toEqual({
      status: 400,
      body: {
        code: "invalid_input",
        error: "An order can have at most 20 different items. Please split it up.",
        field: "order_items",
      },
    });
    // Within the line cap, 99 of one piece is still refused by the per-item cap.
    const within = await call<{ error: string }>("POST", "/api/orders", orderOf(lines.slice(0, 20)));
    expect(within.status).toBe(409);
    expect(within.body.error).toMatch(/^You can order at most 10 of .+ at a time\.$/);
    expect(await totalStock(shop)).toBe(before);
  });

  it("a shopper with 3 orders waiting for the shop is asked to finish them in the chat first", async () => {
    const meera = await shopper(shop);
    const other = await shopper(shop);
    const product = await plainProduct(shop, { stock: 5, skip: 2 });
    await setStock(shop, product.id, 100);
    const one = orderOf([{ product_id: product.id, quantity: 1 }]);

    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await meera.call<{ order: { id: number } }>("POST", "/api/orders", one);
      expect(response.status).toBe(201);
      placed.push(response.body.order.id);
    }
    expect(await meera.call("POST", "/api/orders", one)).toEqual({
      status: 409,
      body: {
        code: "conflict",
        error:
          "You already have 3 orders waiting for us to confirm. Please finish them with us in the WhatsApp chat before placing another.",
      },
    });
    expect(await stockOf(shop, product.id)).toBe(97);
    // Someone else is not held up by Meera's open orders.
    expect((await other.call("POST", "/api/orders", one)).status).toBe(201);
    // Once the shop confirms one of them in the chat, Meera can order again.
    await shop.database.db.execute(`update orders set status = 'confirmed' where id = ${Number(placed[0])}`);
    expect((await meera.call("POST", "/api/orders", one)).status).toBe(201);
  });
});

/**
 * A 429's text: the wait counts down from the first change of the minute, so it reads "1 minute" or, on a machine
 * slow enough that a second has passed, "59 seconds".
 */
const waitMessage = (first: string) =>
  new RegExp(`^${first.replaceAll(".", "\\.")} Please wait (1 minute|[1-5]?\\d seconds) and try again\\.$`);

describe.each(databaseKinds)("rate limits per shopper (%s)", (kind) => {
  const shop = useTestShop(kind, {
    env: { ORDER_RATE_LIMIT_PER_MINUTE: "3", CART_RATE_LIMIT_PER_MINUTE: "5", WISHLIST_RATE_LIMIT_PER_MINUTE: "4" },
  });

  it("orders: the 4th in a minute is a 429; another shopper (same address) still orders", async () => {
    const quick = await shopper(shop);
    const other = await shopper(shop);
    const product = await plainProduct(shop, { stock: 5 });
    await setStock(shop, product.id, 100);
    const one = orderOf([{ product_id: product.id, quantity: 1 }]);

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await quick.call("POST", "/api/orders", one)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await quick.call("POST", "/api/orders", one)).toEqual({
      status: 429,
      body: {
        code: "too_many_requests",
        error: expect.stringMatching(waitMessage("Too many orders in a short time.")),
      },
    });
    expect(await stockOf(shop, product.id)).toBe(97);
    expect((await other.call("POST", "/api/orders", one)).status).toBe(201);
    // Reading is not limited.
    expect((await quick.call("GET", "/api/orders")).status).toBe(200);
  });

  it("cart writes share one count: the 6th change is a 429; reading and other shoppers go on", async () => {
    const quick = await shopper(shop);
    const other = await shopper(shop);
    const product = await plainProduct(shop, { stock: 5, skip: 1 });
    await setStock(shop, product.id, 100);
    const add = { product_id: product.id, quantity: 1 };

    const statuses = [
      (await quick.call("POST", "/api/cart", add)).status,
      (await quick.call("PUT", `/api/cart/${product.id}`, { quantity: 3 })).status,
      (await quick.call("DELETE", `/api/cart/${product.id}`)).status,
      (await quick.call("POST", "/api/cart", add)).status,
      (await quick.call("DELETE", "/api/cart")).status,
      (await quick.call("POST", "/api/cart", add)).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await quick.call("POST", "/api/cart", add)).toEqual({
      status: 429,
      body: {
        code: "too_many_requests",
        error: expect.stringMatching(waitMessage("Too many cart changes in a short time.")),
      },
    });
    expect((await quick.call("GET", "/api/cart")).status).toBe(200);
    expect((await other.call("POST", "/api/cart", add)).status).toBe(200);
  });

  it("wishlist writes: the 5th change is a 429; another shopper goes on", async () => {
    const quick = await shopper(shop);
    const other = await shopper(shop);
    const product = await plainProduct(shop, { stock: 1, skip: 2 });
    const body = { product_id: product.id };

    const statuses = [
      (await quick.call("POST", "/api/wishlist", body)).status,
      (await quick.call("DELETE", `/api/wishlist/${product.id}`)).status,
      (await quick.call("POST", "/api/wishlist", body)).status,
      (await quick.call("POST", "/api/wishlist", body)).status,
      (await quick.call("DELETE", `/api/wishlist/${product.id}`)).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await quick.call<{ error: string }>("POST", "/api/wishlist", body);
    expect(refused.body.error).toMatch(waitMessage("Too many wishlist changes in a short time."));
    expect((await quick.call("GET", `/api/wishlist/check/${product.id}`)).status).toBe(200);
    expect((await other.call("POST", "/api/wishlist", body)).status).toBe(200);
  });

  it("300 quick orders from one account take 3 units, not the product's stock", async () => {
    const greedy = await shopper(shop);
    const product = await plainProduct(shop, { stock: 5, skip: 3 });
    await setStock(shop, product.id, 90);
    const one = orderOf([{ product_id: product.id, quantity: 1 }]);

    const responses = await Promise.all(Array.from({ length: 300 }, () => greedy.call("POST", "/api/orders", one)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(297);
    expect(await stockOf(shop, product.id)).toBe(87);
  });
});
