// The parcel after it left: the owner corrects a shipped order's courier or tracking number (a digit typed twice, the
// wrong courier chosen). The parcel's record is changed in place and the timeline keeps the number before and after;
// the customer gets the right link. The order's timeline, message and view come from orders (order-part.ts).
import { shipmentCorrectedMessage } from "@mayil/core/orders/order-status-messages";
import type { CorrectShipmentBody } from "@mayil/core/orders/owner-order-change-schemas";
import type { ShopCouriers } from "../../config";
import type { Database } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import { refuseCourierNotOffered, shipmentDetails } from "./courier-choice";
import type { ChangedOrder, DeskOwner, OrderPart } from "./order-part";
import { correctShipmentRecord, shipmentOf } from "./shipments";

/** What a correction is given: the database, the shop's couriers, and orders' part. */
export interface ShipmentCorrectionContext {
  db: Database;
  shop: { name: string; couriers: ShopCouriers };
  orders: OrderPart;
}

export async function correctShipment(
  context: ShipmentCorrectionContext,
  owner: DeskOwner,
  orderId: number,
  body: CorrectShipmentBody,
): Promise<ChangedOrder> {
  const { shipment, note } = body;
  const message = await transactionWithRetry(context.db, async (tx) => {
    // The order's lock first, as every change to an order takes it: a correction and a step back take turns.
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    const before = await shipmentOf(tx, orderId);
    if (!before) throw new Conflict(`${row.orderNumber} has not been shipped: there is no tracking number to correct`);
    // A courier the shop has since stopped offering may be kept, only not newly chosen.
    refuseCourierNotOffered(context.shop.couriers, shipment.courier, before.courier);
    const unchanged =
      before.courier === shipment.courier &&
      before.courierName === shipment.courierName &&
      before.trackingNumber === shipment.trackingNumber;
    if (unchanged) return null;
    await correctShipmentRecord(tx, orderId, {
      courier: shipment.courier,
      courierName: shipment.courierName,
      trackingNumber: shipment.trackingNumber,
    });
    await context.orders.addOwnerEvent(tx, {
      orderId,
      status: row.status,
      reason: "shipment_corrected",
      owner,
      note,
      details: {
        before: shipmentDetails(before),
        after: shipmentDetails(shipment),
      },
    });
    const facts = await context.orders.messageFacts(tx, row);
    if (!facts.shipment) return null;
    return context.orders.customerMessageLink(
      row.customerPhone,
      shipmentCorrectedMessage({ ...facts, shipment: facts.shipment }, context.shop.name),
    );
  });
  return { order: await context.orders.ownerOrder(orderId), customerWhatsAppUrl: message };
}
