// The one-tap WhatsApp message to the customer after a change at the desk (a move, a payment, an edit): a wa.me link
// to her number with the text typed in, and the facts every such message is built from.
import { Money } from "@mayil/core/money/money";
import type { ReceiptOrder } from "@mayil/core/orders/order-receipts";
import type { StatusMessageOrder } from "@mayil/core/orders/order-status-messages";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { whatsAppLink } from "@mayil/core/orders/whatsapp-order";
import { pagePaths } from "@mayil/core/storefront/page-paths";
import { messageShipment, shipmentView } from "../fulfilment";
import { amountDuePaise, type OrderStory, refundOwedOf, upiLinkFor } from "./order-view";
import type { orders } from "./orders-tables";
import type { OwnerOrderContext } from "./owner-order-context";

type OrderRow = typeof orders.$inferSelect;

/** wa.me to the customer with the text, or null when the order has no phone (a walk-in, a deleted account). */
export const customerMessageLink = (phone: string | null, text: string): string | null =>
  phone ? whatsAppLink(phone, text) : null;

/**
 * The order's page, only for an order placed from an account: a sale the shop entered has no account to sign in
 * with, so a link there would open a page she cannot see.
 */
export const customerOrderUrl = (
  context: Pick<OwnerOrderContext, "publicUrl">,
  row: Pick<OrderRow, "id" | "userId">,
) => (row.userId === null ? null : `${context.publicUrl}${pagePaths.order.getHref(row.id)}`);

/** What a message to the customer says about the order as it stands now, with its parcel once shipped. */
export function messageFacts(context: OwnerOrderContext, row: OrderRow, story: OrderStory): StatusMessageOrder {
  return {
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    status: row.status,
    deliveryMethod: row.deliveryMethod,
    pickupLocation: row.pickupLocation,
    amountDuePaise: amountDuePaise(row, story),
    refundOwedPaise: refundOwedOf(row, story),
    upiPayUrl: upiLinkFor(row, story, context.shop),
    orderUrl: customerOrderUrl(context, row),
    shipment: story.shipment ? messageShipment(shipmentView(story.shipment, context.shop.couriers)) : null,
    pickupCode: row.deliveryMethod === "pickup" ? row.pickupCode : null,
    language: row.language,
  };
}

/** What a receipt says, read from the order as the desk now shows it. */
export function receiptOrder(context: Pick<OwnerOrderContext, "publicUrl">, order: OwnerOrder): ReceiptOrder {
  return {
    orderNumber: order.order_number,
    customerName: order.customer_name,
    status: order.status,
    deliveryMethod: order.delivery_method,
    pickupLocation: order.pickup_location,
    amountDuePaise: Money.fromWire(order.amount_due),
    refundOwedPaise: Money.fromWire(order.refund_owed),
    upiPayUrl: order.upi_pay_url,
    orderUrl: customerOrderUrl(context, { id: order.id, userId: order.user_id }),
    shipment: order.shipment ? messageShipment(order.shipment) : null,
    pickupCode: order.pickup_code,
    language: order.language,
    items: order.items.map((item) => ({
      name: item.name,
      colorName: item.color_name,
      unitPricePaise: Money.fromWire(item.unit_price),
      quantity: item.quantity,
    })),
    deliveryFeePaise: Money.fromWire(order.delivery_fee),
    codFeePaise: Money.fromWire(order.cod_fee),
    discountPaise: Money.fromWire(order.discount),
    totalPaise: Money.fromWire(order.total),
  };
}
