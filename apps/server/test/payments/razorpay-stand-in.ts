// A local stand-in for Razorpay's API, started by the tests (decision 082): the paths, Basic auth, entities, error
// bodies and webhook signatures of the real service, for the calls the shop makes. "Paying" a Razorpay order here
// captures a payment and posts the webhooks Razorpay would (payment.captured, then order.paid), signed with the webhook
// secret and carrying an event id; like Razorpay it retries a delivery the shop did not take with a 2xx. A test may
// hold the webhooks back (a lost webhook), send one twice or out of order, or make the API slow or down.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export const STAND_IN_KEYS: StandInKeys = {
  keyId: "rzp_test_StandInKey0001",
  keySecret: "stand-in-key-secret",
  webhookSecret: "stand-in-webhook-secret",
};

type Entity = Record<string, unknown> & { id: string };

export interface Webhook {
  eventId: string;
  event: string;
  body: string;
  signature: string;
}

export interface RazorpayStandIn {
  /** The API's address, for RAZORPAY_API_URL. */
  url: string;
  /** Where webhooks are posted (the shop's /api/payments/razorpay/webhook); unset: nowhere. */
  webhookUrl: string | undefined;
  /** What each API call was: method, path, headers and body, for the tests to check what the shop sent. */
  calls: { method: string; path: string; headers: IncomingMessage["headers"]; body: unknown }[];
  orders: Map<string, Entity>;
  payments: Map<string, Entity>;
  refunds: Map<string, Entity>;
  links: Map<string, Entity>;
  /** held: webhooks wait in `held` until a test sends them; sent: posted at once (the default). */
  webhooks: "sent" | "held";
  held: Webhook[];
  /** Each delivery the shop was sent and the status it replied with. */
  deliveries: { eventId: string; event: string; status: number }[];
  /**
   * up: replies; down: 503 to every call; slow: replies after `slowMs`; reply-lost: does what was asked, then drops
   * the connection before replying (a timeout on the shop's side, the work done on the gateway's).
   */
  mode: "up" | "down" | "slow" | "reply-lost";
  /** Set: every refund asked for is refused with this description (Razorpay's 400 BAD_REQUEST_ERROR). */
  refundRefusal: string | null;
  slowMs: number;
  /** The shopper pays a Razorpay order in full (UPI unless said): a captured payment and its webhooks. */
  pay(orderId: string, options?: { method?: string; amountPaise?: number; fail?: boolean }): Promise<Entity>;
  /** The shopper pays a payment link: its order, a captured payment, and payment.captured then payment_link.paid. */
  payLink(linkId: string): Promise<Entity>;
  /** The bank settles a pending refund: it is processed and refund.processed is posted, or it fails (refund.failed). */
  processRefund(refundId: string, options?: { fail?: boolean }): Promise<void>;
  /** Posts a webhook to the shop as Razorpay would, retrying (three tries here) while the shop replies other than 2xx. */
  deliver(webhook: Webhook): Promise<number>;
  /** Signs a body with the webhook secret, as X-Razorpay-Signature. */
  sign(body: string): string;
  close(): Promise<void>;
}

const idOf = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;
const now = () => Math.floor(Date.now() / 1000);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

const badRequest = (description: string, field?: string) => ({
  error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "payment_initiation", field },
});

/** How ₹ reads in the stand-in's checkout: the shop's way, ₹1,296 (paise only when there are some). */
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The stand-in's checkout.js: like Razorpay's, it defines window.Razorpay, whose open() shows the payment form in a
 * frame from the gateway's own origin (so the shop's page needs that origin in frame-src and nothing in connect-src),
 * and which calls `handler` with the three razorpay_* values once paid, the `payment.failed` callbacks when a payment
 * fails, and `modal.ondismiss` when the shopper closes it. Plain ES5 in a string: it runs in the shop's page as is.
 */
function checkoutScript(origin: string): string {
  return `(function () {
  var origin = ${JSON.stringify(origin)};
  function Razorpay(options) { this.options = options; this.failed = []; }
  Razorpay.prototype.on = function (event, callback) { if (event === "payment.failed") this.failed.push(callback); };
  Razorpay.prototype.open = function () {
    var self = this, options = this.options;
    var overlay = document.createElement("div");
    overlay.setAttribute("style", "position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center");
    var frame = document.createElement("iframe");
    frame.title = "Razorpay stand-in checkout";
    frame.setAttribute("style", "width:min(22rem,92vw);height:20rem;border:0;border-radius:12px;background:#fff");
    frame.src = origin + "/v1/checkout/frame?" + new URLSearchParams({
      key: options.key, order_id: options.order_id, amount: String(options.amount), name: options.name || "",
      description: options.description || ""
    }).toString();
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    function close() { window.removeEventListener("message", listen); overlay.remove(); }
    function listen(event) {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      var message = event.data || {};
      if (message.type === "paid") { close(); options.handler(message.result); }
      else if (message.type === "failed") self.failed.forEach(function (callback) { callback({ error: message.error }); });
      else if (message.type === "dismissed") { close(); if (options.modal && options.modal.ondismiss) options.modal.ondismiss(); }
    }
    window.addEventListener("message", listen);
  };
  window.Razorpay = Razorpay;
})();
`;
}

/** The form in the checkout's frame: pay the order with UPI (or see it declined), or close it. */
function checkoutFrame(url: URL): string {
  const amount = rupees(Number(url.searchParams.get("amount")));
  const orderId = url.searchParams.get("order_id") ?? "";
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Stand-in checkout</title>
<body style="font-family:sans-serif;margin:0;padding:1rem">
<main>
<h1 style="font-size:1.2rem;margin:0 0 .25rem">Pay ${escapeHtml(amount)} with UPI</h1>
<p style="margin:0 0 1rem;color:#555">${escapeHtml(url.searchParams.get("name") ?? "")}, order ${escapeHtml(url.searchParams.get("description") ?? "")}</p>
<button type="button" id="pay" style="display:block;width:100%;padding:.75rem;margin-bottom:.5rem;background:#0b5;color:#fff;border:0;border-radius:8px;font-size:1rem">Pay ${escapeHtml(amount)} with UPI</button>
<button type="button" id="decline" style="display:block;width:100%;padding:.6rem;margin-bottom:.5rem">Decline the payment</button>
<button type="button" id="close" style="display:block;width:100%;padding:.6rem">Close</button>
<p id="said" role="status"></p>
</main>
<script>
var orderId = ${JSON.stringify(orderId)};
function pay(fail) {
  document.getElementById("said").textContent = "Paying…";
  fetch("/v1/checkout/pay", { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ order_id: orderId, fail: fail }) })
    .then(function (reply) { return reply.json(); })
    .then(function (body) {
      document.getElementById("said").textContent = fail ? "Declined" : "Paid";
      parent.postMessage(fail ? { type: "failed", error: body.error } : { type: "paid", result: body }, "*");
    });
}
document.getElementById("pay").onclick = function () { pay(false); };
document.getElementById("decline").onclick = function () { pay(true); };
document.getElementById("close").onclick = function () { parent.postMessage({ type: "dismissed" }, "*"); };
</script>`;
}

export async function startRazorpayStandIn(
  keys: StandInKeys = STAND_IN_KEYS,
  { port = 0 }: { port?: number } = {},
): Promise<RazorpayStandIn> {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
  const refundsByKey = new Map<string, Entity>();

  function payment(order: Entity | undefined, amount: number, method: string, fail: boolean): Entity {
    const id = idOf("pay");
    const entity: Entity = {
      id,
      entity: "payment",
      amount,
      currency: "INR",
      status: fail ? "failed" : "captured",
      order_id: order?.id ?? null,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: !fail,
      vpa: method === "upi" ? "lakshmi@okhdfcbank" : null,
      email: "void@razorpay.com",
      contact: "+919876543210",
      acquirer_data: method === "upi" ? { rrn: String(400000000000 + Math.floor(Math.random() * 1e11)) } : {},
      error_code: fail ? "BAD_REQUEST_ERROR" : null,
      error_description: fail ? "Payment was declined by the bank" : null,
      created_at: now(),
    };
    standIn.payments.set(id, entity);
    return entity;
  }

  function webhook(event: string, payload: Record<string, Entity>): Webhook {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_StandInAccount",
      event,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([name, entity]) => [name, { entity }])),
      created_at: now(),
    });
    return { eventId: idOf("evt"), event, body, signature: standIn.sign(body) };
  }

  async function post(hooks: Webhook[]) {
    if (standIn.webhooks === "held") standIn.held.push(...hooks);
    else for (const hook of hooks) await standIn.deliver(hook);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const text = await readBody(request);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return send(response, 400, badRequest("The request body is not valid JSON"));
    }
    // The checkout: its script, its frame and the frame's pay call, which the browser makes without the API's keys.
    if (url.pathname.startsWith("/v1/checkout")) return checkout(request, response, url, body);
    standIn.calls.push({ method: request.method ?? "", path: url.pathname, headers: request.headers, body });
    if (standIn.mode === "down") return send(response, 503, { error: { code: "SERVER_ERROR", description: "" } });
    if (standIn.mode === "slow") await new Promise((resolve) => setTimeout(resolve, standIn.slowMs));
    if (standIn.mode === "reply-lost") {
      // The call is carried out; its reply never reaches the shop.
      response.end = (() => {
        response.socket?.destroy();
        return response;
      }) as ServerResponse["end"];
    }
    if (request.headers.authorization !== authorization) {
      return send(response, 401, badRequest("Authentication failed"));
    }
    const route = `${request.method} ${url.pathname.replace(/\/(order|pay|rfnd|plink)_[A-Za-z0-9]+/g, "/:id")}`;
    const id = /\/((?:order|pay|rfnd|plink)_[A-Za-z0-9]+)/.exec(url.pathname)?.[1] ?? "";

    switch (route) {
      case "POST /v1/orders": {
        const amount = body.amount;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
          return send(response, 400, badRequest("Order amount less than minimum amount allowed", "amount"));
        }
        const receipt = typeof body.receipt === "string" ? body.receipt : null;
        if (receipt && receipt.length > 40) return send(response, 400, badRequest("receipt: too long", "receipt"));
        if (receipt && [...standIn.orders.values()].some((order) => order.receipt === receipt)) {
          return send(response, 400, badRequest("Order receipt should be unique.", "receipt"));
        }
        const order: Entity = {
          id: idOf("order"),
          entity: "order",
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: body.currency ?? "INR",
          receipt,
          status: "created",
          attempts: 0,
          notes: body.notes ?? [],
          created_at: now(),
        };
        standIn.orders.set(order.id, order);
        return send(response, 200, order);
      }
      case "GET /v1/orders/:id": {
        const order = standIn.orders.get(id);
        return order ? send(response, 200, order) : send(response, 400, badRequest("The id provided does not exist"));
      }
      case "GET /v1/orders/:id/payments": {
        if (!standIn.orders.has(id)) return send(response, 400, badRequest("The id provided does not exist"));
        const items = [...standIn.payments.values()].filter((p) => p.order_id === id);
        return send(response, 200, { entity: "collection", count: items.length, items });
      }
      case "GET /v1/payments/:id": {
        const found = standIn.payments.get(id);
        return found ? send(response, 200, found) : send(response, 400, badRequest("The id provided does not exist"));
      }
      case "POST /v1/payments/:id/refund": {
        const paid = standIn.payments.get(id);
        if (!paid) return send(response, 400, badRequest("The id provided does not exist"));
        const key = request.headers["x-refund-idempotency"];
        const again = typeof key === "string" ? refundsByKey.get(`${id}:${key}`) : undefined;
        if (again) return send(response, 200, again);
        if (standIn.refundRefusal) return send(response, 400, badRequest(standIn.refundRefusal));
        const amount = typeof body.amount === "number" ? body.amount : (paid.amount as number);
        if (paid.status !== "captured" && paid.status !== "refunded") {
          return send(response, 400, badRequest("The payment has not been captured"));
        }
        if (amount > (paid.amount as number) - (paid.amount_refunded as number)) {
          return send(
            response,
            400,
            badRequest("The refund amount provided is greater than amount captured", "amount"),
          );
        }
        const refund: Entity = {
          id: idOf("rfnd"),
          entity: "refund",
          amount,
          currency: "INR",
          payment_id: id,
          notes: body.notes ?? [],
          receipt: body.receipt ?? null,
          acquirer_data: { arn: null },
          status: "pending",
          speed_requested: body.speed ?? "normal",
          created_at: now(),
        };
        paid.amount_refunded = (paid.amount_refunded as number) + amount;
        paid.refund_status = paid.amount_refunded === paid.amount ? "full" : "partial";
        if (paid.amount_refunded === paid.amount) paid.status = "refunded";
        standIn.refunds.set(refund.id, refund);
        if (typeof key === "string") refundsByKey.set(`${id}:${key}`, refund);
        await post([webhook("refund.created", { refund, payment: paid })]);
        return send(response, 200, refund);
      }
      case "GET /v1/refunds/:id": {
        const refund = standIn.refunds.get(id);
        return refund ? send(response, 200, refund) : send(response, 400, badRequest("The id provided does not exist"));
      }
      case "POST /v1/payment_links": {
        const amount = body.amount;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
          return send(response, 400, badRequest("amount: must be at least 100 paise", "amount"));
        }
        const reference = typeof body.reference_id === "string" ? body.reference_id : null;
        if (reference && [...standIn.links.values()].some((link) => link.reference_id === reference)) {
          return send(response, 400, badRequest("Reference Id already exists", "reference_id"));
        }
        const linkId = idOf("plink");
        const link: Entity = {
          id: linkId,
          entity: "payment_link",
          amount,
          amount_paid: 0,
          currency: "INR",
          accept_partial: false,
          reference_id: reference,
          description: body.description ?? "",
          customer: body.customer ?? {},
          notify: body.notify ?? {},
          short_url: `${standIn.url}/pay/${linkId}`,
          status: "created",
          payments: null,
          created_at: now(),
        };
        standIn.links.set(linkId, link);
        return send(response, 200, link);
      }
      case "GET /v1/payment_links/:id": {
        const link = standIn.links.get(id);
        return link ? send(response, 200, link) : send(response, 400, badRequest("The id provided does not exist"));
      }
      default:
        return send(response, 404, badRequest("The requested URL was not found on the server."));
    }
  }

  async function checkout(request: IncomingMessage, response: ServerResponse, url: URL, body: Record<string, unknown>) {
    // Any page may ask (CORS), as it may ask Razorpay's checkout: the frame calls from the stand-in's own origin.
    const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type" };
    if (request.method === "OPTIONS") {
      response.writeHead(204, { ...cors, "access-control-allow-methods": "POST" });
      return response.end();
    }
    if (request.method === "GET" && url.pathname === "/v1/checkout.js") {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
      return response.end(checkoutScript(standIn.url));
    }
    if (request.method === "GET" && url.pathname === "/v1/checkout/frame") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(checkoutFrame(url));
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/pay") {
      const orderId = String(body.order_id ?? "");
      if (!standIn.orders.has(orderId)) {
        response.writeHead(400, { ...cors, "content-type": "application/json" });
        return response.end(JSON.stringify(badRequest("The id provided does not exist")));
      }
      const paid = await standIn.pay(orderId, { fail: body.fail === true });
      response.writeHead(200, { ...cors, "content-type": "application/json" });
      return response.end(
        JSON.stringify(
          body.fail === true
            ? {
                error: {
                  code: paid.error_code,
                  description: paid.error_description,
                  metadata: { payment_id: paid.id, order_id: orderId },
                },
              }
            : {
                razorpay_payment_id: paid.id,
                razorpay_order_id: orderId,
                // As Razorpay signs the checkout's return: HMAC-SHA256 of order_id|payment_id with the key secret.
                razorpay_signature: createHmac("sha256", keys.keySecret).update(`${orderId}|${paid.id}`).digest("hex"),
              },
        ),
      );
    }
    return send(response, 404, badRequest("The requested URL was not found on the server."));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: { description: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  const standIn: RazorpayStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    webhookUrl: undefined,
    calls: [],
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    links: new Map(),
    webhooks: "sent",
    held: [],
    deliveries: [],
    mode: "up",
    refundRefusal: null,
    slowMs: 10_000,

    async pay(orderId, options = {}) {
      const order = standIn.orders.get(orderId);
      if (!order) throw new Error(`the stand-in has no order ${orderId}`);
      order.attempts = (order.attempts as number) + 1;
      const paid = payment(
        order,
        options.amountPaise ?? (order.amount as number),
        options.method ?? "upi",
        !!options.fail,
      );
      if (options.fail) {
        order.status = "attempted";
        await post([webhook("payment.failed", { payment: paid })]);
        return paid;
      }
      order.status = "paid";
      order.amount_paid = paid.amount;
      order.amount_due = 0;
      await post([webhook("payment.captured", { payment: paid }), webhook("order.paid", { payment: paid, order })]);
      return paid;
    },

    async payLink(linkId) {
      const link = standIn.links.get(linkId);
      if (!link) throw new Error(`the stand-in has no payment link ${linkId}`);
      const order: Entity = {
        id: idOf("order"),
        entity: "order",
        amount: link.amount,
        amount_paid: link.amount,
        amount_due: 0,
        currency: "INR",
        receipt: null,
        status: "paid",
        attempts: 1,
        notes: [],
        created_at: now(),
      };
      standIn.orders.set(order.id, order);
      const paid = payment(order, link.amount as number, "upi", false);
      link.status = "paid";
      link.amount_paid = link.amount;
      link.payments = [{ payment_id: paid.id, amount: paid.amount, method: "upi", status: "captured" }];
      await post([
        webhook("payment.captured", { payment: paid }),
        webhook("payment_link.paid", { payment_link: link, order, payment: paid }),
      ]);
      return paid;
    },

    async processRefund(refundId, { fail = false } = {}) {
      const refund = standIn.refunds.get(refundId);
      if (!refund) throw new Error(`the stand-in has no refund ${refundId}`);
      refund.status = fail ? "failed" : "processed";
      const paid = standIn.payments.get(refund.payment_id as string);
      if (!paid) throw new Error("the refund's payment is gone");
      if (fail) {
        // The money comes back to the payment: it can be refunded again.
        paid.amount_refunded = (paid.amount_refunded as number) - (refund.amount as number);
        paid.status = "captured";
      }
      await post([webhook(fail ? "refund.failed" : "refund.processed", { refund, payment: paid })]);
    },

    async deliver(hook) {
      if (!standIn.webhookUrl) throw new Error("the stand-in has no webhook address to post to");
      let status = 0;
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const reply = await fetch(standIn.webhookUrl, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-razorpay-signature": hook.signature,
              "x-razorpay-event-id": hook.eventId,
              "user-agent": "Razorpay-Webhook/v1",
            },
            body: hook.body,
          });
          status = reply.status;
          await reply.arrayBuffer();
        } catch {
          status = 0;
        }
        standIn.deliveries.push({ eventId: hook.eventId, event: hook.event, status });
        if (status >= 200 && status < 300) break;
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
      }
      return status;
    },

    sign(body) {
      return createHmac("sha256", keys.webhookSecret).update(body).digest("hex");
    },

    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  return standIn;
}
