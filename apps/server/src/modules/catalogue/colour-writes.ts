// The owner adds, changes and removes a product's colours. A removed colour goes off sale but stays, for the orders
// and ledger rows that name it; its stock changes only through the ledger, and what it held is written off.
import type { CreateVariantBody, OwnerProduct, UpdateVariantBody } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import { adjustStock, writeOffColoursOffSale } from "../stock";
import { products, productVariants } from "./catalogue-tables";
import type { CatalogueEditor, OwnerProductContext } from "./owner-product-context";
import { ownerProduct, productNotFound } from "./owner-product-view";

const colourNotFound = () => new NotFound("Colour not found");

/** Adds a colour last in order, at the product's price unless one is given; its opening stock enters the ledger. */
export function addColour(
  context: OwnerProductContext,
  editor: CatalogueEditor,
  productId: number,
  body: CreateVariantBody,
): Promise<OwnerProduct> {
  return changingColours(context, productId, async (tx, product) => {
    await refuseTakenName(tx, product, body.color_name, null);
    const [last] = await tx
      .select({ position: sql<number | null>`max(${productVariants.position})` })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const [colour] = await tx
      .insert(productVariants)
      .values({
        productId,
        colorName: body.color_name,
        colorNameMl: body.color_name_ml ?? null,
        colorNameHi: body.color_name_hi ?? null,
        colorCode: body.color_code,
        price: body.price ?? product.price,
        // Counted in by the ledger below.
        stock: 0,
        position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
      })
      .returning({ id: productVariants.id });
    if (!colour) throw new Error("the new colour was not returned");
    if (body.stock > 0) {
      await adjustStock(tx, { productId, variantId: colour.id }, body.stock, {
        reason: "opening",
        byUserId: editor.userId,
      });
    }
  });
}

/** Changes a colour on sale; `stock` is the counted number, its difference a "correction" in the ledger. */
export function updateColour(
  context: OwnerProductContext,
  editor: CatalogueEditor,
  productId: number,
  variantId: number,
  body: UpdateVariantBody,
): Promise<OwnerProduct> {
  return changingColours(context, productId, async (tx, product) => {
    const colour = await lockColour(tx, productId, variantId);
    if (!colour?.isActive) throw colourNotFound();
    if (body.color_name !== undefined) await refuseTakenName(tx, product, body.color_name, variantId);
    const changes: Partial<typeof productVariants.$inferInsert> = {};
    if (body.color_name !== undefined) changes.colorName = body.color_name;
    // Her Malayalam and Hindi names for it: left out stays, null takes it away (decision 084).
    if (body.color_name_ml !== undefined) changes.colorNameMl = body.color_name_ml;
    if (body.color_name_hi !== undefined) changes.colorNameHi = body.color_name_hi;
    if (body.color_code !== undefined) changes.colorCode = body.color_code;
    if (body.price !== undefined) changes.price = body.price;
    if (body.position !== undefined) changes.position = body.position;
    if (Object.keys(changes).length > 0) {
      await tx.update(productVariants).set(changes).where(eq(productVariants.id, variantId));
    }
    if (body.stock !== undefined && body.stock !== colour.stock) {
      await adjustStock(tx, { productId, variantId }, body.stock - colour.stock, {
        reason: "correction",
        byUserId: editor.userId,
      });
    }
  });
}

/**
 * Takes a colour off sale: shoppers no longer see it or can buy it, orders and ledger rows keep naming it. Pieces it
 * still holds are written off in the same transaction with a "colour_removed" ledger row, so the shop, the context, the
 * spreadsheet and the ledger keep one count (decision 027). Removing a colour already off sale changes nothing.
 */
export function removeColour(
  context: OwnerProductContext,
  editor: CatalogueEditor,
  productId: number,
  variantId: number,
): Promise<OwnerProduct> {
  return changingColours(context, productId, async (tx) => {
    const colour = await lockColour(tx, productId, variantId);
    if (!colour) throw colourNotFound();
    if (!colour.isActive) return;
    await tx.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, variantId));
    await writeOffColoursOffSale(tx, [variantId], { byUserId: editor.userId });
  });
}

type LockedProduct = Pick<typeof products.$inferSelect, "id" | "name" | "price">;

/**
 * One colour change in one transaction: the product locked first, then the colour (the shop's lock order, so a
 * change queues behind an order holding the same piece), the catalogue announced once committed.
 */
async function changingColours(
  context: OwnerProductContext,
  productId: number,
  change: (tx: Transaction, product: LockedProduct) => Promise<void>,
): Promise<OwnerProduct> {
  const product = await transactionWithRetry(context.db, async (tx) => {
    const [locked] = await tx
      .select({ id: products.id, name: products.name, price: products.price })
      .from(products)
      .where(eq(products.id, productId))
      .for("no key update");
    if (!locked) throw productNotFound();
    await change(tx, locked);
    context.events.publish(tx, { name: "catalogue-changed" });
    return ownerProduct(tx, productId);
  });
  return product;
}

async function lockColour(tx: Transaction, productId: number, variantId: number) {
  const [colour] = await tx
    .select({ stock: productVariants.stock, isActive: productVariants.isActive })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .for("no key update");
  return colour;
}

/** Two colours on sale with one name would look the same in the picker: 409. */
async function refuseTakenName(tx: Transaction, product: LockedProduct, name: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, product.id),
        eq(productVariants.isActive, true),
        sql`lower(${productVariants.colorName}) = lower(${name})`,
        exceptId === null ? undefined : ne(productVariants.id, exceptId),
      ),
    );
  if (taken) throw new Conflict(`${product.name} already has a colour named ${name}`);
}
