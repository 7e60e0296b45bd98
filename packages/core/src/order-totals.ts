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
