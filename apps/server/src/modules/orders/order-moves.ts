// Moving an order along its life cycle (packages/core order-life-cycle.ts) at the owner's context, or one step back with
// a reason. Cancelling or returning puts every item's stock back in the same transaction; the order's row lock makes
// two racing moves take turns, so the second sees the first's status and stock comes back exactly once.
import { canMove, canStepBack, givesStockBack, type OrderStatus } from "@mayil/core/order-life-cycle";
import { orderStatusMessage } from "@mayil/core/order-status-messages";
import { eq } from "drizzle-orm";
import { lockOrder } from "../../db/lock-order";
import { orderEvents, orders } from "../../db/shopping-schema";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import { releaseStock } from "../stock";
import { customerMessageLink, messageFacts } from "./customer-message";
import { soldItems } from "./order-lines";
import { orderStories } from "./order-story";
import type { ChangedOrder, DeskOwner, OwnerOrderContext } from "./owner-order-service";
import { ownerOrder } from "./owner-order-view";

export async function moveOrder(
  context: OwnerOrderContext,
  owner: DeskOwner,
  orderId: number,
  to: OrderStatus,
  note: string | null,
): Promise<ChangedOrder> {
  const { stockBack, message } = await transactionWithRetry(context.db, async (tx) => {
    // Lock order: the order (2), then releaseStock's products and colours (3, 4).
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    const stepBack = canStepBack(row.status, to);
    if (!stepBack && !canMove(row.status, to, row.deliveryMethod)) {
      throw new Conflict(`Cannot move ${row.orderNumber} from ${row.status} to ${to}`);
    }
    // A step back undoes a slip of the thumb; the timeline keeps why. No stock moves: it stays with the order.
    if (stepBack && !note) {
      throw new InvalidInput(`Say why ${row.orderNumber} steps back from ${row.status} to ${to}`, "note");
    }
    const stockBack = givesStockBack(to);
    if (stockBack) {
      const items = await soldItems(tx, [orderId]);
      const reason = to === "returned" ? "order_returned" : "order_cancelled";
      await releaseStock(tx, items, { reason, orderId, byUserId: owner.userId });
    }
    const [moved] = await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId)).returning();
    if (!moved) throw new Error("order update returned no row");
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: row.status,
      toStatus: to,
      reason: stepBack ? "step_back" : "status",
      actor: "owner",
      actorUserId: owner.userId,
      note,
    });
    const paidPaise = (await orderStories(tx, [orderId])).get(orderId)?.paidPaise ?? 0;
    const message = orderStatusMessage(messageFacts(context, moved, paidPaise), context.shop.name);
    return { stockBack, message: customerMessageLink(moved.customerPhone, message) };
  });
  if (stockBack) await context.onStockChanged();
  return { order: await ownerOrder(context.db, orderId, context.shop), customerWhatsAppUrl: message };
}
