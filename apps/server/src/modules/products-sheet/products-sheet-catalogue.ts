// The part of the catalogue an imported sheet names, read for its plan.
import { and, asc, inArray, notInArray, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { categories, products, productVariants, subcategories } from "../catalogue/catalogue-tables";
import { readText } from "./products-sheet-columns";
import type { ProductsSheet } from "./products-sheet-file";
import type { CatalogueSnapshot } from "./products-sheet-plan-types";

/** The ids a column holds where they are well formed (the plan reports the others). */
function idsIn(sheet: ProductsSheet, column: "product_id" | "variant_id"): number[] {
  const ids = new Set<number>();
  for (const row of sheet.rows) {
    const text = row.cells[column]?.trim() ?? "";
    if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647 && Number(text) > 0) ids.add(Number(text));
  }
  return [...ids];
}

/** The names (lower case, trimmed) of the rows that would create a product: no product_id, variant_id or colour. */
function newProductNames(sheet: ProductsSheet): string[] {
  const names = new Set<string>();
  for (const { cells } of sheet.rows) {
    const blank = (cell: string | undefined) => (cell ?? "").trim() === "";
    if (blank(cells.product_id) && blank(cells.variant_id) && blank(cells.colour) && !blank(cells.name)) {
      names.add(
        readText(cells.name ?? "")
          .trim()
          .toLowerCase(),
      );
    }
  }
  return [...names];
}

/**
 * Every category and subcategory, the products the sheet names (by product_id, or as the product of a variant_id)
 * with all their colours, and the products a new row's name repeats. Products in `createdNow` (made by this import
 * itself, earlier in its transaction) are not counted as namesakes of the rows that made them.
 */
export async function readCatalogueForSheet(
  tx: Transaction,
  sheet: ProductsSheet,
  { createdNow = [] }: { createdNow?: number[] } = {},
): Promise<CatalogueSnapshot> {
  const colourIds = idsIn(sheet, "variant_id");
  const namedColours =
    colourIds.length === 0
      ? []
      : await tx
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(inArray(productVariants.id, colourIds));
  const productIds = [...new Set([...idsIn(sheet, "product_id"), ...namedColours.map((c) => c.productId)])];
  const categoryRows = await tx.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const subcategoryRows = await tx
    .select()
    .from(subcategories)
    .orderBy(asc(subcategories.position), asc(subcategories.id));
  const productRows =
    productIds.length === 0 ? [] : await tx.select().from(products).where(inArray(products.id, productIds));
  const newNames = newProductNames(sheet);
  const namesake =
    newNames.length === 0
      ? []
      : await tx
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(
            and(
              // One parameter, however many names: PostgreSQL then hashes the list instead of scanning it per row.
              sql`lower(trim(${products.name})) in (select jsonb_array_elements_text(${JSON.stringify(newNames)}::jsonb))`,
              createdNow.length === 0 ? undefined : notInArray(products.id, createdNow),
            ),
          )
          .orderBy(asc(products.id));
  const colourRows =
    productIds.length === 0
      ? []
      : await tx.select().from(productVariants).where(inArray(productVariants.productId, productIds));

  return {
    categories: categoryRows.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    subcategories: subcategoryRows.map((s) => ({ id: s.id, name: s.name, slug: s.slug, categoryId: s.categoryId })),
    products: new Map(
      productRows.map((p) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          slug: p.slug,
          description: p.description,
          colourName: p.colorName,
          pricePaise: p.price,
          stock: p.stock,
          categoryId: p.categoryId,
          subcategoryId: p.subcategoryId,
          featured: p.featured,
          archived: !p.isActive,
          draft: p.isDraft,
        },
      ]),
    ),
    productsNamed: new Map(namesake.map((p) => [p.name.trim().toLowerCase(), p.id])),
    colours: new Map(
      colourRows.map((v) => [
        v.id,
        {
          id: v.id,
          productId: v.productId,
          name: v.colorName,
          code: v.colorCode,
          pricePaise: v.price,
          stock: v.stock,
          position: v.position,
          archived: !v.isActive,
        },
      ]),
    ),
  };
}
