// Rupee prices as the API sends them ("1299.00") shown the Indian way (₹1,299), and the product page's total.
import { formatRupees, toPaise } from "@mayil/core/money";

export const formatPrice = (price: string | number) => formatRupees(toPaise(price));

/** Unit price times quantity, computed in paise so no float rounding shows up in the total. */
export const formatTotal = (unitPrice: string | number, quantity: number) =>
  formatRupees(toPaise(unitPrice) * quantity);
