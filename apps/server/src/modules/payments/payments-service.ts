// The owner's payments and refunds of orders, the one service payments' routes call: record a payment or a refund,
// void one recorded by mistake. Each change lives in a file of its own (payment-records.ts, payment-voids.ts,
// refunds.ts), given this service's context; the service holds the database, so no route ever sees it (decision 044).
// A payment gateway's confirmations would be recorded through here too.
import type { RecordPaymentBody, RecordRefundBody } from "@mayil/core/orders/owner-order-change-schemas";
import type { OrderPayment, OrderRefund, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import type { ChangedOrder, DeskOwner } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { recordPayment } from "./payment-records";
import { voidPayment } from "./payment-voids";
import { recordRefund, voidRefund } from "./refunds";

export class PaymentService {
  constructor(private readonly context: PaymentContext) {}

  recordPayment(
    owner: DeskOwner,
    orderId: number,
    body: RecordPaymentBody,
  ): Promise<ChangedOrder & { payment: OrderPayment }> {
    return recordPayment(this.context, owner, orderId, body);
  }

  voidPayment(
    owner: DeskOwner,
    orderId: number,
    paymentId: number,
    reason: string,
  ): Promise<{ order: OwnerOrder; payment: OrderPayment }> {
    return voidPayment(this.context, owner, orderId, paymentId, reason);
  }

  recordRefund(
    owner: DeskOwner,
    orderId: number,
    body: RecordRefundBody,
  ): Promise<ChangedOrder & { refund: OrderRefund }> {
    return recordRefund(this.context, owner, orderId, body);
  }

  voidRefund(
    owner: DeskOwner,
    orderId: number,
    refundId: number,
    reason: string,
  ): Promise<{ order: OwnerOrder; refund: OrderRefund }> {
    return voidRefund(this.context, owner, orderId, refundId, reason);
  }
}
