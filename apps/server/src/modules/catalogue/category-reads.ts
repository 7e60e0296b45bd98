// The shop's categories and subcategories as the storefront reads them: the lists in the owner's order, one by id or
// by slug (404 when unknown).
import type { Category, Subcategory } from "@mayil/core/catalogue/catalogue-schemas";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { categories, subcategories } from "./catalogue-tables";
import { mediaUrl } from "./product-view";

export class CategoryReads {
  constructor(private readonly db: Database) {}

  async listCategories(): Promise<Category[]> {
    const rows = await this.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    return rows.map(toCategory);
  }

  async getCategory(id: number): Promise<Category> {
    const [row] = await this.db.select().from(categories).where(eq(categories.id, id));
    if (!row) throw new NotFound("Category not found");
    return toCategory(row);
  }

  async listSubcategories(categoryId?: number): Promise<Subcategory[]> {
    if (categoryId !== undefined) await this.getCategory(categoryId);
    const rows = await this.db
      .select()
      .from(subcategories)
      .where(categoryId === undefined ? undefined : eq(subcategories.categoryId, categoryId))
      .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
    return rows.map(toSubcategory);
  }

  async getSubcategory(where: { id: number } | { slug: string }): Promise<Subcategory> {
    const [row] = await this.db
      .select()
      .from(subcategories)
      .where("id" in where ? eq(subcategories.id, where.id) : eq(subcategories.slug, where.slug));
    if (!row) throw new NotFound("Subcategory not found");
    return toSubcategory(row);
  }
}

function toCategory(row: typeof categories.$inferSelect): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image ? mediaUrl(row.image) : null,
  };
}

function toSubcategory(row: typeof subcategories.$inferSelect): Subcategory {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    slug: row.slug,
    image: row.image ? mediaUrl(row.image) : null,
  };
}
