// What every client of the API relies on: caching headers and 304s, compression, JSON errors, docs, health.
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { databaseKinds, rawGet, startTestShop, useTestShop } from "./test-app";

describe.each(databaseKinds)("HTTP behaviour on %s", (kind) => {
  const shop = useTestShop(kind);

  it("sends Cache-Control and an ETag, and 304 when the ETag matches", async () => {
    const first = await rawGet(`${shop.url}/api/products?limit=5`);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const again = await rawGet(`${shop.url}/api/products?limit=5`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");

    const other = await rawGet(`${shop.url}/api/products?limit=6`, { "if-none-match": etag });
    expect(other.status).toBe(200);
  });

  it("compresses large responses for clients that accept it", async () => {
    const plain = await rawGet(`${shop.url}/api/products?limit=24`);
    const gzip = await rawGet(`${shop.url}/api/products?limit=24`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.bytes).toBeLessThan(plain.bytes / 3);
    expect(gzip.bytes).toBeGreaterThan(100);
    const br = await rawGet(`${shop.url}/api/products?limit=24`, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
  });

  it("sends one response plain, gzip or brotli alike: same ETag, Vary, same JSON, 304 whichever was asked", async () => {
    const url = `${shop.url}/api/products?limit=24`;
    const plain = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const br = await rawBytes(url, { "accept-encoding": "br, gzip" });
    const gzip = await rawBytes(url, { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const json = await plain.text();
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    expect(gunzipSync(gzip.body).toString()).toBe(json);
    for (const response of [br, gzip]) {
      expect(response.headers.etag).toBe(plain.headers.get("etag"));
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    }
    const revalidated = await rawBytes(url, { "accept-encoding": "br", "if-none-match": br.headers.etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it("reports the database as reachable", async () => {
    const { status, body, headers } = await shop.get("/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", database: "up", database_kind: kind });
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("reports the database as down once it is gone, with 503", async () => {
    const spare = await startTestShop(kind, { seed: false });
    await spare.database.close();
    const { status, body } = await spare.get("/api/health");
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: "unavailable", database: "down" });
    await spare.close();
    // A second shop of its own, migrated from nothing: more than 30 s on a busy machine.
  }, 120_000);

  it("responses unknown API paths and methods with a JSON 404", async () => {
    const { status, body } = await shop.get("/api/nothing-here");
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Not found: GET /api/nothing-here", code: "not_found" });
    const post = await fetch(`${shop.url}/api/products`, { method: "POST", body: "{}" });
    expect(post.status).toBe(404);
  });

  it("responds to a malformed or over-long address in its own words, never quoting the address back", async () => {
    for (const [path, status, error] of [
      ["/api/products/slug/%E0%A4", 400, /^The address is not valid/],
      ["/api/orders/%zz", 400, /^The address is not valid/],
      ["/product/%", 400, /^The address is not valid/],
      [`/api/products/slug/${"a".repeat(401)}`, 414, /^The address is too long/],
      [`/product/${"a".repeat(401)}`, 414, /^The address is too long/],
    ] as const) {
      const response = await rawGet(shop.url + path);
      expect(response.status, path).toBe(status);
      expect(response.headers["content-type"], path).toMatch(/^application\/json/);
      expect(JSON.parse(response.body), path).toEqual({ error: expect.stringMatching(error), code: "bad_address" });
      expect(response.body, path).not.toContain("FST_ERR");
      expect(response.body, path).not.toContain(path.slice(-20));
    }
  });

  it("gives the shop's details from the configuration", async () => {
    const { body } = await shop.get<{ shop: Record<string, unknown> }>("/api/shop");
    expect(body.shop).toMatchObject({
      name: "Mayil Jewels",
      address: "Trivandrum, Kerala, India",
      delivery_fee: "49.00",
      pickup_locations: ["Peyad", "Kachani", "Technopark"],
      // The seller's details the E-Commerce Rules 2020 ask for, and the return window the returns page states.
      seller: {
        legal_name: "Mayil Jewels (proprietor Lakshmi Menon)",
        address: "TC 25/1482, Statue Road, Thiruvananthapuram, Kerala 695001, India",
        grievance_officer: { name: "Lakshmi Menon", email: "grievance@mayiljewels.in", phone: "+919847012345" },
        return_window_days: 7,
      },
    });
  });

  it("documents every route in OpenAPI at /api/docs", async () => {
    const { status, body } = await shop.get<{ openapi: string; paths: Record<string, unknown> }>("/api/docs/json");
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(
      Object.keys(body.paths)
        .filter((path) => path.startsWith("/api/"))
        .sort(),
    ).toEqual(
      [
        "/api/categories",
        "/api/categories/subcategories/all",
        "/api/categories/{id}",
        "/api/categories/{id}/subcategories",
        "/api/health",
        "/api/health/live",
        "/api/health/ready",
        "/api/owner/backups",
        "/api/owner/backups/latest/file",
        "/api/owner/cash-on-delivery",
        "/api/products",
        "/api/products/category/{id}",
        "/api/products/search/{term}",
        "/api/products/slug/{slug}",
        "/api/products/subcategory/slug/{slug}",
        "/api/products/subcategory/{id}",
        "/api/products/{id}",
        "/api/products/{id}/related",
        "/api/shop",
        "/api/shop/cash-on-delivery",
        "/api/auth/google",
        "/api/auth/google/callback",
        "/api/auth/exchange",
        "/api/auth/refresh",
        "/api/auth/me",
        "/api/auth/logout",
        "/api/users/profile",
        "/api/users/me/data",
        "/api/users/me",
        "/api/users/addresses",
        "/api/users/addresses/{id}",
        "/api/users/addresses/{id}/default",
        "/api/pincodes/{pincode}",
        "/api/cart",
        "/api/cart/{productId}",
        "/api/wishlist",
        "/api/wishlist/{id}",
        "/api/wishlist/check/{id}",
        "/api/orders",
        "/api/orders/{id}",
        "/api/orders/{id}/online-payment",
        "/api/orders/{id}/online-payment/confirm",
        "/api/owner/today",
        "/api/owner/orders",
        "/api/owner/orders.csv",
        "/api/owner/orders/{id}",
        "/api/owner/orders/{id}/status",
        "/api/owner/orders/{id}/shipment",
        "/api/owner/couriers",
        "/api/owner/orders/{id}/payments",
        "/api/owner/orders/{id}/payments/{paymentId}/void",
        "/api/owner/orders/{id}/returns",
        "/api/owner/orders/{id}/refunds",
        "/api/owner/orders/{id}/refunds/{refundId}/void",
        "/api/owner/orders/{id}/returned-to-origin",
        "/api/owner/customers",
        "/api/owner/customers/{id}",
        "/api/owner/cash-on-delivery/unremitted",
        "/api/owner/cash-on-delivery/remittances",
        "/api/owner/cash-on-delivery/remittances/import",
        "/api/owner/invoices.csv",
        "/api/owner/orders/{id}/invoice",
        "/api/owner/stock-adjustments",
        "/api/owner/stock-movements",
        "/api/owner/products",
        "/api/owner/products/{id}",
        "/api/owner/products/{id}/variants",
        "/api/owner/products/{id}/variants/{variantId}",
        "/api/owner/search-spellings",
        "/api/owner/search-spellings/{id}",
        "/api/owner/products.csv",
        "/api/owner/products/import",
        "/api/owner/products/{id}/images",
        "/api/owner/products/{id}/images/{imageId}",
        "/api/owner/categories",
        "/api/owner/categories/{id}",
        "/api/owner/categories/{id}/image",
        "/api/owner/categories/order",
        "/api/owner/subcategories",
        "/api/owner/subcategories/{id}",
        "/api/owner/subcategories/{id}/image",
        "/api/owner/categories/{id}/subcategories/order",
        "/api/owner/orders/{id}/packing-slip.pdf",
        "/api/owner/orders/{id}/payment-links",
        "/api/owner/invoices/{id}.pdf",
        "/api/owner/invoices.pdf",
        "/api/orders/{orderId}/invoices/{id}.pdf",
        "/api/owner/reports/sales",
        "/api/owner/reports/sales.csv",
        "/api/owner/reports/pieces",
        "/api/owner/reports/pieces.csv",
        "/api/owner/reports/cash-on-delivery",
        "/api/owner/reports/cash-on-delivery.csv",
        "/api/owner/alerts/stream",
        "/api/owner/push/key",
        "/api/owner/push/devices",
        "/api/owner/push/devices/{id}",
        "/api/owner/desk-language",
      ].sort(),
    );
    const page = await fetch(`${shop.url}/api/docs`, { redirect: "follow" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("swagger");
  });
});

/** A GET whose body comes back as the bytes sent (fetch would decompress them). */
function rawBytes(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}
