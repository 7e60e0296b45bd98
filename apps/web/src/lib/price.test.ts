import { LANGUAGE_TAGS, LANGUAGES } from "@mayil/core/languages/languages";
import { describe, expect, it } from "vitest";
import { formatPrice, formatTotal } from "./price";

describe("prices in every language", () => {
  it("are grouped the Indian way whatever the page's language", () => {
    for (const _language of LANGUAGES) {
      expect(formatPrice("123456.00")).toBe("₹1,23,456");
      expect(formatPrice("123456.50")).toBe("₹1,23,456.50");
      expect(formatTotal("61728.25", 2)).toBe("₹1,23,456.50");
    }
  });

  // The storefront writes money with Money.format, never Intl's currency format in the page's language: Malayalam's
  // groups the Western way (₹123,456.50), which would read as a different price to an Indian shopper.
  it("would not be grouped the Indian way by Intl's Malayalam currency format", () => {
    const intl = new Intl.NumberFormat(LANGUAGE_TAGS.ml, { style: "currency", currency: "INR" });
    expect(intl.format(123456.5)).not.toBe("₹1,23,456.50");
  });
});
