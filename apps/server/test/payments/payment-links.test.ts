// Payment links from the owner's desk (decision 082), over HTTP against the shop and the Razorpay stand-in: a link for
// what a phone sale owes or for a lesser amount agreed in the chat, never more; the message that sends it; the shopper
// paying it, heard by the webhook or found by the sweep, recorded once; and a shop without keys refusing it.
import { Money } from "@mayil/core/money/money";
import type { OrderPaymentLink, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDeskStream, untilReady } from "../alerts/desk-stream";
import {
  CUSTOMER_DIGITS,
  newSale,
  type Owner,
  paise,
  placedOrder,
  rows,
  signInOwner,
  signInShopper,
  whatsAppText,
} from "../orders/desk-fixtures";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, startTestShop, type TestShop } from "../test-app";
import { soon, startGatewayShop } from "./gateway-shop";
import type { RazorpayStandIn } from "./razorpay-stand-in";

interface SentLink {
  order: OwnerOrder;
  link: OrderPaymentLink;
  customer_whatsapp_url: string | null;
  field?: string;
}

describe.each(databaseKinds)("payment links from the desk (%s)", (kind) => {
  let standIn: RazorpayStandIn;
  let shop: TestShop;
  let owner: Owner;
  let productId: number;

  beforeAll(async () => {
    ({ standIn, shop } = await startGatewayShop(kind));
    owner = await signInOwner(shop);
    productId = (await plainProduct(shop, { stock: 1 })).id;
    await setStock(shop, productId, 1000);
  });
  afterAll(async () => {
    await shop?.close();
    await standIn?.close();
  });

  /** A phone sale the owner entered: the customer pays what was agreed in the chat. */
  const phoneSale = async () => {
    const made = await owner.create(newSale([{ product_id: productId, quantity: 10 }]));
    expect(made.status).toBe(201);
    return made.body.order;
  };
  const sendLink = (orderId: number, body: Record<string, unknown> = {}) =>
    owner.call<SentLink>("POST", `/api/owner/orders/${orderId}/payment-links`, body);
  const deskOrder = async (orderId: number) => (await owner.get(orderId)).body.order;
  const linksAsked = () => standIn.calls.filter((call) => call.method === "POST" && call.path === "/v1/payment_links");

  it("makes a link for what the order owes, with the message to send her and a line on the timeline", async () => {
    const order = await phoneSale();
    const before = linksAsked().length;
    const sent = await sendLink(order.id);
    expect(sent.status).toBe(201);
    expect(sent.body.link).toMatchObject({ amount: order.total, status: "open" });
    expect(sent.body.link.id).toMatch(/^plink_/);
    expect(sent.body.link.url).toBe(`${standIn.url}/pay/${sent.body.link.id}`);

    // What the gateway was asked: paise, the shop's own reference, and no texts or emails of its own.
    const asked = linksAsked().slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({
      amount: paise(order.total),
      currency: "INR",
      reference_id: expect.stringMatching(new RegExp(`^${order.order_number}-L1-[0-9a-z]+$`)),
      notify: { sms: false, email: false },
      customer: { name: "Lakshmi Menon", contact: "+919876543210" },
    });

    const url = sent.body.customer_whatsapp_url;
    expect(url?.startsWith(`https://wa.me/${CUSTOMER_DIGITS}?text=`)).toBe(true);
    const text = whatsAppText(url);
    expect(text).toContain(order.order_number);
    expect(text).toContain(Money.format(paise(order.total)));
    expect(text).toContain(sent.body.link.url);

    expect(sent.body.order.payment_links).toEqual([{ ...sent.body.link, customer_whatsapp_url: url }]);
    const line = sent.body.order.events.at(-1);
    expect(line).toMatchObject({ reason: "payment_link", actor: "owner", by: "Meera Owner" });
    expect(line?.details).toMatchObject({ amount: order.total, gateway: "Razorpay", gateway_id: sent.body.link.id });
    // Sending a link records no money.
    expect(sent.body.order).toMatchObject({ payment_status: "unpaid", amount_due: order.total, payments: [] });
  });

  it("makes a link for a lesser amount agreed in the chat, and refuses more than is owed naming the amount", async () => {
    const order = await phoneSale();
    const before = linksAsked().length;
    const tooMuch = await sendLink(order.id, { amount: Money.toWire(paise(order.total) + 100) });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: "invalid_input", field: "amount" });
    expect(tooMuch.body.error).toContain("more than");
    expect((await sendLink(order.id, { amount: "0" })).status).toBe(400);
    // The gateway makes no link below ₹1: said here, naming the amount.
    const tiny = await sendLink(order.id, { amount: "0.50" });
    expect(tiny).toMatchObject({ status: 400, body: { field: "amount" } });
    expect(tiny.body.error).toContain("below the ₹1 a payment link can be for");
    expect(linksAsked().length).toBe(before);

    const sent = await sendLink(order.id, { amount: "500" });
    expect(sent.status).toBe(201);
    expect(sent.body.link.amount).toBe("500.00");
    expect(linksAsked().at(-1)?.body).toMatchObject({
      amount: 50_000,
      reference_id: expect.stringMatching(new RegExp(`^${order.order_number}-L1-`)),
    });
    expect(whatsAppText(sent.body.customer_whatsapp_url)).toContain("₹500 for your order");
  });

  it("asked twice for the same amount gives the same link; another amount, or a day later, a new one", async () => {
    const order = await phoneSale();
    const before = linksAsked().length;
    const first = await sendLink(order.id, { amount: "300.00" });
    const again = await sendLink(order.id, { amount: "300" });
    expect(again.status).toBe(201);
    expect(again.body.link.id).toBe(first.body.link.id);
    expect(again.body.customer_whatsapp_url).toBe(first.body.customer_whatsapp_url);
    expect(linksAsked().length).toBe(before + 1);
    expect(again.body.order.events.filter((event) => event.reason === "payment_link")).toHaveLength(1);

    const other = await sendLink(order.id, { amount: "200" });
    expect(other.body.link.id).not.toBe(first.body.link.id);
    expect(linksAsked().at(-1)?.body).toMatchObject({
      reference_id: expect.stringMatching(new RegExp(`^${order.order_number}-L2-`)),
    });

    await shop.database.db.execute(
      sql`update gateway_orders set created_at = now() - interval '25 hours' where gateway_id = ${first.body.link.id}`,
    );
    const later = await sendLink(order.id, { amount: "300" });
    expect(later.body.link.id).not.toBe(first.body.link.id);
    expect(linksAsked().at(-1)?.body).toMatchObject({
      reference_id: expect.stringMatching(new RegExp(`^${order.order_number}-L3-`)),
    });
    // Newest first.
    expect(later.body.order.payment_links.map((link) => link.id)).toEqual([
      later.body.link.id,
      other.body.link.id,
      first.body.link.id,
    ]);
  });

  it("the shopper pays the link: recorded once, the link paid on the desk, and every desk told", async () => {
    const order = await phoneSale();
    const sent = await sendLink(order.id);
    const stream = await openDeskStream(shop.url, owner.token);
    await untilReady(stream);
    const paid = await standIn.payLink(sent.body.link.id);
    const desk = await soon(
      () => deskOrder(order.id),
      (now) => now.payment_status === "paid",
    );
    expect(desk.payments).toHaveLength(1);
    expect(desk.payments[0]).toMatchObject({
      method: "upi",
      amount: order.total,
      gateway: "Razorpay",
      gateway_id: paid.id,
      recorded_by: null,
    });
    expect(desk.payment_links).toEqual([expect.objectContaining({ id: sent.body.link.id, status: "paid" })]);
    // Paid: nothing to send again.
    expect(desk.payment_links[0]?.customer_whatsapp_url).toBeNull();
    const alert = await stream.waitFor((a) => a.kind === "payment_recorded" && a.order_id === order.id);
    stream.close();
    expect(alert.body).toContain("Razorpay");
    const recorded = await rows<{ n: number }>(
      shop,
      `select count(*)::int as n from order_payments where gateway_payment_id = '${paid.id}'`,
    );
    expect(recorded[0]?.n).toBe(1);

    // Nothing owed now: no link.
    const refused = await sendLink(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("already paid in full");
  });

  it("a link paid while its webhooks were lost is found by the sweep, once", async () => {
    const order = await phoneSale();
    const sent = await sendLink(order.id, { amount: "400" });
    standIn.webhooks = "held";
    try {
      const paid = await standIn.payLink(sent.body.link.id);
      await shop.database.db.execute(
        sql`update gateway_orders set created_at = now() - interval '6 minutes' where gateway_id = ${sent.body.link.id}`,
      );
      expect(await shop.app.sweepPaymentGateway()).toMatchObject({ recorded: 1 });
      expect(standIn.calls.some((call) => call.path === `/v1/payment_links/${sent.body.link.id}`)).toBe(true);
      const desk = await deskOrder(order.id);
      expect(desk).toMatchObject({ payment_status: "partially_paid", amount_paid: "400.00" });
      expect(desk.payments[0]).toMatchObject({ method: "upi", gateway_id: paid.id });
      expect(desk.payment_links[0]).toMatchObject({ id: sent.body.link.id, status: "paid" });
      // The webhooks come late: the same payment.
      standIn.webhooks = "sent";
      for (const hook of standIn.held.splice(0)) expect(await standIn.deliver(hook)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await deskOrder(order.id)).payments).toHaveLength(1);
    } finally {
      standIn.webhooks = "sent";
      standIn.held = [];
    }
  });

  it("refuses a shopper, an order closed or unknown, and says when the gateway does not reply", async () => {
    const shopper = await signInShopper(shop, "link-asker@example.com");
    const hers = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }]);
    const asShopper = await shopper.call<{ error: string }>("POST", `/api/owner/orders/${hers.id}/payment-links`, {});
    expect(asShopper.status).toBe(403);
    // Her own order, from the desk: a link for what it owes.
    expect((await sendLink(hers.id)).status).toBe(201);

    expect((await sendLink(99_999_999)).status).toBe(404);

    const cancelled = await phoneSale();
    await owner.move(cancelled.id, "cancelled", "changed her mind");
    const closed = await sendLink(cancelled.id);
    expect(closed.status).toBe(409);
    expect(closed.body.error).toContain("cancelled");

    const order = await phoneSale();
    standIn.mode = "down";
    try {
      const down = await sendLink(order.id);
      expect(down.status).toBe(503);
    } finally {
      standIn.mode = "up";
    }
    expect((await deskOrder(order.id)).payment_links).toEqual([]);
  });
});

describe.each(databaseKinds)("payment links in a shop without the gateway's keys (%s)", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(() => shop?.close());

  it("the desk lists none, and asking for one is refused with 409 saying why", async () => {
    const owner = await signInOwner(shop);
    const productId = (await plainProduct(shop, { stock: 5 })).id;
    const made = await owner.create(newSale([{ product_id: productId, quantity: 1 }]));
    const order = made.body.order;
    expect(order).toMatchObject({ payment_gateway: null, payment_links: [] });
    const refused = await owner.call<{ error: string }>("POST", `/api/owner/orders/${order.id}/payment-links`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("no payment gateway");
  });
});
