// Anyone could once grow the server by a gigabyte (decision 018, Kept pages), sending rendered pages new query strings
// (`?utm_source=1`, `=2`, …), each rendered again and kept, 2,000 pages of ~125 KB. Now a page is kept under its path and
// the parameters it reads (decision 018), and the kept responses under PAGE_CACHE_MB. Flooded with junk queries and new
// searches, over HTTP, the kept bytes stay under the bound and the process's memory does not grow; a page asked again
// still comes from what is kept, and what a page reads still makes its own page.

import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { catalogueApiPaths } from "@mayil/core/catalogue/catalogue-api-paths";
import { describe, expect, it } from "vitest";
import { webDistFolder, webRenderFolder } from "../../src/paths";
import { databaseKinds, useTestShop } from "../test-app";

const MB = 1024 * 1024;
/** Small, so that a few dozen rendered pages fill it (a rendered page is ~100 KB and its brotli copy ~13 KB). */
const PAGE_CACHE_MB = 2;
/** Well under what the flood would keep unbounded: its 500 junk addresses alone were 500 rendered pages, ~60 MB. */
const MEMORY_GROWTH_BOUND = 32 * MB;

// Memory measured after a full collection, so garbage waiting to be collected is not counted.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
function memoryInUse(): number {
  collectGarbage();
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

describe.each(databaseKinds)("the kept pages and responses under a flood (%s)", (kind) => {
  const shop = useTestShop(kind, {
    webDistDir: webDistFolder,
    webRenderDir: webRenderFolder,
    env: { CATALOGUE_CACHE_SECONDS: "60", PAGE_CACHE_MB: String(PAGE_CACHE_MB) },
  });
  const visit = async (pathAndQuery: string) => {
    const response = await fetch(shop.url + pathAndQuery, { headers: { "accept-encoding": "br" } });
    const body = await response.text();
    expect(response.status, pathAndQuery).toBe(200);
    return { cacheStatus: response.headers.get("cache-status"), etag: response.headers.get("etag"), body };
  };
  /** `count` addresses made by `address`, a few at a time as a crowd would send them. */
  async function flood(count: number, address: (n: number) => string) {
    for (let start = 0; start < count; start += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, count - start) }, (_, i) => visit(address(start + i)).then(() => undefined)),
      );
    }
  }
  const keptBytes = () => shop.app.publicCache.bytes;

  it("keeps one page for an address whatever else its query carries", async () => {
    const first = await visit("/products?utm_source=whatsapp");
    expect(first.cacheStatus).toBe("MayilPages; fwd=miss");
    const kept = shop.app.publicCache.count;
    for (const query of ["utm_source=1", "utm_source=2&utm_medium=chat", "fbclid=abc", "q=", ""]) {
      const again = await visit(`/products?${query}`);
      expect(again.cacheStatus, query).toBe("MayilPages; hit");
      expect(again.etag).toBe(first.etag);
    }
    expect(shop.app.publicCache.count).toBe(kept);
    const home = await visit("/?utm_source=1");
    expect(home.cacheStatus).toBe("MayilPages; fwd=miss");
    const withHome = shop.app.publicCache.count;
    expect((await visit("/?utm_campaign=diwali")).cacheStatus).toBe("MayilPages; hit");
    expect((await visit("/")).etag).toBe(home.etag);
    // The catalogue's responses are kept by what their endpoint reads too.
    await shop.get("/api/products?limit=24&page=1&utm_source=1");
    const withList = shop.app.publicCache.count;
    await shop.get("/api/products?page=1&limit=24&utm_source=2");
    await shop.get("/api/products?page=1&limit=24&fbclid=3");
    expect(shop.app.publicCache.count).toBe(withList);
    expect(withList).toBeLessThanOrEqual(withHome + 1);
  });

  it("renders a page again for each parameter it reads: a filter in the address still shows filtered pieces", async () => {
    const { categories } = (await shop.get<{ categories: Array<{ id: number }> }>("/api/categories")).body;
    const [first, second] = categories;
    if (!first || !second) throw new Error("the demo catalogue has at least two categories");
    // What the page lists, as the API returns it.
    const listed = async (categoryId: number) =>
      (
        await shop.get<{ products: Array<{ name: string }> }>(
          `/api${catalogueApiPaths.productList({ categoryId, priceBand: "all" }, 1)}`,
        )
      ).body.products.map((p) => p.name);
    const inFirst = await listed(first.id);
    const onlyInSecond = (await listed(second.id)).find((name) => !inFirst.some((other) => other.includes(name)));
    if (inFirst.length === 0 || !onlyInSecond) throw new Error("each demo category has pieces of its own");

    const filtered = await visit(`/products?utm_source=1&category=${first.id}`);
    for (const name of inFirst) expect(filtered.body).toContain(name);
    expect(filtered.body).not.toContain(onlyInSecond);
    const other = await visit(`/products?category=${second.id}&utm_source=1`);
    expect(other.body).toContain(onlyInSecond);
    // The same filters in another order, or with a repeat, are the same page.
    expect((await visit(`/products?price=below-100&category=${first.id}`)).cacheStatus).toBe("MayilPages; fwd=miss");
    const reordered = await visit(`/products?category=${first.id}&gclid=1&price=below-100&category=${second.id}`);
    expect(reordered.cacheStatus).toBe("MayilPages; hit");
    // A search is a page of its own, and so is a colour of a piece.
    const searched = await visit(`/products?q=${encodeURIComponent(onlyInSecond)}`);
    expect(searched.body).toContain(onlyInSecond);
    expect(searched.etag).not.toBe((await visit("/products")).etag);
    const product = "/product/temple-jhumka";
    expect((await visit(`${product}?utm_source=1`)).cacheStatus).toBe("MayilPages; fwd=miss");
    expect((await visit(`${product}?colour=own&utm_source=1`)).cacheStatus).toBe("MayilPages; fwd=miss");
    expect((await visit(`${product}?colour=own`)).cacheStatus).toBe("MayilPages; hit");
  });

  it("stays under PAGE_CACHE_MB and does not grow the process, flooded with junk queries and new searches", async () => {
    const round = async (tag: string) => {
      // Junk on rendered pages: the same few pages, kept once each.
      await flood(300, (n) => `/products?utm_source=${tag}${n}`);
      await flood(200, (n) => `/?fbclid=${tag}${n}`);
      expect(keptBytes()).toBeLessThanOrEqual(PAGE_CACHE_MB * MB);
      // New searches: each a page of its own and the API's response, kept until the bound pushes them out.
      await flood(60, (n) => `/products?q=${tag}jhumka${n}`);
      expect(keptBytes()).toBeLessThanOrEqual(PAGE_CACHE_MB * MB);
      await flood(400, (n) => `/api/products?search=${tag}ring${n}&limit=24&utm_source=${n}`);
      await flood(200, (n) => `/api/products/search/${tag}anklet${n}?limit=8`);
      expect(keptBytes()).toBeLessThanOrEqual(PAGE_CACHE_MB * MB);
    };
    // The first round fills the cache (and warms up everything else); the second must not need more memory.
    await round("a");
    expect(keptBytes()).toBeGreaterThan((PAGE_CACHE_MB * MB) / 2);
    const before = memoryInUse();
    await round("b");
    const grown = memoryInUse() - before;
    console.info(
      `${kind}: kept ${shop.app.publicCache.count} responses, ${(keptBytes() / MB).toFixed(2)} MB; memory grew ${(grown / MB).toFixed(1)} MB; rss ${(process.memoryUsage().rss / MB).toFixed(0)} MB`,
    );
    expect(grown, `grew ${(grown / MB).toFixed(1)} MB`).toBeLessThan(MEMORY_GROWTH_BOUND);

    // What is asked again still comes from the kept pages.
    const last = "/products?q=bjhumka59";
    expect((await visit(`${last}&utm_source=again`)).cacheStatus).toBe("MayilPages; hit");
    expect((await visit("/products?q=bjhumka0")).cacheStatus).toBe("MayilPages; fwd=miss");
  }, 300_000);
});
