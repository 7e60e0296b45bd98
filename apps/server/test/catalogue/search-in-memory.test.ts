// Search on the embedded database answers from memory (decision 019): it must rank exactly as the database's search
// does, and never answer from a copy older than the owner's last change.
import type { Product } from "@mayil/core/catalogue-schemas";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CatalogueService } from "../../src/modules/catalogue/catalogue-service";
import { SearchInMemory } from "../../src/modules/catalogue/search-in-memory";
import { catalogueOwner, newProduct, placeInShop, productOf } from "../owner-catalogue/catalogue-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

const TERMS = ["pearl", "GOLD", "jhumka", "kasu mala", "the", "a", "ring", "chain", "zzzqqq", "50%", "é"];

describe.each(databaseKinds)("search from memory on %s", (kind) => {
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
});

describe("the in-memory copy", () => {
  const piece = (id: number, name: string) => ({ id, name: name.toLowerCase(), description: "" });

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
    const before = search.search("name", 10);
    catalogue = [piece(2, "Another Name"), piece(1, "New Name")]; // in name order, as the database reads them
    search.forget();
    const after = search.search("name", 10);
    release();
    expect(await before).toEqual([1]);
    expect(await after).toEqual([2, 1]);
    expect(reads).toBe(2);
    // Kept until the next change: no read per search.
    await search.search("new", 10);
    expect(reads).toBe(2);
  });

  it("tries again after a failed read instead of keeping the failure", async () => {
    let fail = true;
    const search = new SearchInMemory(async () => {
      if (fail) throw new Error("database busy");
      return [piece(7, "Kada")];
    });
    await expect(search.search("kada", 5)).rejects.toThrow("database busy");
    fail = false;
    expect(await search.search("kada", 5)).toEqual([7]);
  });
});
