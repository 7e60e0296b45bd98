// The parcel after it left: the owner corrects a shipped order's courier or tracking number (a digit typed twice, the
// wrong courier chosen). The parcel's record (fulfilment's) is changed in place and the timeline keeps the number
// before and after; the customer gets the right link.
import { shipmentCorrectedMessage } from "@mayil/core/orders/order-status-messages";
import type { CorrectShipmentBody } from "@mayil/core/orders/owner-order-change-schemas";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import { correctShipmentRecord, refuseCourierNotOffered, shipmentDetails, shipmentOf } from "../fulfilment";
import { customerMessageLink, messageFacts } from "./customer-message";
import { orderStories } from "./order-story";
import { emptyStory } from "./order-view";
import { orderEvents } from "./orders-tables";
import type { ChangedOrder, DeskOwner, OwnerOrderContext } from "./owner-order-context";
import { ownerOrder } from "./owner-order-view";

export async function correctShipment(
  context: OwnerOrderContext,
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
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: row.status,
      toStatus: row.status,
      reason: "shipment_corrected",
      actor: "owner",
      actorUserId: owner.userId,
      note,
      details: {
        before: shipmentDetails(before),
        after: shipmentDetails(shipment),
      },
    });
    const story = (await orderStories(tx, [orderId])).get(orderId) ?? emptyStory();
    const facts = messageFacts(context, row, story);
    if (!facts.shipment) return null;
    return customerMessageLink(
      row.customerPhone,
      shipmentCorrectedMessage({ ...facts, shipment: facts.shipment }, context.shop.name),
    );
  });
  return { order: await ownerOrder(context.db, orderId, context.shop), customerWhatsAppUrl: message };
}
