// Search as a shopper means it (decision 030): whole words (the start of a word while typing), and the shop's own
// spellings ("earing", "jumka", "payal"), which the owner extends from the desk and search follows at once, on both
// databases, through the response cache, and in a second process of the same shop.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { SpellingGroup } from "@mayil/core/catalogue/search-spelling-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { searchQuery, wordPattern } from "../../src/modules/catalogue/search-words";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { testDatabaseUrl } from "../test-env";
import { type CatalogueOwner, catalogueOwner, newProduct, placeInShop, productOf } from "./catalogue-fixtures";

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

  it("finds every ring, bangle, chain and earring for the plural, and nose pins for “mookuthi”", async () => {
    const everyPiece = await listed(shop, "");
    expect(everyPiece.length).toBeGreaterThan(50);
    const named = (pattern: RegExp) => names(everyPiece.filter((piece) => pattern.test(piece.name))).sort();
    const expected: Record<string, string[]> = {
      rings: named(/\brings?\b/i),
      bangles: named(/\b(bangles?|kadas?)\b/i),
      chains: named(/\bchains?\b/i),
      earrings: named(/\bearrings?\b/i),
      mookuthi: named(/\bnose (pin|ring)s?\b/i),
      kammal: named(/\bearrings?\b/i),
      vala: named(/\b(bangles?|kadas?)\b/i),
      mothiram: named(/\brings?\b/i),
      // Words no group knows: the plural alone finds the singular.
      pendants: named(/\bpendants?\b/i),
      chokers: named(/\bchokers?\b/i),
      bracelets: named(/\bbracelets?\b/i),
    };
    expect(expected.pendants?.length).toBeGreaterThanOrEqual(4);
    expect(expected.rings?.length).toBeGreaterThanOrEqual(8);
    expect(expected.bangles).toEqual(expect.arrayContaining(["Thin Kada Bangle", "Oxidised Tribal Bangle"]));
    expect(expected.mookuthi).toEqual(["Oxidised Nose Pin", "Pearl Nose Ring", "Ruby Nose Pin"]);
    for (const [term, pieces] of Object.entries(expected)) {
      // Every piece named so, by name or description; nothing that only has the letters inside a word (earrings).
      const found = names(await listed(shop, term));
      expect(found.filter((name) => pieces.includes(name)).sort(), term).toEqual(pieces);
      if (term === "rings" || term === "mothiram")
        expect(
          found.some((name) => /earring/i.test(name)),
          term,
        ).toBe(false);
      // The suggestions find the same pieces, ten at most.
      const suggested = names(await suggestions(shop, term));
      expect(suggested.length, term).toBe(Math.min(found.length, 10));
      expect(found, term).toEqual(expect.arrayContaining(suggested));
    }
  });

  it("searches with a spelling the owner adds at once, and forgets it once she removes it", async () => {
    const place = await placeInShop(shop);
    productOf(await owner.create(newProduct(place, { name: "Bugadi Ear Cuff", description: "A tiny cuff." })), 201);
    // Asked before the change: the cache now holds "nothing found" for these.
    expect(await suggestions(shop, "kaanphool")).toEqual([]);
    expect(await listed(shop, "kaanphool")).toEqual([]);

    const added = await owner.call<Groups>("POST", "/api/owner/search-spellings", {
      words: ["Bugadi", "kaanphool", " ear   cuff "],
    });
    expect(added.status).toBe(201);
    const group = added.body.groups.find((g) => g.words.includes("kaanphool"));
    expect(group?.words).toEqual(["bugadi", "kaanphool", "ear cuff"]);
    expect(names(await suggestions(shop, "kaanphool"))).toEqual(["Bugadi Ear Cuff"]);
    expect(names(await listed(shop, "kaanphools"))).toEqual(["Bugadi Ear Cuff"]);

    const changed = await owner.call<Groups>("PUT", `/api/owner/search-spellings/${group?.id}`, {
      words: ["bugadi", "ear cuff"],
    });
    expect(changed.status).toBe(200);
    expect(await suggestions(shop, "kaanphool")).toEqual([]);

    const removed = await owner.call<Groups>("DELETE", `/api/owner/search-spellings/${group?.id}`);
    expect(removed.body.groups.some((g) => g.id === group?.id)).toBe(false);
    expect(await listed(shop, "kaanphool")).toEqual([]);
  });
});

describe.runIf(testDatabaseUrl)("a spelling added in one process, searched in another (postgres)", () => {
  const env = { CATALOGUE_CACHE_SECONDS: "60" };
  const first = useTestShop("postgres", { env });
  const second = useTestShop("postgres", { env, twinOf: first });

  it("is heard by the other process without waiting for its cache", async () => {
    const owner = await catalogueOwner(first);
    const place = await placeInShop(first);
    productOf(await owner.create(newProduct(place, { name: "Rani Haathphool", description: "A hand harness." })), 201);
    expect(await suggestions(second, "hathphool")).toEqual([]);
    await owner.call("POST", "/api/owner/search-spellings", { words: ["haathphool", "hathphool", "hand harness"] });
    // NOTIFY travels to the other process's listener: it arrives within moments, not after the cache's 60 s.
    await expect
      .poll(async () => names(await suggestions(second, "hathphool")), { timeout: 5000 })
      .toContain("Rani Haathphool");
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
      { typed: "earing", starts: ["earing"], spellings: ["earring", "earrings"] },
    ]);
    // "jumkas" is found as "jumka" (its singular, which "jumkas" starts with), so that is no other spelling.
    expect(searchQuery("jumkas", groups).words[0]).toEqual({
      typed: "jumkas",
      starts: ["jumka"],
      spellings: ["jhumka", "jimikki"],
    });
    expect(searchQuery("jim", groups).words[0]?.spellings).toEqual(["jhumka", "jumka"]);
    expect(searchQuery("ma", groups).words[0]?.spellings).toEqual([]);
    expect(searchQuery("50% off", groups).words.map((w) => w.typed)).toEqual(["50", "off"]);
    expect(searchQuery("%_'", groups).words).toEqual([]);
    expect(searchQuery("മാല", groups).words.map((w) => w.typed)).toEqual(["മാല"]);
  });

  it("takes a plural for its singular, and a short word or one of another script as it is", () => {
    const startsOf = (term: string) => searchQuery(term, []).words.map((word) => word.starts);
    expect(startsOf("rings bangles chains earrings")).toEqual([["ring"], ["bangle"], ["chain"], ["earring"]]);
    expect(startsOf("rubies")).toEqual([["rubies", "ruby"]]);
    expect(startsOf("glass gas is ring ear")).toEqual([["glass"], ["gas"], ["is"], ["ring"], ["ear"]]);
    expect(startsOf("മാലകൾ 925")).toEqual([["മാലകൾ"], ["925"]]);
  });

  it("finds a spelling of several words with anything between its words", () => {
    const [word] = searchQuery("mookuthi", [["mookuthi", "nose pin"]]).words;
    const test = word && new RegExp(wordPattern(word), "u");
    expect(test?.test("ruby nose pin")).toBe(true);
    expect(test?.test("ruby nose-pins")).toBe(true);
    expect(test?.test("ruby nose pinch")).toBe(false);
    expect(test?.test("ruby nose")).toBe(false);
  });
});
