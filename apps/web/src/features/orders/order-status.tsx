// How an order's state and payment read to the shopper, the same on My Orders and on the order's own page.
import { Money } from "@mayil/core/money/money";
import { isClosed, type OrderStatus } from "@mayil/core/orders/order-life-cycle";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { type MessageId, type MessageValues, useMessages } from "../../lib/messages";

/** The colour says where the order is: waiting on the shop (amber), moving (peacock), done (green), closed (muted). */
const statusLooks: Record<OrderStatus, string> = {
  placed: "bg-amber-50 text-amber-900 ring-amber-200",
  confirmed: "bg-peacock/10 text-peacock ring-peacock/20",
  packed: "bg-peacock/10 text-peacock ring-peacock/20",
  shipped: "bg-peacock text-white ring-peacock",
  ready_for_pickup: "bg-peacock text-white ring-peacock",
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-stone-100 text-muted ring-line",
  returned: "bg-stone-100 text-muted ring-line",
};

/** A state's name in the page's language (English as core's ORDER_STATUS_LABELS has it). */
export const statusLabel = (status: OrderStatus): MessageId => `shopping.status.${status}`;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useMessages();
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-medium ring-1 ${statusLooks[status]}`}
      data-testid="order-status"
    >
      {t(statusLabel(status))}
    </span>
  );
}

/**
 * What is still owed, in paise, as the server derived it (the total less the returned units, less the payments; never
 * below nothing: an order edited down below what was paid shows its refund owed instead).
 */
export const amountDuePaise = (order: Pick<Order, "amount_due">) => Money.fromWire(order.amount_due);

/**
 * 'Paid', 'Partly paid ₹500 of ₹1,299' or 'Unpaid' (core's PAYMENT_STATUS_LABELS, in the page's language); nothing for
 * a closed order nobody paid for.
 */
export function paymentSummary(
  order: Pick<Order, "status" | "payment_status" | "total" | "amount_paid">,
  t: (id: MessageId, values?: MessageValues) => string,
) {
  const paid = Money.fromWire(order.amount_paid);
  if (isClosed(order.status) && paid === 0) return null;
  if (order.payment_status === "partially_paid") {
    return t("shopping.payment.partly_paid", {
      paid: Money.format(paid),
      total: Money.format(Money.fromWire(order.total)),
    });
  }
  return t(`shopping.payment.${order.payment_status}`);
}

const paymentLooks = {
  paid: "text-emerald-800",
  partially_paid: "text-amber-900",
  unpaid: "text-muted",
  partly_refunded: "text-violet-900",
  refunded: "text-muted",
} as const;

export function PaymentSummary({ order }: { order: Order }) {
  const t = useMessages();
  const summary = paymentSummary(order, t);
  if (!summary) return null;
  return (
    <span className={`text-sm font-medium ${paymentLooks[order.payment_status]}`} data-testid="payment-status">
      {summary}
    </span>
  );
}
