// The search spellings' table: the groups of spellings shoppers use for one thing, which the shoppers' search reads
// and the owner edits (decision 078).
import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Spellings shoppers use for the same thing ("earing" for earring, "jumka" for jhumka, "payal" for anklet): a search
 * for any word of a group also finds the others. Seeded with the shop's common ones; the owner adds her own.
 */
export const searchSpellings = pgTable("search_spellings", {
  id: serial("id").primaryKey(),
  words: text("words").array().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});
