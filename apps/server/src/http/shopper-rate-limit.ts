// Rate limits counted per signed-in shopper (their user id), not per address: one account cannot flood the shop's
// orders, cart or wishlist, and shoppers behind one shared address (a college, a mobile carrier) do not share a count.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TooManyRequests } from "../domain-errors";
import { shopperOf } from "./route-guards";

export interface ShopperRateLimit {
  /** Which count this is ("orders", "cart"): routes given the same limit share one count per shopper. */
  name: string;
  /** How many requests each account may make in a minute... */
  perMinute?: number;
  /** ...or in an hour, for work that costs more (a backup of the whole shop). */
  perHour?: number;
  /** The 429's message; `after` reads like "1 minute" or "42 seconds". */
  message: (after: string) => string;
}

/**
 * An onRequest hook for routes behind the sign-in check (route-guards.ts): the shopper's id comes from the access
 * token that check has already verified (route hooks run after the guard's), never from anything the client says.
 * Counted in Redis when REDIS_URL is set, like the sign-in limits (rate-limits.ts).
 */
export function shopperRateLimit(app: FastifyInstance, { name, perMinute, perHour, message }: ShopperRateLimit) {
  const limit = app.rateLimit({
    max: perHour ?? perMinute ?? 0,
    timeWindow: perHour === undefined ? "1 minute" : "1 hour",
    keyGenerator: (request) => `shopper:${name}:${shopperOf(request).userId}`,
    errorResponseBuilder: (_request, context) => new TooManyRequests(message(context.after)),
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await limit.call(app, request, reply);
  };
}
