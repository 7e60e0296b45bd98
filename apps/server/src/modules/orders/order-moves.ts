// Moving an order along its life cycle (packages/core order-life-cycle.ts) at the owner's context, or one step back with
// a reason. Cancelling puts every item's stock back in the same transaction; returning records a return of every unit
// still out (order-returns.ts), so units that came back earlier are not put back twice. The order's row lock makes two
// racing moves take turns, so the second sees the first's status and stock comes back exactly once.
import { canMove, canStepBack, givesStockBack, type OrderStatus } from "@mayil/core/order-life-cycle";
import { orderStatusMessage } from "@mayil/core/order-status-messages";
import { eq } from "drizzle-orm";
import { lockOrder } from "../../db/lock-order";
import { orderEvents, orders } from "../../db/shopping-schema";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import { INVOICED_STATUSES, invoiceOrder, issueCreditNotes, withdrawInvoice } from "../invoices";
import { releaseStock } from "../stock";
import { customerMessageLink, messageFacts } from "./customer-message";
import { soldItems } from "./order-lines";
import { everythingStillOut, hasReturns, returnDetails, returnUnits } from "./order-returns";
import { orderStories } from "./order-story";
import { emptyStory } from "./order-view";
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
    // Units that came back are off the order's lines for good: stepping back would let them be edited away.
    if (stepBack && (await hasReturns(tx, orderId))) {
      throw new Conflict(`${row.orderNumber} has units that came back: it can no longer step back`);
    }
    const stockBack = givesStockBack(to);
    let details: Record<string, unknown> | null = null;
    if (to === "returned") {
      const left = await everythingStillOut(tx, orderId);
      const returned = await returnUnits(tx, row, left, owner, note);
      details = returnDetails(returned.returnId, returned.lines);
    } else if (stockBack) {
      const items = await soldItems(tx, [orderId]);
      await releaseStock(tx, items, { reason: "order_cancelled", orderId, byUserId: owner.userId });
    }
    const [moved] = await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId)).returning();
    if (!moved) throw new Error("order update returned no row");
    // Leaving the editable states issues the order's invoice (once: a step back and on again keeps it); cancelling
    // withdraws it with a credit note, and the return of everything left is credited below like any return
    // (decision 051). After the stock: the lock order.
    if (!stepBack && INVOICED_STATUSES.includes(to)) await invoiceOrder(tx, orderId, context.shop, owner.userId);
    if (to === "cancelled") await withdrawInvoice(tx, orderId, "Order cancelled", owner.userId);
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: row.status,
      toStatus: to,
      reason: stepBack ? "step_back" : "status",
      actor: "owner",
      actorUserId: owner.userId,
      note,
      details,
    });
    if (to === "returned") await issueCreditNotes(tx, orderId, owner.userId);
    const story = (await orderStories(tx, [orderId])).get(orderId) ?? emptyStory();
    const message = orderStatusMessage(messageFacts(context, moved, story), context.shop.name);
    return { stockBack, message: customerMessageLink(moved.customerPhone, message) };
  });
  if (stockBack) await context.onStockChanged();
  return { order: await ownerOrder(context.db, orderId, context.shop), customerWhatsAppUrl: message };
}
