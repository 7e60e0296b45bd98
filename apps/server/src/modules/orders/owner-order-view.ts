// An order as the owner's desk reads it: the shopper's view plus where it came from, every item's colour and photo,
// the payments, the whole timeline with who did what, and where the life cycle lets it go next.
import { allowedMoves, isEditable, stepBackTo } from "@mayil/core/orders/order-life-cycle";
import { codConfirmMessage, paymentLinkMessage } from "@mayil/core/orders/order-status-messages";
import type { OrderRefund, OrderReturn, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { whatsAppChatLink, whatsAppLink } from "@mayil/core/orders/whatsapp-order";
import { and, asc, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { codRemittedOf } from "../cash-on-delivery";
import { leadPhotos, optionKey, optionsNow } from "../catalogue";
import { type ReturnRecord, returnsOf as returnRecordsOf } from "../fulfilment";
import { paymentLinksOf, paymentsOf, refundsOf } from "../payments";
import { namesOfPeople, phoneOnProfile } from "../users";
import { orderCustomerOf } from "./order-customer";
import { orderStories } from "./order-story";
import { amountDuePaise, decimal, emptyStory, type OrderViewShop, toOrder } from "./order-view";
import { orderEvents, orderItems, orders } from "./orders-tables";

type Db = Database | Transaction;

/** One order for the desk; 404 when there is no such order. */
export async function ownerOrder(db: Db, orderId: number, shop: OrderViewShop): Promise<OwnerOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new NotFound(`Order ${orderId} was not found`);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const story = (await orderStories(db, [orderId])).get(orderId) ?? emptyStory();
  const payments = await paymentsOf(db, orderId);
  const events = await db
    .select({ event: orderEvents })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  const refunds = await refundsOf(db, orderId);
  const returnRecords = await returnRecordsOf(db, orderId);
  // Who did each thing, by name, else the email they are known by: users' own read, once, after the rows.
  const people = await namesOfPeople(db, [
    ...[...payments, ...refunds].flatMap((record) => [record.recordedBy, record.voidedBy]),
    ...events.map(({ event }) => event.actorUserId),
    ...returnRecords.map((back) => back.recordedBy),
  ]);
  const nameOf = (userId: number | null) => (userId === null ? null : (people.get(userId) ?? null));
  const returns = returnsAsSold(returnRecords, items, nameOf);
  const looks = await itemLooks(db, items);
  const accountPhone = await phoneOnProfile(db, row.userId);
  const knownPhone = await otherKnownPhoneOf(db, row);
  const customer = await orderCustomerOf(db, orderId);
  // Without the gateway's keys no link can be paid or followed: the desk lists none (decision 082).
  const links = shop.takesOnlinePayment ? await paymentLinksOf(db, orderId) : [];
  // "Paid by the courier": the remittance that covered its COD parcel, the cash-on-delivery module's to read.
  const codRemitted = (await codRemittedOf(db, [orderId])).get(orderId) ?? null;

  const order = toOrder(row, items, shop, story);
  const due = amountDuePaise(row, story);
  return {
    ...order,
    source: row.source,
    language: row.language,
    user_id: row.userId,
    items: order.items.map((item, index) => {
      const stored = items[index];
      const look = stored ? looks.get(stored.id) : undefined;
      return { ...item, id: stored?.id ?? 0, color_code: look?.colorCode ?? null, image: look?.image ?? null };
    }),
    amount_due: decimal(due),
    customer_chat_url: row.customerPhone ? whatsAppChatLink(row.customerPhone) : null,
    payments: payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      amount: decimal(payment.amount),
      reference: payment.reference,
      ...gatewayOf(payment.gatewayPaymentId),
      recorded_by: nameOf(payment.recordedBy),
      created_at: payment.createdAt,
      voided_at: payment.voidedAt,
      void_reason: payment.voidReason,
      voided_by: nameOf(payment.voidedBy),
    })),
    returns,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      return_id: refund.returnId,
      method: refund.method,
      amount: decimal(refund.amount),
      reference: refund.reference,
      reason: refund.reason,
      ...gatewayOf(refund.gatewayRefundId ?? refund.gatewayPaymentId),
      gateway_status: gatewayStatusOf(refund),
      recorded_by: nameOf(refund.recordedBy),
      created_at: refund.createdAt,
      voided_at: refund.voidedAt,
      void_reason: refund.voidReason,
      voided_by: nameOf(refund.voidedBy),
    })),
    events: events.map(({ event }) => ({
      id: event.id,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      reason: event.reason,
      actor: event.actor,
      by: event.actor === "system" ? null : nameOf(event.actorUserId),
      note: event.note,
      details: (event.details as Record<string, unknown> | null) ?? null,
      created_at: event.createdAt,
    })),
    next_statuses: allowedMoves(row.status, row.deliveryMethod),
    // Units that came back keep the order's lines as sold: no edit, no step back (fulfilment's returned-units.ts).
    editable: isEditable(row.status) && returns.length === 0,
    step_back_to: returns.length === 0 ? stepBackTo(row.status) : null,
    account_phone: accountPhone,
    known_phone: knownPhone,
    customer,
    payment_gateway: shop.takesOnlinePayment ? "Razorpay" : null,
    payment_links: links.map((link) => ({
      id: link.gatewayId,
      url: link.url,
      amount: decimal(link.amount),
      status: link.paid ? "paid" : "open",
      created_at: link.createdAt,
      // An open link's message again, for "Send again": the same words the desk sent it with.
      customer_whatsapp_url:
        !link.paid && row.customerPhone
          ? whatsAppLink(
              row.customerPhone,
              paymentLinkMessage(
                {
                  orderNumber: row.orderNumber,
                  customerName: row.customerName,
                  amountPaise: link.amount,
                  url: link.url,
                  language: row.language,
                },
                shop.name,
              ),
            )
          : null,
    })),
    // Before confirming a COD order the owner asks her to say she will pay at the door (decision 083).
    cod_confirm_whatsapp_url:
      row.paymentChoice === "cod" && row.status === "placed" && row.customerPhone
        ? whatsAppLink(
            row.customerPhone,
            codConfirmMessage(
              {
                orderNumber: row.orderNumber,
                customerName: row.customerName,
                amountDuePaise: due,
                orderUrl: null,
                language: row.language,
              },
              shop.name,
            ),
          )
        : null,
    cod_remitted: codRemitted,
  };
}

/**
 * The order's returns (fulfilment's records), oldest first, each with its lines as sold and who recorded it: the
 * lines are named from the order's own, the person from the one names read of the whole order.
 */
function returnsAsSold(
  returns: ReturnRecord[],
  items: (typeof orderItems.$inferSelect)[],
  nameOf: (userId: number | null) => string | null,
): OrderReturn[] {
  const itemOf = new Map(items.map((item) => [item.id, item]));
  return returns.map((back) => ({
    id: back.id,
    note: back.note,
    recorded_by: nameOf(back.recordedBy),
    created_at: back.createdAt,
    lines: back.lines.flatMap((line) => {
      const item = itemOf.get(line.orderItemId);
      return item
        ? [{ order_item_id: item.id, name: item.productName, color_name: item.optionName, quantity: line.quantity }]
        : [];
    }),
  }));
}

/**
 * The number the shop already knows as hers, when this order's phone is another: the phone of her latest earlier
 * order (same account, placed before this one) that the shop confirmed, i.e. talked to her on in the chat. Anyone can
 * type any number at the checkout (decision 040), but a warning shown on every first order is a warning nobody reads
 * (decision 073): a first order has no number to differ from (her profile's phone is the one she gave here, or one she
 * typed herself, which proves nothing either), and the owner confirms it in the chat it came from. Only a number that
 * differs from one the shop has already confirmed an order of hers on changes what the owner does: check it is hers
 * before sending anything to it. Null for a sale the shop entered (the owner typed the number) or a number she used
 * on a confirmed order before.
 */
async function otherKnownPhoneOf(db: Db, row: typeof orders.$inferSelect): Promise<string | null> {
  if (row.userId === null || row.customerPhone === null) return null;
  const confirmed = sql`exists (select 1 from ${orderEvents} e where e.order_id = ${orders.id} and e.to_status = 'confirmed')`;
  const earlier = await db
    .selectDistinctOn([orders.customerPhone], { phone: orders.customerPhone, id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, row.userId), lt(orders.id, row.id), isNotNull(orders.customerPhone), confirmed))
    .orderBy(orders.customerPhone, desc(orders.id));
  if (earlier.length === 0 || earlier.some((known) => known.phone === row.customerPhone)) return null;
  return earlier.sort((a, b) => b.id - a.id)[0]?.phone ?? null;
}

/**
 * Each item's colour swatch and lead photo (the colour's own, else the product's): the catalogue's reads of the
 * options the lines name, after the rows.
 */
async function itemLooks(db: Db, items: (typeof orderItems.$inferSelect)[]) {
  const looks = new Map<number, { colorCode: string | null; image: string | null }>();
  const named = items.flatMap((item) =>
    item.productId === null ? [] : [{ productId: item.productId, variantId: item.variantId }],
  );
  if (named.length === 0) return looks;
  const [options, photos] = await Promise.all([optionsNow(db, named), leadPhotos(db, named)]);
  for (const item of items) {
    // A line whose product was deleted (its colours with it) shows neither.
    const key = optionKey(item.productId ?? 0, item.variantId);
    looks.set(item.id, {
      colorCode: item.variantId === null ? null : (options.get(key)?.colour?.code ?? null),
      image: item.productId === null ? null : (photos.get(key) ?? null),
    });
  }
  return looks;
}

/** Where a refund sent through the gateway stands: written but not yet taken by the gateway is `sending`. */
function gatewayStatusOf(refund: {
  gatewayPaymentId: string | null;
  gatewayRefundId: string | null;
  gatewayStatus: string | null;
}): OrderRefund["gateway_status"] {
  if (refund.gatewayPaymentId === null) return null;
  if (refund.gatewayRefundId === null) return "sending";
  const status = refund.gatewayStatus;
  return status === "processed" || status === "failed" ? status : "pending";
}

/** Which gateway confirmed a payment or refund, by its id there: Razorpay's are the only ones today (decision 082). */
function gatewayOf(gatewayId: string | null): { gateway: string | null; gateway_id: string | null } {
  return { gateway: gatewayId ? "Razorpay" : null, gateway_id: gatewayId };
}
