// Rupee prices as the API sends them ("1299.00") shown the Indian way (₹1,299), and the product page's total: the
// storefront's display edge of money (read from the wire, worked in paise, formatted once).
import { Money } from "@mayil/core/money/money";

export const formatPrice = (price: string) => Money.format(Money.fromWire(price));

/** Unit price times quantity, computed in paise so no float rounding shows up in the total. */
export const formatTotal = (unitPrice: string, quantity: number) =>
  Money.format(Money.times(Money.fromWire(unitPrice), quantity));
