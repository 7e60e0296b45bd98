// What the shop asks of a payment gateway, in its own words and in paise, whichever gateway it is (decision 082):
// Razorpay today (razorpay-gateway.ts), another (Cashfree, PhonePe) as one more file serving this interface. The
// payments module's flows speak only to this: the gateway's own names and shapes stay in its adapter.

/** A payment the shop asked the gateway to collect for one of its orders: what the shopper's checkout opens. */
export interface GatewayOrder {
  /** The gateway's id for it (Razorpay's `order_…`). */
  id: string;
  amountPaise: number;
  /** The shop's own reference, unique per gateway order: the order number and the attempt (`MJ-000123-1`). */
  receipt: string;
  /** `paid` once a payment of it is captured; it stays paid even when refunded. */
  status: "created" | "attempted" | "paid";
}

/** Where one payment stands at the gateway. Only `captured` is money the shop has. */
export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export interface GatewayPayment {
  /** The gateway's id (`pay_…`), shown on the desk beside the method. */
  id: string;
  /** The gateway order it paid, if it paid one (a payment link's payment pays the link's own order). */
  orderId: string | null;
  amountPaise: number;
  status: GatewayPaymentStatus;
  /** upi, card, netbanking, wallet… as the gateway names it. */
  method: string;
  /** The UPI reference the bank gave (RRN, the UTR the shopper sees in her app), when the method is UPI. */
  upiReference: string | null;
  /** Why it failed, in the gateway's words, when it did. */
  failure: string | null;
}

/** Where one refund stands: `processed` is money on its way back to the shopper. */
export type GatewayRefundStatus = "pending" | "processed" | "failed";

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: GatewayRefundStatus;
}

/** A link the owner sends in the chat for an agreed amount: the shopper pays on the gateway's own page. */
export interface GatewayPaymentLink {
  id: string;
  /** The address the shopper opens. */
  url: string;
  amountPaise: number;
  status: "created" | "partially_paid" | "paid" | "expired" | "cancelled";
  /** The payments made through it. */
  paymentIds: string[];
}

/** The gateway could not be asked (down, slow, refused the shop's keys), or refused what was asked. */
export class GatewayError extends Error {
  override readonly name = "GatewayError";

  constructor(
    message: string,
    /** `unreachable`: nothing changed for certain, the same call may be tried again. `refused`: it said no. */
    readonly reason: "unreachable" | "refused",
    /** The gateway's own code for a refusal (Razorpay's BAD_REQUEST_ERROR…), for the logs. */
    readonly gatewayCode: string | null = null,
  ) {
    super(message);
  }
}

/** What a webhook told, in the shop's words: a payment (of a gateway order or a payment link), a refund, or else. */
export type GatewayHappening =
  | { kind: "payment"; payment: GatewayPayment; linkId: string | null }
  | { kind: "refund"; refund: GatewayRefund }
  | { kind: "other" };

export interface PaymentGateway {
  /** The gateway's name in the shop's tables: "razorpay". */
  readonly name: string;
  /** The gateway's name as the desk shows it beside a payment: "Razorpay". */
  readonly label: string;
  /** The public key the shopper's checkout opens with (never the secret). */
  readonly publicKey: string;
  /** The checkout script the order page loads. */
  readonly checkoutScript: string;
  createOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Every payment attempted for a gateway order, failed ones included. */
  paymentsOfOrder(orderId: string): Promise<GatewayPayment[]>;
  payment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Gives back `amountPaise` of a captured payment. The same `idempotencyKey` asked again (a retry after a timeout)
   * returns the first refund and moves no money twice.
   */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<GatewayRefund>;
  refundOf(refundId: string): Promise<GatewayRefund>;
  createPaymentLink(link: {
    amountPaise: number;
    /** The shop's own reference, unique per link. */
    reference: string;
    description: string;
    customer: { name: string; phone: string | null };
  }): Promise<GatewayPaymentLink>;
  paymentLink(linkId: string): Promise<GatewayPaymentLink>;
  /** What a webhook's parsed body (one whose signature was checked) says happened; throws on a shape it cannot read. */
  readWebhook(body: unknown): GatewayHappening;
  /** Whether a webhook's body is the gateway's, signed with the webhook secret: asked before the body is parsed. */
  isGatewaysWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** Whether the checkout's callback was signed by the gateway for this payment of this (stored) gateway order. */
  isGatewaysCheckout(orderId: string, paymentId: string, signature: string | undefined): boolean;
}
