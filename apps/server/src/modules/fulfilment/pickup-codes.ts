// A pickup order's code: 4 digits given when the order is placed, on the shopper's page and in the "ready for pickup"
// message, and asked at the counter, so the parcel goes to the one who ordered it (or whom she sent with the message).
import { randomInt } from "node:crypto";
import type { OrderStatusBody } from "@mayil/core/orders/owner-order-change-schemas";
import { InvalidInput } from "../../domain-errors";

/** A fresh code: 4 digits from the system's secure random source, so one order's code says nothing of another's. */
export const newPickupCode = () => String(randomInt(0, 10_000)).padStart(4, "0");

/**
 * Handing a pickup order over: the code the customer said must be the order's, or the owner hands it over without
 * it and says why (she lost the message; her husband collects it), which goes on the timeline. Returns what the
 * event records: "matched" or "not given". An order with no code (none was ever given) is handed over as before.
 */
export function checkPickupCode(
  row: { orderNumber: string; pickupCode: string | null },
  body: Pick<OrderStatusBody, "pickupCode" | "withoutPickupCode" | "note">,
): "matched" | "not given" | "none" {
  if (!row.pickupCode) return "none";
  if (body.withoutPickupCode) {
    if (!body.note) {
      throw new InvalidInput(`Say why ${row.orderNumber} is handed over without its pickup code`, "note");
    }
    return "not given";
  }
  if (!body.pickupCode) {
    throw new InvalidInput(`Ask the customer for the 4-digit pickup code of ${row.orderNumber}`, "pickup_code");
  }
  if (body.pickupCode !== row.pickupCode) {
    throw new InvalidInput(
      `That is not the pickup code of ${row.orderNumber}: ask for the 4 digits in her order's message, or hand it over without the code and say why`,
      "pickup_code",
    );
  }
  return "matched";
}
