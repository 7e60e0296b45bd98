// Razorpay as the shop's payment gateway (decision 082): a small typed client over fetch for the calls the shop makes
// (orders, payments, refunds, payment links) and the two signature checks. Razorpay's Node SDK was weighed: its API
// address is fixed inside it (the tests' stand-in could not be reached without patching it), it brings axios, and it
// sends no per-call header (the refund's X-Refund-Idempotency). Amounts are paise both ways, as Razorpay's are.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  GatewayError,
  type GatewayHappening,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentLink,
  type GatewayRefund,
  type PaymentGateway,
} from "./payment-gateway";

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API (https://api.razorpay.com), or a stand-in's in tests. */
  apiUrl: string;
  /** Razorpay's checkout.js, or a stand-in's in tests. */
  checkoutUrl?: string;
  /** How long one call may take before the shopper is told to try again. */
  timeoutMs?: number;
}

const paise = z.number().int().nonnegative();

const orderEntity = z.object({
  id: z.string(),
  amount: paise,
  receipt: z.string().nullable(),
  status: z.enum(["created", "attempted", "paid"]),
});

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: paise,
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  method: z.string(),
  // Razorpay reports the bank's reference of a UPI payment as the RRN (older payloads also as upi_transaction_id).
  acquirer_data: z.object({ rrn: z.string().nullish(), upi_transaction_id: z.string().nullish() }).partial().nullish(),
  error_description: z.string().nullish(),
});

const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: paise,
  status: z.enum(["pending", "processed", "failed"]),
});

const linkEntity = z.object({
  id: z.string(),
  short_url: z.string(),
  amount: paise,
  status: z.enum(["created", "partially_paid", "paid", "expired", "cancelled"]),
  payments: z.array(z.object({ payment_id: z.string() })).nullish(),
});

const refusal = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});

/** A payment entity in the shop's words: also how a webhook's payload is read (razorpay-events.ts). */
export function paymentFromRazorpay(entity: unknown): GatewayPayment {
  const payment = paymentEntity.parse(entity);
  return {
    id: payment.id,
    orderId: payment.order_id ?? null,
    amountPaise: payment.amount,
    status: payment.status,
    method: payment.method,
    upiReference:
      payment.method === "upi"
        ? (payment.acquirer_data?.rrn ?? payment.acquirer_data?.upi_transaction_id ?? null)
        : null,
    failure: payment.error_description ?? null,
  };
}

export function refundFromRazorpay(entity: unknown): GatewayRefund {
  const refund = refundEntity.parse(entity);
  return { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount, status: refund.status };
}

function orderFromRazorpay(entity: unknown): GatewayOrder {
  const order = orderEntity.parse(entity);
  return { id: order.id, amountPaise: order.amount, receipt: order.receipt ?? "", status: order.status };
}

function linkFromRazorpay(entity: unknown): GatewayPaymentLink {
  const link = linkEntity.parse(entity);
  return {
    id: link.id,
    url: link.short_url,
    amountPaise: link.amount,
    status: link.status,
    paymentIds: (link.payments ?? []).map((payment) => payment.payment_id),
  };
}

const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: z.unknown() }).optional(),
    refund: z.object({ entity: z.unknown() }).optional(),
    payment_link: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

/**
 * The events the shop acts on: a payment's (payment.captured, payment.failed, payment.authorized, order.paid, each
 * carrying the payment), a payment link's (payment_link.paid, with the link and its payment) and a refund's
 * (refund.created, refund.processed, refund.failed). Anything else Razorpay may be set to send is `other`.
 */
function happeningOf(body: unknown): GatewayHappening {
  const { event, payload } = webhookBody.parse(body);
  if (event.startsWith("refund.") && payload.refund)
    return { kind: "refund", refund: refundFromRazorpay(payload.refund.entity) };
  if ((event.startsWith("payment.") || event === "order.paid" || event === "payment_link.paid") && payload.payment) {
    const linkId = event === "payment_link.paid" ? (payload.payment_link?.entity.id ?? null) : null;
    return { kind: "payment", payment: paymentFromRazorpay(payload.payment.entity), linkId };
  }
  return { kind: "other" };
}

/** HMAC-SHA256 of `message` with `secret`, as lowercase hex: how Razorpay signs webhooks and checkouts. */
const signatureOf = (message: string | Buffer, secret: string) =>
  createHmac("sha256", secret).update(message).digest("hex");

/** Compares in constant time, so a forger learns nothing from how long a wrong signature took to refuse. */
function sameSignature(expected: string, given: string | undefined): boolean {
  if (given === undefined || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}

/** An id Razorpay gave, safe to put in a path: letters, digits and underscores only. */
function pathId(id: string): string {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(id)) throw new GatewayError(`Not a Razorpay id: ${JSON.stringify(id)}`, "refused");
  return id;
}

export function razorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const base = settings.apiUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;
  const timeoutMs = settings.timeoutMs ?? 8000;

  async function call(method: "GET" | "POST", path: string, body?: object, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetch(`${base}/v1${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const slow = error instanceof DOMException && error.name === "TimeoutError";
      throw new GatewayError(
        slow ? `Razorpay did not reply within ${timeoutMs} ms` : "Razorpay could not be reached",
        "unreachable",
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text === "" ? {} : JSON.parse(text);
    } catch {
      throw new GatewayError(`Razorpay replied ${response.status} with something other than JSON`, "unreachable");
    }
    if (response.ok) return json;
    const said = refusal.safeParse(json);
    const description = said.success ? (said.data.error.description ?? "") : "";
    // A 5xx or a 429 says nothing was decided: the same call may be made again. A 4xx is Razorpay's no.
    const reason = response.status >= 500 || response.status === 429 ? "unreachable" : "refused";
    throw new GatewayError(
      `Razorpay refused ${method} ${path} (${response.status})${description ? `: ${description}` : ""}`,
      reason,
      said.success ? (said.data.error.code ?? null) : null,
    );
  }

  return {
    name: "razorpay",
    label: "Razorpay",
    publicKey: settings.keyId,
    checkoutScript: settings.checkoutUrl ?? "https://checkout.razorpay.com/v1/checkout.js",

    async createOrder(order) {
      const created = await call("POST", "/orders", {
        amount: order.amountPaise,
        currency: "INR",
        receipt: order.receipt,
        notes: order.notes,
      });
      return orderFromRazorpay(created);
    },

    async paymentsOfOrder(orderId) {
      const list = z
        .object({ items: z.array(z.unknown()) })
        .parse(await call("GET", `/orders/${pathId(orderId)}/payments`));
      return list.items.map(paymentFromRazorpay);
    },

    async payment(paymentId) {
      return paymentFromRazorpay(await call("GET", `/payments/${pathId(paymentId)}`));
    },

    async refund(paymentId, amountPaise, idempotencyKey) {
      const refund = await call(
        "POST",
        `/payments/${pathId(paymentId)}/refund`,
        { amount: amountPaise, speed: "normal", receipt: idempotencyKey },
        { "X-Refund-Idempotency": idempotencyKey },
      );
      return refundFromRazorpay(refund);
    },

    async refundOf(refundId) {
      return refundFromRazorpay(await call("GET", `/refunds/${pathId(refundId)}`));
    },

    async createPaymentLink(link) {
      const created = await call("POST", "/payment_links", {
        amount: link.amountPaise,
        currency: "INR",
        accept_partial: false,
        reference_id: link.reference,
        description: link.description,
        customer: { name: link.customer.name, ...(link.customer.phone ? { contact: link.customer.phone } : {}) },
        // The owner sends the link in her own WhatsApp chat; Razorpay's texts and emails would be a second voice.
        notify: { sms: false, email: false },
        reminder_enable: false,
      });
      return linkFromRazorpay(created);
    },

    async paymentLink(linkId) {
      return linkFromRazorpay(await call("GET", `/payment_links/${pathId(linkId)}`));
    },

    readWebhook(body) {
      return happeningOf(body);
    },

    isGatewaysWebhook(rawBody, signature) {
      return sameSignature(signatureOf(rawBody, settings.webhookSecret), signature);
    },

    isGatewaysCheckout(orderId, paymentId, signature) {
      return sameSignature(signatureOf(`${orderId}|${paymentId}`, settings.keySecret), signature);
    },
  };
}
