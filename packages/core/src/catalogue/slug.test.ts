import { describe, expect, it } from "vitest";
import { productSlug, subcategorySlug } from "./slug";

describe("productSlug (product cards without a stored slug)", () => {
  it.each([
    ["Pearl Drop Studs", "pearl-drop-studs"],
    ["Temple Jhumka (Antique Gold)", "temple-jhumka-antique-gold"],
    ["Rose  Gold -- Hoops", "rose-gold-hoops"],
    ["Kerala's Kasu Mala", "keralas-kasu-mala"],
    ["  Tiny Heart Studs  ", "tiny-heart-studs"],
    ["Set of 6 - Bangles", "set-of-6-bangles"],
  ])("%s → %s", (name, slug) => {
    expect(productSlug(name)).toBe(slug);
  });
});

describe("subcategorySlug (home page subcategory links)", () => {
  it.each([
    ["Everyday Earrings", "everyday-earrings"],
    ["Kada & Bangles", "kada-bangles"],
    ["Maang Tikka and Hair", "maang-tikka-and-hair"],
    ["Nose-Pins", "nosepins"],
  ])("%s → %s", (name, slug) => {
    expect(subcategorySlug(name)).toBe(slug);
  });
});
