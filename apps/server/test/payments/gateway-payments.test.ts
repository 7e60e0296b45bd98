// Money that confirms itself (decision 082), over HTTP against the shop and a stand-in that speaks Razorpay's API: the
// shopper starts paying her order for exactly what it owes, the gateway's signed webhook records the payment on the
// desk, and nothing else can: not a forged or tampered webhook, not the same event told twice or out of order.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDeskStream, untilReady } from "../alerts/desk-stream";
import { backdateOrders } from "../backdate-orders";
import { type Owner, paise, placedOrder, rows, type Shopper, signInShopper } from "../orders/desk-fixtures";
import { plainProduct } from "../shop-fixtures";
import { databaseKinds, startTestShop, type TestShop } from "../test-app";
import { gatewayScene, soon } from "./gateway-shop";
import { type RazorpayStandIn, STAND_IN_KEYS, type Webhook } from "./razorpay-stand-in";

interface OnlinePayment {
  gateway: string;
  key_id: string;
  gateway_order_id: string;
  amount_paise: number;
  order_number: string;
}

/**
 * Runs `fn` with the stand-in's webhooks held back (a lost webhook, or ones a test sends itself), then posts them at
 * once again and forgets any still held, whatever `fn` did, so the next test starts as the gateway does.
 */
async function withWebhooksHeld<T>(standIn: RazorpayStandIn, fn: () => Promise<T>): Promise<T> {
  standIn.webhooks = "held";
  try {
    return await fn();
  } finally {
    standIn.webhooks = "sent";
    standIn.held = [];
  }
}

describe.each(databaseKinds)("payments confirmed by the gateway (%s)", (kind) => {
  let standIn: RazorpayStandIn;
  let shop: TestShop;
  let owner: Owner;
  let shopper: Shopper;
  let productId: number;

  beforeAll(async () => {
    ({ standIn, shop, owner, shopper, productId } = await gatewayScene(kind, "online-payer@example.com"));
  });
  afterAll(async () => {
    await shop?.close();
    await standIn?.close();
  });

  const newOrder = () =>
    placedOrder(shopper, [{ product_id: productId, quantity: 2 }], { delivery_method: "delivery" });
  const startPaying = (orderId: number, who: Shopper = shopper) =>
    who.call<OnlinePayment & { error?: string; code?: string }>("POST", `/api/orders/${orderId}/online-payment`);
  const deskOrder = async (orderId: number) => (await owner.get(orderId)).body.order;
  /** Pays the gateway order with its webhooks held back, and gives them, for the test to send as it likes. */
  const webhooksOfPaying = (gatewayOrderId: string) =>
    withWebhooksHeld(standIn, async () => {
      await standIn.pay(gatewayOrderId);
      return standIn.held.splice(0);
    });
  const paidOnDesk = (orderId: number) =>
    soon(
      () => deskOrder(orderId),
      (order) => order.payment_status === "paid",
    );

  it("opens the gateway for exactly what the order owes on the server, once per amount", async () => {
    const order = await newOrder();
    const started = await startPaying(order.id);
    expect(started.status).toBe(201);
    expect(order.pay_online).toBe(true);
    expect(started.body).toMatchObject({
      gateway: "razorpay",
      key_id: STAND_IN_KEYS.keyId,
      amount_paise: paise(order.total),
      order_number: order.order_number,
    });
    const asked = standIn.orders.get(started.body.gateway_order_id);
    expect(asked).toMatchObject({ amount: paise(order.total), currency: "INR" });
    expect(String(asked?.receipt)).toMatch(new RegExp(`^${order.order_number}-`));
    // Tapping Pay again opens the same gateway order: nothing new is asked of the gateway.
    const again = await startPaying(order.id);
    expect(again.body.gateway_order_id).toBe(started.body.gateway_order_id);
    expect(standIn.calls.filter((call) => call.method === "POST" && call.path === "/v1/orders")).toHaveLength(1);
    // Another shopper's order is as good as none.
    const stranger = await signInShopper(shop, "stranger@example.com");
    expect((await startPaying(order.id, stranger)).status).toBe(404);
  });

  it("the gateway's webhook marks the order paid on the desk, UPI with the bank's reference, and nothing twice", async () => {
    const order = await newOrder();
    const started = await startPaying(order.id);
    const stream = await openDeskStream(shop.url, owner.token);
    await untilReady(stream);
    const paid = await standIn.pay(started.body.gateway_order_id);
    const desk = await paidOnDesk(order.id);
    expect(desk.payment_status).toBe("paid");
    expect(desk.payments).toHaveLength(1);
    expect(desk.payments[0]).toMatchObject({
      method: "upi",
      amount: order.total,
      reference: (paid.acquirer_data as { rrn: string }).rrn,
      gateway: "Razorpay",
      gateway_id: paid.id,
      recorded_by: null,
    });
    // Every open desk hears it at once, in the gateway's words.
    const alert = await stream.waitFor((a) => a.kind === "payment_recorded" && a.order_id === order.id);
    stream.close();
    expect(alert.title).toBe(`Paid ₹${Number(order.total).toLocaleString("en-IN")} · ${order.order_number}`);
    expect(alert.body).toBe("UPI · Razorpay · Anjali · paid in full");
    // Money the gateway confirmed is not hers to void: it goes back as a refund.
    const voided = await owner.call<{ error: string }>(
      "POST",
      `/api/owner/orders/${order.id}/payments/${desk.payments[0]?.id}/void`,
      { reason: "typed by mistake" },
    );
    expect(voided.status).toBe(409);
    expect(voided.body.error).toContain("record a refund");
    // payment.captured and order.paid both carry the payment, both were taken: one record.
    expect(standIn.deliveries.slice(-2).map((d) => [d.event, d.status])).toEqual([
      ["payment.captured", 200],
      ["order.paid", 200],
    ]);
    const recorded = await rows<{ n: number }>(
      shop,
      `select count(*)::int as n from order_payments where gateway_payment_id = '${paid.id}'`,
    );
    expect(recorded[0]?.n).toBe(1);
  });

  it("a replayed webhook, the same event twice at once and events out of order change nothing twice", async () => {
    const order = await newOrder();
    const started = await startPaying(order.id);
    const [captured, orderPaid] = (await webhooksOfPaying(started.body.gateway_order_id)) as [Webhook, Webhook];
    // order.paid first, then payment.captured twice at the same moment, then order.paid replayed.
    expect(await standIn.deliver(orderPaid)).toBe(200);
    const statuses = await Promise.all([standIn.deliver(captured), standIn.deliver(captured)]);
    expect(statuses).toEqual([200, 200]);
    expect(await standIn.deliver(orderPaid)).toBe(200);
    const desk = await paidOnDesk(order.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await deskOrder(order.id);
    expect(after.payments).toHaveLength(1);
    expect(after.amount_paid).toBe(desk.total);
    const events = await rows<{ n: number; applied: number }>(
      shop,
      `select count(*)::int as n, count(applied_at)::int as applied from gateway_events where event_id in ('${captured.eventId}', '${orderPaid.eventId}')`,
    );
    expect(events[0]).toEqual({ n: 2, applied: 2 });
  });

  it("a tampered body or signature is refused with 400 and changes nothing", async () => {
    const order = await newOrder();
    const started = await startPaying(order.id);
    const [captured] = (await webhooksOfPaying(started.body.gateway_order_id)) as [Webhook];
    const post = (body: string, signature: string | undefined, eventId = captured.eventId) =>
      fetch(`${shop.url}/api/payments/razorpay/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signature === undefined ? {} : { "x-razorpay-signature": signature }),
          "x-razorpay-event-id": eventId,
        },
        body,
      });
    const larger = captured.body.replace(/"amount":\d+/, '"amount":99999900');
    for (const [body, signature] of [
      [larger, captured.signature],
      [captured.body, undefined],
      [captured.body, "0".repeat(64)],
      [captured.body, standIn.sign(`${captured.body} `)],
    ] as const) {
      const refused = await post(body, signature);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "invalid_input" });
    }
    expect(await deskOrder(order.id)).toMatchObject({ payment_status: "unpaid", payments: [] });
    expect(await rows(shop, `select 1 from gateway_events where event_id = '${captured.eventId}'`)).toEqual([]);
    // The same event, signed as Razorpay signs it, is taken.
    expect((await post(captured.body, captured.signature)).status).toBe(200);
    await paidOnDesk(order.id);
  });

  it("a payment for more than is owed is recorded, and the rest shown owed back", async () => {
    const order = await newOrder();
    const started = await startPaying(order.id);
    await standIn.pay(started.body.gateway_order_id, { amountPaise: paise(order.total) + 10_000 });
    const desk = await paidOnDesk(order.id);
    expect(paise(desk.amount_paid)).toBe(paise(order.total) + 10_000);
    expect(desk.refund_owed).toBe("100.00");
  });

  it("the checkout's return is checked, then the gateway asked: never paid on the page's word alone", async () => {
    const order = await newOrder();
    const started = await startPaying(order.id);
    const gatewayOrderId = started.body.gateway_order_id;
    const confirm = (body: Record<string, string>) =>
      shopper.call<{ confirmed: boolean; error?: string; field?: string }>(
        "POST",
        `/api/orders/${order.id}/online-payment/confirm`,
        body,
      );
    const signed = (gatewayPaymentId: string, forOrder = gatewayOrderId) =>
      createHmac("sha256", STAND_IN_KEYS.keySecret).update(`${forOrder}|${gatewayPaymentId}`).digest("hex");
    await withWebhooksHeld(standIn, async () => {
      // A failed payment, signed as the checkout signs: the gateway says it failed, nothing is recorded.
      const failed = await standIn.pay(gatewayOrderId, { fail: true });
      const onFailed = await confirm({
        gateway_order_id: gatewayOrderId,
        gateway_payment_id: failed.id,
        signature: signed(failed.id),
      });
      expect(onFailed).toMatchObject({ status: 200, body: { confirmed: false } });
      // A signature someone made up: refused, naming the field.
      const forged = await confirm({
        gateway_order_id: gatewayOrderId,
        gateway_payment_id: failed.id,
        signature: "a".repeat(64),
      });
      expect(forged).toMatchObject({ status: 400, body: { field: "signature" } });
      expect(await deskOrder(order.id)).toMatchObject({ payment_status: "unpaid", payments: [] });

      // She pays; the webhook is lost on the way, and her page's return is what the shop hears first.
      const paid = await standIn.pay(gatewayOrderId);
      const onPaid = await confirm({
        gateway_order_id: gatewayOrderId,
        gateway_payment_id: paid.id,
        signature: signed(paid.id),
      });
      expect(onPaid).toMatchObject({ status: 200, body: { confirmed: true } });
      expect(standIn.calls.some((call) => call.method === "GET" && call.path === `/v1/payments/${paid.id}`)).toBe(true);
      expect(await deskOrder(order.id)).toMatchObject({ payment_status: "paid", amount_paid: order.total });
      // The webhooks come late: the same payment, not a second one.
      standIn.webhooks = "sent";
      for (const hook of standIn.held.splice(0)) expect(await standIn.deliver(hook)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await deskOrder(order.id)).payments).toHaveLength(1);
    });
  });

  it("an order paid online is never cancelled by the clock, though the owner has not confirmed it yet", async () => {
    const paidOrder = await newOrder();
    const unpaidOrder = await newOrder();
    const started = await startPaying(paidOrder.id);
    await standIn.pay(started.body.gateway_order_id);
    await paidOnDesk(paidOrder.id);
    // Both placed long past the hold (48 hours by default) and never confirmed by the owner.
    await backdateOrders(shop.database.db, [paidOrder.id, unpaidOrder.id], { hoursAgo: 100 });
    expect(await shop.app.expireUnconfirmedOrders()).toBe(1);
    expect((await deskOrder(unpaidOrder.id)).status).toBe("cancelled");
    expect(await deskOrder(paidOrder.id)).toMatchObject({ status: "placed", payment_status: "paid" });
  });

  it("a payment whose webhook never came is found by the sweep, once, and the late webhook changes nothing", async () => {
    const order = await newOrder();
    const started = await startPaying(order.id);
    await withWebhooksHeld(standIn, async () => {
      await standIn.pay(started.body.gateway_order_id);
      // Too soon: the sweep waits PAYMENT_CHECK_AFTER_MINUTES for the webhook before asking.
      expect(await shop.app.sweepPaymentGateway()).toMatchObject({ recorded: 0 });
      expect((await deskOrder(order.id)).payment_status).toBe("unpaid");
      await shop.database.db.execute(
        sql`update gateway_orders set created_at = now() - interval '6 minutes' where gateway_id = ${started.body.gateway_order_id}`,
      );
      // Two processes sweeping at the same moment: the gateway order is asked about by one of them.
      const [one, other] = await Promise.all([shop.app.sweepPaymentGateway(), shop.app.sweepPaymentGateway()]);
      expect((one?.recorded ?? 0) + (other?.recorded ?? 0)).toBe(1);
      const asked = standIn.calls.filter(
        (call) => call.path === `/v1/orders/${started.body.gateway_order_id}/payments`,
      );
      expect(asked).toHaveLength(1);
      expect(await deskOrder(order.id)).toMatchObject({ payment_status: "paid", amount_paid: order.total });
      standIn.webhooks = "sent";
      for (const hook of standIn.held.splice(0)) expect(await standIn.deliver(hook)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await deskOrder(order.id)).payments).toHaveLength(1);
      // Paid: the sweep never asks about it again.
      await shop.database.db.execute(
        sql`update gateway_orders set checked_at = now() - interval '1 hour' where gateway_id = ${started.body.gateway_order_id}`,
      );
      await shop.app.sweepPaymentGateway();
      expect(standIn.calls.filter((call) => call.path === asked[0]?.path)).toHaveLength(1);
    });
  });

  it("a webhook kept but not applied (the process stopped) is applied by the sweep", async () => {
    const order = await newOrder();
    const started = await startPaying(order.id);
    const [captured] = (await webhooksOfPaying(started.body.gateway_order_id)) as [Webhook];
    // Kept as the webhook route keeps it, and left unapplied, ten seconds ago.
    await shop.database.db.execute(
      sql`insert into gateway_events (gateway, event_id, event, payload, received_at) values ('razorpay', ${captured.eventId}, 'payment.captured', ${captured.body}::jsonb, now() - interval '1 minute')`,
    );
    expect(await shop.app.sweepPaymentGateway()).toMatchObject({ applied: 1 });
    expect(await deskOrder(order.id)).toMatchObject({ payment_status: "paid" });
    const [kept] = await rows<{ payload: unknown; applied: boolean }>(
      shop,
      `select payload, applied_at is not null as applied from gateway_events where event_id = '${captured.eventId}'`,
    );
    // Applied, and the shopper's email and phone as the gateway knows them are not kept.
    expect(kept).toEqual({ payload: null, applied: true });
  });

  it("an order already paid asks the gateway for nothing more", async () => {
    const order = await newOrder();
    const started = await startPaying(order.id);
    await standIn.pay(started.body.gateway_order_id);
    await paidOnDesk(order.id);
    const again = await startPaying(order.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toContain("already paid in full");
  });
});

describe.each(databaseKinds)("a shop without the gateway's keys (%s)", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(() => shop?.close());

  it("takes payment as before: no online payment, no webhook to post to", async () => {
    const shopper = await signInShopper(shop, "no-gateway@example.com");
    const productId = (await plainProduct(shop, { stock: 5 })).id;
    const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }]);
    const started = await shopper.call<{ error: string }>("POST", `/api/orders/${order.id}/online-payment`);
    expect(started.status).toBe(409);
    expect(started.body.error).toContain("pay by UPI to the shop's UPI id");
    const webhook = await fetch(`${shop.url}/api/payments/razorpay/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(webhook.status).toBe(404);
  });
});
