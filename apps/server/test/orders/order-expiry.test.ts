// Orders the shop has not confirmed within ORDER_HOLD_HOURS are cancelled and their stock goes back exactly once, to
// the product or colour it came from, with an event saying why; orders still within the hold are left alone. Time
// is moved by back-dating created_at, not by waiting. With two server processes on one PostgreSQL database running
// the job at the same moment, every order is still expired once.
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { describe, expect, it } from "vitest";
import { backdateOrders } from "../backdate-orders";
import { plainProduct, productWithColours, setStock, setVariantStock, stockOf, variantStockOf } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { testDatabaseUrl } from "../test-env";

const HOLD_HOURS = 48;
// The job's own timer stays out of the way; the tests run it when they want it.
const env = { ORDER_HOLD_HOURS: String(HOLD_HOURS), ORDER_EXPIRY_CHECK_SECONDS: "86400" };

const orderOf = (items: { product_id: number; variant_id?: number; quantity: number }[]) => ({
  customer_name: "Lakshmi",
  customer_phone: "+919847012345",
  delivery_method: "pickup",
  pickup_location: "Peyad",
  order_items: items,
});

async function rows<T>(shop: TestShop, query: string): Promise<T[]> {
  return ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Moves an order back in time: placed `hours` ago. */
const placedHoursAgo = (shop: TestShop, orderIds: number[], hours: number) =>
  backdateOrders(shop.database.db, orderIds, { hoursAgo: hours });

let n = 0;
const shopper = (shop: TestShop) => newShopper(shop.url, { email: `hold${++n}@example.com`, name: `Hold ${n}` });

async function place(call: Awaited<ReturnType<typeof shopper>>["call"], body: unknown) {
  const response = await call<{ order: Order; error?: string }>("POST", "/api/orders", body);
  if (response.status !== 201) throw new Error(`order responded ${response.status}: ${response.body.error}`);
  return response.body.order;
}

describe.each(databaseKinds)("expiry of unconfirmed orders (%s)", (kind) => {
  const shop = useTestShop(kind, { env });

  it("cancels an order past the hold, puts its stock back once and says why; a newer one is untouched", async () => {
    const { call } = await shopper(shop);
    const plain = await plainProduct(shop, { stock: 5 });
    const coloured = await productWithColours(shop);
    const [colour, otherColour] = coloured.variants;
    if (!colour || !otherColour) throw new Error("fixture");
    await setStock(shop, plain.id, 20);
    await setVariantStock(shop, colour.id, 20);
    const otherColourStock = await variantStockOf(shop, otherColour.id);
    const colouredProductStock = await stockOf(shop, coloured.id);

    const old = await place(
      call,
      orderOf([
        { product_id: plain.id, quantity: 2 },
        { product_id: coloured.id, variant_id: colour.id, quantity: 3 },
      ]),
    );
    const recent = await place(call, orderOf([{ product_id: plain.id, quantity: 1 }]));
    expect([await stockOf(shop, plain.id), await variantStockOf(shop, colour.id)]).toEqual([17, 17]);

    await placedHoursAgo(shop, [old.id], HOLD_HOURS + 1);
    await placedHoursAgo(shop, [recent.id], HOLD_HOURS - 1);
    expect(await shop.app.expireUnconfirmedOrders()).toBe(1);
    // Running it again (the next tick, another process) changes nothing.
    expect(await shop.app.expireUnconfirmedOrders()).toBe(0);

    // Back where each unit came from: the plain product, and the colour (not the coloured product or its other colour).
    expect(await stockOf(shop, plain.id)).toBe(19);
    expect(await variantStockOf(shop, colour.id)).toBe(20);
    expect(await variantStockOf(shop, otherColour.id)).toBe(otherColourStock);
    expect(await stockOf(shop, coloured.id)).toBe(colouredProductStock);

    const { body } = await call<{ orders: Order[] }>("GET", "/api/orders");
    const byId = new Map(body.orders.map((order) => [order.id, order]));
    expect(byId.get(old.id)).toMatchObject({ status: "cancelled", cancel_reason: "expired" });
    expect(byId.get(recent.id)).toMatchObject({ status: "placed", cancel_reason: null });

    const events = await rows<{
      order_id: number;
      from_status: string | null;
      to_status: string;
      reason: string;
      actor: string;
    }>(
      shop,
      `select order_id, from_status, to_status, reason, actor from order_events where order_id in (${old.id}, ${recent.id}) order by id`,
    );
    expect(events).toEqual([
      { order_id: old.id, from_status: null, to_status: "placed", reason: "placed", actor: "shopper" },
      { order_id: recent.id, from_status: null, to_status: "placed", reason: "placed", actor: "shopper" },
      { order_id: old.id, from_status: "placed", to_status: "cancelled", reason: "expired", actor: "system" },
    ]);
  });

  it("leaves orders the shop has confirmed alone, however old", async () => {
    const { call } = await shopper(shop);
    const product = await plainProduct(shop, { stock: 5, skip: 1 });
    await setStock(shop, product.id, 10);
    const confirmed = await place(call, orderOf([{ product_id: product.id, quantity: 2 }]));
    await shop.database.db.execute(`update orders set status = 'confirmed' where id = ${confirmed.id}`);
    await placedHoursAgo(shop, [confirmed.id], HOLD_HOURS * 10);

    expect(await shop.app.expireUnconfirmedOrders()).toBe(0);
    expect(await stockOf(shop, product.id)).toBe(8);
  });

  it("leaves an unconfirmed order alone once the owner has taken money for it", async () => {
    const { call } = await shopper(shop);
    const owner = await newShopper(shop.url, { email: "owner@mayil.test", name: "Owner" });
    const product = await plainProduct(shop, { stock: 5, skip: 2 });
    await setStock(shop, product.id, 10);
    const paid = await place(call, orderOf([{ product_id: product.id, quantity: 1 }]));
    const payment = await owner.call("POST", `/api/owner/orders/${paid.id}/payments`, {
      method: "cash",
      amount: "50",
    });
    expect(payment.status).toBe(201);
    await placedHoursAgo(shop, [paid.id], HOLD_HOURS + 1);

    expect(await shop.app.expireUnconfirmedOrders()).toBe(0);
    expect(await stockOf(shop, product.id)).toBe(9);
    const { body } = await call<{ order: Order }>("GET", `/api/orders/${paid.id}`);
    expect(body.order.status).toBe("placed");
    expect(body.order.payment_status).toBe("partially_paid");
  });
});

describe.runIf(testDatabaseUrl)("expiry with two server processes (postgres)", () => {
  const first = useTestShop("postgres", { env: { ...env, MAX_OPEN_ORDERS: "100000" } });
  const second = useTestShop("postgres", { env: { ...env, MAX_OPEN_ORDERS: "100000" }, twinOf: first });

  const ROUNDS = 5;
  const ORDERS_PER_ROUND = 30;

  it(`${ROUNDS} rounds of ${ORDERS_PER_ROUND} due orders, both processes at once: each expired once`, async () => {
    const { call } = await shopper(first);
    const product = await plainProduct(first, { stock: 5 });
    const coloured = await productWithColours(first);
    const colour = coloured.variants[0];
    if (!colour) throw new Error("fixture");
    const START = 1000;
    await setStock(first, product.id, START);
    await setVariantStock(first, colour.id, START);

    for (let round = 0; round < ROUNDS; round++) {
      const ids: number[] = [];
      for (let i = 0; i < ORDERS_PER_ROUND; i++) {
        const order = await place(
          call,
          orderOf([
            { product_id: product.id, quantity: 2 },
            { product_id: coloured.id, variant_id: colour.id, quantity: 1 },
          ]),
        );
        ids.push(order.id);
      }
      // One order of the round stays within the hold.
      const [kept, ...due] = ids;
      await placedHoursAgo(first, due, HOLD_HOURS + 1);
      expect(await stockOf(first, product.id)).toBe(START - 2 * ORDERS_PER_ROUND);

      // The job in both processes at the same moment, twice over.
      const counts = await Promise.all([
        first.app.expireUnconfirmedOrders(),
        second.app.expireUnconfirmedOrders(),
        first.app.expireUnconfirmedOrders(),
        second.app.expireUnconfirmedOrders(),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(due.length);
      expect(await stockOf(first, product.id)).toBe(START - 2);
      expect(await variantStockOf(first, colour.id)).toBe(START - 1);
      const expiredEvents = await rows<{ events: number }>(
        first,
        `select count(*)::int as events from order_events where reason = 'expired' and order_id in (${ids.join(",")})`,
      );
      expect(expiredEvents[0]?.events).toBe(due.length);

      // Next round starts from the same stock: the kept order is confirmed by the shop and its units put back here.
      await first.database.db.execute(`update orders set status = 'confirmed' where id = ${Number(kept)}`);
      await setStock(first, product.id, START);
      await setVariantStock(first, colour.id, START);
    }
  }, 60_000);
});
