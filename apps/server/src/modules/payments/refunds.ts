// Money the shop gave back, recorded by the owner: by UPI with the UTR of the transfer she sent, in cash, by bank
// transfer with its reference, or sent back through the payment gateway to what the shopper paid with
// (gateway-refunds.ts); for units that came back, an order edited below what was paid, or as goodwill. Never
// more than was paid less what was already refunded. A refund recorded by mistake is voided with the reason, never
// deleted, like a payment (payment-voids.ts): it stays listed and on the timeline, and counts for nothing.
import { Money } from "@mayil/core/money/money";
import { refundSentMessage } from "@mayil/core/orders/order-status-messages";
import type { RecordRefundBody } from "@mayil/core/orders/owner-order-change-schemas";
import type { OrderRefund, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { and, eq, sql } from "drizzle-orm";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import { type ChangedOrder, type DeskOwner, isReturnOf } from "../fulfilment";
import { gatewayPaymentToRefund, refuseVoidOfGatewayRefund, sendGatewayRefund } from "./gateway-refunds";
import type { PaymentContext } from "./payment-context";
import type { PaymentGateway } from "./payment-gateway";
import { moneyMovedOf } from "./payment-reads";
import { orderRefunds } from "./payments-tables";

export async function recordRefund(
  context: PaymentContext,
  owner: DeskOwner,
  orderId: number,
  body: RecordRefundBody,
): Promise<ChangedOrder & { refund: OrderRefund }> {
  const gateway = body.method === "gateway" ? gatewayFor(context) : null;
  const { refundId, message } = await transactionWithRetry(context.db, async (tx) => {
    // The order's lock makes two refunds of one order take turns, so together they never pass what was paid.
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    if (body.return_id !== null) {
      if (!(await isReturnOf(tx, orderId, body.return_id)))
        throw new InvalidInput(`return_id ${body.return_id} is not a return of ${row.orderNumber}`, "return_id");
    }
    const before = (await moneyMovedOf(tx, [orderId])).get(orderId) ?? { paidPaise: 0, refundedPaise: 0 };
    const refundable = before.paidPaise - before.refundedPaise;
    if (refundable <= 0) {
      throw new InvalidInput(`Nothing paid on ${row.orderNumber} is left to refund`, "amount");
    }
    if (body.amount > refundable) {
      throw new InvalidInput(
        `amount ${Money.format(body.amount)} is more than was paid on ${row.orderNumber}: at most ${Money.format(refundable)} can be refunded`,
        "amount",
      );
    }
    // Through the gateway: from the payment it came by, written before the gateway is asked (gateway-refunds.ts).
    const from = gateway ? await gatewayPaymentToRefund(tx, gateway.label, row, body.amount) : null;
    const method = from?.method ?? (body.method === "gateway" ? "online" : body.method);
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        returnId: body.return_id,
        method,
        amount: body.amount,
        reference: body.reference,
        reason: body.reason,
        recordedBy: owner.userId,
        gatewayPaymentId: from?.paymentId ?? null,
      })
      .returning({ id: orderRefunds.id });
    if (!refund) throw new Error("refund insert returned no row");
    await context.orders.addOwnerEvent(tx, {
      orderId,
      status: row.status,
      reason: "refund",
      owner,
      note: body.reason,
      details: {
        refund_id: refund.id,
        method,
        amount: Money.toWire(body.amount),
        reference: body.reference,
        return_id: body.return_id,
        ...(gateway && from ? { gateway: gateway.label, gateway_payment_id: from.paymentId } : {}),
      },
    });
    await context.orders.keepFigures(tx, orderId);
    await context.issueCreditNotes(tx, orderId, owner.userId);
    const text = refundSentMessage(
      await context.orders.messageFacts(tx, row),
      {
        method,
        amountPaise: body.amount,
        reference: body.reference,
        gateway: gateway?.label,
      },
      context.shop.name,
    );
    return { refundId: refund.id, message: context.orders.customerMessageLink(row.customerPhone, text) };
  });
  if (gateway) {
    // After the commit: the refund is written, so a reply lost now is asked again by the sweep with the same key.
    const sent = await sendGatewayRefund({ ...context, gateway }, refundId);
    if (sent.outcome === "refused") {
      throw new Conflict(
        `${sent.why}. Nothing was given back: the refund is voided, refund by UPI, cash or bank transfer`,
      );
    }
  }
  const order = await context.orders.ownerOrder(orderId);
  const refund = order.refunds.find((recorded) => recorded.id === refundId);
  if (!refund) throw new Error("recorded refund not found");
  return { order, refund, customerWhatsAppUrl: message };
}

export async function voidRefund(
  context: PaymentContext,
  owner: DeskOwner,
  orderId: number,
  refundId: number,
  reason: string,
): Promise<{ order: OwnerOrder; refund: OrderRefund }> {
  await transactionWithRetry(context.db, async (tx) => {
    // The order's lock (2) first, as for recording one: two voids of one refund take turns, the second finds it voided.
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    const [refund] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId)))
      .for("no key update");
    if (!refund) throw new NotFound(`Refund ${refundId} was not found on ${row.orderNumber}`);
    if (refund.voidedAt !== null) {
      throw new Conflict(`This refund on ${row.orderNumber} was already voided: "${refund.voidReason ?? ""}"`);
    }
    if (refund.gatewayPaymentId !== null)
      refuseVoidOfGatewayRefund(row.orderNumber, context.gateway?.label ?? "the payment gateway");
    await tx
      .update(orderRefunds)
      .set({ voidedAt: sql`now()`, voidReason: reason, voidedBy: owner.userId })
      .where(eq(orderRefunds.id, refundId));
    await context.orders.addOwnerEvent(tx, {
      orderId,
      status: row.status,
      reason: "refund_voided",
      owner,
      note: reason,
      details: {
        refund_id: refund.id,
        method: refund.method,
        amount: Money.toWire(refund.amount),
        reference: refund.reference,
      },
    });
    await context.orders.keepFigures(tx, orderId);
  });
  const order = await context.orders.ownerOrder(orderId);
  const refund = order.refunds.find((recorded) => recorded.id === refundId);
  if (!refund) throw new Error("voided refund not found");
  return { order, refund };
}

/** The gateway a refund `through the gateway` is sent by: 409 when the shop has none (no keys). */
function gatewayFor(context: PaymentContext): PaymentGateway {
  if (!context.gateway) {
    throw new Conflict("This shop takes no payments through a gateway: refund by UPI, cash or bank transfer");
  }
  return context.gateway;
}
