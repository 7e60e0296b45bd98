// What the catalogue service remembers between requests: search's copy on the embedded database (decision 019),
// which must rank exactly as the database's search does, and the lists' match counts; neither may respond from
// before the owner's last change.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CatalogueService } from "../../src/modules/catalogue/catalogue-service";
import { MATCH_COUNTS_MAX_BYTES, MatchCounts } from "../../src/modules/catalogue/match-counts";
import { SearchInMemory } from "../../src/modules/catalogue/search-in-memory";
import { searchQuery } from "../../src/modules/catalogue/search-words";
import { databaseKinds, useTestShop } from "../test-app";
import { catalogueOwner, newProduct, placeInShop, productOf } from "./catalogue-fixtures";

const TERMS = ["pearl", "GOLD", "jhumka", "kasu mala", "the", "a", "ring", "chain", "zzzqqq", "50%", "é"];

describe.each(databaseKinds)("what the catalogue remembers, on %s", (kind) => {
  const shop = useTestShop(kind);
  beforeAll(async () => {
    // Pieces that tie on name and differ in case, so the order within a group is tested too.
    await shop.database.db.execute(sql`
      insert into products (name, slug, description, price, stock, category_id)
      select name, 'tie-' || n, 'A plain piece ' || n || ' with no pearl in it', 100 + n, 1, 1
      from (values (1, 'Pearl Tie'), (2, 'pearl tie'), (3, 'Pearl Tie'), (4, 'Tie of Pearls')) as t(n, name)`);
    await shop.app.clearCatalogueCache();
  });

  it("ranks every term exactly as the database's own search, for any limit", async () => {
    const inDatabase = new CatalogueService(shop.database.db);
    const inMemory = new CatalogueService(shop.database.db, SearchInMemory.over(shop.database.db));
    for (const term of TERMS) {
      for (const limit of [1, 3, 10, 50]) {
        const ids = async (service: CatalogueService) => (await service.searchProducts(term, limit)).map((p) => p.id);
        expect(await ids(inMemory), `${term} ×${limit}`).toEqual(await ids(inDatabase));
      }
    }
    // The comparison means something only if the terms found pieces of all three kinds.
    expect((await inMemory.searchProducts("pearl", 50)).length).toBeGreaterThan(8);
  });

  it("finds a renamed, a new and an archived piece as they are now, on the very next search", async () => {
    const owner = await catalogueOwner(shop);
    const place = await placeInShop(shop);
    const search = async (term: string) =>
      (await shop.get<{ products: Product[] }>(`/api/products/search/${encodeURIComponent(term)}`)).body.products.map(
        (p) => p.name,
      );
    const piece = productOf(await owner.create(newProduct(place, { name: "Mayilpeeli Stud" })), 201);
    expect(await search("mayilpeeli")).toEqual(["Mayilpeeli Stud"]);

    await owner.update(piece.id, { name: "Peacock Feather Stud" });
    expect(await search("mayilpeeli")).toEqual([]);
    expect(await search("peacock feather")).toEqual(["Peacock Feather Stud"]);

    await owner.update(piece.id, { archived: true });
    expect(await search("peacock feather")).toEqual([]);
  });

  it("counts a list's pieces again after each change: totals and the last page stay true", async () => {
    const owner = await catalogueOwner(shop);
    const place = await placeInShop(shop);
    const list = `/api/products?category_id=${place.category.id}`;
    const total = async (path: string) =>
      (await shop.get<{ pagination: { total: number; hasMore: boolean } }>(path)).body.pagination;
    const before = await total(list);
    const searched = await total("/api/products?search=Thali%20Count&limit=1");
    expect(searched).toEqual(expect.objectContaining({ total: 0, hasMore: false }));

    const first = productOf(await owner.create(newProduct(place, { name: "Thali Count One" })), 201);
    await owner.create(newProduct(place, { name: "Thali Count Two" }));
    expect((await total(list)).total).toBe(before.total + 2);
    // Two matches, one per page: the first page says there is more.
    expect(await total("/api/products?search=thali%20count&limit=1")).toEqual(
      expect.objectContaining({ total: 2, hasMore: true }),
    );

    await owner.update(first.id, { archived: true });
    expect((await total(list)).total).toBe(before.total + 1);
    expect(await total("/api/products?search=THALI%20COUNT&limit=1")).toEqual(
      expect.objectContaining({ total: 1, hasMore: false }),
    );
  });
});

describe("remembered match counts", () => {
  it("counts again after a change, even when the change came while counting", async () => {
    const counts = new MatchCounts();
    let rows = 5;
    let release: () => void = () => {};
    const count = async () => {
      const now = rows;
      if (now === 5) await new Promise<void>((resolve) => (release = resolve));
      return now;
    };
    const before = counts.of({ categoryId: 1 }, count);
    rows = 6;
    counts.forget();
    const after = counts.of({ categoryId: 1 }, count);
    release();
    expect(await before).toBe(5);
    expect(await after).toBe(6);
    // Remembered until the next change, whatever order the filter's fields came in.
    expect(await counts.of({ categoryId: 1, search: undefined }, async () => 99)).toBe(6);
    // Another filter is another count.
    expect(await counts.of({ categoryId: 2 }, async () => 3)).toBe(3);
  });

  it("keeps within its bytes however many different searches come, and still remembers the latest", async () => {
    const counts = new MatchCounts();
    const search = (term: string) => ({ words: [{ typed: term, starts: [term], spellings: [] }] });
    for (let i = 0; i < 20_000; i++) await counts.of({ search: search(`jhumka${i}${"x".repeat(60)}`) }, async () => i);
    expect(counts.bytes).toBeGreaterThan(MATCH_COUNTS_MAX_BYTES / 2);
    expect(counts.bytes).toBeLessThanOrEqual(MATCH_COUNTS_MAX_BYTES);
    expect(await counts.of({ search: search(`jhumka19999${"x".repeat(60)}`) }, async () => -1)).toBe(19_999);
    expect(await counts.of({ search: search(`jhumka0${"x".repeat(60)}`) }, async () => -1)).toBe(-1);
  });

  it("does not remember a failed count", async () => {
    const counts = new MatchCounts();
    await expect(counts.of({}, async () => Promise.reject(new Error("database busy")))).rejects.toThrow();
    expect(await counts.of({}, async () => 7)).toBe(7);
  });
});

describe("the in-memory copy", () => {
  const piece = (id: number, name: string) => ({ id, names: [name.toLowerCase()], description: "" });

  it("is read again after a change, even when the change came while it was being read", async () => {
    let reads = 0;
    let catalogue = [piece(1, "Old Name")];
    let release: () => void = () => {};
    const search = new SearchInMemory(async () => {
      reads += 1;
      const snapshot = catalogue;
      // The first read is slow: the owner's change lands while it is on its way.
      if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
      return snapshot;
    });
    const before = search.search(searchQuery("name", []), 10);
    catalogue = [piece(2, "Another Name"), piece(1, "New Name")]; // in name order, as the database reads them
    search.forget();
    const after = search.search(searchQuery("name", []), 10);
    release();
    expect(await before).toEqual([1]);
    expect(await after).toEqual([2, 1]);
    expect(reads).toBe(2);
    // Kept until the next change: no read per search.
    await search.search(searchQuery("new", []), 10);
    expect(reads).toBe(2);
  });

  it("tries again after a failed read instead of keeping the failure", async () => {
    let fail = true;
    const search = new SearchInMemory(async () => {
      if (fail) throw new Error("database busy");
      return [piece(7, "Kada")];
    });
    await expect(search.search(searchQuery("kada", []), 5)).rejects.toThrow("database busy");
    fail = false;
    expect(await search.search(searchQuery("kada", []), 5)).toEqual([7]);
  });
});
