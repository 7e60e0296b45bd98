// The short-lived catalogue cache (docs/decisions/001): responses are reused until they expire or are cleared.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../src/db/all-tables";
import { useTestShop } from "../test-app";

describe("catalogue cache", () => {
  const shop = useTestShop("pglite", { env: { CATALOGUE_CACHE_SECONDS: "60" } });

  const price = async () =>
    (await shop.get<{ product: Product }>("/api/products/slug/tiny-heart-studs")).body.product.price;

  it("reuses a response until the catalogue cache is cleared", async () => {
    expect(await price()).toBe("79.00");
    await shop.database.db.update(products).set({ price: 8900 }).where(eq(products.slug, "tiny-heart-studs"));
    expect(await price()).toBe("79.00");
    shop.app.clearCatalogueCache();
    expect(await price()).toBe("89.00");
  });

  it("never caches a not-found response", async () => {
    expect((await shop.get("/api/products/slug/late-arrival")).status).toBe(404);
    await shop.database.db.update(products).set({ slug: "late-arrival" }).where(eq(products.slug, "dainty-band-ring"));
    expect((await shop.get("/api/products/slug/late-arrival")).status).toBe(200);
  });
});
