// The catalogue's writes of an import of the products spreadsheet, in the import's transaction: new products and
// colours, renames, and the changed fields a statement per group of rows. Few statements, so the rows the import
// locked (decision 006) are held for a moment even for thousands of rows. Stock is not written here beyond a new
// row's opening count: every change of a count goes through the stock ledger, which the import calls itself.
//
// The desk's product forms insert and rename one product at a time (product-writes.ts, colour-writes.ts); these take
// many, and keep the import's own rule for an old link (a link another product already keeps stays with it).
import { Money } from "@mayil/core/money/money";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { productOldSlugs, products, productVariants } from "./catalogue-tables";
import type { ColourChanges, NewColour, NewProduct, ProductChanges } from "./import-snapshot";
import { uniqueProductSlug, uniqueProductSlugs } from "./product-slugs";

/**
 * Told before each statement which of the rows given it writes (their indexes in the list): a write the database
 * refuses is then laid on the rows being written.
 */
export type OnStatement = (indexes: number[]) => void;

/** Rows per statement: each one short, well inside PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, n) => list.slice(n * CHUNK, (n + 1) * CHUNK));

/**
 * Inserts the new products, their slugs made unique by the spec's rule against the catalogue and each other. Nothing
 * is locked: the rows are new. Returns each one's id and opening stock, in the order given.
 */
export async function insertProducts(
  tx: Transaction,
  list: NewProduct[],
  onStatement: OnStatement,
): Promise<{ id: number; stock: number }[]> {
  const slugs = await uniqueProductSlugs(
    tx,
    list.map((product) => product.name),
  );
  const rows = list.map((product, index) => ({
    index,
    row: {
      name: product.name,
      slug: slugs[index] ?? "",
      description: product.description,
      colorName: product.colourName,
      nameMl: product.nameMl,
      nameHi: product.nameHi,
      descriptionMl: product.descriptionMl,
      descriptionHi: product.descriptionHi,
      colorNameMl: product.colourNameMl,
      colorNameHi: product.colourNameHi,
      price: product.pricePaise,
      stock: product.stock,
      categoryId: product.categoryId,
      subcategoryId: product.subcategoryId,
      featured: product.featured,
      isActive: !product.archived,
      isDraft: product.draft,
    },
  }));
  const created: { id: number; stock: number }[] = [];
  for (const chunk of chunks(rows)) {
    onStatement(chunk.map((r) => r.index));
    const inserted = await tx
      .insert(products)
      .values(chunk.map((r) => r.row))
      .returning({ id: products.id, slug: products.slug, stock: products.stock });
    // Matched by slug, which is unique: nothing promises the rows come back in the order they went in.
    const idOfSlug = new Map(inserted.map((row) => [row.slug, row]));
    for (const { row } of chunk) {
      const product = idOfSlug.get(row.slug);
      if (!product) throw new Error("a new product's row did not come back");
      created.push({ id: product.id, stock: product.stock });
    }
  }
  return created;
}

/** A new name gets its own link; the old one is kept, so that links already shared still find the piece. */
export async function renameProduct(tx: Transaction, current: { id: number; slug: string }, name: string) {
  const slug = await uniqueProductSlug(tx, name, current.id);
  if (slug === current.slug) return;
  await tx
    .delete(productOldSlugs)
    .where(and(eq(productOldSlugs.slug, slug), eq(productOldSlugs.productId, current.id)));
  await tx.insert(productOldSlugs).values({ slug: current.slug, productId: current.id }).onConflictDoNothing();
  await tx.update(products).set({ slug }).where(eq(products.id, current.id));
}

/**
 * How one field of an import's changes is written: its column, its SQL type and the value stored. Raw SQL (no column
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
  // Null is a change too: she emptied the cell, and the English shows again (decision 084).
  { field: "nameMl", column: "name_ml", type: "text", value: (c) => c.nameMl },
  { field: "nameHi", column: "name_hi", type: "text", value: (c) => c.nameHi },
  { field: "descriptionMl", column: "description_ml", type: "text", value: (c) => c.descriptionMl },
  { field: "descriptionHi", column: "description_hi", type: "text", value: (c) => c.descriptionHi },
  { field: "colourNameMl", column: "color_name_ml", type: "text", value: (c) => c.colourNameMl },
  { field: "colourNameHi", column: "color_name_hi", type: "text", value: (c) => c.colourNameHi },
  { field: "pricePaise", column: "price", type: "numeric", value: (c) => Money.toDatabase(c.pricePaise ?? 0) },
  { field: "categoryId", column: "category_id", type: "int", value: (c) => c.categoryId },
  { field: "subcategoryId", column: "subcategory_id", type: "int", value: (c) => c.subcategoryId },
  { field: "featured", column: "featured", type: "boolean", value: (c) => c.featured },
  { field: "archived", column: "is_active", type: "boolean", value: (c) => !c.archived },
  { field: "draft", column: "is_draft", type: "boolean", value: (c) => c.draft },
];

const colourColumns: Column<ColourChanges>[] = [
  { field: "name", column: "color_name", type: "text", value: (c) => c.name },
  { field: "nameMl", column: "color_name_ml", type: "text", value: (c) => c.nameMl },
  { field: "nameHi", column: "color_name_hi", type: "text", value: (c) => c.nameHi },
  { field: "code", column: "color_code", type: "text", value: (c) => c.code },
  { field: "pricePaise", column: "price", type: "numeric", value: (c) => Money.toDatabase(c.pricePaise ?? 0) },
  { field: "archived", column: "is_active", type: "boolean", value: (c) => !c.archived },
];

/** Changes the products' fields given (not stock: it changes through the ledger). The caller holds their locks. */
export function changeProducts(
  tx: Transaction,
  list: { id: number; changes: ProductChanges }[],
  onStatement: OnStatement,
): Promise<void> {
  return updateInGroups(tx, "products", list, productColumns, onStatement);
}

/** Changes the colours' fields given (not stock: it changes through the ledger). The caller holds their locks. */
export function changeColours(
  tx: Transaction,
  list: { id: number; changes: ColourChanges }[],
  onStatement: OnStatement,
): Promise<void> {
  return updateInGroups(tx, "product_variants", list, colourColumns, onStatement);
}

/**
 * One UPDATE ... FROM (VALUES ...) per group of rows that change the same columns (a sheet of new prices is one
 * group), in chunks.
 */
async function updateInGroups<C extends object>(
  tx: Transaction,
  table: "products" | "product_variants",
  list: { id: number; changes: C }[],
  columns: Column<C>[],
  onStatement: OnStatement,
) {
  type Indexed = { index: number; id: number; changes: C };
  const groups = new Map<string, { columns: Column<C>[]; rows: Indexed[] }>();
  list.forEach(({ id, changes }, index) => {
    const changed = columns.filter((c) => changes[c.field] !== undefined);
    if (changed.length === 0) return;
    const key = changed.map((c) => c.column).join(",");
    const group = groups.get(key) ?? { columns: changed, rows: [] };
    group.rows.push({ index, id, changes });
    groups.set(key, group);
  });
  for (const group of groups.values()) {
    const names = sql.join(
      group.columns.map((c) => sql.identifier(c.column)),
      sql`, `,
    );
    const assignments = sql.join(
      group.columns.map((c) => sql`${sql.identifier(c.column)} = v.${sql.identifier(c.column)}`),
      sql`, `,
    );
    for (const chunk of chunks(group.rows)) {
      const rows: SQL[] = chunk.map(
        (row) =>
          sql`(${row.id}::int, ${sql.join(
            group.columns.map((c) => sql`${c.value(row.changes)}::${sql.raw(c.type)}`),
            sql`, `,
          )})`,
      );
      onStatement(chunk.map((row) => row.index));
      await tx.execute(sql`
        update ${sql.identifier(table)} as t set ${assignments}
        from (values ${sql.join(rows, sql`, `)}) as v(id, ${names})
        where t.id = v.id`);
    }
  }
}

/** A colour to add: its product and its place among that product's colours. */
export interface ColourToAdd {
  productId: number;
  position: number;
  colour: NewColour;
}

/** Inserts the new colours; returns each one's id, product and opening stock (for the ledger). */
export async function insertColours(
  tx: Transaction,
  list: ColourToAdd[],
  onStatement: OnStatement,
): Promise<{ id: number; productId: number; stock: number }[]> {
  const values = list.map(({ productId, position, colour }, index) => ({
    index,
    row: {
      productId,
      colorName: colour.name,
      colorNameMl: colour.nameMl,
      colorNameHi: colour.nameHi,
      colorCode: colour.code,
      price: colour.pricePaise,
      stock: colour.stock,
      position,
      isActive: !colour.archived,
    },
  }));
  const added: { id: number; productId: number; stock: number }[] = [];
  for (const chunk of chunks(values)) {
    onStatement(chunk.map((v) => v.index));
    const inserted = await tx
      .insert(productVariants)
      .values(chunk.map((v) => v.row))
      .returning({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock });
    added.push(...inserted);
  }
  return added;
}
