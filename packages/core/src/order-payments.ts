// What an order's payments add up to: derived from the payment records every time, never stored beside them.

export const PAYMENT_METHODS = ["upi", "cash", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ["unpaid", "partially_paid", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: "UPI",
  cash: "Cash",
  bank_transfer: "Bank transfer",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  partially_paid: "Partly paid",
  paid: "Paid",
};

/** A UPI payment's UTR (the bank's reference the customer sees in her UPI app): exactly 12 digits. */
export const UPI_REFERENCE = /^\d{12}$/;

/** Nothing paid, some, or all of the total (an order edited down below what was paid counts as paid). */
export function paymentStatus(totalPaise: number, paidPaise: number): PaymentStatus {
  if (paidPaise <= 0) return totalPaise <= 0 ? "paid" : "unpaid";
  return paidPaise >= totalPaise ? "paid" : "partially_paid";
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
