// Categories, subcategories and the per-category / per-subcategory product lists, over HTTP.
import type { Category, ProductListResponse, Subcategory } from "@mayil/core/catalogue/catalogue-schemas";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestShop } from "../test-app";

describe.each(databaseKinds)("categories on %s", (kind) => {
  const shop = useTestShop(kind);

  it("lists the categories with daily wear as 1 and traditional as 2", async () => {
    const { status, body } = await shop.get<{ categories: Category[] }>("/api/categories");
    expect(status).toBe(200);
    expect(body.categories.length).toBeGreaterThanOrEqual(4);
    expect(body.categories.slice(0, 2).map((c) => [c.id, c.name])).toEqual([
      [1, "Daily Wear"],
      [2, "Traditional"],
    ]);
    for (const c of body.categories) expect(c.image).toMatch(/^\/media\/categories\/.+\.webp$/);
  });

  it("shows one category, or 404 Category not found", async () => {
    expect((await shop.get<{ category: Category }>("/api/categories/2")).body.category.slug).toBe("traditional");
    const missing = await shop.get("/api/categories/404");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "Category not found", code: "not_found" });
    expect((await shop.get("/api/categories/x")).status).toBe(400);
  });

  it("lists a category's subcategories and all subcategories", async () => {
    const own = (await shop.get<{ subcategories: Subcategory[] }>("/api/categories/2/subcategories")).body
      .subcategories;
    expect(own.map((s) => s.name)).toContain("Jhumkas");
    expect(own.every((s) => s.category_id === 2)).toBe(true);
    const all = (await shop.get<{ subcategories: Subcategory[] }>("/api/categories/subcategories/all")).body
      .subcategories;
    expect(all.length).toBeGreaterThan(own.length);
    expect(new Set(all.map((s) => s.category_id)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((s) => s.slug)).size).toBe(all.length);
    expect((await shop.get("/api/categories/404/subcategories")).body).toEqual({
      error: "Category not found",
      code: "not_found",
    });
  });

  it("pages a category's products with its own price bands and sort", async () => {
    type CategoryPage = ProductListResponse & { category: Category };
    const { status, body } = await shop.get<CategoryPage>(
      "/api/products/category/2?price_range=above-600&sort_by=price&sort_order=desc",
    );
    expect(status).toBe(200);
    expect(body.category.name).toBe("Traditional");
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.category_id === 2 && Number(p.price) > 600)).toBe(true);
    expect(Number(body.products[0]?.price)).toBeGreaterThanOrEqual(Number(body.products.at(-1)?.price));

    const second = await shop.get<CategoryPage>("/api/products/category/1?limit=5&page=2");
    expect(second.body.products).toHaveLength(5);
    expect(second.body.pagination).toMatchObject({ page: 2, limit: 5, hasMore: true });

    const missing = await shop.get("/api/products/category/999");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "Category not found", code: "not_found" });
  });

  it("pages a subcategory's products by id and by slug", async () => {
    type SubcategoryPage = ProductListResponse & { subcategory: Subcategory };
    const bySlug = await shop.get<SubcategoryPage>("/api/products/subcategory/slug/jhumkas");
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.subcategory.name).toBe("Jhumkas");
    expect(bySlug.body.pagination.total).toBe(5);
    expect(bySlug.body.products.every((p) => p.subcategory_id === bySlug.body.subcategory.id)).toBe(true);

    const byId = await shop.get<SubcategoryPage>(`/api/products/subcategory/${bySlug.body.subcategory.id}`);
    expect(byId.body.products).toEqual(bySlug.body.products);

    for (const path of ["/api/products/subcategory/slug/nope", "/api/products/subcategory/9999"]) {
      const missing = await shop.get(path);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: "Subcategory not found", code: "not_found" });
    }
  });
});
