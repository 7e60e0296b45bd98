// Placing an order: saved on the server, which prices it, takes the stock and responds with the WhatsApp link.

import type { BodyInput } from "@mayil/core/api/endpoint";
import { orderEndpoints } from "@mayil/core/api/orders-endpoints";
import { api } from "../../lib/api-client";

/** What the checkout sends: the order payload of docs/shop/rules.md#names-and-fields, as the contract types it. */
export type OrderPayload = BodyInput<Awaited<ReturnType<typeof orderEndpoints.place.schemas>>>;

/** The same key for every try of one checkout, so a retried submit can never place a second order. */
export const placeOrder = (payload: OrderPayload, idempotencyKey: string) =>
  api(orderEndpoints.place, { body: payload, headers: { "idempotency-key": idempotencyKey } });
