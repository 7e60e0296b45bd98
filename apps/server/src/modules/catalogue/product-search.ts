// A shopper's search: what her term means with the shop's spellings as they are now (read through the search
// spellings' surface), and the suggestions it finds, in the database or in the embedded database's in-memory copy
// (decision 019).
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { TranslatedLanguage } from "@mayil/core/languages/languages";
import type { Database } from "../../db/database";
import { RememberedSpellings } from "../search-spellings";
import type { ProductReads } from "./product-reads";
import { searchInDatabase } from "./search-in-database";
import type { SearchInMemory } from "./search-in-memory";
import { type SearchQuery, searchQuery } from "./search-words";

export class ProductSearch {
  private readonly spellings: RememberedSpellings;

  constructor(
    private readonly db: Database,
    private readonly products: ProductReads,
    /** Where suggestions are found when not in the database: the embedded database's in-memory copy (decision 019). */
    private readonly searchInMemory?: SearchInMemory,
  ) {
    this.spellings = RememberedSpellings.over(db);
  }

  /** Forgets search's copy of the catalogue and the spellings: they have changed. */
  forget(): void {
    this.searchInMemory?.forget();
    this.spellings.forget();
  }

  /** What a shopper's search term means, with the shop's spellings as they are now. */
  async queryOf(term: string): Promise<SearchQuery> {
    return searchQuery(term, await this.spellings.current());
  }

  /**
   * Up to `limit` products with every word of the term in their name or description (search-words.ts: the start of
   * a word, or another spelling the shop knows): names starting with the first word first, then other names with
   * every word, then pieces that only mention some word in their description, each by name.
   *
   * Names are searched first, on their own: a common term ("gold") fills the suggestions from names alone, and the
   * long descriptions are only read when names leave places over. Reading every matching description to rank them
   * made a busy embedded database queue searches for seconds (decision 019); there the in-memory copy ranks the same
   * way.
   */
  async searchProducts(term: string, limit: number, language?: TranslatedLanguage): Promise<Product[]> {
    const query = await this.queryOf(term);
    if (query.words.length === 0) return [];
    const ids = this.searchInMemory
      ? await this.searchInMemory.search(query, limit)
      : await searchInDatabase(this.db, query, limit);
    return this.products.productsByIds(ids, language);
  }
}
