// A payment written on its order, the one way every payment is: the owner's at the desk (payment-records.ts) and the
// gateway's (gateway-payments.ts) alike get their record, the line on the order's timeline, the order's figures worked
// out again and the desk's alert, so reports, Today and the customer's record count them the same (decision 082).
import { Money, type Paise } from "@mayil/core/money/money";
import type { PaymentMethod } from "@mayil/core/orders/order-payments";
import type { Transaction } from "../../db/database";
import type { DeskOwner, LockedOrder } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { orderPayments } from "./payments-tables";

export interface PaymentWritten {
  method: PaymentMethod;
  amount: Paise;
  reference: string | null;
}

/** Who took the payment: the owner at the desk, or the gateway (the shop records it, the timeline's actor `system`). */
export type PaymentTakenBy =
  | { owner: DeskOwner }
  | { owner: null; gateway: { label: string; paymentId: string; method: string } };

/**
 * Writes `payment` on the order `row` (locked by the caller in `tx`), which owed `due` before it. Returns the
 * payment's id.
 */
export async function writePayment(
  tx: Transaction,
  context: Pick<PaymentContext, "orders" | "events">,
  row: LockedOrder,
  due: Paise,
  payment: PaymentWritten,
  by: PaymentTakenBy,
): Promise<number> {
  const gateway = by.owner === null ? by.gateway : null;
  const [written] = await tx
    .insert(orderPayments)
    .values({
      orderId: row.id,
      ...payment,
      recordedBy: by.owner?.userId ?? null,
      gatewayPaymentId: gateway?.paymentId ?? null,
    })
    .returning({ id: orderPayments.id });
  if (!written) throw new Error("payment insert returned no row");
  await context.orders.addOwnerEvent(tx, {
    orderId: row.id,
    status: row.status,
    reason: "payment",
    owner: by.owner,
    // The timeline's details go to the desk as stored: amounts in the API's form.
    details: {
      method: payment.method,
      amount: Money.toWire(payment.amount),
      reference: payment.reference,
      ...(gateway && { gateway: gateway.label, gateway_payment_id: gateway.paymentId, gateway_method: gateway.method }),
    },
  });
  await context.orders.keepFigures(tx, row.id);
  context.events.publish(tx, {
    name: "payment-recorded",
    order: { id: row.id, orderNumber: row.orderNumber, customerName: row.customerName, totalPaise: row.total },
    payment: {
      amountPaise: payment.amount,
      method: payment.method,
      // The gateway's may be more than was owed: the rest shows as owed back, and nothing is still owed.
      stillOwedPaise: Math.max(0, Money.subtract(due, payment.amount)),
      ...(gateway && { gateway: gateway.label }),
    },
    // The owner's other devices are told, not the one that recorded it (it has just seen it); for the gateway's,
    // nobody at the desk recorded it, so every device of the owner's is.
    fromSessionId: by.owner?.sessionId ?? null,
  });
  return written.id;
}
