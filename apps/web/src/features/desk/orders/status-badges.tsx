// The order's badges: where it is in its life cycle, how much of it is paid, money owed back to the customer, and a
// returning customer.
// Colours are a second cue only; the words carry the meaning.

import { Money } from "@mayil/core/money/money";
import type { OrderStatus } from "@mayil/core/orders/order-life-cycle";
import type { PaymentStatus } from "@mayil/core/orders/order-payments";
import type { OrderCustomer } from "@mayil/core/orders/owner-schemas";
import { rupees } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";

const badge =
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset";

const STATUS_LOOKS: Record<OrderStatus, string> = {
  placed: "bg-amber-50 text-amber-900 ring-amber-200",
  confirmed: "bg-sky-50 text-sky-900 ring-sky-200",
  packed: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  shipped: "bg-peacock/10 text-peacock ring-peacock/20",
  ready_for_pickup: "bg-peacock/10 text-peacock ring-peacock/20",
  completed: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  cancelled: "bg-stone-100 text-stone-700 ring-stone-300",
  returned: "bg-stone-100 text-stone-700 ring-stone-300",
};

const PAYMENT_LOOKS: Record<PaymentStatus, string> = {
  unpaid: "bg-red-50 text-red-900 ring-red-200",
  partially_paid: "bg-amber-50 text-amber-900 ring-amber-200",
  paid: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  partly_refunded: "bg-violet-50 text-violet-900 ring-violet-200",
  refunded: "bg-stone-100 text-stone-700 ring-stone-300",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useDeskMessages();
  return (
    <span className={`${badge} ${STATUS_LOOKS[status]}`} data-testid="status-badge">
      {t(`desk.status.${status}`)}
    </span>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const t = useDeskMessages();
  return (
    <span className={`${badge} ${PAYMENT_LOOKS[status]}`} data-testid="payment-badge">
      {t(`desk.payment.${status}`)}
    </span>
  );
}

/**
 * Money owed back (paid more than the order now comes to), beside the payment badge: "Paid" alone read as settled on
 * an order edited down or with units back and not yet refunded. Nothing when none is owed.
 */
export function RefundOwedBadge({ amount }: { amount: string }) {
  const t = useDeskMessages();
  if (Money.fromWire(amount) === 0) return null;
  return (
    <span className={`${badge} ${PAYMENT_LOOKS.partly_refunded}`} data-testid="refund-owed-badge">
      {t("desk.refundOwed", { amount: rupees(amount) })}
    </span>
  );
}

/** "Returning customer · 3rd order": she has an earlier order that was not cancelled (decision 058). */
/** English's ending of an ordinal, "3rd", "11th": the Malayalam messages give every one the same ending. */
function ordinalEnding(n: number): "st" | "nd" | "rd" | "th" {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return "th";
  return ({ 1: "st", 2: "nd", 3: "rd" } as const)[n % 10] ?? "th";
}

export const returningText = (t: DeskSay, nthOrder: number) =>
  t("desk.order.returning", { nth: t(`desk.order.nth.${ordinalEnding(nthOrder)}`, { n: nthOrder }) });

/** In the order list (the row is a link already): the mark as a badge; nothing for a first order or no customer. */
export function ReturningBadge({ customer }: { customer: OrderCustomer }) {
  const t = useDeskMessages();
  if (!customer?.returning) return null;
  return (
    <span className={`${badge} bg-gold/15 text-ink ring-gold-deep/30`} data-testid="returning-badge">
      {returningText(t, customer.nth_order)}
    </span>
  );
}
