// Orders' part in fulfilment's changes (fulfilment/order-part.ts), handed to fulfilment at registration: the line on
// the order's timeline, what a message to the customer says of the order, the message's link, and the desk's view.
import type { OrderPart } from "../fulfilment";
import { customerMessageLink, messageFacts } from "./customer-message";
import { orderStories } from "./order-story";
import { emptyStory } from "./order-view";
import { orderEvents } from "./orders-tables";
import type { OwnerOrderContext } from "./owner-order-context";
import { ownerOrder } from "./owner-order-view";

export function orderPart(context: OwnerOrderContext): OrderPart {
  return {
    addOwnerEvent: async (tx, event) => {
      await tx.insert(orderEvents).values({
        orderId: event.orderId,
        fromStatus: event.status,
        toStatus: event.status,
        reason: event.reason,
        actor: "owner",
        actorUserId: event.owner.userId,
        note: event.note,
        details: event.details,
      });
    },
    messageFacts: async (tx, row) =>
      messageFacts(context, row, (await orderStories(tx, [row.id])).get(row.id) ?? emptyStory()),
    customerMessageLink,
    ownerOrder: (orderId) => ownerOrder(context.db, orderId, context.shop),
  };
}
