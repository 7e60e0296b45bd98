// The open desk hears what happens in the shop at once (decision 055): a shopper's new order within 2 s, on either
// database and across two server processes on one PostgreSQL database; a payment or a sale made on another of the
// owner's devices (never on the device that made it); an unconfirmed order in its last hours, warned about once however
// many processes' clocks look; a piece crossing the low-stock line (only when it crosses). Shoppers get no stream.
import { describe, expect, it } from "vitest";
import { warnAfterHours } from "../../src/modules/orders/order-expiry";
import { crossesLine } from "../../src/modules/stock/running-out";
import { backdateOrders } from "../backdate-orders";
import { CUSTOMER_PHONE, newSale, placedOrder, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, productWithColours } from "../shop-fixtures";
import { adjust, setCount } from "../stock/stock-fixtures";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { testDatabaseUrl } from "../test-env";
import { type DeskStream, openDeskStream, untilReady } from "./desk-stream";

const HOLD_HOURS = 48;
const env = {
  ORDER_HOLD_HOURS: String(HOLD_HOURS),
  // The expiry's own clock stays out of the way; the tests run it when they want it.
  ORDER_EXPIRY_CHECK_SECONDS: "86400",
  LOW_STOCK_THRESHOLD: "3",
  MAX_OPEN_ORDERS: "100",
};

let n = 0;
const shopperOf = (shop: TestShop) => signInShopper(shop, `alerts${++n}@example.com`, "Lakshmi Iyer");

async function liveStream(shop: TestShop, token: string): Promise<DeskStream> {
  const stream = await openDeskStream(shop.url, token);
  expect(stream.status).toBe(200);
  await untilReady(stream);
  return stream;
}

/** No alert of `kind` for `orderId` reached `stream`, after giving it time to (another stream got it meanwhile). */
async function expectNone(stream: DeskStream, kind: string, orderId: number) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(stream.alerts().filter((alert) => alert.kind === kind && alert.order_id === orderId)).toEqual([]);
}

describe.each(databaseKinds)("the open desk's live alerts (%s)", (kind) => {
  const shop = useTestShop(kind, { env });

  it("a shopper's order reaches the owner's stream within 2 s, in the shop's words and without her phone", async () => {
    const owner = await signInOwner(shop);
    const stream = await liveStream(shop, owner.token);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.headers.get("cache-control")).toBe("no-store");
    expect(stream.headers.get("content-encoding")).toBeNull();

    const product = await plainProduct(shop, { stock: 2 });
    await setCount(shop, owner, { product_id: product.id }, 20);
    const shopper = await shopperOf(shop);
    const started = Date.now();
    const order = await placedOrder(shopper, [{ product_id: product.id, quantity: 2 }]);
    const alert = await stream.waitFor((a) => a.kind === "order_placed" && a.order_id === order.id, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(alert).toMatchObject({
      title: `New order ${order.order_number}`,
      path: `/owner/orders/${order.id}`,
    });
    expect(alert.body).toMatch(/^Anjali · 2 pieces · ₹[\d,.]+$/);
    const text = JSON.stringify(alert);
    expect(text).not.toContain(CUSTOMER_PHONE.slice(3));
    expect(text).not.toContain("Peyad");
    stream.close();
  });

  it("a payment or a sale made on one of the owner's devices reaches her other devices, not the one that made it", async () => {
    const phone = await signInOwner(shop);
    const laptop = await signInOwner(shop);
    const [phoneStream, laptopStream] = await Promise.all([
      liveStream(shop, phone.token),
      liveStream(shop, laptop.token),
    ]);
    const product = await plainProduct(shop, { stock: 2 });
    await setCount(shop, phone, { product_id: product.id }, 20);
    const shopper = await shopperOf(shop);
    const order = await placedOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    // Both devices hear the shopper's order.
    await phoneStream.waitFor((a) => a.kind === "order_placed" && a.order_id === order.id);
    await laptopStream.waitFor((a) => a.kind === "order_placed" && a.order_id === order.id);

    const paid = await phone.pay(order.id, { method: "cash", amount: "1" });
    expect(paid.status).toBe(201);
    const payment = await laptopStream.waitFor((a) => a.kind === "payment_recorded" && a.order_id === order.id);
    expect(payment.title).toBe(`Payment recorded on ${order.order_number}`);
    expect(payment.body).toMatch(/^₹1 by Cash · Anjali · ₹[\d,.]+ still owed$/);
    await expectNone(phoneStream, "payment_recorded", order.id);

    const sale = await laptop.call<{ order: { id: number; order_number: string } }>(
      "POST",
      "/api/owner/orders",
      newSale([{ product_id: product.id, quantity: 1 }]),
    );
    expect(sale.status).toBe(201);
    const told = await phoneStream.waitFor((a) => a.kind === "order_placed" && a.order_id === sale.body.order.id);
    expect(told.body).toMatch(/^Lakshmi · 1 piece · ₹/);
    await expectNone(laptopStream, "order_placed", sale.body.order.id);
    phoneStream.close();
    laptopStream.close();
  });

  it("an unconfirmed order in its last 6 hours is warned about once, with two clocks at the same moment", async () => {
    const owner = await signInOwner(shop);
    const stream = await liveStream(shop, owner.token);
    const product = await plainProduct(shop, { stock: 2 });
    await setCount(shop, owner, { product_id: product.id }, 20);
    const shopper = await shopperOf(shop);
    const [soon, later, confirmed] = [
      await placedOrder(shopper, [{ product_id: product.id, quantity: 1 }]),
      await placedOrder(shopper, [{ product_id: product.id, quantity: 1 }]),
      await placedOrder(shopper, [{ product_id: product.id, quantity: 1 }]),
    ];
    if (!soon || !later || !confirmed) throw new Error("fixture");
    expect((await owner.move(confirmed.id, "confirmed")).status).toBe(200);
    // Placed 43 h ago, it expires in 5 h; placed 41 h ago, in 7 h: not yet. The confirmed one never expires.
    await backdateOrders(shop.database.db, [soon.id, confirmed.id], { hoursAgo: 43 });
    await backdateOrders(shop.database.db, [later.id], { hoursAgo: 41 });

    const clocks = await Promise.all([shop.app.warnExpiringOrders(), shop.app.warnExpiringOrders()]);
    expect(clocks[0] + clocks[1]).toBe(1);
    const warning = await stream.waitFor((a) => a.kind === "order_expiring");
    expect(warning).toMatchObject({ order_id: soon.id, title: `${soon.order_number} expires in 5 hours` });
    expect(await shop.app.warnExpiringOrders()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.alerts().filter((a) => a.kind === "order_expiring")).toHaveLength(1);
    stream.close();
  });

  it("a piece crossing the low-stock line (3) or reaching 0 is told once per crossing, from a correction or an order", async () => {
    const owner = await signInOwner(shop);
    const stream = await liveStream(shop, owner.token);
    const product = await plainProduct(shop, { stock: 1 });
    const coloured = await productWithColours(shop);
    const colour = coloured.variants[0];
    if (!colour) throw new Error("fixture");
    await setCount(shop, owner, { product_id: product.id }, 5);
    await setCount(shop, owner, { product_id: coloured.id, variant_id: colour.id }, 4);
    const running = () => stream.alerts().filter((a) => a.kind === "stock_running_out");
    const change = async (item: { product_id: number; variant_id?: number }, by: number) => {
      const response = await adjust(owner, { ...item, change: by, reason: by > 0 ? "restock" : "damaged" });
      expect(response.status).toBe(201);
    };

    await change({ product_id: product.id }, -1); // 5 → 4: above the line
    await change({ product_id: product.id }, -1); // 4 → 3: crosses it
    const low = await stream.waitFor((a) => a.kind === "stock_running_out" && a.product_id === product.id);
    expect(low).toMatchObject({ title: `Running low: ${product.name}`, body: "3 left to sell" });
    expect(low.path).toBe(`/owner/products/${product.id}`);
    await change({ product_id: product.id }, -1); // 3 → 2: already below, no news
    await change({ product_id: product.id }, -2); // 2 → 0: sold out
    await stream.waitFor((a) => a.title === `Sold out: ${product.name}`);
    await change({ product_id: product.id }, 5); // back to 5: no news
    // A shopper's order takes a colour across the line, from 4 to 2.
    const shopper = await shopperOf(shop);
    await placedOrder(shopper, [{ product_id: coloured.id, variant_id: colour.id, quantity: 2 }]);
    await stream.waitFor((a) => a.title === `Running low: ${coloured.name} (${colour.color_name})`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(running().map((a) => a.title)).toEqual([
      `Running low: ${product.name}`,
      `Sold out: ${product.name}`,
      `Running low: ${coloured.name} (${colour.color_name})`,
    ]);
    stream.close();
  });

  it("a shopper gets 403 and no stream; without a token 401", async () => {
    const shopper = await shopperOf(shop);
    const asShopper = await openDeskStream(shop.url, shopper.token);
    expect(asShopper.status).toBe(403);
    const anonymous = await openDeskStream(shop.url, null);
    expect(anonymous.status).toBe(401);
    expect(asShopper.events).toEqual([]);
  });
});

describe("when the owner is warned and what counts as running out", () => {
  it("warns 6 hours before the hold ends, or half-way through a hold of 12 hours or less", () => {
    expect(warnAfterHours(48)).toBe(42);
    expect(warnAfterHours(12)).toBe(6);
    expect(warnAfterHours(6)).toBe(3);
    expect(warnAfterHours(4)).toBe(2);
  });
  it("crosses from above the line to at or below it, or from some to none; never going up", () => {
    expect(crossesLine(4, 3, 3)).toBe(true);
    expect(crossesLine(10, 0, 3)).toBe(true);
    expect(crossesLine(2, 0, 3)).toBe(true);
    expect(crossesLine(3, 2, 3)).toBe(false);
    expect(crossesLine(5, 4, 3)).toBe(false);
    expect(crossesLine(0, 5, 3)).toBe(false);
  });
});

describe.runIf(testDatabaseUrl)("the open desk across two server processes (postgres)", () => {
  const first = useTestShop("postgres", { env });
  const second = useTestShop("postgres", { env, twinOf: first });

  it("an order placed on one process reaches a desk streaming from the other within 2 s, once; warnings are sent once", async () => {
    const owner = await signInOwner(first);
    const stream = await liveStream(second, owner.token);
    const product = await plainProduct(first, { stock: 2 });
    await setCount(first, owner, { product_id: product.id }, 20);
    const shopper = await shopperOf(first);
    const started = Date.now();
    const order = await placedOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    await stream.waitFor((a) => a.kind === "order_placed" && a.order_id === order.id, 2000);
    expect(Date.now() - started).toBeLessThan(2000);

    // Each process's clock at the same moment: one warning, heard once by the desk on either process.
    const onFirst = await liveStream(first, owner.token);
    await backdateOrders(first.database.db, [order.id], { hoursAgo: 44 });
    const clocks = await Promise.all([first.app.warnExpiringOrders(), second.app.warnExpiringOrders()]);
    expect(clocks[0] + clocks[1]).toBe(1);
    await stream.waitFor((a) => a.kind === "order_expiring" && a.order_id === order.id);
    await onFirst.waitFor((a) => a.kind === "order_expiring" && a.order_id === order.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const desk of [stream, onFirst]) {
      expect(desk.alerts().filter((a) => a.order_id === order.id && a.kind !== "order_placed")).toHaveLength(1);
    }
    expect(stream.alerts().filter((a) => a.kind === "order_placed" && a.order_id === order.id)).toHaveLength(1);
    stream.close();
    onFirst.close();
  });
});
