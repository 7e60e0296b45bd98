// The steps a change of the category tree is made of, each inside the change's transaction: the tree's lock, a
// free slug, a complete new order and its positions, moving a subcategory's products, and refusing to delete a
// category or subcategory that still holds products.
import { asc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { Conflict, InvalidInput } from "../../domain-errors";
import { categories, products, subcategories } from "./catalogue-tables";

/** What a name with no latin letters or digits (Malayalam, emoji) gets as its link. */
const FALLBACK_SLUG = { category: "category", subcategory: "collection" } as const;

/**
 * 409 naming how many products `where` still finds: a category or subcategory is deleted only when nothing is in
 * it. Its products are locked (in id order, the shop's lock order), so none can move in before the delete commits.
 */
export async function refuseWhileHolding(
  tx: Transaction,
  where: ReturnType<typeof eq>,
  name: string,
  kind: "category" | "subcategory",
): Promise<void> {
  const held = await tx
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .for("no key update");
  if (held.length === 0) return;
  const count = held.length === 1 ? "1 product" : `${held.length} products`;
  throw new Conflict(
    `${name} still holds ${count} (archived pieces and drafts count too): move ${held.length === 1 ? "it" : "them"} to another ${kind} before deleting it`,
  );
}

/** The advisory lock every change of the category tree takes first (its own class, apart from media keys'). */
export const CATEGORY_TREE_LOCK = [13_014, 0] as const;

/** The same name whatever its case or surrounding spaces ("Anklets" and "anklets " are one name in one place). */
export const sameName = (column: typeof categories.name | typeof subcategories.name, name: string) =>
  sql`lower(trim(${column})) = lower(trim(${name}))`;

/** `base`, or base-2, base-3... when a category (or subcategory) already has it; slugs are unique across each table. */
export async function uniqueSlug(tx: Transaction, kind: "category" | "subcategory", slug: string): Promise<string> {
  const base = slug || FALLBACK_SLUG[kind];
  const table = kind === "category" ? categories : subcategories;
  const pattern = `${base.replace(/[\\%_]/g, "\\$&")}-%`;
  const rows = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, pattern)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** ids must be exactly the current set, each once; anything else is refused naming what was expected. */
export function refuseIncompleteOrder(ids: number[], current: number[], what: string): void {
  const complete =
    ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
  if (!complete) throw new InvalidInput(`ids must list ${what} once (${current.length} in all)`, "ids");
}

export async function numberCategories(tx: Transaction, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(categories).set({ position }).where(eq(categories.id, id));
  }
}

export async function numberSubcategories(tx: Transaction, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(subcategories).set({ position }).where(eq(subcategories.id, id));
  }
}

/**
 * The products of a moved subcategory follow it into its new category. They are locked first in id order (the shop's
 * lock order), so this cannot deadlock with an order reserving their stock.
 */
export async function moveProducts(tx: Transaction, subcategoryId: number, categoryId: number): Promise<void> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.subcategoryId, subcategoryId))
    .orderBy(asc(products.id))
    .for("no key update");
  if (rows.length === 0) return;
  await tx
    .update(products)
    .set({ categoryId })
    .where(
      inArray(
        products.id,
        rows.map((row) => row.id),
      ),
    );
}
