// The stand-in's checkout (for the browser test of paying online): its script defines window.Razorpay, its frame asks
// for the order's amount, and its pay call captures the payment, posts the webhooks and hands back what Razorpay's
// checkout hands the page, signed as Razorpay signs it (HMAC-SHA256 of order_id|payment_id with the key secret).
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RazorpayStandIn, STAND_IN_KEYS, startRazorpayStandIn } from "./razorpay-stand-in";

describe("the Razorpay stand-in's checkout", () => {
  let standIn: RazorpayStandIn;
  let orderId: string;
  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    standIn.webhooks = "held";
    const made = await fetch(`${standIn.url}/v1/orders`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${STAND_IN_KEYS.keyId}:${STAND_IN_KEYS.keySecret}`).toString("base64")}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ amount: 129600, currency: "INR", receipt: "MJ-000101" }),
    });
    orderId = ((await made.json()) as { id: string }).id;
  });
  afterAll(() => standIn?.close());

  it("serves checkout.js, which defines window.Razorpay and frames the form from the stand-in's origin", async () => {
    const script = await fetch(`${standIn.url}/v1/checkout.js`);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    const text = await script.text();
    expect(text).toContain("window.Razorpay = Razorpay");
    expect(text).toContain(JSON.stringify(standIn.url));
    const frame = await fetch(`${standIn.url}/v1/checkout/frame?order_id=${orderId}&amount=129600&name=Mayil`);
    expect(await frame.text()).toContain("Pay ₹1,296 with UPI");
  });

  it("pays the order, posts its webhooks and hands back the values signed with the key secret", async () => {
    const preflight = await fetch(`${standIn.url}/v1/checkout/pay`, { method: "OPTIONS" });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    const reply = await fetch(`${standIn.url}/v1/checkout/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: orderId }),
    });
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    const paid = (await reply.json()) as Record<string, string>;
    expect(paid.razorpay_order_id).toBe(orderId);
    expect(paid.razorpay_signature).toBe(
      createHmac("sha256", STAND_IN_KEYS.keySecret).update(`${orderId}|${paid.razorpay_payment_id}`).digest("hex"),
    );
    expect(standIn.payments.get(paid.razorpay_payment_id ?? "")?.status).toBe("captured");
    expect(standIn.held.map((hook) => hook.event)).toEqual(["payment.captured", "order.paid"]);
  });

  it("says a declined payment as Razorpay's checkout does", async () => {
    const reply = await fetch(`${standIn.url}/v1/checkout/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: orderId, fail: true }),
    });
    const { error } = (await reply.json()) as { error: { description: string } };
    expect(error.description).toBe("Payment was declined by the bank");
  });
});
