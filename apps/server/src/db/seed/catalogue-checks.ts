// What the start asks before seeding the demo catalogue, kept apart from the seed itself so that asking never loads
// the demo package (db/seed/seed.ts does).
import { count } from "drizzle-orm";
import { categories, orders } from "../all-tables";
import type { Database } from "../database";

export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0;
}

/**
 * Why the demo catalogue must not go into this database, or null: a shop that has taken orders is a real one, and
 * demo pieces appearing in it would be sold to real shoppers.
 */
export async function demoRefusedHere(db: Database): Promise<string | null> {
  const [row] = await db.select({ n: count() }).from(orders);
  const taken = row?.n ?? 0;
  return taken === 0
    ? null
    : `this database already holds ${taken} ${taken === 1 ? "order" : "orders"}, so it is a real shop: the demo catalogue is only for trying the shop out on an empty one`;
}
