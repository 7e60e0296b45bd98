// A sale the owner enters at the context: it came by phone, in the WhatsApp chat, on Instagram or at the counter. Priced
// from the database (or at the price agreed with the customer) and its stock reserved exactly like a shopper's order,
// under the same locks; the customer needs no account. A walk-in can be paid and collected in the same step.
import { Money } from "@mayil/core/money/money";
import { counterSaleReceiptMessage } from "@mayil/core/orders/order-receipts";
import { orderStatusMessage } from "@mayil/core/orders/order-status-messages";
import { deliveryFeeFor } from "@mayil/core/orders/order-totals";
import type { SaleBody } from "@mayil/core/orders/owner-order-change-schemas";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { transactionWithRetry } from "../../db/transaction";
import { newPickupCode } from "../fulfilment";
import { invoiceOrder } from "../invoices";
import { keepSalePayment } from "../payments";
import { linkMovementsToOrder, reserveStock } from "../stock";
import { customerMessageLink, receiptOrder } from "./customer-message";
import { invoicedOrderOf } from "./invoiced-order";
import { mergeAgreedItems } from "./order-edit";
import { keepOrderFigures } from "./order-figures";
import {
  deliveryAddressColumns,
  lineTotals,
  type OrderLine,
  shopPickupLocation,
  totalsColumns,
  writeOrderLines,
} from "./order-lines";
import { orderEvents, orders } from "./orders-tables";
import type { ChangedOrder, DeskOwner, OwnerOrderContext } from "./owner-order-context";
import { ownerOrder } from "./owner-order-view";

export async function enterSale(context: OwnerOrderContext, owner: DeskOwner, body: SaleBody): Promise<ChangedOrder> {
  const pickup = body.delivery_method === "pickup";
  const pickupLocation = pickup ? shopPickupLocation(context.shop, body.pickup_location) : null;
  const wanted = mergeAgreedItems(body.items);
  const orderId = await transactionWithRetry(context.db, async (tx) => {
    // As for a shopper's order, the order's row comes after its stock is reserved; its ledger rows are linked to it below.
    const taken = await reserveStock(tx, wanted, { reason: "order_placed", byUserId: owner.userId });
    const lines = taken.map(
      (item, index): OrderLine => ({
        productId: item.productId,
        variantId: item.variantId,
        name: item.name,
        colorName: item.colorName,
        optionName: item.optionName,
        unitPricePaise: wanted[index]?.unitPricePaise ?? item.unitPricePaise,
        quantity: item.quantity,
      }),
    );
    const totals = lineTotals(
      lines,
      body.delivery_fee ?? deliveryFeeFor(body.delivery_method, context.shop.deliveryFeePaise),
      body.discount ?? 0,
    );
    const [order] = await tx
      .insert(orders)
      .values({
        userId: null,
        source: body.source,
        // The owner entered it after agreeing it with the customer: there is nothing left to confirm, and the
        // expiry of unconfirmed orders must not cancel it.
        status: "confirmed",
        customerName: body.customer_name,
        customerPhone: body.customer_phone,
        customerEmail: body.customer_email,
        deliveryMethod: body.delivery_method,
        ...deliveryAddressColumns(body),
        pickupLocation,
        // Collected at once at the counter, it is never handed over later: it needs no code.
        pickupCode: pickup && !body.paid_and_collected ? newPickupCode() : null,
        specialInstructions: body.special_instructions,
        ...totalsColumns(totals),
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error("order insert returned no row");
    await linkMovementsToOrder(tx, taken, order.id);
    await writeOrderLines(tx, order.id, lines);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: "confirmed",
      reason: "manual",
      actor: "owner",
      actorUserId: owner.userId,
      note: body.note,
      // The timeline's details go to the desk as stored: amounts in the API's form.
      details: { source: body.source, total: Money.toWire(totals.totalPaise) },
    });
    if (body.paid_and_collected) {
      await payAndHandOver(tx, owner, order.id, totals.totalPaise, body.paid_and_collected);
    }
    await keepOrderFigures(tx, [order.id]);
    // Completed at once: the walk-in sale's invoice (or bill of supply) is issued with it, after the figures (the
    // lock order: the customer's lock before the invoice series').
    if (body.paid_and_collected) await invoiceOrder(tx, order.id, invoicedOrderOf, context.shop, owner.userId);
    context.events.publish(tx, { name: "stock-changed" });
    // A sale entered on the phone shows on the laptop's open desk too (not on the phone's, which made it).
    context.events.publish(tx, {
      name: "order-placed",
      order: {
        id: order.id,
        orderNumber: order.orderNumber,
        customerName: body.customer_name,
        totalPaise: totals.totalPaise,
      },
      pieceCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      fromSessionId: owner.sessionId ?? null,
    });
    return order.id;
  });
  const order = await ownerOrder(context.db, orderId, context.shop);
  const collected = body.paid_and_collected;
  const facts = receiptOrder(context, order);
  const receipt = collected
    ? counterSaleReceiptMessage(
        facts,
        { method: collected.method, amountPaise: facts.totalPaise, reference: collected.reference },
        context.shop.name,
      )
    : orderStatusMessage(facts, context.shop.name);
  return { order, customerWhatsAppUrl: customerMessageLink(order.customer_phone, receipt) };
}

/**
 * "Paid and collected now", at the counter: the whole total recorded as paid and the order completed, in the sale's
 * own transaction, each on the timeline. Nothing is left to confirm, pack or hand over.
 */
async function payAndHandOver(
  tx: Transaction,
  owner: DeskOwner,
  orderId: number,
  totalPaise: number,
  payment: NonNullable<SaleBody["paid_and_collected"]>,
): Promise<void> {
  // A sale given away in full (₹0) has nothing to record: the payments table holds only money received.
  if (totalPaise > 0) {
    await keepSalePayment(tx, {
      orderId,
      method: payment.method,
      amount: totalPaise,
      reference: payment.reference,
      recordedBy: owner.userId,
    });
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: "confirmed",
      toStatus: "confirmed",
      reason: "payment",
      actor: "owner",
      actorUserId: owner.userId,
      details: { method: payment.method, amount: Money.toWire(totalPaise), reference: payment.reference },
    });
  }
  await tx.update(orders).set({ status: "completed" }).where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: "confirmed",
    toStatus: "completed",
    reason: "status",
    actor: "owner",
    actorUserId: owner.userId,
    note: "Paid and collected at the counter",
  });
}
