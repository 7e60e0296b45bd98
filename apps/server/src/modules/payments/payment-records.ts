// Money received for an order, recorded by the owner: UPI with its UTR, cash, or a bank transfer. Never more than
// is still owed, and one UPI transaction (one UTR) pays once across all orders.
import { Money } from "@mayil/core/money/money";
import { isClosed } from "@mayil/core/orders/order-life-cycle";
import { paymentReceiptMessage } from "@mayil/core/orders/order-receipts";
import type { RecordPaymentBody } from "@mayil/core/orders/owner-order-change-schemas";
import type { OrderPayment } from "@mayil/core/orders/owner-schemas";
import type { Database, Transaction } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { sqlStateOf, transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import type { ChangedOrder, DeskOwner, OrderPart } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { upiPaymentOf } from "./payment-reads";
import { writePayment } from "./payment-writes";

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
      return writePayment(tx, context, row, due, { method: body.method, amount: body.amount, reference }, { owner });
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
  const known = await upiPaymentOf(db, reference);
  if (known) {
    const orderNumber = (await orders.orderNumbers(db, [known.orderId])).get(known.orderId) ?? "";
    throw new Conflict(`UTR ${reference} is already recorded, on ${orderNumber}`, {
      code: "utr_taken",
      details: { order_number: orderNumber },
    });
  }
}
