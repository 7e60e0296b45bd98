import { describe, expect, it } from "vitest";
import { mediaSrcSet, resizedMediaUrl } from "./media-srcset";

describe("media srcset", () => {
  it("lists the smaller widths and the original", () => {
    expect(mediaSrcSet("/media/products/a.webp", 800)).toBe(
      "/media/w/160/products/a.webp 160w, /media/w/320/products/a.webp 320w, /media/w/480/products/a.webp 480w, /media/w/640/products/a.webp 640w, /media/products/a.webp 800w",
    );
  });
  it("leaves other hosts alone", () => {
    expect(mediaSrcSet("https://example.com/a.jpg", 800)).toBeUndefined();
    expect(resizedMediaUrl("https://example.com/a.jpg", 320)).toBe("https://example.com/a.jpg");
  });
});
