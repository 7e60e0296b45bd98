// The owner records units that came back on a shipped or completed order (returned-units.ts): once every unit is back
// the order is returned. The order's move and timeline, its figures, message and view come from orders
// (order-part.ts); the credit notes from the invoices, handed in by app.ts, as the invoices read the returns.
import { returnReceivedMessage } from "@mayil/core/orders/order-status-messages";
import type { RecordReturnBody } from "@mayil/core/orders/owner-order-change-schemas";
import type { ShopIdentity } from "../../config";
import type { Database, Transaction } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import type { ShopEvents } from "../../events/event-bus";
import type { ChangedOrder, DeskOwner, OrderPart } from "./order-part";
import { returnDetails, returnUnits } from "./returned-units";

/** What recording a return is given: the database, the shop's name, the events, orders' part and the credit notes. */
export interface ReturnContext {
  db: Database;
  shop: Pick<ShopIdentity, "name">;
  /** Units back on the shelf: published in the return's transaction (decision 077). */
  events: ShopEvents;
  orders: OrderPart;
  /** The invoices' credit notes for what the order gave back, in the return's transaction. */
  issueCreditNotes(tx: Transaction, orderId: number, byUserId: number | null): Promise<unknown>;
}

export async function recordReturn(
  context: ReturnContext,
  owner: DeskOwner,
  orderId: number,
  body: RecordReturnBody,
): Promise<ChangedOrder> {
  const message = await transactionWithRetry(context.db, async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    if (row.status !== "shipped" && row.status !== "completed") {
      throw new Conflict(
        `${row.orderNumber} is ${row.status}: only a shipped or completed order can have units come back`,
      );
    }
    const wanted = body.lines.map((line) => ({ orderItemId: line.order_item_id, quantity: line.quantity }));
    const sold = await context.orders.soldLines(tx, orderId);
    const { returnId, lines, everythingBack } = await returnUnits(tx, row, sold, wanted, owner, body.note);
    const moved = await context.orders.moveByOwner(tx, row, {
      status: everythingBack ? "returned" : row.status,
      reason: "returned_units",
      owner,
      note: body.note,
      details: returnDetails(returnId, lines),
    });
    await context.orders.keepFigures(tx, orderId);
    await context.issueCreditNotes(tx, orderId, owner.userId);
    context.events.publish(tx, { name: "stock-changed" });
    const text = returnReceivedMessage(await context.orders.messageFacts(tx, moved), lines, context.shop.name);
    return context.orders.customerMessageLink(moved.customerPhone, text);
  });
  return { order: await context.orders.ownerOrder(orderId), customerWhatsAppUrl: message };
}
