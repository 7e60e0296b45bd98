// Turns stored orders into the API's Order, with the WhatsApp link that reopens the chat about it.
import type { OrderInvoice } from "@mayil/core/invoices/invoice-document";
import { Money, type Paise } from "@mayil/core/money/money";
import { isClosed, type OrderStatus } from "@mayil/core/orders/order-life-cycle";
import {
  amountOwedPaise,
  type OrderMoney,
  paymentStatus,
  refundOwedPaise,
  upiPayUrl,
} from "@mayil/core/orders/order-payments";
import { whatsAppLink, whatsAppShopperMessage } from "@mayil/core/orders/whatsapp-order";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import type { ShopCouriers } from "../../config";
import { type ShipmentRow, shipmentView } from "../fulfilment";
import type { orderItems, orders } from "./orders-tables";

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The API's form of an amount: "49.00". */
export const decimal = (paise: Paise) => Money.toWire(paise);

/**
 * What the shop's identity adds to an order's view: its name and chat, its UPI id for payment links, and its couriers'
 * tracking links.
 */
export interface OrderViewShop {
  name: string;
  whatsappNumber: string;
  upiId: string | null;
  /** The payment gateway's keys are set: an order owing money can be paid online (decision 082). */
  takesOnlinePayment?: boolean;
  couriers: Pick<ShopCouriers, "trackingUrls">;
}

/**
 * An order's story as the shopper sees it: its status changes (oldest first), the money received and given back, the
 * units that came back, and the parcel it went out in.
 */
export interface OrderStory {
  statusChanges: { toStatus: OrderStatus; reason: string; createdAt: string }[];
  paidPaise: number;
  refundedPaise: number;
  /** What the returned units were sold for. */
  returnedPaise: number;
  /** Units returned per order line (order_items.id). */
  returnedUnits: Map<number, number>;
  /** The invoices and credit notes issued for it, oldest first (none read: none listed). */
  invoices?: OrderInvoice[];
  shipment: ShipmentRow | null;
}

export const emptyStory = (): OrderStory => ({
  statusChanges: [],
  paidPaise: 0,
  refundedPaise: 0,
  returnedPaise: 0,
  returnedUnits: new Map(),
  shipment: null,
});

/** The order's money as packages/core order-payments.ts derives due, owed back and the payment status from it. */
export const orderMoneyOf = (row: Pick<OrderRow, "total" | "status">, story: OrderStory): OrderMoney => ({
  totalPaise: row.total,
  returnedPaise: story.returnedPaise,
  paidPaise: story.paidPaise,
  refundedPaise: story.refundedPaise,
  cancelled: row.status === "cancelled",
});

/**
 * What is still owed: what the order is worth now (its total less the returned units) less what was paid, never
 * below 0 (an order edited down after paying owes nothing, and shows its refund owed instead).
 */
export const amountDuePaise = (row: Pick<OrderRow, "total" | "status">, story: OrderStory) =>
  // A returned order will never be paid (a parcel refused at the door least of all): it owes nothing, as its kept
  // figures and Today say (order-figures.ts), though a refund keeps back the fee (refundOwedOf).
  row.status === "returned" ? 0 : amountOwedPaise(orderMoneyOf(row, story));

/** Owed back to the customer until a refund is recorded. */
export const refundOwedOf = (row: Pick<OrderRow, "total" | "status">, story: OrderStory) =>
  refundOwedPaise(orderMoneyOf(row, story));

/** The upi://pay link for what is still owed, when the shop has a UPI id and the order is live and unpaid. */
export function upiLinkFor(row: OrderRow, story: OrderStory, shop: OrderViewShop): string | null {
  const due = amountDuePaise(row, story);
  if (!shop.upiId || due <= 0 || isClosed(row.status)) return null;
  return upiPayUrl({ payeeVpa: shop.upiId, payeeName: shop.name, amount: Money.toWire(due), note: row.orderNumber });
}

export function toOrder(row: OrderRow, items: OrderItemRow[], shop: OrderViewShop, story: OrderStory): Order {
  const cancelled =
    row.status === "cancelled" ? story.statusChanges.findLast((e) => e.toStatus === "cancelled") : undefined;
  // While the shop has not confirmed it, the order itself; after that, a question about it naming its state.
  const message = whatsAppShopperMessage(
    {
      orderNumber: row.orderNumber,
      status: row.status,
      refundedPaise: story.refundedPaise,
      customerName: row.customerName,
      customerPhone: row.customerPhone,
      customerEmail: row.customerEmail,
      deliveryMethod: row.deliveryMethod,
      customerAddress: row.customerAddress,
      customerCity: row.customerCity,
      customerState: row.customerState,
      customerPincode: row.customerPincode,
      pickupLocation: row.pickupLocation,
      specialInstructions: row.specialInstructions,
      items: items.map((item) => ({
        name: item.productName,
        colorName: item.optionName,
        unitPricePaise: item.unitPrice,
        quantity: item.quantity,
      })),
      subtotalPaise: row.subtotal,
      deliveryFeePaise: row.deliveryFee,
      discountPaise: row.discount,
      paymentChoice: row.paymentChoice === "cod" ? "cod" : "prepaid",
      codFeePaise: row.codFee,
      totalPaise: row.total,
      language: row.language,
    },
    shop.name,
  );
  const due = amountDuePaise(row, story);
  return {
    id: row.id,
    order_number: row.orderNumber,
    status: row.status,
    created_at: row.createdAt,
    customer_name: row.customerName,
    customer_phone: row.customerPhone,
    customer_email: row.customerEmail,
    delivery_method: row.deliveryMethod,
    customer_address: row.customerAddress,
    customer_city: row.customerCity,
    customer_state: row.customerState,
    customer_pincode: row.customerPincode,
    pickup_location: row.pickupLocation,
    special_instructions: row.specialInstructions,
    items: items.map((item) => ({
      product_id: item.productId,
      variant_id: item.variantId,
      name: item.productName,
      color_name: item.optionName,
      unit_price: decimal(item.unitPrice),
      quantity: item.quantity,
      line_total: decimal(item.lineTotal),
      returned_quantity: story.returnedUnits.get(item.id) ?? 0,
    })),
    subtotal: decimal(row.subtotal),
    delivery_fee: decimal(row.deliveryFee),
    payment_choice: row.paymentChoice === "cod" ? "cod" : "prepaid",
    cod_fee: decimal(row.codFee),
    discount: decimal(row.discount),
    total: decimal(row.total),
    payment_status: paymentStatus(orderMoneyOf(row, story)),
    amount_paid: decimal(story.paidPaise),
    amount_due: decimal(due),
    amount_refunded: decimal(story.refundedPaise),
    refund_owed: decimal(refundOwedOf(row, story)),
    upi_pay_url: upiLinkFor(row, story, shop),
    pay_online: Boolean(shop.takesOnlinePayment) && due > 0 && !isClosed(row.status),
    timeline: story.statusChanges.map((event) => ({
      status: event.toStatus,
      reason: event.reason,
      at: event.createdAt,
    })),
    whatsapp_url: whatsAppLink(shop.whatsappNumber, message),
    cancel_reason: cancelled?.reason ?? null,
    invoices: story.invoices ?? [],
    shipment: story.shipment ? shipmentView(story.shipment, shop.couriers) : null,
    pickup_code: row.deliveryMethod === "pickup" ? row.pickupCode : null,
    language: row.language,
  };
}
