// The price filters of the spec, defined once so the API's SQL and the pages' client-side filters agree.
import type { Paise } from "../money/money";

export interface PriceBandRange {
  /** Lowest price in paise, or null for no lower bound. */
  min: number | null;
  minInclusive: boolean;
  /** Highest price in paise, or null for no upper bound. */
  max: number | null;
  maxInclusive: boolean;
}

const r = (min: number | null, minInclusive: boolean, max: number | null, maxInclusive: boolean): PriceBandRange => ({
  min: min === null ? null : min * 100,
  minInclusive,
  max: max === null ? null : max * 100,
  maxInclusive,
});

/** All-products page: all, below 100, 100-300, 300-600, 600-1000 (inclusive), above 1000. */
export const allProductsPriceBands = {
  "below-100": r(null, false, 100, false),
  "100-300": r(100, true, 300, true),
  "300-600": r(300, true, 600, true),
  "600-1000": r(600, true, 1000, true),
  "above-1000": r(1000, false, null, false),
} as const satisfies Record<string, PriceBandRange>;

/** Category page: under 300, 300 to 600 inclusive, above 600. */
export const categoryPriceBands = {
  "under-300": r(null, false, 300, false),
  "300-600": r(300, true, 600, true),
  "above-600": r(600, false, null, false),
} as const satisfies Record<string, PriceBandRange>;

export const priceBands = { ...allProductsPriceBands, ...categoryPriceBands };
export type PriceBand = keyof typeof priceBands;
export const priceBandNames = Object.keys(priceBands) as [PriceBand, ...PriceBand[]];

export function isInPriceBand(paise: Paise, band: PriceBand | "all"): boolean {
  if (band === "all") return true;
  const { min, minInclusive, max, maxInclusive } = priceBands[band];
  if (min !== null && (minInclusive ? paise < min : paise <= min)) return false;
  if (max !== null && (maxInclusive ? paise > max : paise >= max)) return false;
  return true;
}
