import { describe, expect, it } from "vitest";
import { countText, pluralCategory } from "./counts";
import { LANGUAGE_TAGS, LANGUAGES } from "./languages";

const COUNTS = [
  0, 1, 2, 3, 5, 10, 11, 21, 99, 100, 101, 999, 1000, 1001, 12345, 123456, 1234567, 100000000, 0.5, 1.5, 2.25, 0.001,
  1.0005, 12345.678, 1234.5678, -1, -1000, -2.5,
];

describe.each(LANGUAGES)("a count in %s", (language) => {
  const tag = LANGUAGE_TAGS[language];

  it.each(COUNTS)("%s takes the plural form Intl gives it", (count) => {
    expect(pluralCategory(language, count)).toBe(new Intl.PluralRules(tag).select(count));
  });

  it.each(COUNTS)("%s is written as Intl writes it", (count) => {
    expect(countText(count)).toBe(new Intl.NumberFormat(tag, { numberingSystem: "latn" }).format(count));
  });
});

it("Hindi's one covers 0 and 1, English's and Malayalam's only 1", () => {
  expect([0, 1, 2].map((count) => pluralCategory("hi", count))).toEqual(["one", "one", "other"]);
  expect([0, 1, 2].map((count) => pluralCategory("ml", count))).toEqual(["other", "one", "other"]);
  expect([0, 1, 2].map((count) => pluralCategory("en", count))).toEqual(["other", "one", "other"]);
});

it("a big count keeps Indian grouping", () => {
  expect(countText(1234567)).toBe("12,34,567");
});
