// No input makes the shopper's endpoints respond with 500 or store junk: every field of every body, and every path id,
// is tried with odd, hostile and oversized values; each response is a result or a 4xx JSON error.
import { describe, expect, it } from "vitest";
import { plainProduct } from "../shop-fixtures";
import { asShopper, signIn } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

const nastyValues: unknown[] = [
  null,
  "",
  "a\u0000b",
  "\u0000",
  "\uFFFE\uD800",
  "\u202Eevil",
  "💍",
  "'; drop table orders;--",
  "x".repeat(5000),
  -1,
  0,
  1.5,
  1e308,
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  {},
  { $gt: "" },
];

const nastyPathIds = [
  "0",
  "-1",
  "abc",
  "1.5",
  "1e308",
  "2147483648",
  "9007199254740993",
  "%00",
  "%E2%80%AE",
  "x".repeat(300),
];

describe.each(databaseKinds)("hostile input to the shopper's endpoints (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("responds to every odd body field with a result or a 4xx JSON error, never a 500", async () => {
    const { token } = await signIn(shop.url, { email: "hostile@example.com", name: "Hostile" });
    const product = await plainProduct(shop);
    const address = {
      name: "A",
      phone: "+919847012345",
      address: "Somewhere",
      pincode: "695004",
      city: "Kochi",
      state: "Kerala",
    };
    const order = {
      customer_name: "A",
      customer_phone: "+919847012345",
      customer_email: "a@example.com",
      customer_address: "Somewhere",
      customer_city: "Thiruvananthapuram",
      customer_state: "Kerala",
      customer_pincode: "695004",
      delivery_method: "delivery",
      pickup_location: null,
      special_instructions: "none",
      total_amount: "100.00",
      order_items: [{ product_id: product.id, quantity: 1, price: "1.00" }],
    };
    const saved = await asShopper<{ address: { id: number } }>(
      shop.url,
      token,
      "POST",
      "/api/users/addresses",
      address,
    );
    const endpoints: [string, string, Record<string, unknown>][] = [
      ["PUT", "/api/users/profile", { name: "A", email: "a@example.com", phone: "+919847012345" }],
      ["POST", "/api/users/addresses", address],
      ["PUT", `/api/users/addresses/${saved.body.address.id}`, address],
      ["POST", "/api/cart", { product_id: product.id, quantity: 1, variant_id: null }],
      ["PUT", `/api/cart/${product.id}`, { quantity: 1, variant_id: null }],
      ["POST", "/api/wishlist", { product_id: product.id }],
      ["POST", "/api/orders", order],
      ["POST", "/api/orders", { ...order, order_items: [{ product_id: product.id, quantity: 1, variant_id: 1 }] }],
      ["POST", "/api/auth/exchange", { code: "abc" }],
      ["POST", "/api/auth/refresh", { refresh_token: "abc" }],
    ];

    const failures: string[] = [];
    for (const [method, path, valid] of endpoints) {
      const fields = Object.keys(valid);
      const itemFields = path === "/api/orders" ? ["product_id", "quantity", "price", "variant_id", "id"] : [];
      const cases: unknown[] = [...nastyValues];
      for (const field of fields) {
        for (const value of nastyValues) cases.push({ ...valid, [field]: value });
      }
      for (const field of itemFields) {
        for (const value of nastyValues) {
          cases.push({ ...valid, order_items: [{ product_id: product.id, quantity: 1, [field]: value }] });
        }
      }
      for (const body of cases) {
        const response = await asShopper<{ error?: string; success?: boolean }>(shop.url, token, method, path, body);
        const ok = response.status < 500 && (typeof response.body?.error === "string" || response.status < 300);
        if (!ok) failures.push(`${method} ${path} ${JSON.stringify(body).slice(0, 160)} -> ${response.status}`);
      }
    }
    expect(failures).toEqual([]);

    // Nothing invisible or broken was stored.
    const stored = (await shop.database.db.execute(
      "select customer_name || coalesce(special_instructions, '') || coalesce(customer_address, '') as text from orders union all select name || address || city from addresses",
    )) as unknown as { rows: { text: string }[] };
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for stored control characters is the point
    for (const row of stored.rows) expect(row.text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
  }, 90_000); // a sweep of some 700 requests, one after another: a minute on a busy CI machine

  it("responses odd path ids with a 4xx JSON error", async () => {
    const { token } = await signIn(shop.url, { email: "paths@example.com", name: "Paths" });
    const failures: string[] = [];
    for (const id of nastyPathIds) {
      for (const [method, template] of [
        ["PUT", "/api/cart/{id}"],
        ["DELETE", "/api/cart/{id}"],
        ["DELETE", "/api/wishlist/{id}"],
        ["GET", "/api/wishlist/check/{id}"],
        ["GET", "/api/orders/{id}"],
        ["PUT", "/api/users/addresses/{id}"],
        ["DELETE", "/api/users/addresses/{id}"],
        ["PUT", "/api/users/addresses/{id}/default"],
      ] as const) {
        const path = template.replace("{id}", id);
        const response = await fetch(shop.url + path, {
          method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: method === "PUT" ? JSON.stringify({ quantity: 1 }) : undefined,
        });
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        if (response.status < 400 || response.status >= 500 || typeof body?.error !== "string") {
          failures.push(`${method} ${path.slice(0, 60)} -> ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
