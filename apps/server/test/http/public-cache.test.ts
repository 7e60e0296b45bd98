// The public catalogue cache when a catalogue change clears it while a response is being computed: the shopper
// waiting for that response gets one computed after the change, never an error, and nothing older is kept. And the
// cached response's compressed bytes, made once and sent to every client that asks for that encoding.

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PublicCache } from "../../src/http/public-cache";
import { COMPRESS_AT_ONCE_BELOW, chooseEncoding } from "../../src/http/public-response";

const MB16 = 16 * 1024 * 1024;
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("the public cache cleared while a response is being computed", () => {
  it("responds to the waiting request with a value computed after the clear, and keeps that one", async () => {
    const cache = new PublicCache(60_000, MB16);
    let stock = 5;
    const compute = () => later(50, { stock });
    const waiting = cache.json("/api/products/1", compute);
    await later(10, null);
    stock = 4; // the change is committed, then announced
    cache.clear();
    expect(JSON.parse(await waiting)).toEqual({ stock: 4 });
    expect(JSON.parse(await cache.json("/api/products/1", compute))).toEqual({ stock: 4 });
  });

  it("still shares one computation between concurrent misses when nothing clears it", async () => {
    const cache = new PublicCache(60_000, MB16);
    let computed = 0;
    const compute = () => {
      computed += 1;
      return later(20, { n: computed });
    };
    const responses = await Promise.all([cache.json("k", compute), cache.json("k", compute), cache.json("k", compute)]);
    expect(responses.map((text) => JSON.parse(text))).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(computed).toBe(1);
  });
});

describe("a public response is compressed once, as the client prefers", () => {
  it("chooses brotli over gzip unless the client says otherwise", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it("keeps each encoding's bytes with the cached response, so later requests reuse them", async () => {
    const cache = new PublicCache(60_000, MB16);
    const products = Array.from({ length: 50 }, (_, id) => ({ id, name: `Temple jhumka ${id}`, price: "499.00" }));
    const first = await cache.response("/api/products", async () => ({ products }));
    const again = await cache.response("/api/products", async () => ({ products: [] }));
    expect(again).toBe(first);
    const br = await first.encodedAs("br");
    expect(await again.encodedAs("br")).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(first.body);
    expect(gunzipSync(await first.encodedAs("gzip")).toString()).toBe(first.body);
    expect(br.length).toBeLessThan(first.body.length / 4);
  });

  it("compresses a long response as well as a short one (the long one off the request's thread)", async () => {
    const pieces = Array.from({ length: 2000 }, (_, id) => ({ id, name: `Temple jhumka ${id}`, price: "499.00" }));
    const long = await new PublicCache(60_000, MB16).response("/api/products?limit=2000", async () => ({ pieces }));
    expect(long.body.length).toBeGreaterThan(COMPRESS_AT_ONCE_BELOW);
    expect(brotliDecompressSync(await long.encodedAs("br")).toString()).toBe(long.body);
    expect(gunzipSync(await long.encodedAs("gzip")).toString()).toBe(long.body);
  });

  it("leaves a small response plain", async () => {
    const response = await new PublicCache(60_000, MB16).response("/api/categories", async () => ({ categories: [] }));
    expect(response.compressible).toBe(false);
  });
});

describe("the public cache is bounded by bytes", () => {
  // Text that compresses badly, so each compressed copy costs about as much as the text itself.
  const noise = (seed: number) =>
    Array.from({ length: 6000 }, (_, i) => ((seed * 7919 + i * 104_729) % 1_000_003).toString(36)).join("");

  it("counts every compressed copy with its response, and drops the least recently used to stay under the bound", async () => {
    const bound = 1024 * 1024;
    const cache = new PublicCache(60_000, bound);
    const first = await cache.page("page:/products", async () => `<p>${noise(0)}</p>`);
    const plain = cache.bytes;
    expect(plain).toBeGreaterThan(first.body.length);
    await first.encodedAs("br");
    await first.encodedAs("gzip");
    expect(cache.bytes - plain).toBeGreaterThan(first.body.length / 2);
    for (let n = 1; n <= 100; n++) {
      const page = await cache.page(`page:/products?q=${n}`, async () => `<p>${noise(n)}</p>`);
      await page.encodedAs("br");
      expect(cache.bytes).toBeLessThanOrEqual(bound);
    }
    expect(cache.bytes).toBeGreaterThan(bound / 2);
    // The latest are kept; the first went long ago.
    expect(cache.kept("page:/products?q=100")).toBeDefined();
    expect(cache.kept("page:/products")).toBeUndefined();
  });

  it("does not put back a response cleared while its compressed copy was being made", async () => {
    const cache = new PublicCache(60_000, MB16);
    const response = await cache.page("page:/", async () => `<p>${noise(1)}</p>`);
    const compressing = response.encodedAs("br");
    cache.clear();
    await compressing;
    expect(cache.kept("page:/")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
