// Every product with its category's and subcategory's names, and every colour, archived ones too, as one moment's
// catalogue: what the products spreadsheet's export writes out.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { categories, products, productVariants, subcategories } from "./catalogue-tables";

/** A product's row with the names of where it is placed. */
export interface ProductWithPlace {
  product: typeof products.$inferSelect;
  category: string;
  subcategory: string | null;
}

/** A colour's row. */
export type ColourRow = typeof productVariants.$inferSelect;

/** Products in id order; colours by product, then in the owner's order. */
export async function readEveryProductAndColour(
  db: Database,
): Promise<{ productRows: ProductWithPlace[]; colourRows: ColourRow[] }> {
  const [productRows, colourRows] = await db.transaction(
    async (tx) => [
      await tx
        .select({
          product: products,
          category: categories.name,
          subcategory: subcategories.name,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .orderBy(asc(products.id)),
      await tx
        .select()
        .from(productVariants)
        .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
    ],
    // Both reads see the same snapshot: no colour of a product created in between, no stock half-way through an order.
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { productRows, colourRows };
}
