// The desk's kept reads are bounded by count and by bytes, newest first.
import { describe, expect, it } from "vitest";
import { MAX_KEPT_BYTES, MAX_KEPT_READS, newestThatFit } from "./kept-reads-bound";

describe("how many of the desk's kept reads stay", () => {
  it("keeps every read while both the count and the bytes fit", () => {
    expect(newestThatFit([2_000, 3_000, 1_000])).toBe(3);
  });

  it("keeps the newest reads up to the count", () => {
    expect(newestThatFit(Array.from({ length: MAX_KEPT_READS + 5 }, () => 1_000))).toBe(MAX_KEPT_READS);
  });

  it("keeps the newest reads up to the bytes, and lets the older ones go", () => {
    const big = MAX_KEPT_BYTES / 4;
    expect(newestThatFit([big, big, big, big, 1, 1])).toBe(4);
    expect(newestThatFit([big, big, big, big + 1, 1])).toBe(3);
  });

  it("never keeps one read bigger than the whole bound", () => {
    expect(newestThatFit([MAX_KEPT_BYTES + 1, 10])).toBe(0);
  });
});
