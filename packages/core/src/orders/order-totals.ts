// What an order costs: the sum of price times quantity, plus the flat delivery fee unless the shopper picks it up.

export type DeliveryMethod = "delivery" | "pickup";

export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  itemCount: number;
}

/** Store pickup is free; home delivery costs the shop's flat fee (49 rupees by default). */
export function deliveryFeeFor(method: DeliveryMethod, flatFeePaise: number): number {
  return method === "pickup" ? 0 : flatFeePaise;
}

export function orderTotals(lines: PricedLine[], method: DeliveryMethod, flatFeePaise: number): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryFeePaise = deliveryFeeFor(method, flatFeePaise);
  return { subtotalPaise, deliveryFeePaise, totalPaise: subtotalPaise + deliveryFeePaise, itemCount };
}

export interface CartLineForTotals extends PricedLine {
  /** What is left now; a line with none left is not counted (it cannot be ordered until it is removed). */
  stock: number;
}

/**
 * The cart page's Order Summary: the same sum as an order, over the lines that can still be ordered. A sold-out
 * line stays on the page (with its Out of Stock warning) but never in the subtotal, the item count or the total.
 */
export function cartTotals(lines: CartLineForTotals[], method: DeliveryMethod, flatFeePaise: number): OrderTotals {
  return orderTotals(
    lines.filter((line) => line.stock > 0),
    method,
    flatFeePaise,
  );
}
