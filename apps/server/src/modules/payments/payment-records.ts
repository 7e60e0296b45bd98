// Money received for an order, recorded by the owner: UPI with its UTR, cash, or a bank transfer. Never more than
// is still owed, and one UPI transaction (one UTR) pays once across all orders.
import { Money } from "@mayil/core/money/money";
import { isClosed } from "@mayil/core/orders/order-life-cycle";
import { paymentReceiptMessage } from "@mayil/core/orders/order-receipts";
import type { RecordPaymentBody } from "@mayil/core/orders/owner-order-change-schemas";
import type { OrderPayment } from "@mayil/core/orders/owner-schemas";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { sqlStateOf, transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import type { ChangedOrder, DeskOwner, OrderPart } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { orderPayments } from "./payments-tables";

export async function recordPayment(
  context: PaymentContext,
  owner: DeskOwner,
  orderId: number,
  body: RecordPaymentBody,
): Promise<ChangedOrder & { payment: OrderPayment }> {
  const reference = body.reference;
  let paymentId: number;
  try {
    paymentId = await transactionWithRetry(context.db, async (tx) => {
      // The order's lock makes two payments of one order take turns, so together they can never pass the total.
      const row = await lockOrder(tx, orderId);
      if (!row) throw new NotFound(`Order ${orderId} was not found`);
      if (isClosed(row.status)) {
        throw new Conflict(`${row.orderNumber} is ${row.status}: no payment can be recorded on it`);
      }
      if (body.method === "upi" && reference) await refuseKnownUtr(tx, context.orders, reference);
      const due = await context.orders.amountDue(tx, row);
      if (due === 0) throw new InvalidInput(`${row.orderNumber} is already paid in full`, "amount");
      if (body.amount > due) {
        throw new InvalidInput(
          `amount ${Money.format(body.amount)} is more than the ${Money.format(due)} still owed on ${row.orderNumber}`,
          "amount",
        );
      }
      const [payment] = await tx
        .insert(orderPayments)
        .values({
          orderId,
          method: body.method,
          amount: body.amount,
          reference,
          recordedBy: owner.userId,
        })
        .returning({ id: orderPayments.id });
      if (!payment) throw new Error("payment insert returned no row");
      await context.orders.addOwnerEvent(tx, {
        orderId,
        status: row.status,
        reason: "payment",
        owner,
        // The timeline's details go to the desk as stored: amounts in the API's form.
        details: { method: body.method, amount: Money.toWire(body.amount), reference },
      });
      await context.orders.keepFigures(tx, orderId);
      // The owner's other devices are told; the one that recorded it is not (it has just seen it).
      context.events.publish(tx, {
        name: "payment-recorded",
        order: { id: orderId, orderNumber: row.orderNumber, customerName: row.customerName, totalPaise: row.total },
        payment: { amountPaise: body.amount, method: body.method, stillOwedPaise: Money.subtract(due, body.amount) },
        fromSessionId: owner.sessionId ?? null,
      });
      return payment.id;
    });
  } catch (error) {
    // The same UTR recorded twice at the same moment: the unique index stopped the second.
    if (sqlStateOf(error) === "23505" && reference) await refuseKnownUtr(context.db, context.orders, reference);
    throw error;
  }
  const order = await context.orders.ownerOrder(orderId);
  const payment = order.payments.find((recorded) => recorded.id === paymentId);
  if (!payment) throw new Error("recorded payment not found");
  const receipt = paymentReceiptMessage(
    context.orders.receiptFacts(order),
    { method: payment.method, amountPaise: body.amount, reference: payment.reference },
    context.shop.name,
  );
  return { order, payment, customerWhatsAppUrl: context.orders.customerMessageLink(order.customer_phone, receipt) };
}

/** 409 naming the order a UPI reference already paid. */
async function refuseKnownUtr(db: Database | Transaction, orders: OrderPart, reference: string): Promise<void> {
  const [known] = await db
    .select({ orderId: orderPayments.orderId })
    .from(orderPayments)
    .where(
      and(eq(orderPayments.method, "upi"), eq(orderPayments.reference, reference), isNull(orderPayments.voidedAt)),
    );
  if (known) {
    const orderNumber = (await orders.orderNumbers(db, [known.orderId])).get(known.orderId) ?? "";
    throw new Conflict(`UTR ${reference} is already recorded, on ${orderNumber}`, {
      code: "utr_taken",
      details: { order_number: orderNumber },
    });
  }
}
