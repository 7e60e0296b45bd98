// No input makes the catalogue answer 500: odd, hostile and oversized values get a 4xx JSON error or a result.
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

  it("answers every odd value with a result or a 4xx JSON error, never a 500", async () => {
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
    expect(body).toEqual({ error: expect.stringContaining("term") });
  });
});
