// Writes an import's plan: new products first (nothing to lock), then, under the locks of what changes, the changed
// fields a statement per group of rows, new colours, and every stock change through the stock ledger (reason
// "import", by the owner). Few statements, so the locked rows are held for a moment even for thousands of rows.
//
// Inserting a product or colour and a product's rename (new slug, old slug kept) are also written by the desk's
// product forms (catalogue/product-writes.ts, colour-writes.ts); this file keeps its own small copy until the
// catalogue offers those writes taking the transaction, when it leaves borrowed-tables.ts (decision 080).
import { Money } from "@mayil/core/money/money";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { uniqueProductSlug, uniqueProductSlugs } from "../catalogue";
import { productOldSlugs, products, productVariants } from "../catalogue/catalogue-tables";
import {
  type AppliedChange,
  recordStockMovements,
  type StockCause,
  setStockCounts,
  writeOffColoursOffSale,
} from "../stock";
import type {
  CatalogueSnapshot,
  ColourChanges,
  NewProduct,
  PlannedStep,
  ProductChanges,
} from "./products-sheet-plan-types";

/** The sheet's lines the statement being run writes: a write the database refuses is reported on them. */
export interface WritingLines {
  lines: number[];
}

/** Rows per statement: each one short, well inside PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, n) => list.slice(n * CHUNK, (n + 1) * CHUNK));

/** Product rows the import creates, by their line; their opening stock is written with the changes' ledger rows. */
export interface CreatedProducts {
  ids: Map<number, number>;
  openings: AppliedChange[];
}

/**
 * Inserts the new products, their slugs made unique by the spec's rule against the catalogue and each other. Nothing
 * is locked: the rows are new.
 */
export async function createProducts(
  tx: Transaction,
  steps: { line: number; product: NewProduct }[],
  at: WritingLines,
): Promise<CreatedProducts> {
  const created: CreatedProducts = { ids: new Map(), openings: [] };
  const slugs = await uniqueProductSlugs(
    tx,
    steps.map((step) => step.product.name),
  );
  const rows = steps.map(({ line, product }, index) => ({
    line,
    row: {
      name: product.name,
      slug: slugs[index] ?? "",
      description: product.description,
      colorName: product.colourName,
      price: product.pricePaise,
      stock: product.stock,
      categoryId: product.categoryId,
      subcategoryId: product.subcategoryId,
      featured: product.featured,
      isActive: !product.archived,
      isDraft: product.draft,
    },
  }));
  for (const chunk of chunks(rows)) {
    at.lines = chunk.map((r) => r.line);
    const inserted = await tx
      .insert(products)
      .values(chunk.map((r) => r.row))
      .returning({ id: products.id, slug: products.slug, stock: products.stock });
    // Matched by slug, which is unique: nothing promises the rows come back in the order they went in.
    const idOfSlug = new Map(inserted.map((row) => [row.slug, row]));
    for (const { line, row } of chunk) {
      const product = idOfSlug.get(row.slug);
      if (!product) throw new Error("a new product's row did not come back");
      created.ids.set(line, product.id);
      created.openings.push({
        productId: product.id,
        variantId: null,
        change: product.stock,
        stockAfter: product.stock,
      });
    }
  }
  at.lines = [];
  return created;
}

/**
 * Applies every other step against `snapshot`, read under this transaction's locks of the products and colours that
 * change (so the stock counts compared are the ones changed), then writes the ledger rows of all of it.
 */
export async function applyChanges(
  tx: Transaction,
  steps: PlannedStep[],
  snapshot: CatalogueSnapshot,
  created: CreatedProducts,
  ownerId: number,
  at: WritingLines,
): Promise<void> {
  const cause: StockCause = { reason: "import", byUserId: ownerId };
  const productSteps = steps.filter((s) => s.kind === "change-product");
  const colourSteps = steps.filter((s) => s.kind === "change-colour");
  const newColours = steps.filter((s) => s.kind === "add-colour");

  for (const step of productSteps) {
    const current = snapshot.products.get(step.productId);
    if (step.changes.name !== undefined && current) {
      at.lines = [step.line];
      await renameProduct(tx, current, step.changes.name);
    }
  }
  await updateInGroups(tx, "products", productSteps, (s) => s.productId, productColumns, at);
  await updateInGroups(tx, "product_variants", colourSteps, (s) => s.colourId, colourColumns, at);
  const openings = [...created.openings, ...(await addColours(tx, newColours, snapshot, created, at))];

  const counts = [
    ...productSteps.flatMap((s) =>
      s.changes.stock === undefined
        ? []
        : [{ line: s.line, productId: s.productId, variantId: null, count: s.changes.stock }],
    ),
    ...colourSteps.flatMap((s) =>
      s.changes.stock === undefined
        ? []
        : [{ line: s.line, productId: s.productId, variantId: s.colourId, count: s.changes.stock }],
    ),
  ];
  at.lines = counts.map((c) => c.line);
  await setStockCounts(tx, counts, cause);
  at.lines = [];
  // Opening counts of what the import created; a new item with no stock has no movement.
  for (const chunk of chunks(openings)) await recordStockMovements(tx, chunk, cause);
  // A colour the sheet takes (or leaves) off sale holds nothing: what it still holds is written off (decision 027).
  const offSale = [
    ...colourSteps.map((s) => s.colourId),
    ...openings.flatMap((o) => (o.variantId === null ? [] : [o.variantId])),
  ];
  await writeOffColoursOffSale(tx, offSale, { byUserId: ownerId });
}

/** A new name gets its own link; the old one is kept, so that links already shared still find the piece. */
async function renameProduct(tx: Transaction, current: { id: number; slug: string }, name: string) {
  const slug = await uniqueProductSlug(tx, name, current.id);
  if (slug === current.slug) return;
  await tx
    .delete(productOldSlugs)
    .where(and(eq(productOldSlugs.slug, slug), eq(productOldSlugs.productId, current.id)));
  await tx.insert(productOldSlugs).values({ slug: current.slug, productId: current.id }).onConflictDoNothing();
  await tx.update(products).set({ slug }).where(eq(products.id, current.id));
}

/**
 * How one field of a plan's changes is written: its column, its SQL type and the value stored. Raw SQL (no column
 * type between), so a price is written here as numeric's text (Money.toDatabase), the database edge.
 */
interface Column<C> {
  field: keyof C;
  column: string;
  type: "text" | "numeric" | "int" | "boolean";
  value: (changes: C) => unknown;
}

const productColumns: Column<ProductChanges>[] = [
  { field: "name", column: "name", type: "text", value: (c) => c.name },
  { field: "description", column: "description", type: "text", value: (c) => c.description },
  { field: "colourName", column: "color_name", type: "text", value: (c) => c.colourName },
  { field: "pricePaise", column: "price", type: "numeric", value: (c) => Money.toDatabase(c.pricePaise ?? 0) },
  { field: "categoryId", column: "category_id", type: "int", value: (c) => c.categoryId },
  { field: "subcategoryId", column: "subcategory_id", type: "int", value: (c) => c.subcategoryId },
  { field: "featured", column: "featured", type: "boolean", value: (c) => c.featured },
  { field: "archived", column: "is_active", type: "boolean", value: (c) => !c.archived },
  { field: "draft", column: "is_draft", type: "boolean", value: (c) => c.draft },
];

const colourColumns: Column<ColourChanges>[] = [
  { field: "name", column: "color_name", type: "text", value: (c) => c.name },
  { field: "code", column: "color_code", type: "text", value: (c) => c.code },
  { field: "pricePaise", column: "price", type: "numeric", value: (c) => Money.toDatabase(c.pricePaise ?? 0) },
  { field: "archived", column: "is_active", type: "boolean", value: (c) => !c.archived },
];

/**
 * One UPDATE ... FROM (VALUES ...) per group of rows that change the same columns (a sheet of new prices is one
 * group), in chunks. Stock is not among them: it changes through the ledger.
 */
async function updateInGroups<S extends { line: number; changes: C }, C extends object>(
  tx: Transaction,
  table: "products" | "product_variants",
  steps: S[],
  idOf: (step: S) => number,
  columns: Column<C>[],
  at: WritingLines,
) {
  const groups = new Map<string, { columns: Column<C>[]; steps: S[] }>();
  for (const step of steps) {
    const changed = columns.filter((c) => step.changes[c.field] !== undefined);
    if (changed.length === 0) continue;
    const key = changed.map((c) => c.column).join(",");
    const group = groups.get(key) ?? { columns: changed, steps: [] };
    group.steps.push(step);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const names = sql.join(
      group.columns.map((c) => sql.identifier(c.column)),
      sql`, `,
    );
    const assignments = sql.join(
      group.columns.map((c) => sql`${sql.identifier(c.column)} = v.${sql.identifier(c.column)}`),
      sql`, `,
    );
    for (const chunk of chunks(group.steps)) {
      const rows: SQL[] = chunk.map(
        (step) =>
          sql`(${idOf(step)}::int, ${sql.join(
            group.columns.map((c) => sql`${c.value(step.changes)}::${sql.raw(c.type)}`),
            sql`, `,
          )})`,
      );
      at.lines = chunk.map((s) => s.line);
      await tx.execute(sql`
        update ${sql.identifier(table)} as t set ${assignments}
        from (values ${sql.join(rows, sql`, `)}) as v(id, ${names})
        where t.id = v.id`);
    }
  }
  at.lines = [];
}

/** Inserts the new colours, each after its product's others; returns their opening stock for the ledger. */
async function addColours(
  tx: Transaction,
  steps: Extract<PlannedStep, { kind: "add-colour" }>[],
  snapshot: CatalogueSnapshot,
  created: CreatedProducts,
  at: WritingLines,
): Promise<AppliedChange[]> {
  const nextPosition = new Map<number, number>();
  for (const colour of snapshot.colours.values()) {
    nextPosition.set(colour.productId, Math.max(nextPosition.get(colour.productId) ?? 0, colour.position + 1));
  }
  const values = steps.map((step) => {
    const productId = step.productId ?? created.ids.get(step.newProductLine ?? 0);
    if (productId === undefined) throw new Error(`the product of line ${step.line} was not created`);
    const position = nextPosition.get(productId) ?? 0;
    nextPosition.set(productId, position + 1);
    return {
      line: step.line,
      row: {
        productId,
        colorName: step.colour.name,
        colorCode: step.colour.code,
        price: step.colour.pricePaise,
        stock: step.colour.stock,
        position,
        isActive: !step.colour.archived,
      },
    };
  });
  const openings: AppliedChange[] = [];
  for (const chunk of chunks(values)) {
    at.lines = chunk.map((v) => v.line);
    const inserted = await tx
      .insert(productVariants)
      .values(chunk.map((v) => v.row))
      .returning({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock });
    for (const row of inserted) {
      openings.push({ productId: row.productId, variantId: row.id, change: row.stock, stockAfter: row.stock });
    }
  }
  at.lines = [];
  return openings;
}
