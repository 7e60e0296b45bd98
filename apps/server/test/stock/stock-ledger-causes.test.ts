// Every cause of a stock change writes its own ledger row in the change's transaction: a shopper's order, the owner's
// sale from the chat, an edit (exactly the difference), a cancel, a return and the expiry of an unconfirmed order,
// each with its order and who made it; a refused order writes nothing.
import type { StockMovement } from "@mayil/core/stock/stock-adjustment-schemas";
import { describe, expect, it } from "vitest";
import { backdateOrders } from "../backdate-orders";
import {
  newSale,
  OWNER,
  type Owner,
  placedOrder,
  type Shopper,
  signInOwner,
  signInShopper,
} from "../orders/desk-fixtures";
import { plainProduct, productWithColours } from "../shop-fixtures";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { expectLedgerAddsUp } from "./ledger-invariant";
import { countOf, type Item, movementsOf, setCount } from "./stock-fixtures";

const SHOPPER_NAME = "Anjali Nair";

/** The rows written since `since` (a movement id), oldest first, with the fields a cause decides. */
async function newRows(owner: Owner, item: Item, since: number) {
  const rows = await movementsOf(owner, item);
  return rows
    .filter((row) => row.id > since)
    .reverse()
    .map(({ change, reason, stock_after, order_id, order_number, by }: StockMovement) => ({
      change,
      reason,
      stock_after,
      order_id,
      order_number,
      by,
    }));
}

const lastId = async (owner: Owner, item: Item) => (await movementsOf(owner, item))[0]?.id ?? 0;

const placedHoursAgo = (shop: TestShop, orderIds: number[], hours: number) =>
  backdateOrders(shop.database.db, orderIds, { hoursAgo: hours });

describe.each(databaseKinds)("every stock change is a ledger row (%s)", (kind) => {
  const shop = useTestShop(kind, { env: { ORDER_HOLD_HOURS: "48", ORDER_EXPIRY_CHECK_SECONDS: "86400" } });
  let owner: Owner;
  let shopper: Shopper;
  let plain: Item;
  let other: Item;
  let red: Item;

  /** Three items with 10 each, set through the ledger; returns the last row id of each before the test's changes. */
  async function fresh() {
    if (!owner) {
      owner = await signInOwner(shop);
      shopper = await signInShopper(shop, "ledger@example.com", SHOPPER_NAME);
      const coloured = await productWithColours(shop);
      plain = { product_id: (await plainProduct(shop, { stock: 1 })).id };
      other = { product_id: (await plainProduct(shop, { stock: 1, skip: 1 })).id };
      red = { product_id: coloured.id, variant_id: coloured.variants[0]?.id ?? 0 };
    }
    for (const item of [plain, other, red]) await setCount(shop, owner, item, 10);
    return { plain: await lastId(owner, plain), other: await lastId(owner, other), red: await lastId(owner, red) };
  }

  it("a shopper's order: order_placed of -quantity per item, with the order and the shopper", async () => {
    const since = await fresh();
    const order = await placedOrder(shopper, [
      { product_id: plain.product_id, quantity: 2 },
      { ...red, variant_id: red.variant_id ?? null, quantity: 1 },
    ]);
    const placed = { reason: "order_placed", order_id: order.id, order_number: order.order_number, by: SHOPPER_NAME };
    expect(order.order_number).toMatch(/^MJ-\d{6}$/);
    expect(await newRows(owner, plain, since.plain)).toEqual([{ ...placed, change: -2, stock_after: 8 }]);
    expect(await newRows(owner, red, since.red)).toEqual([{ ...placed, change: -1, stock_after: 9 }]);
    expect(await newRows(owner, other, since.other)).toEqual([]);
    // Someone without a name on her account is named by her email.
    await shop.database.db.execute(`update users set name = null where email = 'ledger@example.com'`);
    expect((await movementsOf(owner, plain))[0]?.by).toBe("ledger@example.com");
    await shop.database.db.execute(`update users set name = '${SHOPPER_NAME}' where email = 'ledger@example.com'`);
    await expectLedgerAddsUp(shop);
  });

  it("an order refused for stock writes no row and changes nothing", async () => {
    const since = await fresh();
    const refused = await shopper.order([
      { product_id: plain.product_id, quantity: 1 },
      { product_id: other.product_id, quantity: 11 },
    ]);
    expect(refused.status).toBe(409);
    expect(await newRows(owner, plain, since.plain)).toEqual([]);
    expect(await newRows(owner, other, since.other)).toEqual([]);
    expect(await countOf(shop, plain)).toBe(10);
  });

  it("cancelling: order_cancelled of +quantity per item, by the owner", async () => {
    const since = await fresh();
    const order = await placedOrder(shopper, [
      { product_id: plain.product_id, quantity: 3 },
      { product_id: other.product_id, quantity: 1 },
    ]);
    expect((await owner.move(order.id, "cancelled")).status).toBe(200);
    const cancelled = {
      reason: "order_cancelled",
      order_id: order.id,
      order_number: order.order_number,
      by: OWNER.name,
    };
    expect(await newRows(owner, plain, since.plain)).toEqual([
      expect.objectContaining({ reason: "order_placed", change: -3, stock_after: 7 }),
      { ...cancelled, change: 3, stock_after: 10 },
    ]);
    expect((await newRows(owner, other, since.other)).at(-1)).toEqual({ ...cancelled, change: 1, stock_after: 10 });
    await expectLedgerAddsUp(shop);
  });

  it("a return after delivery: order_returned of +quantity, by the owner", async () => {
    const since = await fresh();
    const order = await placedOrder(shopper, [{ ...red, variant_id: red.variant_id ?? null, quantity: 4 }], {
      delivery_method: "delivery",
    });
    for (const to of ["confirmed", "packed", "shipped", "completed"])
      expect((await owner.move(order.id, to)).status).toBe(200);
    expect(await countOf(shop, red)).toBe(6);
    expect((await owner.move(order.id, "returned")).status).toBe(200);
    expect((await newRows(owner, red, since.red)).at(-1)).toEqual({
      reason: "order_returned",
      change: 4,
      stock_after: 10,
      order_id: order.id,
      order_number: order.order_number,
      by: OWNER.name,
    });
    await expectLedgerAddsUp(shop);
  });

  it("an edit: order_edited with exactly the difference, taken and put back, by the owner", async () => {
    const since = await fresh();
    const order = await placedOrder(shopper, [
      { product_id: plain.product_id, quantity: 2 },
      { product_id: other.product_id, quantity: 3 },
    ]);
    const edited = await owner.edit(order.id, {
      items: [
        { product_id: plain.product_id, quantity: 5 },
        { product_id: other.product_id, quantity: 1 },
        { ...red, variant_id: red.variant_id ?? null, quantity: 2 },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const edit = { reason: "order_edited", order_id: order.id, order_number: order.order_number, by: OWNER.name };
    expect((await newRows(owner, plain, since.plain)).at(-1)).toEqual({ ...edit, change: -3, stock_after: 5 });
    expect((await newRows(owner, other, since.other)).at(-1)).toEqual({ ...edit, change: 2, stock_after: 9 });
    expect(await newRows(owner, red, since.red)).toEqual([{ ...edit, change: -2, stock_after: 8 }]);

    // An edit that keeps the quantities (a new price only) moves no stock and writes no row.
    const before = await lastId(owner, plain);
    const repriced = await owner.edit(order.id, {
      items: [
        { product_id: plain.product_id, quantity: 5, unit_price: "10.00" },
        { product_id: other.product_id, quantity: 1 },
        { ...red, variant_id: red.variant_id ?? null, quantity: 2 },
      ],
    });
    expect(repriced.status).toBe(200);
    expect(await newRows(owner, plain, before)).toEqual([]);
    await expectLedgerAddsUp(shop);
  });

  it("the owner's sale from the chat: order_placed with its order, by the owner", async () => {
    const since = await fresh();
    const sale = await owner.create(newSale([{ product_id: other.product_id, quantity: 4 }]));
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(await newRows(owner, other, since.other)).toEqual([
      {
        reason: "order_placed",
        change: -4,
        stock_after: 6,
        order_id: sale.body.order.id,
        order_number: sale.body.order.order_number,
        by: OWNER.name,
      },
    ]);
    await expectLedgerAddsUp(shop);
  });

  it("the expiry: order_expired per order, with no person, counting up in order", async () => {
    const since = await fresh();
    const first = await placedOrder(shopper, [{ product_id: plain.product_id, quantity: 1 }]);
    const second = await placedOrder(shopper, [
      { product_id: plain.product_id, quantity: 2 },
      { ...red, variant_id: red.variant_id ?? null, quantity: 3 },
    ]);
    expect(await countOf(shop, plain)).toBe(7);
    await placedHoursAgo(shop, [first.id, second.id], 49);
    expect(await shop.app.expireUnconfirmedOrders()).toBeGreaterThanOrEqual(2);
    const expired = { reason: "order_expired", by: null };
    expect((await newRows(owner, plain, since.plain)).slice(-2)).toEqual([
      { ...expired, change: 1, stock_after: 8, order_id: first.id, order_number: first.order_number },
      { ...expired, change: 2, stock_after: 10, order_id: second.id, order_number: second.order_number },
    ]);
    expect((await newRows(owner, red, since.red)).at(-1)).toEqual({
      ...expired,
      change: 3,
      stock_after: 10,
      order_id: second.id,
      order_number: second.order_number,
    });
    await expectLedgerAddsUp(shop);
  });
});
