// A payment link from the owner's desk (decision 082): for a phone or walk-in sale, or any order still owing money,
// a link at the gateway for the amount agreed in the chat (what is owed unless she says less, never more), with the
// WhatsApp message that sends it. As for the shopper's checkout (online-payment.ts), what is owed is read under the
// order's lock and the gateway is called after it is let go. The same unpaid link of the same amount made in the last
// day is sent again rather than another made: two taps, or "send it again", give her one link to pay.
import { Money, type Paise } from "@mayil/core/money/money";
import { isClosed } from "@mayil/core/orders/order-life-cycle";
import { paymentLinkMessage } from "@mayil/core/orders/order-status-messages";
import type { OrderPaymentLink } from "@mayil/core/orders/owner-schemas";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, GatewayUnavailable, InvalidInput, NotFound } from "../../domain-errors";
import type { ChangedOrder, DeskOwner } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { GatewayError, type GatewayPaymentLink, type PaymentGateway } from "./payment-gateway";
import { gatewayOrders } from "./payments-tables";

/** An unpaid link younger than this, of the same amount, is sent again rather than another made. */
const REUSE_WITHIN_HOURS = 24;
/** The gateway makes no link for less than ₹1 (Razorpay's smallest amount). */
const SMALLEST_LINK_PAISE = 100;

export async function sendPaymentLink(
  context: Pick<PaymentContext, "db" | "orders" | "shop">,
  gateway: PaymentGateway | null,
  owner: DeskOwner,
  orderId: number,
  asked: { amount?: Paise | undefined },
): Promise<ChangedOrder & { link: OrderPaymentLink }> {
  const { row, amount, linksBefore, live } = await context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    if (!gateway) {
      throw new Conflict(
        "The shop has no payment gateway set up (the RAZORPAY_* keys): ask for payment by UPI and record it here",
      );
    }
    if (isClosed(row.status)) throw new Conflict(`${row.orderNumber} is ${row.status}: there is nothing to pay on it`);
    const due = await context.orders.amountDue(tx, row);
    if (due === 0)
      throw new Conflict(`${row.orderNumber} is already paid in full: there is nothing to send a link for`);
    const amount = asked.amount ?? due;
    if (amount > due) {
      throw new InvalidInput(
        `amount ${Money.format(amount)} is more than the ${Money.format(due)} still owed on ${row.orderNumber}`,
        "amount",
      );
    }
    if (amount < SMALLEST_LINK_PAISE) {
      throw new InvalidInput(
        `amount ${Money.format(amount)} is below the ${Money.format(SMALLEST_LINK_PAISE)} a payment link can be for`,
        "amount",
      );
    }
    // Counted under the lock, for the link's reference (MJ-000123-L1-…, -L2-…): the owner's count of links.
    const [made] = await tx
      .select({ n: count() })
      .from(gatewayOrders)
      .where(and(eq(gatewayOrders.orderId, orderId), eq(gatewayOrders.purpose, "link")));
    return { row, amount, linksBefore: made?.n ?? 0, live: gateway };
  });

  const message = (link: { url: string }) =>
    context.orders.customerMessageLink(
      row.customerPhone,
      paymentLinkMessage(
        {
          orderNumber: row.orderNumber,
          customerName: row.customerName,
          amountPaise: amount,
          url: link.url,
          language: row.language,
        },
        context.shop.name,
      ),
    );

  const [open] = await context.db
    .select()
    .from(gatewayOrders)
    .where(
      and(
        eq(gatewayOrders.orderId, orderId),
        eq(gatewayOrders.gateway, live.name),
        eq(gatewayOrders.purpose, "link"),
        eq(gatewayOrders.amount, amount),
        isNull(gatewayOrders.paidAt),
        gt(gatewayOrders.createdAt, sql`now() - make_interval(hours => ${REUSE_WITHIN_HOURS})`),
      ),
    )
    .orderBy(desc(gatewayOrders.id))
    .limit(1);
  if (open?.linkUrl) {
    return sent(
      context,
      orderId,
      { gatewayId: open.gatewayId, url: open.linkUrl, amount, createdAt: open.createdAt },
      message,
    );
  }

  // The gateway wants references unique for ever: a stamp in base 36 after the count keeps one unique though two taps
  // counted at the same moment, or a link was made there and never kept here (the process stopped in between).
  const reference = `${row.orderNumber}-L${linksBefore + 1}-${Date.now().toString(36)}`;
  let made: GatewayPaymentLink;
  try {
    made = await live.createPaymentLink({
      amountPaise: amount,
      reference,
      description: `${row.orderNumber} · ${context.shop.name}`,
      customer: { name: row.customerName, phone: row.customerPhone },
    });
  } catch (error) {
    if (error instanceof GatewayError && error.reason === "unreachable") throw new GatewayUnavailable();
    // Its no (the keys refused, the account not yet able to make links): nothing was made, and trying now is no help.
    if (error instanceof GatewayError) {
      throw new Conflict(
        `${live.label} refused to make the link (${error.gatewayCode ?? "no reason given"}): check the shop's ${live.label} account, or ask for payment by UPI`,
      );
    }
    throw error;
  }

  const createdAt = await transactionWithRetry(context.db, async (tx) => {
    // The order's lock again: the timeline's line is written with the order's status as it now is.
    const now = await lockOrder(tx, orderId);
    if (!now) throw new NotFound(`Order ${orderId} was not found`);
    const [kept] = await tx
      .insert(gatewayOrders)
      .values({
        orderId,
        gateway: live.name,
        gatewayId: made.id,
        purpose: "link",
        amount,
        receipt: reference,
        linkUrl: made.url,
      })
      .returning({ createdAt: gatewayOrders.createdAt });
    await context.orders.addOwnerEvent(tx, {
      orderId,
      status: now.status,
      reason: "payment_link",
      owner,
      details: { amount: Money.toWire(amount), gateway: live.label, gateway_id: made.id, url: made.url },
    });
    return kept?.createdAt ?? new Date().toISOString();
  });
  return sent(context, orderId, { gatewayId: made.id, url: made.url, amount, createdAt }, message);
}

/** The order as the desk now reads it, the link, and its message to send. */
async function sent(
  context: Pick<PaymentContext, "orders">,
  orderId: number,
  link: { gatewayId: string; url: string; amount: Paise; createdAt: string },
  message: (link: { url: string }) => string | null,
): Promise<ChangedOrder & { link: OrderPaymentLink }> {
  const customerWhatsAppUrl = message(link);
  return {
    order: await context.orders.ownerOrder(orderId),
    link: {
      id: link.gatewayId,
      url: link.url,
      amount: Money.toWire(link.amount),
      status: "open",
      created_at: link.createdAt,
      customer_whatsapp_url: customerWhatsAppUrl,
    },
    customerWhatsAppUrl,
  };
}
