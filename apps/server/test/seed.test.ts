// The demo catalogue: seeded once, safe to seed again, spread over every price band of the spec.
import { isInPriceBand, priceBandNames } from "@mayil/core/catalogue/price-band";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, productVariants } from "../src/db/all-tables";
import { isCatalogueEmpty } from "../src/db/seed/catalogue-checks";
import { seedDemoCatalogue } from "../src/db/seed/seed";
import { databaseKinds, useTestShop } from "./test-app";

describe.each(databaseKinds)("demo catalogue on %s", (kind) => {
  const shop = useTestShop(kind, { seed: false });

  it("fills an empty database, and a second run adds nothing", async () => {
    const db = shop.database.db;
    expect(await isCatalogueEmpty(db)).toBe(true);
    const first = await seedDemoCatalogue(db);
    expect(first.categories).toBeGreaterThanOrEqual(4);
    expect(first.products).toBeGreaterThanOrEqual(60);
    expect(await isCatalogueEmpty(db)).toBe(false);

    const [before] = await db.select({ n: count() }).from(productVariants);
    expect(await seedDemoCatalogue(db)).toEqual({ categories: 0, subcategories: 0, products: 0 });
    const [after] = await db.select({ n: count() }).from(productVariants);
    expect(after?.n).toBe(before?.n);
  });

  it("prices pieces from ₹49 to ₹2,500 with some in every band", async () => {
    const rows = await shop.database.db.select({ price: products.price }).from(products);
    const prices = rows.map((r) => r.price);
    expect(Math.min(...prices)).toBe(4900);
    expect(Math.max(...prices)).toBeLessThanOrEqual(250000);
    for (const band of priceBandNames) {
      expect(rows.filter((r) => isInPriceBand(r.price, band)).length, band).toBeGreaterThan(0);
    }
  });

  it("lets a new category take the next free id after the fixed ones", async () => {
    const { categories } = await import("../src/db/all-tables");
    const [row] = await shop.database.db
      .insert(categories)
      .values({ name: "Gifts", slug: "gifts" })
      .returning({ id: categories.id });
    expect(row?.id).toBeGreaterThan(4);
  });
});
