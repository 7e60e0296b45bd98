// Who did something, by name, for the desk's histories (the stock ledger, an order's timeline): read after their rows,
// so those modules keep to their own tables (decision 078).
import { inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { users } from "./users-tables";

/** Each person's name, else the email they are known by; an id of a deleted account is missing from the map. */
export async function namesOfPeople(db: Database | Transaction, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string | null>`coalesce(nullif(trim(${users.name}), ''), ${users.email}, ${users.signInEmail})`,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
