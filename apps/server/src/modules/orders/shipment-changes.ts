// The parcel after it left: the owner corrects a shipped order's courier or tracking number (a digit typed twice, the
// wrong courier chosen). The row is changed in place and the timeline keeps the number before and after; the
// customer gets the right link. Also the couriers the desk offers, and the check that a courier is one of them.
import { COURIERS, type CourierId, OTHER_COURIER, trackingNumberHint } from "@mayil/core/fulfilment/couriers";
import type { ShopCourier } from "@mayil/core/fulfilment/shipment-schemas";
import { shipmentCorrectedMessage } from "@mayil/core/orders/order-status-messages";
import type { CorrectShipmentBody } from "@mayil/core/orders/owner-order-change-schemas";
import { eq, sql } from "drizzle-orm";
import type { ShopCouriers } from "../../config";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import { customerMessageLink, messageFacts } from "./customer-message";
import { orderStories } from "./order-story";
import { emptyStory } from "./order-view";
import { orderEvents, orderShipments } from "./orders-tables";
import type { ChangedOrder, DeskOwner, OwnerOrderContext } from "./owner-order-context";
import { ownerOrder } from "./owner-order-view";

/** The couriers the desk offers, in the shop's order, and other last. */
export function shopCouriers(couriers: ShopCouriers): ShopCourier[] {
  return [
    ...couriers.offered.map((id) => ({
      id,
      name: COURIERS[id].name,
      number_hint: trackingNumberHint(id),
      tracking_url_pattern: couriers.trackingUrls[id],
    })),
    { id: OTHER_COURIER, name: "Other", number_hint: null, tracking_url_pattern: null },
  ];
}

/** A courier the shop does not send with (COURIERS) is refused, naming the ones it does. */
export function refuseCourierNotOffered(couriers: ShopCouriers, courier: CourierId, keeping?: string): void {
  if (courier === OTHER_COURIER || couriers.offered.includes(courier) || courier === keeping) return;
  const names = [...couriers.offered.map((id) => COURIERS[id].name), "Other"].join(", ");
  throw new InvalidInput(`The shop does not send with ${COURIERS[courier].name}: choose one of ${names}`, "courier");
}

/** The parcel as the timeline's details keep it. */
export const shipmentDetails = (shipment: { courier: string; courierName: string | null; trackingNumber: string }) => ({
  courier: shipment.courier,
  courier_name: shipment.courierName,
  tracking_number: shipment.trackingNumber,
});

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
    const [before] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
    if (!before) throw new Conflict(`${row.orderNumber} has not been shipped: there is no tracking number to correct`);
    // A courier the shop has since stopped offering may be kept, only not newly chosen.
    refuseCourierNotOffered(context.shop.couriers, shipment.courier, before.courier);
    const unchanged =
      before.courier === shipment.courier &&
      before.courierName === shipment.courierName &&
      before.trackingNumber === shipment.trackingNumber;
    if (unchanged) return null;
    await tx
      .update(orderShipments)
      .set({
        courier: shipment.courier,
        courierName: shipment.courierName,
        trackingNumber: shipment.trackingNumber,
        updatedAt: sql`now()`,
      })
      .where(eq(orderShipments.orderId, orderId));
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
