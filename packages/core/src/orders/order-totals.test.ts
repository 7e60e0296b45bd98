import { describe, expect, it } from "vitest";
import { cartTotals, orderTotals } from "./order-totals";

describe("order totals", () => {
  it("sums price times quantity and adds the flat fee for home delivery only", () => {
    const lines = [
      { unitPricePaise: 49_900, quantity: 2 },
      { unitPricePaise: 12_000, quantity: 1 },
    ];
    expect(orderTotals(lines, "delivery", 4_900)).toEqual({
      subtotalPaise: 111_800,
      deliveryFeePaise: 4_900,
      totalPaise: 116_700,
      itemCount: 3,
    });
    expect(orderTotals(lines, "pickup", 4_900)).toMatchObject({ deliveryFeePaise: 0, totalPaise: 111_800 });
  });

  it("leaves sold-out cart lines out of the subtotal, the item count and the total", () => {
    const lines = [
      { unitPricePaise: 49_900, quantity: 2, stock: 5 },
      { unitPricePaise: 99_900, quantity: 1, stock: 0 },
      // Fewer left than wanted still counts as wanted: the page asks the shopper to lower it before ordering.
      { unitPricePaise: 10_000, quantity: 3, stock: 1 },
    ];
    expect(cartTotals(lines, "delivery", 4_900)).toEqual({
      subtotalPaise: 129_800,
      deliveryFeePaise: 4_900,
      totalPaise: 134_700,
      itemCount: 5,
    });
  });
});
