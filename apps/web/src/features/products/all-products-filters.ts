// The All Products page's filters: category, subcategory and the six price bands of spec section 5.
import type { PriceBand } from "@mayil/core/price-band";

export const allProductsPriceOptions = [
  { value: "all", label: "All Prices" },
  { value: "below-100", label: "Below ₹100" },
  { value: "100-300", label: "₹100 - ₹300" },
  { value: "300-600", label: "₹300 - ₹600" },
  { value: "600-1000", label: "₹600 - ₹1000" },
  { value: "above-1000", label: "Above ₹1000" },
] as const satisfies readonly { value: PriceBand | "all"; label: string }[];
export type AllProductsPriceOption = (typeof allProductsPriceOptions)[number]["value"];

export interface AllProductsFilters {
  categoryId: string;
  subcategoryId: string;
  priceBand: AllProductsPriceOption;
}

export const noFilters: AllProductsFilters = { categoryId: "", subcategoryId: "", priceBand: "all" };
