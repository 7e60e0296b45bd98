// Today lists the orders waiting for confirmation with those holding scarce stock first (decision 038), so
// the owner confirms or cancels them before other shoppers are told a piece is gone. Scarce: what is left of the piece
// or colour is at or under LOW_STOCK_THRESHOLD (3), or the order holds more than a shopper's share of what is left
// with it (ORDER_HOLD_SHARE_PERCENT, 50). Then the oldest first.
import type { OwnerToday } from "@mayil/core/orders/owner-schemas";
import { describe, expect, it } from "vitest";
import { plainProduct, productWithColours } from "../shop-fixtures";
import { setCount } from "../stock/stock-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { placedOrder, signInOwner, signInShopper } from "./desk-fixtures";

describe.each(databaseKinds)("Today's orders waiting for confirmation (%s)", (kind) => {
  const shop = useTestShop(kind, { env: { ORDER_HOLD_SHARE_PERCENT: "50", LOW_STOCK_THRESHOLD: "3" } });

  it("puts the orders holding scarce stock first, marks what they hold, then the oldest; confirmed ones leave", async () => {
    const owner = await signInOwner(shop);
    const [plenty, scarce, halved] = await Promise.all([0, 1, 2].map((skip) => plainProduct(shop, { stock: 1, skip })));
    const coloured = await productWithColours(shop);
    const colour = coloured.variants[0];
    if (!plenty || !scarce || !halved || !colour) throw new Error("fixture");
    await setCount(shop, owner, { product_id: plenty.id }, 20);
    await setCount(shop, owner, { product_id: scarce.id }, 4);
    await setCount(shop, owner, { product_id: halved.id }, 12);
    await setCount(shop, owner, { product_id: coloured.id, variant_id: colour.id }, 10);
    const shoppers = await Promise.all(
      ["anjali", "beena", "chitra", "devi", "elsa"].map((name) => signInShopper(shop, `${name}@example.com`, name)),
    );
    const [anjali, beena, chitra, devi, elsa] = shoppers;
    if (!anjali || !beena || !chitra || !devi || !elsa) throw new Error("fixture");

    // Oldest first: plenty left; the last 3 left after it; a colour with plenty left then; 6 of 12 (her share).
    const first = await placedOrder(anjali, [{ product_id: plenty.id, quantity: 1 }]);
    const lastThree = await placedOrder(beena, [{ product_id: scarce.id, quantity: 1 }]);
    const colourOrder = await placedOrder(chitra, [{ product_id: coloured.id, variant_id: colour.id, quantity: 2 }]);
    const half = await placedOrder(devi, [{ product_id: halved.id, quantity: 6 }]);
    const newest = await placedOrder(elsa, [{ product_id: plenty.id, quantity: 2 }]);
    // Since then the owner counted again: 1 of the colour is left, and 4 of the piece Devi holds 6 of (more than half of
    // the 10 with hers, though 4 is above the low-stock line).
    await setCount(shop, owner, { product_id: coloured.id, variant_id: colour.id }, 1);
    await setCount(shop, owner, { product_id: halved.id }, 4);

    const today = async () => {
      const response = await owner.call<OwnerToday>("GET", "/api/owner/today");
      expect(response.status).toBe(200);
      return response.body;
    };
    const waiting = (await today()).waiting_orders;
    expect(waiting.map((order) => order.id)).toEqual([lastThree.id, colourOrder.id, half.id, first.id, newest.id]);
    expect(waiting.map((order) => order.scarce_items)).toEqual([
      [{ name: scarce.name, color_name: null, held: 1, left: 3 }],
      [{ name: coloured.name, color_name: colour.color_name, held: 2, left: 1 }],
      [{ name: halved.name, color_name: null, held: 6, left: 4 }],
      [],
      [],
    ]);
    expect(waiting[0]).toMatchObject({
      order_number: lastThree.order_number,
      customer_name: lastThree.customer_name,
      item_count: 1,
      total: lastThree.total,
    });

    // Confirmed or cancelled, an order no longer waits; restocked, a piece is no longer scarce.
    expect((await owner.move(lastThree.id, "confirmed")).status).toBe(200);
    expect((await owner.move(first.id, "cancelled", "customer changed her mind")).status).toBe(200);
    await setCount(shop, owner, { product_id: halved.id }, 12);
    const after = (await today()).waiting_orders;
    expect(after.map((order) => order.id)).toEqual([colourOrder.id, half.id, newest.id]);
    expect(after.map((order) => order.scarce_items.length)).toEqual([1, 0, 0]);
  });
});
