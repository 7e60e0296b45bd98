// The owner's list of categories: each in order with its subcategories in order, and how many products each holds
// (on sale, and in all). What every change of the category tree responds with, read once the change is committed.
import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { productOnSale } from "../../db/on-sale";
import { categories, products, subcategories } from "./catalogue-tables";
import { mediaUrl } from "./product-view";

/**
 * Categories in order (or the one with `onlyId`), each with its subcategories in order and products on sale. Read
 * after the commit, on the pool: the three queries run side by side on connections of their own.
 */
export async function readOwnerCategories(db: Database, onlyId?: number): Promise<OwnerCategory[]> {
  const [categoryRows, subcategoryRows, counts] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(onlyId === undefined ? undefined : eq(categories.id, onlyId))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select()
      .from(subcategories)
      .where(onlyId === undefined ? undefined : eq(subcategories.categoryId, onlyId))
      .orderBy(asc(subcategories.position), asc(subcategories.id)),
    db
      .select({
        categoryId: products.categoryId,
        subcategoryId: products.subcategoryId,
        count: sql<number>`(count(*) filter (where ${productOnSale()}))::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(products)
      .where(onlyId === undefined ? undefined : eq(products.categoryId, onlyId))
      .groupBy(products.categoryId, products.subcategoryId),
  ]);
  const inCategory = new Map<number, { count: number; total: number }>();
  const inSubcategory = new Map<number, { count: number; total: number }>();
  const add = (map: typeof inCategory, id: number, row: { count: number; total: number }) => {
    const sum = map.get(id) ?? { count: 0, total: 0 };
    map.set(id, { count: sum.count + row.count, total: sum.total + row.total });
  };
  for (const row of counts) {
    add(inCategory, row.categoryId, row);
    if (row.subcategoryId !== null) add(inSubcategory, row.subcategoryId, row);
  }
  return categoryRows.map((category) => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    name_ml: category.nameMl,
    name_hi: category.nameHi,
    description_ml: category.descriptionMl,
    description_hi: category.descriptionHi,
    image: category.image ? mediaUrl(category.image) : null,
    position: category.position,
    product_count: inCategory.get(category.id)?.count ?? 0,
    product_total: inCategory.get(category.id)?.total ?? 0,
    subcategories: subcategoryRows
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({
        id: sub.id,
        category_id: sub.categoryId,
        name: sub.name,
        name_ml: sub.nameMl,
        name_hi: sub.nameHi,
        slug: sub.slug,
        image: sub.image ? mediaUrl(sub.image) : null,
        position: sub.position,
        product_count: inSubcategory.get(sub.id)?.count ?? 0,
        product_total: inSubcategory.get(sub.id)?.total ?? 0,
      })),
  }));
}
