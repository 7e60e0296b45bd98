// The shop's categories and subcategories as the storefront reads them: the lists in the owner's order, one by id or
// by slug (404 when unknown), named in the language asked for (English where the owner gave none, decision 084).
import type { Category, Subcategory } from "@mayil/core/catalogue/catalogue-schemas";
import { inLanguage } from "@mayil/core/catalogue/catalogue-translations";
import type { TranslatedLanguage } from "@mayil/core/languages/languages";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { categories, subcategories } from "./catalogue-tables";
import { mediaUrl } from "./product-view";

export class CategoryReads {
  constructor(private readonly db: Database) {}

  async listCategories(language?: TranslatedLanguage): Promise<Category[]> {
    const rows = await this.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    return rows.map((row) => toCategory(row, language));
  }

  async getCategory(id: number, language?: TranslatedLanguage): Promise<Category> {
    const [row] = await this.db.select().from(categories).where(eq(categories.id, id));
    if (!row) throw new NotFound("Category not found");
    return toCategory(row, language);
  }

  async listSubcategories(categoryId?: number, language?: TranslatedLanguage): Promise<Subcategory[]> {
    if (categoryId !== undefined) await this.getCategory(categoryId);
    const rows = await this.db
      .select()
      .from(subcategories)
      .where(categoryId === undefined ? undefined : eq(subcategories.categoryId, categoryId))
      .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
    return rows.map((row) => toSubcategory(row, language));
  }

  async getSubcategory(where: { id: number } | { slug: string }, language?: TranslatedLanguage): Promise<Subcategory> {
    const [row] = await this.db
      .select()
      .from(subcategories)
      .where("id" in where ? eq(subcategories.id, where.id) : eq(subcategories.slug, where.slug));
    if (!row) throw new NotFound("Subcategory not found");
    return toSubcategory(row, language);
  }
}

function toCategory(row: typeof categories.$inferSelect, language: TranslatedLanguage | undefined): Category {
  return {
    id: row.id,
    name: inLanguage(row.name, { ml: row.nameMl, hi: row.nameHi }, language),
    slug: row.slug,
    description: inLanguage(row.description, { ml: row.descriptionMl, hi: row.descriptionHi }, language),
    image: row.image ? mediaUrl(row.image) : null,
  };
}

function toSubcategory(row: typeof subcategories.$inferSelect, language: TranslatedLanguage | undefined): Subcategory {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: inLanguage(row.name, { ml: row.nameMl, hi: row.nameHi }, language),
    slug: row.slug,
    image: row.image ? mediaUrl(row.image) : null,
  };
}
