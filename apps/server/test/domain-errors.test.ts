// Each kind of domain error a service throws reaches the shopper as its HTTP status and a JSON {"error"} holding the
// service's message unchanged (http/error-handler.ts maps kind to status in one table), through real endpoints.
import { describe, expect, it } from "vitest";
import { pickupOrder, plainProduct, setStock } from "./shop-fixtures";
import { newShopper } from "./sign-in";
import { databaseKinds, useTestShop } from "./test-app";

const JSON_TYPE = "application/json; charset=utf-8";

/** The response as the shopper's browser receives it: status, type and the exact bytes of the body. */
async function received(response: Response) {
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

/** The body as the shop writes it, key for key: its words, its code (decision 076), and the field when there is one. */
const errorResponse = (status: number, error: string, code: string, field?: string) => ({
  status,
  type: JSON_TYPE,
  text: JSON.stringify(field ? { error, code, field } : { error, code }),
});

describe.each(databaseKinds)("domain errors over HTTP (%s)", (kind) => {
  const shop = useTestShop(kind, { env: { WISHLIST_RATE_LIMIT_PER_MINUTE: "1" } });
  let n = 0;
  const shopper = () => newShopper(shop.url, { email: `kinds${++n}@example.com`, name: `Kinds ${n}` });
  const send = (token: string | null, method: string, path: string, body?: unknown) =>
    fetch(shop.url + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(received);

  it("not found is a 404: an unknown product, someone else's or no order, a line not in the cart", async () => {
    const { token } = await shopper();
    const product = await plainProduct(shop);
    expect(await send(null, "GET", "/api/products/slug/no-such-piece")).toEqual(
      errorResponse(404, "Product not found", "not_found"),
    );
    expect(await send(token, "GET", "/api/orders/999999")).toEqual(errorResponse(404, "Order not found", "not_found"));
    expect(await send(token, "DELETE", `/api/cart/${product.id}`)).toEqual(
      errorResponse(404, "This product is not in your cart", "not_found"),
    );
  });

  it("conflict is a 409: out of stock for the cart and for an order, and nothing is taken", async () => {
    const { token } = await shopper();
    const product = await plainProduct(shop, { skip: 1 });
    await setStock(shop, product.id, 0);
    expect(await send(token, "POST", "/api/cart", { product_id: product.id })).toEqual(
      errorResponse(409, "This product is out of stock and cannot be added to cart", "out_of_stock"),
    );
    expect(await send(token, "POST", "/api/orders", pickupOrder(product.id))).toEqual(
      errorResponse(409, `Not enough stock for ${product.name}: none left.`, "out_of_stock"),
    );
  });

  it("invalid input is a 400 naming the field: a colour the product lacks, a pickup point the shop lacks", async () => {
    const { token } = await shopper();
    const product = await plainProduct(shop, { skip: 2 });
    expect(await send(token, "POST", "/api/cart", { product_id: product.id, variant_id: 999999 })).toEqual(
      errorResponse(400, "Variant_id 999999 is not a colour of this product", "invalid_input", "variant_id"),
    );
    expect(
      await send(token, "POST", "/api/orders", { ...pickupOrder(product.id), pickup_location: "The Moon" }),
    ).toEqual(
      errorResponse(
        400,
        "Please choose a pickup location: Peyad, Kachani or Technopark.",
        "invalid_input",
        "pickup_location",
      ),
    );
  });

  it("unauthenticated is a 401: no token, a forged token, a refresh token the shop never issued", async () => {
    expect(await send(null, "GET", "/api/cart")).toEqual(errorResponse(401, "Please login", "unauthenticated"));
    expect(await send("not.a.real-token", "GET", "/api/cart")).toEqual(
      errorResponse(401, "Invalid access token", "unauthenticated"),
    );
    expect(await send(null, "POST", "/api/auth/refresh", { refresh_token: "x".repeat(43) })).toEqual(
      errorResponse(401, "Invalid refresh token", "unauthenticated"),
    );
  });

  it("too many requests is a 429 with Retry-After, the shopper's count per minute spent", async () => {
    const { token } = await shopper();
    const product = await plainProduct(shop);
    expect((await send(token, "POST", "/api/wishlist", { product_id: product.id })).status).toBe(200);
    const response = await fetch(`${shop.url}/api/wishlist/${product.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    const limited = await received(response);
    expect(limited).toMatchObject({ status: 429, type: JSON_TYPE });
    // The wait counts down from the first change: "1 minute", or "59 seconds" on a machine slow enough.
    expect(JSON.parse(limited.text)).toEqual({
      code: "too_many_requests",
      error: expect.stringMatching(
        /^Too many wishlist changes in a short time\. Please wait (1 minute|[1-5]?\d seconds) and try again\.$/,
      ),
    });
  });
});
