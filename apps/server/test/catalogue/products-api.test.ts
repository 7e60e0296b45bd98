// The product list endpoints over HTTP: paging, sorting, filters, and refusing bad input with a 400 naming it.
import type { ProductListResponse } from "@mayil/core/catalogue/catalogue-schemas";
import { isInPriceBand, priceBandNames } from "@mayil/core/catalogue/price-band";
import { Money } from "@mayil/core/money/money";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestShop } from "../test-app";

describe.each(databaseKinds)("product lists on %s", (kind) => {
  const shop = useTestShop(kind);

  const list = (query = "") => shop.get<ProductListResponse>(`/api/products${query}`);

  it("pages through at least 60 demo products, 24 at a time", async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.products).toHaveLength(24);
    expect(first.body.pagination).toMatchObject({ page: 1, limit: 24, hasMore: true });
    const total = first.body.pagination.total;
    expect(total).toBeGreaterThanOrEqual(60);

    const lastPage = Math.ceil(total / 24);
    const last = await list(`?page=${lastPage}`);
    expect(last.body.products).toHaveLength(total - 24 * (lastPage - 1));
    expect(last.body.pagination.hasMore).toBe(false);

    const beyond = await list(`?page=${lastPage + 1}`);
    expect(beyond.body.products).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({ total, hasMore: false });
  });

  it("never repeats or skips a product across pages", async () => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const { body } = await list(`?page=${page}&limit=10&sort_by=price&sort_order=desc`);
      ids.push(...body.products.map((p) => p.id));
      if (!body.pagination.hasMore) break;
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe((await list()).body.pagination.total);
  });

  it("lists each piece exactly as its own endpoint returns it, in every order, with a filter or without", async () => {
    // A list reads its page and the pieces' details in one statement of its own; a product, through another.
    for (const query of [
      "?sort_by=price&sort_order=asc&page=2&limit=20",
      "?sort_by=price&sort_order=desc&limit=30",
      "?sort_by=id&sort_order=asc&page=3&limit=10",
      "?sort_by=id&sort_order=desc",
      "?category_id=1&sort_by=price&sort_order=asc&limit=12",
    ]) {
      const { body } = await list(query);
      expect(body.products.length, query).toBeGreaterThan(0);
      for (const product of body.products) {
        const own = await shop.get<{ product: unknown }>(`/api/products/${product.id}`);
        expect(JSON.stringify(product), query).toBe(JSON.stringify(own.body.product));
      }
    }
  });

  it.runIf(kind === "postgres")("plans prepared statements once per server connection", async () => {
    const shown = (await shop.database.db.execute(sql`show plan_cache_mode`)) as unknown as { rows: unknown[] };
    expect(shown.rows).toEqual([{ plan_cache_mode: "force_generic_plan" }]);
  });

  it("caps limit at 100 instead of refusing it", async () => {
    const { status, body } = await list("?limit=500");
    expect(status).toBe(200);
    expect(body.pagination.limit).toBe(100);
    expect(body.products.length).toBe(Math.min(100, body.pagination.total));
  });

  it("sorts by price both ways and by id", async () => {
    const prices = (r: ProductListResponse) => r.products.map((p) => Money.fromWire(p.price));
    const asc = prices((await list("?sort_by=price&sort_order=asc&limit=100")).body);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(4900);
    const desc = prices((await list("?sort_by=price&sort_order=desc&limit=100")).body);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(249900);
    const ids = (await list("?sort_by=id&sort_order=desc")).body.products.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each(priceBandNames)("filters by the price band %s", async (band) => {
    const { body } = await list(`?price_range=${band}&limit=100`);
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products)
      expect(isInPriceBand(Money.fromWire(product.price), band), product.price).toBe(true);
    // Every product of the band is there: compare with the whole list filtered by the same rule.
    const all = (await list("?limit=100")).body.products;
    expect(body.pagination.total).toBe(all.filter((p) => isInPriceBand(Money.fromWire(p.price), band)).length);
  });

  it("filters by an explicit rupee range", async () => {
    const { body } = await list("?min_price=200&max_price=300.50&limit=100");
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) expect(Money.fromWire(p.price)).toSatisfy((n: number) => n >= 20000 && n <= 30050);
  });

  it("filters by category and subcategory", async () => {
    const daily = (await list("?category_id=1&limit=100")).body;
    expect(daily.products.length).toBeGreaterThan(0);
    expect(daily.products.every((p) => p.category_id === 1)).toBe(true);
    const subId = daily.products[0]?.subcategory_id;
    const sub = (await list(`?subcategory_id=${subId}&limit=100`)).body;
    expect(sub.products.length).toBeGreaterThan(0);
    expect(sub.products.every((p) => p.subcategory_id === subId)).toBe(true);
  });

  it("searches name or description, ignoring case, within the other filters", async () => {
    const { body } = await list("?search=PEARL&limit=100");
    expect(body.products.length).toBeGreaterThan(2);
    for (const p of body.products) expect(`${p.name} ${p.description}`.toLowerCase()).toContain("pearl");
    const cheap = (await list("?search=pearl&price_range=below-100")).body.products;
    expect(
      cheap.every(
        (p) => Money.fromWire(p.price) < 10000 && `${p.name} ${p.description}`.toLowerCase().includes("pearl"),
      ),
    ).toBe(true);
  });

  it("gives every product the fields of the spec, with media URLs and variants", async () => {
    const { body } = await list("?limit=100");
    const withVariants = body.products.find((p) => p.has_variants);
    expect(withVariants).toBeDefined();
    expect(withVariants?.variants.length).toBeGreaterThan(1);
    for (const v of withVariants?.variants ?? []) {
      expect(v).toMatchObject({ color_name: expect.any(String), color_code: expect.stringMatching(/^#[0-9a-f]{6}$/) });
      expect(v.stock_quantity).toBe(v.quantity);
      expect(v.images[0]).toMatch(/^\/media\/products\/.+\.webp$/);
    }
    for (const p of body.products) {
      expect(p.quantity).toBe(p.stock);
      expect(p.image).toBe(p.images[0]);
      expect(p.slug).toMatch(/^[a-z0-9-]+$/);
    }
    expect(body.products.some((p) => p.quantity === 0)).toBe(true);
    expect(body.products.some((p) => p.quantity >= 1 && p.quantity <= 3)).toBe(true);
    expect(body.products.some((p) => p.videos.some((v) => v.includes("youtube.com")))).toBe(true);
    expect(body.products.some((p) => p.videos.some((v) => v.includes("instagram.com")))).toBe(true);
    expect(body.products.some((p) => p.videos.some((v) => v.endsWith(".mp4")))).toBe(true);
  });

  it.each([
    ["?limit=-1", "limit"],
    ["?limit=0", "limit"],
    ["?limit=2.5", "limit"],
    ["?page=abc", "page"],
    ["?page=0", "page"],
    ["?sort_by=drop%20table", "sort_by"],
    ["?sort_order=sideways", "sort_order"],
    ["?price_range=cheap", "price_range"],
    ["?min_price=-5", "min_price"],
    ["?max_price=1e9", "max_price"],
    ["?category_id=one", "category_id"],
    ["?page=99999999999999999999", "page"],
    [`?search=${"x".repeat(101)}`, "search"],
  ])("refuses %s with a 400 naming %s", async (query, parameter) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringContaining(parameter), code: "invalid_input", field: parameter });
  });

  it("treats SQL and LIKE wildcards in a search as plain text", async () => {
    for (const term of ["%", "_", "' or 1=1 --", "\\"]) {
      const { status, body } = await list(`?search=${encodeURIComponent(term)}`);
      expect(status).toBe(200);
      expect(body.products).toEqual([]);
    }
  });
});
