// The one-tap WhatsApp message to the customer after a change at the desk (a move, a payment, an edit): a wa.me link
// to her number with the text typed in, and the facts every such message is built from.
import type { StatusMessageOrder } from "@mayil/core/order-status-messages";
import { pagePaths } from "@mayil/core/page-paths";
import { whatsAppLink } from "@mayil/core/whatsapp-order";
import type { orders } from "../../db/shopping-schema";
import type { OrderDesk } from "./order-desk";
import { amountDuePaise, upiLinkFor } from "./order-view";

type OrderRow = typeof orders.$inferSelect;

/** wa.me to the customer with the text, or null when the order has no phone (a walk-in, a deleted account). */
export const customerMessageLink = (row: Pick<OrderRow, "customerPhone">, text: string): string | null =>
  row.customerPhone ? whatsAppLink(row.customerPhone, text) : null;

/**
 * The order's page, only for an order placed from an account: a sale the shop entered has no account to sign in
 * with, so a link there would open a page she cannot see.
 */
export const customerOrderUrl = (desk: Pick<OrderDesk, "publicUrl">, row: Pick<OrderRow, "id" | "userId">) =>
  row.userId === null ? null : `${desk.publicUrl}${pagePaths.order.getHref(row.id)}`;

/** What a message to the customer says about the order as it stands now. */
export function messageFacts(desk: OrderDesk, row: OrderRow, paidPaise: number): StatusMessageOrder {
  return {
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    status: row.status,
    deliveryMethod: row.deliveryMethod,
    pickupLocation: row.pickupLocation,
    amountDuePaise: amountDuePaise(row, paidPaise),
    upiPayUrl: upiLinkFor(row, paidPaise, desk.shop),
    orderUrl: customerOrderUrl(desk, row),
  };
}
