// Search as a shopper means it (decision 030): whole words (the start of a word while typing), and the shop's own
// spellings ("earing", "jumka", "payal"), which the owner extends from the desk and search follows at once, on both
// databases, through the response cache, and in a second process of the same shop.
import { searchSpellingEndpoints } from "@mayil/core/api/search-spelling-endpoints";
import type { Product } from "@mayil/core/catalogue-schemas";
import { MAX_SPELLING_GROUPS, type SpellingGroup } from "@mayil/core/search-spelling-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { searchQuery } from "../../src/modules/catalogue/search-words";
import {
  type CatalogueOwner,
  catalogueOwner,
  newProduct,
  placeInShop,
  productOf,
} from "../owner-catalogue/catalogue-fixtures";
import { asShopper, newShopper } from "../sign-in";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { testDatabaseUrl } from "../test-env";

type Groups = { groups: SpellingGroup[] };

const suggestions = async (shop: TestShop, term: string) =>
  (await shop.get<{ products: Product[] }>(`/api/products/search/${encodeURIComponent(term)}?limit=10`)).body.products;
const listed = async (shop: TestShop, term: string) =>
  (await shop.get<{ products: Product[] }>(`/api/products?limit=100&search=${encodeURIComponent(term)}`)).body.products;
const names = (products: Product[]) => products.map((p) => p.name);

/** Pieces whose only link to "earring" is a word that contains it, or contains "earing", or "ring". */
async function addLookalikes(shop: TestShop, owner: CatalogueOwner) {
  const place = await placeInShop(shop);
  const add = async (name: string, description: string) =>
    productOf(await owner.create(newProduct(place, { name, description })), 201);
  await add("Comfort Bead Chain", "Light enough for everyday wearing, with a lobster clasp.");
  await add("Ruby Solitaire Ring", "An adjustable ring with one red stone.");
  await add("Meenakshi Drop Earrings", "Gold-plated drops with a pearl.");
}

describe.each(databaseKinds)("search by whole words and the shop's spellings, on %s", (kind) => {
  // The response cache on, as in the shop: a change of spellings must not wait for it to expire.
  const shop = useTestShop(kind, { env: { CATALOGUE_CACHE_SECONDS: "60" } });
  let owner: CatalogueOwner;
  beforeAll(async () => {
    owner = await catalogueOwner(shop);
    await addLookalikes(shop, owner);
  });

  it("finds earrings for “earing”, never a piece that only says “wearing”, nor rings", async () => {
    for (const found of [await suggestions(shop, "earing"), await listed(shop, "earing")]) {
      expect(names(found)).toContain("Meenakshi Drop Earrings");
      expect(names(found)).not.toContain("Comfort Bead Chain");
      expect(names(found)).not.toContain("Ruby Solitaire Ring");
      for (const piece of found) expect(`${piece.name} ${piece.description}`).toMatch(/\bearrings?\b/i);
    }
    // "ring" is a word of its own: earrings are not rings.
    const rings = await listed(shop, "ring");
    expect(names(rings)).toContain("Ruby Solitaire Ring");
    expect(names(rings)).not.toContain("Meenakshi Drop Earrings");
    // While typing, the start of a word is enough.
    expect(names(await suggestions(shop, "ear"))).toContain("Meenakshi Drop Earrings");
    expect(names(await suggestions(shop, "Meenakshi ear"))).toEqual(["Meenakshi Drop Earrings"]);
  });

  it("finds jhumkas for “jumka” and “jhumki”, and anklets for “payal”", async () => {
    const jhumkas = names(await listed(shop, "jhumka"));
    expect(jhumkas.length).toBeGreaterThan(2);
    expect(jhumkas.length).toBeLessThan(10);
    expect(jhumkas).toContain("Temple Jhumka");
    for (const spelling of ["jumka", "jhumki", "Jimikki"]) {
      expect(names(await listed(shop, spelling)), spelling).toEqual(jhumkas);
      expect(names(await suggestions(shop, spelling)).sort(), spelling).toEqual([...jhumkas].sort());
    }
    const anklets = names(await listed(shop, "payal"));
    expect(anklets.length).toBeGreaterThan(1);
    expect(anklets).toEqual(names(await listed(shop, "anklet")));
  });

  it("searches with a spelling the owner adds at once, and forgets it once she removes it", async () => {
    const place = await placeInShop(shop);
    productOf(await owner.create(newProduct(place, { name: "Mookuthi Nose Pin", description: "A tiny stud." })), 201);
    // Asked before the change: the cache now holds "nothing found" for these.
    expect(await suggestions(shop, "nathni")).toEqual([]);
    expect(await listed(shop, "nathni")).toEqual([]);

    const added = await owner.call<Groups>("POST", "/api/owner/search-spellings", {
      words: ["Mookuthi", "nathni", " nosepin "],
    });
    expect(added.status).toBe(201);
    const group = added.body.groups.find((g) => g.words.includes("nathni"));
    expect(group?.words).toEqual(["mookuthi", "nathni", "nosepin"]);
    expect(names(await suggestions(shop, "nathni"))).toEqual(["Mookuthi Nose Pin"]);
    expect(names(await listed(shop, "nosepin"))).toEqual(["Mookuthi Nose Pin"]);

    const changed = await owner.call<Groups>("PUT", `/api/owner/search-spellings/${group?.id}`, {
      words: ["mookuthi", "nosepin"],
    });
    expect(changed.status).toBe(200);
    expect(await suggestions(shop, "nathni")).toEqual([]);

    const removed = await owner.call<Groups>("DELETE", `/api/owner/search-spellings/${group?.id}`);
    expect(removed.body.groups.some((g) => g.id === group?.id)).toBe(false);
    expect(await listed(shop, "nosepin")).toEqual([]);
  });

  it("refuses spellings that are not words, groups of one, and a word another group has", async () => {
    const post = (words: unknown) => owner.call<Groups>("POST", "/api/owner/search-spellings", { words });
    for (const [words, says] of [
      [["kammal", "stud earring"], "“stud earring” is not one word"],
      [["kammal", "x"], "at least 2 letters"],
      [["kammal", "Kammal"], "at least two different spellings"],
      ["kammal", "Words must be a list of words"],
      [["kammal", "earing"], "“earing” is already in the group earring, earrings, earing, earings"],
    ] as const) {
      const response = await post(words);
      expect(response.status, String(words)).toBe(says.startsWith("“earing”") ? 409 : 400);
      expect(response.body.error).toContain(says);
      expect(response.body.error?.[0]).toMatch(/[A-Z“]/);
    }
    const unknown = await owner.call<Groups>("PUT", "/api/owner/search-spellings/999999", { words: ["ab", "cd"] });
    expect(unknown).toEqual({ status: 404, body: { error: "Spelling group not found" } });
  });

  it("keeps at most MAX_SPELLING_GROUPS groups: every process holds them all in memory", async () => {
    const { body } = await owner.call<Groups>("GET", "/api/owner/search-spellings");
    const more = MAX_SPELLING_GROUPS - body.groups.length;
    await shop.database.db.execute(
      `insert into search_spellings (words) select array['cap' || g || 'a', 'cap' || g || 'b'] from generate_series(1, ${more}) g`,
    );
    try {
      const refused = await owner.call<Groups>("POST", "/api/owner/search-spellings", { words: ["kammal", "kamal"] });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(
        `The shop keeps at most ${MAX_SPELLING_GROUPS} spelling groups: add these words to a group, or remove one first`,
      );
    } finally {
      await shop.database.db.execute(`delete from search_spellings where words[1] like 'cap%a'`);
      await shop.app.clearCatalogueCache();
    }
    const added = await owner.call<Groups>("POST", "/api/owner/search-spellings", { words: ["kammal", "kamal"] });
    expect(added.status).toBe(201);
    const group = added.body.groups.find((g) => g.words.includes("kammal"));
    await owner.call("DELETE", `/api/owner/search-spellings/${group?.id}`);
  });

  it("lets only the owner see or change the spellings", async () => {
    const { body } = await owner.call<Groups>("GET", "/api/owner/search-spellings");
    const groupId = body.groups[0]?.id ?? 1;
    const shopper = await newShopper(shop.url, { email: "speller@example.com", name: "Speller" });
    for (const endpoint of Object.values(searchSpellingEndpoints)) {
      const path = `/api${endpoint.path.replace(":id", String(groupId))}`;
      const payload = endpoint.method === "GET" || endpoint.method === "DELETE" ? undefined : { words: ["ab", "cd"] };
      expect((await asShopper(shop.url, null, endpoint.method, path, payload)).status, endpoint.name).toBe(401);
      const response = await shopper.call(endpoint.method, path, payload);
      expect({ endpoint: endpoint.name, status: response.status }).toEqual({ endpoint: endpoint.name, status: 403 });
    }
    const after = await owner.call<Groups>("GET", "/api/owner/search-spellings");
    expect(after.body.groups).toEqual(body.groups);
  });
});

describe.runIf(testDatabaseUrl)("a spelling added in one process, searched in another (postgres)", () => {
  const env = { CATALOGUE_CACHE_SECONDS: "60" };
  const first = useTestShop("postgres", { env });
  const second = useTestShop("postgres", { env, twinOf: first });

  it("is heard by the other process without waiting for its cache", async () => {
    const owner = await catalogueOwner(first);
    const place = await placeInShop(first);
    productOf(await owner.create(newProduct(place, { name: "Thoda Twist Bangle", description: "A kada." })), 201);
    expect(await suggestions(second, "valayal")).toEqual([]);
    await owner.call("POST", "/api/owner/search-spellings", { words: ["bangle", "valayal", "thoda"] });
    // NOTIFY travels to the other process's listener: it arrives within moments, not after the cache's 60 s.
    await expect
      .poll(async () => names(await suggestions(second, "valayal")), { timeout: 5000 })
      .toContain("Thoda Twist Bangle");
  });
});

describe("what a search term means", () => {
  const groups = [
    ["earring", "earrings", "earing", "earings"],
    ["jhumka", "jumka", "jimikki"],
    ["mala", "haar"],
  ];
  it("splits words, drops repeats and punctuation, and knows spellings by word, plural or a long enough start", () => {
    expect(searchQuery("  Earing, earing!  ", groups).words).toEqual([
      { typed: "earing", spellings: ["earring", "earrings"] },
    ]);
    expect(searchQuery("jumkas", groups).words[0]?.spellings).toEqual(["jhumka", "jimikki", "jumka"]);
    expect(searchQuery("jim", groups).words[0]?.spellings).toEqual(["jhumka", "jumka"]);
    expect(searchQuery("ma", groups).words[0]?.spellings).toEqual([]);
    expect(searchQuery("50% off", groups).words.map((w) => w.typed)).toEqual(["50", "off"]);
    expect(searchQuery("%_'", groups).words).toEqual([]);
    expect(searchQuery("മാല", groups).words.map((w) => w.typed)).toEqual(["മാല"]);
  });
});
