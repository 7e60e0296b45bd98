// No input makes the catalogue respond with 500: odd, hostile and oversized values get a 4xx JSON error or a result.
import { describe, expect, it } from "vitest";
import { databaseKinds, rawGet, useTestShop } from "../test-app";

const nasty = [
  "%00",
  "a%00b",
  "%FF%FE",
  "%E2%80%AE",
  "%F0%9F%92%8D",
  "..%2F..%2Fetc%2Fpasswd",
  "'%3B%20drop%20table%20products%3B--",
  "%25",
  "%5C",
  "-1",
  "0",
  "1e308",
  "NaN",
  "9007199254740993",
  "x".repeat(500),
];

const templates = [
  "/api/products/{v}",
  "/api/products/{v}/related",
  "/api/products/slug/{v}",
  "/api/products/search/{v}",
  "/api/products/category/{v}",
  "/api/products/subcategory/{v}",
  "/api/products/subcategory/slug/{v}",
  "/api/categories/{v}",
  "/api/categories/{v}/subcategories",
  "/api/products?search={v}",
  "/api/products?page={v}",
  "/api/products?limit={v}",
  "/api/products?min_price={v}",
  "/api/products?category_id={v}",
  "/api/products?price_range={v}",
  "/api/products?sort_by={v}",
  "/api/products/search/ring?limit={v}",
];

describe.each(databaseKinds)("hostile input on %s", (kind) => {
  const shop = useTestShop(kind);

  it("responds to every odd value with a result or a 4xx JSON error, never a 500", async () => {
    const failures: string[] = [];
    for (const template of templates) {
      for (const value of nasty) {
        const url = template.replace("{v}", value);
        const response = await rawGet(shop.url + url);
        if (response.status >= 500) failures.push(`${response.status} ${url}: ${response.body.slice(0, 120)}`);
        else if (response.status >= 400 && !String(response.headers["content-type"]).includes("json")) {
          failures.push(`${response.status} without JSON: ${url}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses a NUL character in a search with a 400 naming the term", async () => {
    const { status, body } = await shop.get("/api/products/search/ri%00ng");
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringContaining("term"), code: "invalid_input" });
  });

  it("refuses ids beyond PostgreSQL's integer range with a 400 naming the parameter", async () => {
    for (const [url, name] of [
      ["/api/products/99999999999", "id"],
      ["/api/products/2147483648/related", "id"],
      ["/api/categories/2147483648", "id"],
      ["/api/products?category_id=2147483648", "category_id"],
      ["/api/products?subcategory_id=99999999999", "subcategory_id"],
      ["/api/products?page=2147483648", "page"],
    ] as const) {
      const { status, body } = await shop.get(url);
      expect({ url, status, body }).toEqual({
        url,
        status: 400,
        body: { code: "invalid_input", error: expect.stringContaining(name), field: name },
      });
    }
    // The largest id there can be is a fine question with the response "no such product".
    expect((await shop.get("/api/products/2147483647")).status).toBe(404);
  });

  it("refuses NUL and control characters in any path or query parameter with a 400 naming it", async () => {
    for (const [url, name] of [
      ["/api/products/slug/a%00b", "slug"],
      ["/api/products?sort_by=id%00", "sort_by"],
      ["/api/categories?x=%1B", "x"],
      ["/api/products/subcategory/slug/rings%0A", "slug"],
    ] as const) {
      const { status, body } = await shop.get(url);
      expect({ url, status, body }).toEqual({
        url,
        status: 400,
        body: { code: "invalid_input", error: expect.stringContaining(name) },
      });
    }
  });
});
