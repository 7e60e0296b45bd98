// The owner's search spellings: list, add, change and remove groups of words search treats as one (decision 030).
// Each change is one transaction, announced as a catalogue change so every process searches with it at once.
import { MAX_SPELLING_GROUPS, type SpellingGroup } from "@mayil/core/catalogue/search-spelling-schemas";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import type { ShopEvents } from "../../events/event-bus";
import { searchSpellings } from "./search-spellings-tables";

export class SearchSpellingGroups {
  constructor(
    private readonly db: Database,
    /** Tells every process's search and catalogue cache after a commit (decision 009). */
    /** Where a change is told once committed: every process searches with it at once. */
    private readonly events: ShopEvents,
  ) {}

  async list(): Promise<SpellingGroup[]> {
    return readGroups(this.db);
  }

  async create(words: string[]): Promise<SpellingGroup[]> {
    return this.change(async (tx) => {
      const [kept] = await tx.select({ groups: count() }).from(searchSpellings);
      if ((kept?.groups ?? 0) >= MAX_SPELLING_GROUPS) {
        throw new Conflict(
          `The shop keeps at most ${MAX_SPELLING_GROUPS} spelling groups: add these words to a group, or remove one first`,
        );
      }
      await refuseWordsOfOtherGroups(tx, words, null);
      await tx.insert(searchSpellings).values({ words });
    });
  }

  async update(id: number, words: string[]): Promise<SpellingGroup[]> {
    return this.change(async (tx) => {
      await refuseWordsOfOtherGroups(tx, words, id);
      const updated = await tx
        .update(searchSpellings)
        .set({ words })
        .where(eq(searchSpellings.id, id))
        .returning({ id: searchSpellings.id });
      if (updated.length === 0) throw new NotFound("Spelling group not found");
    });
  }

  async remove(id: number): Promise<SpellingGroup[]> {
    return this.change(async (tx) => {
      const removed = await tx
        .delete(searchSpellings)
        .where(eq(searchSpellings.id, id))
        .returning({ id: searchSpellings.id });
      if (removed.length === 0) throw new NotFound("Spelling group not found");
    });
  }

  /** One change, with the groups locked so two changes at once cannot both put a word in two groups. */
  private async change(work: (tx: Transaction) => Promise<void>): Promise<SpellingGroup[]> {
    const groups = await transactionWithRetry(this.db, async (tx) => {
      await tx.execute(sql`lock table ${searchSpellings} in share row exclusive mode`);
      await work(tx);
      this.events.publish(tx, { name: "catalogue-changed" });
      return readGroups(tx);
    });
    return groups;
  }
}

async function readGroups(db: Database | Transaction): Promise<SpellingGroup[]> {
  return db
    .select({ id: searchSpellings.id, words: searchSpellings.words })
    .from(searchSpellings)
    .orderBy(asc(searchSpellings.id));
}

/** A word in two groups would join them behind the owner's back: she is told which group has it. */
async function refuseWordsOfOtherGroups(tx: Transaction, words: string[], ownId: number | null): Promise<void> {
  const [other] = await tx
    .select({ words: searchSpellings.words })
    .from(searchSpellings)
    .where(
      and(
        sql`${searchSpellings.words} && ${sql.param(words)}::text[]`,
        ownId === null ? undefined : ne(searchSpellings.id, ownId),
      ),
    )
    .limit(1);
  if (!other) return;
  const taken = words.filter((word) => other.words.includes(word));
  throw new Conflict(`“${taken.join("”, “")}” is already in the group ${other.words.join(", ")}`);
}
