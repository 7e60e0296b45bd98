// What the desk is told the moment something happens in the shop (decision 055): a new order, a payment another device
// recorded, an unconfirmed order about to expire, a piece running out. The same alert travels to an open desk over
// server-sent events and to a closed one as a Web Push notification; `path` is the desk screen it opens.
import { z } from "zod";
import { text } from "../text/well-formed-text";

export const DESK_ALERT_KINDS = ["order_placed", "payment_recorded", "order_expiring", "stock_running_out"] as const;
export type DeskAlertKind = (typeof DESK_ALERT_KINDS)[number];

export const deskAlertSchema = z.object({
  kind: z.enum(DESK_ALERT_KINDS),
  /** One short line, as a notification's title: "New order MJ-000123". */
  title: text(),
  /** The line under it: "Lakshmi · 2 pieces · ₹447". No address, no phone number. */
  body: text(),
  /**
   * The same title and body in Malayalam, for a desk kept in Malayalam (decision 084): the open desk shows these, and
   * her devices are pushed them, when she chose Malayalam on the More page.
   */
  ml: z.object({ title: text(), body: text() }).optional(),
  /** The desk screen the alert opens, always under /owner: "/owner/orders/123", "/owner/products/45". */
  path: text().startsWith("/owner"),
  order_id: z.number().int().positive().optional(),
  product_id: z.number().int().positive().optional(),
  /** When it happened (ISO 8601). */
  at: text(),
});
export type DeskAlert = z.infer<typeof deskAlertSchema>;

/**
 * GET /api/owner/alerts/stream (text/event-stream, decision 055): `event: ready` once connected, then `event: alert`
 * with one DeskAlert as JSON per `data:` line, comment lines (`: still here`) about every 25 s, and `event: closing`
 * when the server ends the stream (restarting, replaced by a newer stream, or time to reconnect). The client reads it
 * as a stream of bytes; the schema only documents it.
 */
export const deskAlertStreamResponseSchema = z
  .custom<ReadableStream<Uint8Array>>(
    (value) => typeof ReadableStream !== "undefined" && value instanceof ReadableStream,
  )
  .describe("Server-sent events: `alert` events, each a desk alert as JSON");
