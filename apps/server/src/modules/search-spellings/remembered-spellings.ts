// The shop's spellings (table search_spellings) as search reads them: remembered until the owner changes them.
//
// A change of spellings is announced as a catalogue change (db/announcements.ts), which forgets this copy in every
// process, with the cached public responses it shaped. A process that missed the signal reads them again after
// MAX_AGE_MS at the latest, as the lists' match counts do.
import { MAX_SPELLING_GROUPS } from "@mayil/core/catalogue/search-spelling-schemas";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { searchSpellings } from "./search-spellings-tables";

const MAX_AGE_MS = 60_000;

/**
 * The shop's groups of spellings, each a list of lower-case spellings (table search_spellings): a word, or up to
 * three words separated by one space ("nose pin").
 */
export type SpellingGroups = ReadonlyArray<readonly string[]>;

export class RememberedSpellings {
  private groups: { read: Promise<SpellingGroups>; since: number } | undefined;

  constructor(private readonly load: () => Promise<SpellingGroups>) {}

  static over(db: Database): RememberedSpellings {
    return new RememberedSpellings(async () => {
      const rows = await db
        .select({ words: searchSpellings.words })
        .from(searchSpellings)
        .orderBy(asc(searchSpellings.id))
        // The owner's desk adds no more (search-spelling-groups.ts): this bounds the copy each process keeps.
        .limit(MAX_SPELLING_GROUPS);
      return rows.map((row) => row.words.map((word) => word.toLowerCase()));
    });
  }

  current(): Promise<SpellingGroups> {
    const known = this.groups;
    if (known && Date.now() - known.since < MAX_AGE_MS) return known.read;
    const read = this.load();
    const groups = { read, since: Date.now() };
    this.groups = groups;
    // A failed read is not kept: the next search tries again.
    read.catch(() => {
      if (this.groups === groups) this.groups = undefined;
    });
    return read;
  }

  /** The owner changed the spellings (or another process may have): read them again on the next search. */
  forget(): void {
    this.groups = undefined;
  }
}
