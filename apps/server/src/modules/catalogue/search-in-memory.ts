// Search suggestions on the embedded database, served from this process's memory (decision 019).
//
// PGlite runs every query of every request one after another on one thread: 50 shoppers typing at once queued their
// searches for seconds, each reading and sorting every matching row. The active pieces' names and descriptions, in
// the database's own name order, are small (a few MB for 10,000 pieces) and a substring scan over them takes well
// under a millisecond; only the found pieces' details are read from the database. On PGlite this process is the
// only writer, and every catalogue change is announced here before its request responses, so forgetting the copy then
// keeps search exactly as fresh as the database. On a PostgreSQL server search stays in the database (many
// processes, and queries that run side by side).
import { asc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { productOnSale } from "../../db/on-sale";
import { products } from "./catalogue-tables";
import { type SearchQuery, searchTests } from "./search-words";

/** One active piece as search reads it: lower-cased once, when the copy is made. */
interface Searchable {
  id: number;
  /** Its English name, then the Malayalam and Hindi ones the owner gave (decision 084): search reads them all. */
  names: string[];
  description: string;
}

export class SearchInMemory {
  /** The active pieces by name (the database's collation), then id; undefined until the next search needs them. */
  private pieces: Promise<Searchable[]> | undefined;

  constructor(private readonly load: () => Promise<Searchable[]>) {}

  /** Reads the active pieces of `db`, in the order suggestions are listed in. */
  static over(db: Database): SearchInMemory {
    return new SearchInMemory(async () => {
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          nameMl: products.nameMl,
          nameHi: products.nameHi,
          description: products.description,
        })
        .from(products)
        .where(productOnSale())
        .orderBy(asc(products.name), asc(products.id));
      return rows.map((row) => ({
        id: row.id,
        // As the database has them (the desk writes Malayalam and Hindi one way): both searches read the same text.
        names: [row.name, row.nameMl, row.nameHi].flatMap((name) => (name ? [name.toLowerCase()] : [])),
        description: row.description.toLowerCase(),
      }));
    });
  }

  /**
   * The catalogue changed: the next search reads it again. A copy still being read is dropped too (it may predate
   * the change); searches already waiting for it started before the change was announced.
   */
  forget(): void {
    this.pieces = undefined;
  }

  /**
   * The ids of up to `limit` active pieces with every word of `query` in their name or description: names starting
   * with the first word first, then other names with every word, then pieces that only mention some word in their
   * description, each group in name order — the same pieces and ranking as the database's search.
   */
  async search(query: SearchQuery, limit: number): Promise<number[]> {
    const pieces = await this.current();
    const tests = searchTests(query);
    if (tests.words.length === 0) return [];
    const starting: number[] = [];
    const containing: number[] = [];
    const mentioning: number[] = [];
    for (const piece of pieces) {
      const inAName = (word: RegExp) => piece.names.some((name) => word.test(name));
      if (tests.words.every(inAName)) {
        if (tests.leading && inAName(tests.leading)) {
          starting.push(piece.id);
          // Nothing can rank above a name that starts with the term: the rest of the list cannot change the response.
          if (starting.length === limit) break;
        } else if (containing.length < limit) containing.push(piece.id);
      } else if (
        mentioning.length < limit &&
        tests.words.every((word) => inAName(word) || word.test(piece.description))
      ) {
        mentioning.push(piece.id);
      }
    }
    return [...starting, ...containing, ...mentioning].slice(0, limit);
  }

  private current(): Promise<Searchable[]> {
    if (this.pieces) return this.pieces;
    const loading = this.load();
    this.pieces = loading;
    // A failed read is not kept: the next search tries again (this one responds with the database's error).
    loading.catch(() => {
      if (this.pieces === loading) this.pieces = undefined;
    });
    return loading;
  }
}
