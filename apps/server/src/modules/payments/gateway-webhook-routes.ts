// The gateway's webhooks over HTTP (decision 082): POST /api/payments/razorpay/webhook. Not a contract endpoint of
// packages/core: its body is the gateway's, read as raw bytes because the signature is over exactly those bytes, and
// checked before anything is parsed. A bad or missing signature is a 400 that changes nothing and logs no body. A
// signed event is kept and given a 200 at once (Razorpay waits a few seconds, then retries); its effect is applied
// just after, and by the sweep if this process stops first.
import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import { InvalidInput } from "../../domain-errors";
import { applyGatewayEvent, type GatewayEventContext, keepGatewayEvent } from "./gateway-events";

/** Razorpay's webhooks are a few KB; a body this large is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const gatewayWebhookRoutes: FastifyPluginAsync<{ events: GatewayEventContext }> = async (app, { events }) => {
  const { gateway } = events;
  // This plugin's own JSON parser: the raw bytes, for the signature (encapsulated: every other route parses as before).
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(`/payments/${gateway.name}/webhook`, { schema: { hide: true } }, async (request, reply) => {
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) throw new InvalidInput("A webhook's body is JSON (Content-Type: application/json)");
    const signature = request.headers["x-razorpay-signature"];
    if (!gateway.isGatewaysWebhook(raw, typeof signature === "string" ? signature : undefined)) {
      throw new InvalidInput(`X-Razorpay-Signature does not match the body: this is not ${gateway.label}'s webhook`);
    }
    const eventId = request.headers["x-razorpay-event-id"];
    if (typeof eventId !== "string" || !/^[A-Za-z0-9_]{1,64}$/.test(eventId)) {
      throw new InvalidInput("X-Razorpay-Event-Id is missing or is not an event id");
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      throw new InvalidInput("The webhook's body is not JSON");
    }
    if (typeof body !== "object" || body === null || typeof (body as { event?: unknown }).event !== "string") {
      throw new InvalidInput("The webhook's body names no event");
    }
    const fresh = await keepGatewayEvent(events.db, gateway.name, eventId, body as { event: string });
    reply.code(200).send({ received: true, again: !fresh });
    applySoon(events, eventId, request.log);
    return reply;
  });
};

/** Applies a kept event once the reply is on its way; a failure leaves it for the sweep, and says so without data. */
function applySoon(events: GatewayEventContext, eventId: string, log: FastifyBaseLogger) {
  setImmediate(() => {
    applyGatewayEvent(events, eventId).catch((error: unknown) => {
      log.error(
        { eventId, error: error instanceof Error ? error.name : "unknown" },
        "a gateway event waits for the sweep",
      );
    });
  });
}
