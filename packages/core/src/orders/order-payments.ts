// What an order's payments and refunds add up to: derived from the payment, refund and return records every time,
// never stored beside them (decision 050).

/** The ways the owner records money on the desk: UPI with its UTR, cash, a bank transfer. */
export const DESK_PAYMENT_METHODS = ["upi", "cash", "bank_transfer"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/**
 * Every way money reaches the shop: the desk's, and `online` for what the payment gateway confirmed other than UPI
 * (a card, net banking, a wallet; decision 082). A UPI payment through the gateway is `upi`, with the bank's reference
 * as its UTR, so the owner typing the same UTR by hand finds it already recorded. `cod`: the cash a courier collected at
 * her door (decision 083), recorded when the parcel is marked delivered and settled when the courier remits it.
 */
export const PAYMENT_METHODS = [...DESK_PAYMENT_METHODS, "online", "cod"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ["unpaid", "partially_paid", "paid", "partly_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: "UPI",
  cash: "Cash",
  bank_transfer: "Bank transfer",
  online: "Online (card, net banking)",
  cod: "Cash on delivery",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  partially_paid: "Partly paid",
  paid: "Paid",
  partly_refunded: "Partly refunded",
  refunded: "Refunded",
};

/** A UPI payment's UTR (the bank's reference the customer sees in her UPI app): exactly 12 digits. */
export const UPI_REFERENCE = /^\d{12}$/;

/** What one order's money is made of, all in paise. */
export interface OrderMoney {
  /** The order's total as agreed (after any edit). */
  totalPaise: number;
  /** What the units that came back were sold for (unit price times units returned). */
  returnedPaise: number;
  /** Payments received, voided ones left out. */
  paidPaise: number;
  /** Refunds given, voided ones left out. */
  refundedPaise: number;
  /** A cancelled order is worth nothing: everything paid on it is owed back. */
  cancelled: boolean;
}

/**
 * What the order is worth now: its total less what the returned units were sold for, never below 0; nothing once
 * cancelled. The delivery fee and discount stay with what was kept (a return of every unit leaves the fee).
 */
export const orderDuePaise = (money: OrderMoney) =>
  money.cancelled ? 0 : Math.max(0, money.totalPaise - money.returnedPaise);

/** Still to collect from the customer: what the order is worth less what she paid, never below 0. */
export const amountOwedPaise = (money: OrderMoney) => Math.max(0, orderDuePaise(money) - money.paidPaise);

/**
 * Owed back to the customer until a refund is recorded: what she paid, less what was refunded, beyond what the order
 * is worth now (an order edited below what was paid, units returned, an order cancelled after paying).
 */
export const refundOwedPaise = (money: OrderMoney) =>
  Math.max(0, money.paidPaise - money.refundedPaise - orderDuePaise(money));

/**
 * Refunded once everything paid was given back, partly refunded while some was; otherwise nothing paid, some, or all
 * of what the order is worth now. A free order counts as paid; a cancelled one never paid stays unpaid. An order
 * edited below what was paid reads paid, and shows its refund owed beside (refundOwedPaise) until the refund is
 * recorded. Keep paymentStatusOf (apps/server order-payment-sql.ts) the same.
 */
export function paymentStatus(money: OrderMoney): PaymentStatus {
  const { paidPaise, refundedPaise, totalPaise } = money;
  if (refundedPaise > 0) return refundedPaise >= paidPaise ? "refunded" : "partly_refunded";
  if (paidPaise <= 0) return totalPaise <= 0 ? "paid" : "unpaid";
  return paidPaise >= orderDuePaise(money) ? "paid" : "partially_paid";
}

/**
 * upi://pay?pa=<VPA>&pn=<payee>&am=<amount>&cu=INR&tn=<note>: the NPCI UPI linking specification's payment link.
 * Any UPI app (GPay, PhonePe, Paytm, BHIM) opens it, or scans it as a QR code, with the amount and note filled in.
 */
export function upiPayUrl(payment: { payeeVpa: string; payeeName: string; amount: string; note: string }): string {
  const query = [
    ["pa", payment.payeeVpa],
    ["pn", payment.payeeName],
    ["am", payment.amount],
    ["cu", "INR"],
    ["tn", payment.note],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? "")}`)
    .join("&");
  return `upi://pay?${query}`;
}
