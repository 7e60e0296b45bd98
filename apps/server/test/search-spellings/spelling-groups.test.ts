// The owner's groups of search spellings (decision 030): what the desk refuses, how many the shop keeps, and who may
// see or change them, on both databases. What a search finds with them is tested with the catalogue's search
// (catalogue/search-words.test.ts).
import { searchSpellingEndpoints } from "@mayil/core/api/search-spellings-endpoints";
import { MAX_SPELLING_GROUPS, type SpellingGroup } from "@mayil/core/catalogue/search-spelling-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { type CatalogueOwner, catalogueOwner } from "../catalogue/catalogue-fixtures";
import { asShopper, newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

type Groups = { groups: SpellingGroup[] };

describe.each(databaseKinds)("the owner's search spellings, on %s", (kind) => {
  // The response cache on, as in the shop: a change of spellings must not wait for it to expire.
  const shop = useTestShop(kind, { env: { CATALOGUE_CACHE_SECONDS: "60" } });
  let owner: CatalogueOwner;
  beforeAll(async () => {
    owner = await catalogueOwner(shop);
  });

  it("refuses spellings that are not words, groups of one, and a word another group has", async () => {
    const post = (words: unknown) => owner.call<Groups>("POST", "/api/owner/search-spellings", { words });
    for (const [words, says] of [
      [["bugadi", "long stud drop earring"], "“long stud drop earring” is not a spelling"],
      [["bugadi", "ear-cuff"], "“ear-cuff” is not a spelling"],
      [["bugadi", "x"], "at least 2 letters"],
      [["bugadi", "Bugadi"], "at least two different spellings"],
      ["bugadi", "Words must be a list of words"],
      [["bugadi", "earing"], "“earing” is already in the group earring, earrings, earing, earings"],
    ] as const) {
      const response = await post(words);
      expect(response.status, String(words)).toBe(says.startsWith("“earing”") ? 409 : 400);
      expect(response.body.error).toContain(says);
      expect(response.body.error?.[0]).toMatch(/[A-Z“]/);
    }
    const unknown = await owner.call<Groups>("PUT", "/api/owner/search-spellings/999999", { words: ["ab", "cd"] });
    expect(unknown).toEqual({ status: 404, body: { code: "not_found", error: "Spelling group not found" } });
  });

  it("keeps at most MAX_SPELLING_GROUPS groups: every process holds them all in memory", async () => {
    const { body } = await owner.call<Groups>("GET", "/api/owner/search-spellings");
    const more = MAX_SPELLING_GROUPS - body.groups.length;
    await shop.database.db.execute(
      `insert into search_spellings (words) select array['cap' || g || 'a', 'cap' || g || 'b'] from generate_series(1, ${more}) g`,
    );
    try {
      const refused = await owner.call<Groups>("POST", "/api/owner/search-spellings", { words: ["bugadi", "bugdi"] });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(
        `The shop keeps at most ${MAX_SPELLING_GROUPS} spelling groups: add these words to a group, or remove one first`,
      );
    } finally {
      await shop.database.db.execute(`delete from search_spellings where words[1] like 'cap%a'`);
      await shop.app.clearCatalogueCache();
    }
    const added = await owner.call<Groups>("POST", "/api/owner/search-spellings", { words: ["bugadi", "bugdi"] });
    expect(added.status).toBe(201);
    const group = added.body.groups.find((g) => g.words.includes("bugadi"));
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
