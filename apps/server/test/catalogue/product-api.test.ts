// One product by id or slug, search suggestions and related products, over HTTP.
import type { Product, RelatedProduct } from "@mayil/core/catalogue/catalogue-schemas";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestShop } from "../test-app";

describe.each(databaseKinds)("products on %s", (kind) => {
  const shop = useTestShop(kind);

  it("finds a product by slug and by id, with the same content", async () => {
    const bySlug = await shop.get<{ product: Product }>("/api/products/slug/temple-jhumka");
    expect(bySlug.status).toBe(200);
    const product = bySlug.body.product;
    // The piece itself is its first colour, Antique Gold (24); its stock is that plus its colours' (decision 027).
    expect(product).toMatchObject({
      name: "Temple Jhumka",
      price: "549.00",
      has_variants: true,
      category_id: 2,
      color_name: "Antique Gold",
      quantity: 24 + 10,
      stock: 24 + 10,
    });
    expect(product.variants.map((v) => v.color_name)).toEqual(["Oxidised Silver"]);
    expect(product.variants[0]).toMatchObject({ price: "499.00", stock_quantity: 10 });
    expect(product.videos[0]).toContain("youtube.com");

    const byId = await shop.get<{ product: Product }>(`/api/products/${product.id}`);
    expect(byId.body.product).toEqual(product);
  });

  it("responds with 404 Product not found for an unknown id or slug", async () => {
    for (const path of ["/api/products/999999", "/api/products/slug/no-such-thing", "/api/products/999999/related"]) {
      const { status, body } = await shop.get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ error: "Product not found", code: "not_found" });
    }
  });

  it("responds with 400 naming id for an id that is not a number", async () => {
    for (const path of ["/api/products/abc", "/api/products/-3", "/api/products/1.5/related"]) {
      const { status, body } = await shop.get(path);
      expect(status, path).toBe(400);
      expect(body).toEqual({ error: expect.stringContaining("id"), code: "invalid_input", field: "id" });
    }
  });

  it("suggests at most 10 products whose name or description contains the term, any case", async () => {
    const { status, body } = await shop.get<{ products: Product[] }>("/api/products/search/GoLd");
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(3);
    for (const p of body.products) expect(`${p.name} ${p.description}`.toLowerCase()).toContain("gold");
    const many = await shop.get<{ products: Product[] }>("/api/products/search/The");
    expect(many.body.products).toHaveLength(10);

    const byDescription = await shop.get<{ products: Product[] }>("/api/products/search/kasu%20mala");
    expect(byDescription.body.products.map((p) => p.name)).toEqual(["Lakshmi Coin Necklace"]);

    const few = await shop.get<{ products: Product[] }>("/api/products/search/jhumka?limit=3");
    expect(few.body.products).toHaveLength(3);
    // Names that start with the term come before names that only contain it.
    const studs = await shop.get<{ products: Product[] }>("/api/products/search/pearl");
    expect(studs.body.products[0]?.name.toLowerCase().startsWith("pearl")).toBe(true);

    const none = await shop.get<{ products: Product[] }>("/api/products/search/zzzqqq");
    expect(none.body.products).toEqual([]);
  });

  it("ranks names starting with the term, then names containing it, then pieces that only mention it", async () => {
    const { body } = await shop.get<{ products: Product[] }>("/api/products/search/pearl?limit=50");
    const rank = (p: Product) => {
      const name = p.name.toLowerCase();
      return name.startsWith("pearl") ? 0 : name.includes("pearl") ? 1 : 2;
    };
    const ranks = body.products.map(rank);
    // The demo catalogue has all three kinds for "pearl", and each comes after the one before.
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const p of body.products) expect(`${p.name} ${p.description}`.toLowerCase()).toContain("pearl");
  });

  it("refuses an over-long search term", async () => {
    const { status, body } = await shop.get(`/api/products/search/${"a".repeat(101)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringContaining("term"), code: "invalid_input", field: "term" });
  });

  it("relates the same design in other colours first, then pieces from the subcategory", async () => {
    const gold = (await shop.get<{ product: Product }>("/api/products/slug/classic-gold-hoops")).body.product;
    const { status, body } = await shop.get<{ related_products: RelatedProduct[] }>(`/api/products/${gold.id}/related`);
    expect(status).toBe(200);
    const related = body.related_products;
    expect(related.slice(0, 2).map((r) => [r.name, r.relation, r.color_name])).toEqual([
      ["Classic Silver Hoops", "color", "Silver"],
      ["Classic Rose Gold Hoops", "color", "Rose Gold"],
    ]);
    const similar = related.slice(2);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((r) => r.relation === "subcategory")).toBe(true);
    expect(related.some((r) => r.id === gold.id)).toBe(false);
    expect(new Set(related.map((r) => r.id)).size).toBe(related.length);
  });
});
