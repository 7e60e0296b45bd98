// The phone on a shopper's profile, for the desk's order view (its phone warning, decision 073): users' own read, so
// orders keeps to its own tables (decision 078).
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { users } from "./users-tables";

/** The phone on her profile; null for an account without one, or no account. */
export async function phoneOnProfile(db: Database | Transaction, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [account] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return account?.phone ?? null;
}
