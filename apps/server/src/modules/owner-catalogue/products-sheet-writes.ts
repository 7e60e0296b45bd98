// Writes an import's plan in the transaction that locked and read what it changes: new products and colours, changed
// fields, and every stock change through the stock ledger (reason "import", by the owner).
//
// For the lead: inserting a product or colour and a product's rename (new slug, old slug kept) are also written by
// the desk's product forms (h2's create/update); this file has its own small copy so the two could be built in
// parallel, to be folded into one when both have landed.
import { paiseToDecimal } from "@mayil/core/money";
import { and, eq } from "drizzle-orm";
import { productOldSlugs } from "../../db/back-office-schema";
import type { Transaction } from "../../db/database";
import { products, productVariants } from "../../db/schema";
import { type AppliedChange, adjustStock, recordStockMovements, type StockCause } from "../stock/stock-ledger";
import { uniqueProductSlug } from "./product-slugs";
import type { CatalogueSnapshot, ColourChanges, PlannedStep, ProductChanges } from "./products-sheet-plan";

/**
 * Applies `steps` (product rows first, then colour rows) against `snapshot`, which was read under the locks this
 * transaction holds. `at.line` follows the step being written, so a write the database refuses can be reported on
 * its line.
 */
export async function applySheetSteps(
  tx: Transaction,
  steps: PlannedStep[],
  snapshot: CatalogueSnapshot,
  ownerId: number,
  at: { line: number },
): Promise<void> {
  const cause: StockCause = { reason: "import", byUserId: ownerId };
  const createdProducts = new Map<number, number>();
  /** Opening counts of what the import creates: one ledger insert for all of them at the end. */
  const openings: AppliedChange[] = [];
  const nextPosition = new Map<number, number>();
  for (const colour of snapshot.colours.values()) {
    nextPosition.set(colour.productId, Math.max(nextPosition.get(colour.productId) ?? 0, colour.position + 1));
  }

  for (const step of steps) {
    at.line = step.line;
    switch (step.kind) {
      case "create-product": {
        const { product } = step;
        const [row] = await tx
          .insert(products)
          .values({
            name: product.name,
            slug: await uniqueProductSlug(tx, product.name),
            description: product.description,
            price: paiseToDecimal(product.pricePaise),
            stock: product.stock,
            categoryId: product.categoryId,
            subcategoryId: product.subcategoryId,
            featured: product.featured,
            isActive: !product.archived,
          })
          .returning({ id: products.id });
        if (!row) throw new Error("the new product's row did not come back");
        createdProducts.set(step.line, row.id);
        openings.push({ productId: row.id, variantId: null, change: product.stock, stockAfter: product.stock });
        break;
      }
      case "change-product": {
        const current = snapshot.products.get(step.productId);
        if (!current) throw new Error(`product ${step.productId} was planned without being read`);
        await changeProduct(tx, current, step.changes);
        if (step.changes.stock !== undefined) {
          await adjustStock(
            tx,
            { productId: step.productId, variantId: null },
            step.changes.stock - current.stock,
            cause,
          );
        }
        break;
      }
      case "add-colour": {
        const productId = step.productId ?? createdProducts.get(step.newProductLine ?? 0);
        if (productId === undefined) throw new Error(`the product of line ${step.line} was not created`);
        const position = nextPosition.get(productId) ?? 0;
        nextPosition.set(productId, position + 1);
        const { colour } = step;
        const [row] = await tx
          .insert(productVariants)
          .values({
            productId,
            colorName: colour.name,
            colorCode: colour.code,
            price: paiseToDecimal(colour.pricePaise),
            stock: colour.stock,
            position,
            isActive: !colour.archived,
          })
          .returning({ id: productVariants.id });
        if (!row) throw new Error("the new colour's row did not come back");
        openings.push({ productId, variantId: row.id, change: colour.stock, stockAfter: colour.stock });
        break;
      }
      case "change-colour": {
        const current = snapshot.colours.get(step.colourId);
        if (!current) throw new Error(`colour ${step.colourId} was planned without being read`);
        await changeColour(tx, step.colourId, step.changes);
        if (step.changes.stock !== undefined) {
          await adjustStock(
            tx,
            { productId: step.productId, variantId: step.colourId },
            step.changes.stock - current.stock,
            cause,
          );
        }
        break;
      }
    }
  }
  at.line = 0;
  await recordStockMovements(tx, openings, cause);
}

async function changeProduct(tx: Transaction, current: { id: number; slug: string }, changes: ProductChanges) {
  const set: Partial<typeof products.$inferInsert> = {};
  if (changes.name !== undefined) {
    set.name = changes.name;
    // A new name gets its own link; the old one is kept so that links already shared still find the piece.
    const slug = await uniqueProductSlug(tx, changes.name, current.id);
    if (slug !== current.slug) {
      set.slug = slug;
      await tx
        .delete(productOldSlugs)
        .where(and(eq(productOldSlugs.slug, slug), eq(productOldSlugs.productId, current.id)));
      await tx.insert(productOldSlugs).values({ slug: current.slug, productId: current.id }).onConflictDoNothing();
    }
  }
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.pricePaise !== undefined) set.price = paiseToDecimal(changes.pricePaise);
  if (changes.categoryId !== undefined) set.categoryId = changes.categoryId;
  if (changes.subcategoryId !== undefined) set.subcategoryId = changes.subcategoryId;
  if (changes.featured !== undefined) set.featured = changes.featured;
  if (changes.archived !== undefined) set.isActive = !changes.archived;
  if (Object.keys(set).length > 0) await tx.update(products).set(set).where(eq(products.id, current.id));
}

async function changeColour(tx: Transaction, colourId: number, changes: ColourChanges) {
  const set: Partial<typeof productVariants.$inferInsert> = {};
  if (changes.name !== undefined) set.colorName = changes.name;
  if (changes.code !== undefined) set.colorCode = changes.code;
  if (changes.pricePaise !== undefined) set.price = paiseToDecimal(changes.pricePaise);
  if (changes.archived !== undefined) set.isActive = !changes.archived;
  if (Object.keys(set).length > 0) await tx.update(productVariants).set(set).where(eq(productVariants.id, colourId));
}
