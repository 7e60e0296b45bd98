// Orders' part in fulfilment's and payments' changes (fulfilment/order-part.ts), handed to them at registration: the
// line on the order's timeline, what a message or receipt to the customer says of the order, the message's link, the
// desk's view, the order's figures, what it still owes and its number.
import type { OrderPart } from "../fulfilment";
import { customerMessageLink, messageFacts, receiptOrder } from "./customer-message";
import { keepOrderFigures } from "./order-figures";
import { orderNumbersOf } from "./order-numbers";
import { orderStories } from "./order-story";
import { amountDuePaise, emptyStory } from "./order-view";
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
    keepFigures: (tx, orderId) => keepOrderFigures(tx, [orderId]),
    amountDue: async (tx, row) => amountDuePaise(row, (await orderStories(tx, [row.id])).get(row.id) ?? emptyStory()),
    orderNumbers: (db, orderIds) => orderNumbersOf(db, orderIds),
    receiptFacts: (order) => receiptOrder(context, order),
  };
}
