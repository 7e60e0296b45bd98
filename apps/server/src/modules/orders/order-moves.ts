// Moving an order along its life cycle (packages/core order-life-cycle.ts) at the owner's context, or one step back with
// a reason. Cancelling puts every item's stock back in the same transaction; returning records a return of every unit
// still out (fulfilment's returned-units.ts), so units that came back earlier are not put back twice. The order's row
// lock makes two racing moves take turns, so the second sees the first's status and stock comes back exactly once.
// Shipping writes the parcel (courier and tracking number) with the move; handing a pickup order over asks for its code.
// A cash on delivery order's parcel is COD by itself, with what she owes then as the cash to collect, and marking it
// completed (delivered) records that cash as paid by `cod` (decision 083).
import { Money } from "@mayil/core/money/money";
import { canMove, canStepBack, givesStockBack } from "@mayil/core/orders/order-life-cycle";
import { orderStatusMessage } from "@mayil/core/orders/order-status-messages";
import type { OrderStatusBody } from "@mayil/core/orders/owner-order-change-schemas";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import {
  checkPickupCode,
  everythingStillOut,
  hasReturns,
  keepShipment,
  markDelivered,
  refuseCourierNotOffered,
  removeShipment,
  returnDetails,
  returnUnits,
  shipmentDetails,
} from "../fulfilment";
import { INVOICED_STATUSES, invoiceOrder, issueCreditNotes, withdrawInvoice } from "../invoices";
import { recordCourierCash } from "../payments";
import { releaseStock } from "../stock";
import { customerMessageLink, messageFacts } from "./customer-message";
import { invoicedOrderOf } from "./invoiced-order";
import { keepOrderFigures } from "./order-figures";
import { soldItems, soldLinesOf } from "./order-lines";
import { orderPart } from "./order-part";
import { orderStories } from "./order-story";
import { amountDuePaise, emptyStory } from "./order-view";
import { orderEvents, orders } from "./orders-tables";
import type { ChangedOrder, DeskOwner, OwnerOrderContext } from "./owner-order-context";
import { ownerOrder } from "./owner-order-view";

type OrderRow = typeof orders.$inferSelect;

export async function moveOrder(
  context: OwnerOrderContext,
  owner: DeskOwner,
  orderId: number,
  body: OrderStatusBody,
): Promise<ChangedOrder> {
  const { status: to, note } = body;
  const message = await transactionWithRetry(context.db, async (tx) => {
    // Lock order: the order (2), then releaseStock's products and colours (3, 4).
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    const stepBack = canStepBack(row.status, to);
    if (!stepBack && !canMove(row.status, to, row.deliveryMethod)) {
      throw new Conflict(`Cannot move ${row.orderNumber} from ${row.status} to ${to}`, {
        code: "invalid_transition",
        details: { from: row.status, to },
      });
    }
    // A step back undoes a slip of the thumb; the timeline keeps why. No stock moves: it stays with the order.
    if (stepBack && !note) {
      throw new InvalidInput(`Say why ${row.orderNumber} steps back from ${row.status} to ${to}`, "note");
    }
    // Units that came back are off the order's lines for good: stepping back would let them be edited away.
    if (stepBack && (await hasReturns(tx, orderId))) {
      throw new Conflict(`${row.orderNumber} has units that came back: it can no longer step back`);
    }
    let details = stepBack ? await clearShipment(tx, row) : await moveDetails(context, tx, owner, row, body);
    const stockBack = givesStockBack(to);
    if (to === "returned") {
      const sold = await soldLinesOf(tx, orderId);
      const left = await everythingStillOut(tx, orderId, sold);
      const returned = await returnUnits(tx, row, sold, left, owner, note);
      details = returnDetails(returned.returnId, returned.lines);
    } else if (stockBack) {
      const items = await soldItems(tx, [orderId]);
      await releaseStock(tx, items, { reason: "order_cancelled", orderId, byUserId: owner.userId });
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
      details,
    });
    await keepOrderFigures(tx, [orderId]);
    const story = (await orderStories(tx, [orderId])).get(orderId) ?? emptyStory();
    const message = orderStatusMessage(messageFacts(context, moved, story), context.shop.name);
    // Leaving the editable states issues the order's invoice (once: a step back and on again keeps it); cancelling
    // withdraws it with a credit note; the return of everything left is credited like any return (decision 051).
    // Last in the transaction: the invoice series' row is the last lock taken (after the order and any stock), and
    // it is held until the commit, so the less comes after it the sooner the next invoice can take its turn.
    if (!stepBack && INVOICED_STATUSES.includes(to)) {
      await invoiceOrder(tx, orderId, invoicedOrderOf, context.shop, owner.userId);
    }
    if (to === "cancelled") await withdrawInvoice(tx, orderId, "Order cancelled", owner.userId);
    if (to === "returned") await issueCreditNotes(tx, orderId, invoicedOrderOf, owner.userId);
    if (stockBack) context.events.publish(tx, { name: "stock-changed" });
    return customerMessageLink(moved.customerPhone, message);
  });
  return { order: await ownerOrder(context.db, orderId, context.shop), customerWhatsAppUrl: message };
}

/**
 * What a forward move writes beside the status: the parcel when it is shipped, the pickup code's check when a pickup
 * order is handed over. Returns the event's details (null when the move has none).
 */
async function moveDetails(
  context: OwnerOrderContext,
  tx: Transaction,
  owner: DeskOwner,
  row: OrderRow,
  body: OrderStatusBody,
): Promise<Record<string, unknown> | null> {
  if (body.status === "shipped" && body.shipment) {
    const { shipment } = body;
    refuseCourierNotOffered(context.shop.couriers, shipment.courier);
    const cash = await cashToCollect(tx, row, body.cashOnDelivery);
    const values = {
      courier: shipment.courier,
      courierName: shipment.courierName,
      trackingNumber: shipment.trackingNumber,
      cashOnDelivery: cash !== null,
      codAmount: cash,
      shippedBy: owner.userId,
    };
    // A step back from shipped cleared the last parcel; should one be left from before, this one replaces it.
    await keepShipment(tx, row.id, values);
    return { ...shipmentDetails(shipment), ...(cash !== null && { cod_amount: Money.toWire(cash) }) };
  }
  if (body.status === "completed" && row.status === "ready_for_pickup") {
    return { pickup_code: checkPickupCode(row, body) };
  }
  if (body.status === "completed" && row.status === "shipped") return delivered(context, tx, owner, row);
  return null;
}

/**
 * The cash the courier collects for this parcel, or null when it collects none. Only a cash on delivery order's
 * parcel is COD, set by itself: what she owes when it is shipped (null when she has paid it all by then). A prepaid
 * order is never COD, whatever the owner ticks: she chose to pay now, and a courier collecting cash no record
 * expects would leave it outside the books (nothing recorded on delivery, nothing for the remittance to settle), so
 * the tick is refused and the owner records what she pays on the order instead (decision 083).
 */
async function cashToCollect(tx: Transaction, row: OrderRow, ticked: boolean): Promise<number | null> {
  if (row.paymentChoice !== "cod") {
    if (ticked) {
      throw new Conflict(
        `${row.orderNumber} was placed to pay now, not cash on delivery: the courier cannot collect for it. Record what she pays on the order instead.`,
      );
    }
    return null;
  }
  const story = (await orderStories(tx, [row.id])).get(row.id) ?? emptyStory();
  const due = amountDuePaise(row, story);
  return due > 0 ? due : null;
}

/**
 * A shipped order marked completed was delivered: its parcel says when, and a COD parcel's cash (fixed when it was
 * shipped: what the courier's slip asked for) is written as a payment of method `cod` through payments, in the move's
 * transaction under the order's lock, so the order reads paid. Completed is left only for returned, so this runs once.
 */
async function delivered(
  context: OwnerOrderContext,
  tx: Transaction,
  owner: DeskOwner,
  row: OrderRow,
): Promise<Record<string, unknown> | null> {
  const parcel = await markDelivered(tx, row.id);
  const cash = parcel?.cashOnDelivery ? (parcel.codAmount ?? 0) : 0;
  if (cash <= 0) return null;
  const story = (await orderStories(tx, [row.id])).get(row.id) ?? emptyStory();
  await recordCourierCash(
    tx,
    { orders: orderPart(context), events: context.events },
    row,
    amountDuePaise(row, story),
    cash,
    owner,
  );
  return { cod_collected: Money.toWire(cash) };
}

/**
 * A step back from shipped means the parcel has not gone after all (the owner pressed Ship on the wrong order), so
 * its courier and number no longer say anything true: the shipment is removed, and the step back's event keeps what
 * it was. Shipping again asks for them afresh.
 */
async function clearShipment(tx: Transaction, row: OrderRow): Promise<Record<string, unknown> | null> {
  if (row.status !== "shipped") return null;
  const cleared = await removeShipment(tx, row.id);
  if (!cleared) return null;
  return { shipment_cleared: shipmentDetails(cleared) };
}
