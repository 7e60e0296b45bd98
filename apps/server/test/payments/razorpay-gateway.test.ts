// The shop's Razorpay adapter against the local stand-in that speaks Razorpay's API (decision 082): what the shop
// sends (paise, receipts, its keys, the refund's idempotency key), what it reads back, and the two signature checks
// that decide whether a webhook or a checkout callback is Razorpay's at all.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GatewayError, type PaymentGateway } from "../../src/modules/payments/payment-gateway";
import { razorpayGateway } from "../../src/modules/payments/razorpay-gateway";
import { type RazorpayStandIn, STAND_IN_KEYS, startRazorpayStandIn } from "./razorpay-stand-in";

let standIn: RazorpayStandIn;
let gateway: PaymentGateway;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  gateway = razorpayGateway({ ...STAND_IN_KEYS, apiUrl: standIn.url, timeoutMs: 500 });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = "up";
  standIn.webhooks = "held";
  standIn.held = [];
  standIn.calls = [];
});

let receipts = 0;
const receipt = () => `MJ-000123-${++receipts}`;

describe("the Razorpay adapter", () => {
  it("asks for exactly the paise owed, in rupees' currency, under the order's receipt and the shop's own keys", async () => {
    const order = await gateway.createOrder({
      amountPaise: 129_600,
      receipt: "MJ-000042-1",
      notes: { order: "MJ-000042" },
    });
    expect(order).toMatchObject({ amountPaise: 129_600, receipt: "MJ-000042-1", status: "created" });
    expect(order.id).toMatch(/^order_/);
    const sent = standIn.calls.at(-1);
    expect(sent?.body).toEqual({
      amount: 129_600,
      currency: "INR",
      receipt: "MJ-000042-1",
      notes: { order: "MJ-000042" },
    });
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${STAND_IN_KEYS.keyId}:${STAND_IN_KEYS.keySecret}`).toString("base64")}`,
    );
    await expect(
      gateway.createOrder({ amountPaise: 129_600, receipt: "MJ-000042-1", notes: {} }),
    ).rejects.toMatchObject({ reason: "refused", gatewayCode: "BAD_REQUEST_ERROR" });
  });

  it("reads a captured UPI payment with the bank's reference, and a failed one with why", async () => {
    const order = await gateway.createOrder({ amountPaise: 49_900, receipt: receipt(), notes: {} });
    await standIn.pay(order.id, { fail: true });
    const paid = await standIn.pay(order.id);
    const payments = await gateway.paymentsOfOrder(order.id);
    expect(payments.map((p) => p.status).sort()).toEqual(["captured", "failed"]);
    const captured = await gateway.payment(paid.id);
    expect(captured).toMatchObject({ orderId: order.id, amountPaise: 49_900, method: "upi", failure: null });
    expect(captured.upiReference).toMatch(/^\d{12}$/);
    expect(payments.find((p) => p.status === "failed")?.failure).toBe("Payment was declined by the bank");
  });

  it("a refund asked twice with the same key (a retry after a timeout) gives the money back once", async () => {
    const order = await gateway.createOrder({ amountPaise: 80_000, receipt: receipt(), notes: {} });
    const paid = await standIn.pay(order.id);
    const first = await gateway.refund(paid.id, 30_000, "refund-7");
    const again = await gateway.refund(paid.id, 30_000, "refund-7");
    expect(again).toEqual(first);
    expect(first).toMatchObject({ paymentId: paid.id, amountPaise: 30_000, status: "pending" });
    expect(
      standIn.calls.filter((c) => c.path.endsWith("/refund")).map((c) => c.headers["x-refund-idempotency"]),
    ).toEqual(["refund-7", "refund-7"]);
    expect(standIn.payments.get(paid.id)?.amount_refunded).toBe(30_000);
    await standIn.processRefund(first.id);
    expect(await gateway.refundOf(first.id)).toMatchObject({ status: "processed" });
    // More than is left of the payment is Razorpay's no, not a second refund.
    await expect(gateway.refund(paid.id, 60_000, "refund-8")).rejects.toMatchObject({ reason: "refused" });
  });

  it("makes a payment link for the agreed amount, sent by the shop and not by Razorpay's texts", async () => {
    const link = await gateway.createPaymentLink({
      amountPaise: 150_000,
      reference: "MJ-000077-link-1",
      description: "Mayil Jewels order MJ-000077",
      customer: { name: "Lakshmi Menon", phone: "+919876543210" },
    });
    expect(link).toMatchObject({ amountPaise: 150_000, status: "created" });
    expect(link.url).toMatch(/^http/);
    expect(standIn.calls.at(-1)?.body).toMatchObject({
      reference_id: "MJ-000077-link-1",
      accept_partial: false,
      notify: { sms: false, email: false },
      customer: { name: "Lakshmi Menon", contact: "+919876543210" },
    });
    await standIn.payLink(link.id);
    expect(await gateway.paymentLink(link.id)).toMatchObject({ status: "paid" });
  });

  it("knows Razorpay's webhook by its signature over the exact bytes, and nothing else", async () => {
    const order = await gateway.createOrder({ amountPaise: 20_000, receipt: receipt(), notes: {} });
    await standIn.pay(order.id);
    const hook = standIn.held[0];
    if (!hook) throw new Error("no webhook was held");
    const body = Buffer.from(hook.body);
    expect(gateway.isGatewaysWebhook(body, hook.signature)).toBe(true);
    // One byte of the amount changed, the signature kept: a forged "paid".
    const tampered = Buffer.from(hook.body.replace('"amount":20000', '"amount":20001'));
    expect(tampered.equals(body)).toBe(false);
    expect(gateway.isGatewaysWebhook(tampered, hook.signature)).toBe(false);
    const otherSecret = razorpayGateway({ ...STAND_IN_KEYS, webhookSecret: "not-the-shops", apiUrl: standIn.url });
    expect(otherSecret.isGatewaysWebhook(body, hook.signature)).toBe(false);
    for (const signature of [
      undefined,
      "",
      hook.signature.slice(0, 63),
      hook.signature.toUpperCase(),
      `${hook.signature}00`,
    ]) {
      expect(gateway.isGatewaysWebhook(body, signature)).toBe(false);
    }
  });

  it("knows a checkout callback signed for this payment of the order the shop stored, and no other order", async () => {
    const order = await gateway.createOrder({ amountPaise: 20_000, receipt: receipt(), notes: {} });
    const other = await gateway.createOrder({ amountPaise: 100, receipt: receipt(), notes: {} });
    const paid = await standIn.pay(order.id);
    const { createHmac } = await import("node:crypto");
    const signature = createHmac("sha256", STAND_IN_KEYS.keySecret).update(`${order.id}|${paid.id}`).digest("hex");
    expect(gateway.isGatewaysCheckout(order.id, paid.id, signature)).toBe(true);
    expect(gateway.isGatewaysCheckout(other.id, paid.id, signature)).toBe(false);
    expect(gateway.isGatewaysCheckout(order.id, paid.id, undefined)).toBe(false);
  });

  it("says Razorpay is out of reach when it is down or slow, and refused when the keys are wrong", async () => {
    standIn.mode = "down";
    await expect(gateway.createOrder({ amountPaise: 10_000, receipt: receipt(), notes: {} })).rejects.toMatchObject({
      reason: "unreachable",
    });
    standIn.mode = "slow";
    standIn.slowMs = 2_000;
    const started = Date.now();
    const slow = gateway.payment("pay_Anything1");
    await expect(slow).rejects.toBeInstanceOf(GatewayError);
    await expect(slow).rejects.toMatchObject({ reason: "unreachable" });
    expect(Date.now() - started).toBeLessThan(1_500);
    standIn.mode = "up";
    const wrongKeys = razorpayGateway({ ...STAND_IN_KEYS, keySecret: "guessed", apiUrl: standIn.url });
    await expect(wrongKeys.createOrder({ amountPaise: 10_000, receipt: receipt(), notes: {} })).rejects.toMatchObject({
      reason: "refused",
    });
  });

  it("puts no id in a path that is not an id Razorpay could have given", async () => {
    const before = standIn.calls.length;
    await expect(gateway.payment("../orders")).rejects.toMatchObject({ reason: "refused" });
    await expect(gateway.paymentsOfOrder("order_x/../../v1/payments")).rejects.toMatchObject({ reason: "refused" });
    expect(standIn.calls.length).toBe(before);
  });
});
