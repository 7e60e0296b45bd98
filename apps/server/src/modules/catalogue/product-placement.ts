// Where a product sits in the shop: its category must exist and its subcategory must be one of that category's.
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { InvalidInput, NotFound } from "../../domain-errors";
import { categories, subcategories } from "./catalogue-tables";

/** 404 naming category_id when there is no such category; 400 naming subcategory_id when it is not one of its. */
export async function checkPlacement(tx: Transaction, categoryId: number, subcategoryId: number | null): Promise<void> {
  const [category] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw new NotFound(`Category ${categoryId} not found (category_id)`);
  if (subcategoryId === null) return;
  const [subcategory] = await tx
    .select({ categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(eq(subcategories.id, subcategoryId));
  if (subcategory?.categoryId !== categoryId) {
    throw new InvalidInput(
      `subcategory_id ${subcategoryId} is not a subcategory of ${category.name}`,
      "subcategory_id",
    );
  }
}
