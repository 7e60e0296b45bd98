// Editing an agreed order at the owner's desk, over HTTP: the stock follows exactly the difference, every total is
// recomputed, more than is left changes nothing, and the timeline keeps the order as it was and as it became.
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { describe, expect, it } from "vitest";
import { plainProduct, productWithColours, setStock, setVariantStock, stockOf, variantStockOf } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import {
  type OrderLine,
  OWNER,
  type Owner,
  paise,
  placedOrder,
  rupees,
  type Shopper,
  signInOwner,
  signInShopper,
} from "./desk-fixtures";

describe.each(databaseKinds)("editing an agreed order (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let shopper: Shopper;

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "editor@example.com");
  };

  /** Fresh pieces with known stock: a plain one (10), and a coloured one's red and green (10 each). */
  async function pieces() {
    const plain = await plainProduct(shop, { stock: 1 });
    const other = await plainProduct(shop, { stock: 1, skip: 1 });
    const coloured = await productWithColours(shop);
    const [red, green] = coloured.variants;
    if (!red || !green) throw new Error("fixture: a product with two colours");
    await setStock(shop, plain.id, 10);
    await setStock(shop, other.id, 10);
    await setVariantStock(shop, red.id, 10);
    await setVariantStock(shop, green.id, 10);
    const stock = async () => ({
      plain: await stockOf(shop, plain.id),
      other: await stockOf(shop, other.id),
      red: await variantStockOf(shop, red.id),
      green: await variantStockOf(shop, green.id),
    });
    return {
      plain,
      other,
      coloured,
      red,
      green,
      stock,
      price: { plain: paise(plain.price), other: paise(other.price), red: paise(red.price) },
    };
  }

  /** Totals must add up: every line is price × quantity, subtotal their sum, total = subtotal + fee − discount. */
  function expectTotalsAddUp(order: OwnerOrder) {
    for (const item of order.items) expect(paise(item.line_total)).toBe(paise(item.unit_price) * item.quantity);
    const subtotal = order.items.reduce((sum, item) => sum + paise(item.line_total), 0);
    expect(paise(order.subtotal)).toBe(subtotal);
    expect(paise(order.total)).toBe(subtotal + paise(order.delivery_fee) - paise(order.discount));
  }

  const lines = (order: OwnerOrder) =>
    order.items.map(({ product_id, variant_id, quantity, unit_price }) => ({
      product_id,
      variant_id,
      quantity,
      unit_price,
    }));

  it("raising a quantity takes exactly the difference; lowering gives the difference back", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 2 }], {
      delivery_method: "delivery",
    });
    expect((await p.stock()).plain).toBe(8);

    const raised = await owner.edit(order.id, { items: [{ product_id: p.plain.id, quantity: 5 }] });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect((await p.stock()).plain).toBe(5);
    expect(raised.body.order.items).toHaveLength(1);
    expect(raised.body.order.items[0]).toMatchObject({ product_id: p.plain.id, quantity: 5 });
    expect(raised.body.order).toMatchObject({
      subtotal: rupees(5 * p.price.plain),
      delivery_fee: "49.00",
      discount: "0.00",
      total: rupees(5 * p.price.plain + 4900),
    });
    expectTotalsAddUp(raised.body.order);

    const lowered = await owner.edit(order.id, { items: [{ product_id: p.plain.id, quantity: 1 }] });
    expect(lowered.status).toBe(200);
    expect((await p.stock()).plain).toBe(9);
    expect(lowered.body.order.total).toBe(rupees(p.price.plain + 4900));

    // The shopper sees the agreed order.
    const mine = (await shopper.myOrder(order.id)).body.order;
    expect(mine.items.map((item) => item.quantity)).toEqual([1]);
    expect(mine.total).toBe(lowered.body.order.total);
  });

  it("the stock check counts what the order already holds: all that is left plus what it holds, and not one more", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 2 }]);
    await setStock(shop, p.plain.id, 3); // 3 left on the shelf, 2 in the order
    const tooMany = await owner.edit(order.id, { items: [{ product_id: p.plain.id, quantity: 6 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toContain(p.plain.name);
    expect(await stockOf(shop, p.plain.id)).toBe(3);
    const all = await owner.edit(order.id, { items: [{ product_id: p.plain.id, quantity: 5 }] });
    expect(all.status).toBe(200);
    expect(await stockOf(shop, p.plain.id)).toBe(0);
  });

  it("adding and removing lines, and changing a colour, move the stock of each", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [
      { product_id: p.plain.id, quantity: 2 },
      { product_id: p.coloured.id, variant_id: p.red.id, quantity: 1 },
    ]);
    expect(await p.stock()).toEqual({ plain: 8, other: 10, red: 9, green: 10 });

    // Add another piece and a second colour.
    const added = await owner.edit(order.id, {
      items: [
        { product_id: p.plain.id, quantity: 2 },
        { product_id: p.coloured.id, variant_id: p.red.id, quantity: 1 },
        { product_id: p.coloured.id, variant_id: p.green.id, quantity: 3 },
        { product_id: p.other.id, quantity: 1 },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await p.stock()).toEqual({ plain: 8, other: 9, red: 9, green: 7 });
    expect(added.body.order.items).toHaveLength(4);
    const green = added.body.order.items.find((item) => item.variant_id === p.green.id);
    expect(green).toMatchObject({ product_id: p.coloured.id, color_name: p.green.color_name, quantity: 3 });
    expectTotalsAddUp(added.body.order);

    // Remove the plain piece; red becomes green (the customer chose the other colour).
    const changed = await owner.edit(order.id, {
      items: [
        { product_id: p.coloured.id, variant_id: p.green.id, quantity: 4 },
        { product_id: p.other.id, quantity: 1 },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await p.stock()).toEqual({ plain: 10, other: 9, red: 10, green: 6 });
    expect(
      lines(changed.body.order).map(({ product_id, variant_id, quantity }) => ({ product_id, variant_id, quantity })),
    ).toEqual(
      expect.arrayContaining([
        { product_id: p.coloured.id, variant_id: p.green.id, quantity: 4 },
        { product_id: p.other.id, variant_id: null, quantity: 1 },
      ]),
    );
    expect(changed.body.order.items).toHaveLength(2);
    expectTotalsAddUp(changed.body.order);

    // Cancelling the edited order gives back what it holds now, not what it held first.
    expect((await owner.move(order.id, "cancelled")).status).toBe(200);
    expect(await p.stock()).toEqual({ plain: 10, other: 10, red: 10, green: 10 });
  });

  it("an agreed unit price, a discount and a delivery fee: every total recomputed", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 2 }], {
      delivery_method: "delivery",
    });

    const agreed = await owner.edit(order.id, {
      items: [
        { product_id: p.plain.id, quantity: 2, unit_price: "350.00" },
        { product_id: p.coloured.id, variant_id: p.red.id, quantity: 1 },
      ],
      discount: "100.00",
      delivery_fee: "0.00",
      note: "agreed in the chat: free delivery and ₹100 off",
    });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    const subtotal = 2 * 35_000 + p.price.red;
    expect(agreed.body.order.items.find((item) => item.product_id === p.plain.id)).toMatchObject({
      unit_price: "350.00",
      line_total: "700.00",
    });
    expect(agreed.body.order).toMatchObject({
      subtotal: rupees(subtotal),
      delivery_fee: "0.00",
      discount: "100.00",
      total: rupees(subtotal - 10_000),
      amount_due: rupees(subtotal - 10_000),
    });
    expectTotalsAddUp(agreed.body.order);

    // Fee and discount left out stay as they were.
    const again = await owner.edit(order.id, {
      items: [{ product_id: p.plain.id, quantity: 1, unit_price: "350.00" }],
    });
    expect(again.status).toBe(200);
    expect(again.body.order).toMatchObject({
      subtotal: "350.00",
      delivery_fee: "0.00",
      discount: "100.00",
      total: "250.00",
    });
    // A fee charged again.
    const fee = await owner.edit(order.id, {
      items: [{ product_id: p.plain.id, quantity: 1, unit_price: "350.00" }],
      delivery_fee: "80",
    });
    expect(fee.body.order).toMatchObject({ delivery_fee: "80.00", total: "330.00" });
    expect((await shopper.myOrder(order.id)).body.order).toMatchObject({ total: "330.00", discount: "100.00" });
  });

  it("the edit is an event with the order before and after in its details", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 2 }]);
    const edited = await owner.edit(order.id, {
      items: [{ product_id: p.plain.id, quantity: 3 }],
      discount: "10.00",
      note: "one more for her sister",
    });
    expect(edited.status).toBe(200);
    const event = edited.body.order.events.at(-1);
    expect(event).toMatchObject({
      reason: "edited",
      actor: "owner",
      by: OWNER.name,
      from_status: "placed",
      to_status: "placed",
      note: "one more for her sister",
    });
    expect(event?.details).toEqual(expect.objectContaining({ before: expect.anything(), after: expect.anything() }));
    const details = (event?.details ?? {}) as { before?: unknown; after?: unknown };
    const text = JSON.stringify(details);
    expect(JSON.stringify(details.before)).toMatch(/"quantity":2/);
    expect(JSON.stringify(details.after)).toMatch(/"quantity":3/);
    expect(text).toContain(order.total);
    expect(text).toContain(edited.body.order.total);
    // An edit is not a status change: the shopper's timeline does not grow.
    expect((await shopper.myOrder(order.id)).body.order.timeline.map((entry) => entry.status)).toEqual(["placed"]);
  });

  it("more than is left → 409 and nothing changes: items, totals, stock, timeline", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [
      { product_id: p.plain.id, quantity: 2 },
      { product_id: p.coloured.id, variant_id: p.red.id, quantity: 1 },
    ]);
    const before = (await owner.get(order.id)).body.order;
    const stockBefore = await p.stock();

    // The plain line could grow, but the green one cannot: the whole edit is refused.
    const refused = await owner.edit(order.id, {
      items: [
        { product_id: p.plain.id, quantity: 4 },
        { product_id: p.coloured.id, variant_id: p.red.id, quantity: 1 },
        { product_id: p.coloured.id, variant_id: p.green.id, quantity: 11 },
      ],
      discount: "50.00",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/stock/i);
    expect(refused.body.error).toContain(p.coloured.name);

    const after = (await owner.get(order.id)).body.order;
    expect(after.items).toEqual(before.items);
    expect({ ...after, whatsapp_url: "" }).toEqual({ ...before, whatsapp_url: "" });
    expect(await p.stock()).toEqual(stockBefore);
  });

  it("bad lines → 400 or 404, nothing changes", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 2 }]);
    const stockBefore = await p.stock();
    const attempts: [Record<string, unknown>, number][] = [
      [{ items: [] }, 400],
      [{ items: [{ product_id: p.plain.id, quantity: 0 }] }, 400],
      [{ items: [{ product_id: p.plain.id, quantity: 1, unit_price: "-1" }] }, 400],
      [{ items: [{ product_id: p.plain.id, quantity: 1 }], discount: "abc" }, 400],
      [{ items: [{ product_id: p.plain.id, variant_id: p.red.id, quantity: 1 }] }, 400],
      [{ items: [{ product_id: 99_999_999, quantity: 1 }] }, 404],
    ];
    for (const [body, status] of attempts) {
      const response = await owner.edit(order.id, body as { items: OrderLine[] });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.error).toEqual(expect.any(String));
    }
    expect(await p.stock()).toEqual(stockBefore);
    expect((await owner.get(order.id)).body.order.items.map((item) => item.quantity)).toEqual([2]);
    expect((await owner.edit(99_999_999, { items: [{ product_id: p.plain.id, quantity: 1 }] })).status).toBe(404);
  });

  it("a discount beyond the order's total, or an order too large for the books → 400, never a 500, nothing changes", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 1 }], {
      delivery_method: "delivery",
    });
    const before = (await owner.get(order.id)).body.order;
    const stockBefore = await p.stock();

    const tooMuchOff = await owner.edit(order.id, {
      items: [{ product_id: p.plain.id, quantity: 1 }],
      discount: rupees(paise(order.total) + 1),
    });
    expect(tooMuchOff.status).toBe(400);
    expect(tooMuchOff.body.error).toMatch(/discount/i);

    // Each price fits the books (numeric(10,2)), but two of them do not.
    const huge = await owner.edit(order.id, {
      items: [{ product_id: p.plain.id, quantity: 2, unit_price: "99999999.99" }],
    });
    expect(huge.status, JSON.stringify(huge.body)).toBe(400);
    expect(huge.body.error).toEqual(expect.any(String));

    const twoPrices = await owner.edit(order.id, {
      items: [
        { product_id: p.plain.id, quantity: 1, unit_price: "100.00" },
        { product_id: p.plain.id, quantity: 1, unit_price: "120.00" },
      ],
    });
    expect(twoPrices.status).toBe(400);

    expect(await p.stock()).toEqual(stockBefore);
    expect((await owner.get(order.id)).body.order.total).toBe(before.total);
    expect((await owner.get(order.id)).body.order.events).toEqual(before.events);
  });

  it("the same piece listed twice is one line with the quantities added", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 1 }]);
    const edited = await owner.edit(order.id, {
      items: [
        { product_id: p.plain.id, quantity: 2 },
        { product_id: p.plain.id, quantity: 3 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.order.items.map((item) => item.quantity)).toEqual([5]);
    expect(await stockOf(shop, p.plain.id)).toBe(5);
  });

  it.each([
    ["shipped", "delivery", ["confirmed", "packed", "shipped"]],
    ["ready_for_pickup", "pickup", ["confirmed", "packed", "ready_for_pickup"]],
    ["completed", "pickup", ["confirmed", "packed", "ready_for_pickup", "completed"]],
    ["cancelled", "pickup", ["cancelled"]],
  ] as const)("editing after %s → 409, nothing changes", async (status, method, path) => {
    await ready();
    const p = await pieces();
    expect(path.at(-1)).toBe(status);
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 2 }], { delivery_method: method });
    for (const to of path) expect((await owner.move(order.id, to)).status).toBe(200);
    const before = (await owner.get(order.id)).body.order;
    expect(before.editable).toBe(false);
    const stockBefore = await p.stock();

    const refused = await owner.edit(order.id, { items: [{ product_id: p.plain.id, quantity: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(order.order_number);
    expect(await p.stock()).toEqual(stockBefore);
    expect((await owner.get(order.id)).body.order.items).toEqual(before.items);
  });

  it("editing is allowed while confirmed and packed", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 2 }]);
    expect((await owner.move(order.id, "confirmed")).status).toBe(200);
    expect((await owner.edit(order.id, { items: [{ product_id: p.plain.id, quantity: 3 }] })).status).toBe(200);
    expect((await owner.move(order.id, "packed")).status).toBe(200);
    const packed = await owner.edit(order.id, { items: [{ product_id: p.plain.id, quantity: 1 }] });
    expect(packed.status).toBe(200);
    expect(packed.body.order.editable).toBe(true);
    expect(await stockOf(shop, p.plain.id)).toBe(9);
  });

  it("two edits of the same order at once: the stock ends matching the order as stored", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [{ product_id: p.plain.id, quantity: 1 }]);
    const responses = await Promise.all(
      [4, 2, 6, 3].map((quantity) => owner.edit(order.id, { items: [{ product_id: p.plain.id, quantity }] })),
    );
    expect(responses.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const stored = (await owner.get(order.id)).body.order.items[0]?.quantity ?? -1;
    expect([4, 2, 6, 3]).toContain(stored);
    expect(await stockOf(shop, p.plain.id)).toBe(10 - stored);
  });
  it("a line whose product was deleted since stays as it was sold when the rest of the order is edited", async () => {
    await ready();
    const p = await pieces();
    const order = await placedOrder(shopper, [
      { product_id: p.plain.id, quantity: 1 },
      { product_id: p.other.id, quantity: 2 },
    ]);
    // The product goes (its order lines keep their snapshot, product_id null); it cannot be named in an edit.
    await shop.database.db.execute(`delete from products where id = ${Number(p.other.id)}`);
    const edited = await owner.edit(order.id, { items: [{ product_id: p.plain.id, quantity: 3 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.order.items.map((item) => [item.product_id, item.name, item.quantity])).toEqual([
      [p.plain.id, p.plain.name, 3],
      [null, p.other.name, 2],
    ]);
    expect((await p.stock()).plain).toBe(7);
    expectTotalsAddUp(edited.body.order);
  });
});
