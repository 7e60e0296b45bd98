// Search must stay fast on a large catalogue: the planner has to use the trigram indexes, not scan every row.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../src/db/all-tables";
import { containsPattern, productConditions } from "../../src/modules/catalogue/product-filters";
import { searchQuery } from "../../src/modules/catalogue/search-words";
import { databaseKinds, startTestShop, type TestShop } from "../test-app";

const GENERATED = 20_000;

describe.each(databaseKinds)("search on a large catalogue on %s", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    // 20,000 rows in one statement: longer than a shopper's request may take, so without those timeouts.
    shop = await startTestShop(kind, { databaseTimeouts: { statementMs: 0, queryMs: 0 } });
    await shop.database.db.execute(sql`
      insert into products (name, slug, description, price, stock, category_id)
      select 'Generated piece ' || n || ' ' || md5(n::text), 'generated-' || n,
             'A generated description ' || md5((n * 7)::text), (n % 2500) + 49, n % 7, 1 + n % 4
      from generate_series(1, ${GENERATED}) as n`);
    // As autovacuum would on a server (PGlite has none): GIN costs are only estimated well after a vacuum.
    await shop.database.db.execute(sql`vacuum analyze products`);
  });
  afterAll(() => shop?.close());

  it("finds the rare match among 20,000 products through the trigram indexes", async () => {
    const where = productConditions(products, { search: searchQuery("Kasu Mala", []) });
    const plan = (await shop.database.db.execute(sql`explain select id from products where ${where}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    const text = plan.rows.map((r) => Object.values(r)[0]).join("\n");
    expect(text).toContain("products_name_trgm_idx");
    expect(text).toContain("products_description_trgm_idx");
    expect(text).not.toMatch(/Seq Scan on products/);

    const { body } = await shop.get<{ products: Array<{ name: string }> }>("/api/products/search/kasu%20mala");
    expect(body.products.map((p) => p.name)).toEqual(["Lakshmi Coin Necklace"]);
  });

  it("escapes LIKE wildcards so a shopper's % stays a percent sign", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
