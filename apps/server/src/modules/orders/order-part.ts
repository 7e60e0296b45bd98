// Orders' part in fulfilment's and payments' changes (fulfilment/order-part.ts), handed to them at registration: the
// line on the order's timeline, what a message or receipt to the customer says of the order, the message's link, the
// desk's view, the order's figures, what it still owes, its lines as sold, a move by the owner, whose order it is and
// its number.
import { and, eq } from "drizzle-orm";
import type { OrderPart } from "../fulfilment";
import { customerMessageLink, messageFacts, receiptOrder } from "./customer-message";
import { keepOrderFigures } from "./order-figures";
import { soldLinesOf } from "./order-lines";
import { orderNumbersOf } from "./order-numbers";
import { orderStories } from "./order-story";
import { amountDuePaise, emptyStory } from "./order-view";
import { orderEvents, orders } from "./orders-tables";
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
        actor: event.owner ? "owner" : "system",
        actorUserId: event.owner?.userId ?? null,
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
    soldLines: soldLinesOf,
    moveByOwner: async (tx, row, move) => {
      const [moved] = await tx.update(orders).set({ status: move.status }).where(eq(orders.id, row.id)).returning();
      if (!moved) throw new Error("order update returned no row");
      await tx.insert(orderEvents).values({
        orderId: row.id,
        fromStatus: row.status,
        toStatus: move.status,
        reason: move.reason,
        actor: "owner",
        actorUserId: move.owner.userId,
        note: move.note,
        details: move.details,
      });
      return moved;
    },
    isShoppersOrder: async (db, orderId, shopperId) =>
      (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, shopperId)))
      ).length > 0,
    orderNumbers: (db, orderIds) => orderNumbersOf(db, orderIds),
    receiptFacts: (order) => receiptOrder(context, order),
  };
}
