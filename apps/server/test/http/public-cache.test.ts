// The public catalogue cache when a catalogue change clears it while an answer is being computed: the shopper
// waiting for that answer gets one computed after the change, never an error, and nothing older is kept.
import { describe, expect, it } from "vitest";
import { PublicCache } from "../../src/http/public-cache";

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("the public cache cleared while an answer is being computed", () => {
  it("answers the waiting request with a value computed after the clear, and keeps that one", async () => {
    const cache = new PublicCache(60_000);
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
    const cache = new PublicCache(60_000);
    let computed = 0;
    const compute = () => {
      computed += 1;
      return later(20, { n: computed });
    };
    const answers = await Promise.all([cache.json("k", compute), cache.json("k", compute), cache.json("k", compute)]);
    expect(answers.map((text) => JSON.parse(text))).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(computed).toBe(1);
  });
});
