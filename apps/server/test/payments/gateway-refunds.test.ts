// Refunds sent back through the payment gateway (decision 082), over HTTP against the shop and a stand-in that speaks
// Razorpay's API: the owner records a refund on the desk and the gateway gives the money back to the payment it came
// from, once, whatever is lost on the way; its state follows the gateway's word, and one the gateway refuses or fails
// counts for nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicesOf, KERALA_GSTIN } from "../invoices/invoice-fixtures";
import {
  type Owner,
  paise,
  placedOrder,
  rows,
  type Shopper,
  signInOwner,
  signInShopper,
  whatsAppText,
} from "../orders/desk-fixtures";
import { plainProduct } from "../shop-fixtures";
import { databaseKinds, startTestShop, type TestShop } from "../test-app";
import { gatewayScene, soon } from "./gateway-shop";
import type { RazorpayStandIn } from "./razorpay-stand-in";

describe.each(databaseKinds)("refunds through the gateway (%s)", (kind) => {
  let standIn: RazorpayStandIn;
  let shop: TestShop;
  let owner: Owner;
  let shopper: Shopper;
  let productId: number;

  beforeAll(async () => {
    // Registered for GST: a refund of an invoiced order is owed a credit note.
    ({ standIn, shop, owner, shopper, productId } = await gatewayScene(kind, "refunded-online@example.com", {
      GSTIN: KERALA_GSTIN,
    }));
  });
  afterAll(async () => {
    await shop?.close();
    await standIn?.close();
  });

  const deskOrder = async (orderId: number) => (await owner.get(orderId)).body.order;

  /** An order of two pieces the shopper paid in full through the gateway (`method`), recorded on the desk. */
  async function paidOnline(method = "upi") {
    const order = await placedOrder(shopper, [{ product_id: productId, quantity: 2 }], { delivery_method: "delivery" });
    const started = await shopper.call<{ gateway_order_id: string }>("POST", `/api/orders/${order.id}/online-payment`);
    const payment = await standIn.pay(started.body.gateway_order_id, { method });
    const desk = await soon(
      () => deskOrder(order.id),
      (now) => now.payment_status === "paid",
    );
    expect(desk.payments[0]?.gateway_id).toBe(payment.id);
    return { order: desk, payment };
  }

  const refundCalls = (paymentId: string) =>
    standIn.calls.filter((call) => call.method === "POST" && call.path === `/v1/payments/${paymentId}/refund`);
  /** A refund written a while ago, as the sweep sees one the owner's own request could not send. */
  const writtenAMinuteAgo = (refundId: number) =>
    rows(shop, `update order_refunds set created_at = now() - interval '2 minutes' where id = ${refundId}`);

  it("sends the money back to the payment it came from, in paise, with the refund's own idempotency key", async () => {
    const { order, payment } = await paidOnline();
    const refunded = await owner.refund(order.id, { method: "gateway", amount: "100.00", reason: "one came back" });
    expect(refunded.body.error).toBeUndefined();
    expect(refunded.status).toBe(201);
    expect(refunded.body.refund).toMatchObject({
      method: "upi",
      amount: "100.00",
      reference: null,
      gateway: "Razorpay",
      gateway_status: "pending",
      recorded_by: "Meera Owner",
    });
    const [call] = refundCalls(payment.id);
    expect(call?.body).toMatchObject({ amount: 10000 });
    expect(call?.headers["x-refund-idempotency"]).toBe(`mayil-refund-${refunded.body.refund.id}`);
    const sent = [...standIn.refunds.values()].find((refund) => refund.payment_id === payment.id);
    expect(refunded.body.refund.gateway_id).toBe(sent?.id);
    expect(refunded.body.order).toMatchObject({ amount_refunded: "100.00", payment_status: "partly_refunded" });
    // The message she is sent says where the money went and how long a bank takes, not a UTR she cannot find.
    expect(whatsAppText(refunded.body.customer_whatsapp_url)).toContain(
      "to the UPI account you paid from (through Razorpay). Banks take 5 to 7 working days to show it.",
    );
    // The bank settles it: the desk shows it processed, and an older word never takes it back.
    await standIn.processRefund(String(sent?.id));
    const settled = await soon(
      () => deskOrder(order.id),
      (now) => now.refunds[0]?.gateway_status === "processed",
    );
    expect(settled.refunds[0]?.gateway_status).toBe("processed");
    await shop.app.sweepPaymentGateway();
    expect((await deskOrder(order.id)).refunds[0]?.gateway_status).toBe("processed");
    // Sent through the gateway, it is not hers to void: the money has moved.
    const voided = await owner.voidRefund(order.id, refunded.body.refund.id, { reason: "typed twice" });
    expect(voided.status).toBe(409);
    expect(voided.body.error).toContain("sent through Razorpay");
  });

  it("a refund whose reply was lost is sent again by the sweep with the same key, and refunds once", async () => {
    const { order, payment } = await paidOnline("card");
    standIn.mode = "reply-lost";
    let refunded: Awaited<ReturnType<Owner["refund"]>>;
    try {
      refunded = await owner.refund(order.id, { method: "gateway", amount: order.total, reason: "cancelled" });
    } finally {
      standIn.mode = "up";
    }
    // The gateway took it; the shop did not hear so: written, counted, and shown as still being sent.
    expect(refunded.status).toBe(201);
    expect(refunded.body.refund).toMatchObject({ method: "online", gateway_status: "sending", gateway_id: payment.id });
    expect(refunded.body.order.amount_refunded).toBe(order.total);
    expect([...standIn.refunds.values()].filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    // A fresh one is the owner's request's to send: the sweep leaves it a minute.
    expect((await shop.app.sweepPaymentGateway())?.resent).toBe(0);
    await writtenAMinuteAgo(refunded.body.refund.id);
    // Two processes sweep at once: the same key twice, one refund at the gateway, one on the order.
    await Promise.all([shop.app.sweepPaymentGateway(), shop.app.sweepPaymentGateway()]);
    const keys = refundCalls(payment.id).map((call) => call.headers["x-refund-idempotency"]);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys)).toEqual(new Set([`mayil-refund-${refunded.body.refund.id}`]));
    const atGateway = [...standIn.refunds.values()].filter((refund) => refund.payment_id === payment.id);
    expect(atGateway).toHaveLength(1);
    expect(standIn.payments.get(payment.id)).toMatchObject({ amount_refunded: paise(order.total) });
    const desk = await deskOrder(order.id);
    expect(desk.refunds).toHaveLength(1);
    expect(desk.refunds[0]).toMatchObject({ gateway_id: atGateway[0]?.id, gateway_status: "pending" });
    expect(desk).toMatchObject({ amount_refunded: order.total, payment_status: "refunded" });
    // Nothing is left to send back through it.
    const more = await owner.refund(order.id, { method: "gateway", amount: "1.00" });
    expect(more.status).toBe(400);
  });

  it("a gateway that is down leaves the refund to be sent, and the sweep sends it once it is back", async () => {
    const { order, payment } = await paidOnline();
    standIn.mode = "down";
    let refunded: Awaited<ReturnType<Owner["refund"]>>;
    try {
      refunded = await owner.refund(order.id, { method: "gateway", amount: "100.00" });
      await writtenAMinuteAgo(refunded.body.refund.id);
      expect((await shop.app.sweepPaymentGateway())?.resent).toBe(0);
    } finally {
      standIn.mode = "up";
    }
    expect(refunded.body.refund.gateway_status).toBe("sending");
    expect((await shop.app.sweepPaymentGateway())?.resent).toBe(1);
    expect((await deskOrder(order.id)).refunds[0]?.gateway_status).toBe("pending");
    expect([...standIn.refunds.values()].filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
  });

  it("a refund the gateway refuses or fails counts for nothing, and says why", async () => {
    const { order } = await paidOnline();
    standIn.refundRefusal = "Refund is not allowed for this payment";
    let refused: Awaited<ReturnType<Owner["refund"]>>;
    try {
      refused = await owner.refund(order.id, { method: "gateway", amount: "200.00" });
    } finally {
      standIn.refundRefusal = null;
    }
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("Refund is not allowed for this payment");
    expect(refused.body.error).toContain("refund by UPI, cash or bank transfer");
    let desk = await deskOrder(order.id);
    expect(desk.refunds[0]).toMatchObject({ void_reason: expect.stringContaining("Razorpay refused it") });
    expect(desk.refunds[0]?.voided_at).not.toBeNull();
    expect(desk).toMatchObject({ amount_refunded: "0.00", payment_status: "paid" });
    expect(desk.events.at(-1)).toMatchObject({ reason: "refund_voided", actor: "system" });

    // Taken, then failed by the bank: voided by the shop, and the money can be sent again.
    const taken = await owner.refund(order.id, { method: "gateway", amount: "200.00" });
    expect(taken.status).toBe(201);
    await standIn.processRefund(String(taken.body.refund.gateway_id), { fail: true });
    desk = await soon(
      () => deskOrder(order.id),
      (now) => now.refunds[1]?.voided_at != null,
    );
    expect(desk.refunds[1]).toMatchObject({ gateway_status: "failed", void_reason: "Razorpay could not send it back" });
    expect(desk).toMatchObject({ amount_refunded: "0.00", payment_status: "paid" });
    expect((await owner.refund(order.id, { method: "gateway", amount: "200.00" })).status).toBe(201);
  });

  it("an invoiced order's credit note is issued once the gateway took the refund, never for one it refused", async () => {
    const { order } = await paidOnline();
    for (const status of ["confirmed", "packed", "shipped"])
      expect((await owner.move(order.id, status)).status).toBe(200);
    const kinds = async () => (await invoicesOf(shop, order.id)).map((paper) => [paper.kind, paper.document.total]);
    expect(await kinds()).toEqual([["tax_invoice", order.total]]);
    standIn.refundRefusal = "Refund is not allowed for this payment";
    try {
      expect((await owner.refund(order.id, { method: "gateway", amount: "50.00", reason: "a scratch" })).status).toBe(
        409,
      );
    } finally {
      standIn.refundRefusal = null;
    }
    standIn.mode = "reply-lost";
    let lost: Awaited<ReturnType<Owner["refund"]>>;
    try {
      lost = await owner.refund(order.id, { method: "gateway", amount: "50.00", reason: "a scratch" });
    } finally {
      standIn.mode = "up";
    }
    // Not taken yet as far as the shop knows: no credit note until it is.
    expect(await kinds()).toEqual([["tax_invoice", order.total]]);
    await writtenAMinuteAgo(lost.body.refund.id);
    await shop.app.sweepPaymentGateway();
    expect(await kinds()).toEqual([
      ["tax_invoice", order.total],
      ["credit_note", "50.00"],
    ]);
  });

  it("refuses what the gateway cannot give back, naming why, and sends nothing", async () => {
    const { order, payment } = await paidOnline();
    const tooMuch = await owner.refund(order.id, { method: "gateway", amount: String(paise(order.total) / 100 + 1) });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ field: "amount" });
    const withReference = await owner.refund(order.id, { method: "gateway", amount: "10.00", reference: "x" });
    expect(withReference.status).toBe(201);
    expect(withReference.body.refund.reference).toBeNull();
    // Paid by hand only: nothing to send back through the gateway.
    const byHand = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method: "pickup" });
    await owner.pay(byHand.id, { method: "cash", amount: byHand.total });
    const none = await owner.refund(byHand.id, { method: "gateway", amount: "10.00" });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: "method" });
    expect(none.body.error).toContain("was paid through Razorpay");
    expect(refundCalls(payment.id)).toHaveLength(1);
  });
});

describe("refunds through the gateway, in a shop without its keys", () => {
  let shop: TestShop;
  let owner: Owner;

  beforeAll(async () => {
    shop = await startTestShop("pglite");
    owner = await signInOwner(shop);
  });
  afterAll(async () => shop?.close());

  it("are refused with 409, and the desk is told there is no gateway", async () => {
    const shopper = await signInShopper(shop, "no-gateway@example.com");
    const productId = (await plainProduct(shop, { stock: 3 })).id;
    const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method: "pickup" });
    await owner.pay(order.id, { method: "cash", amount: order.total });
    const refused = await owner.refund(order.id, { method: "gateway", amount: "10.00" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("takes no payments through a gateway");
    expect((await owner.get(order.id)).body.order).toMatchObject({ payment_gateway: null, refunds: [] });
  });
});
