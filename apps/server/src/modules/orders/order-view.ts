// Turns stored orders into the API's Order, with the WhatsApp link that reopens the chat about it.
import { paiseToDecimal, toPaise } from "@mayil/core/money";
import type { Order } from "@mayil/core/shopping-schemas";
import { whatsAppLink, whatsAppOrderMessage } from "@mayil/core/whatsapp-order";
import type { orderItems, orders } from "../../db/shopping-schema";

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** numeric(10,2) as the drivers return it ("49", "49.5" or "49.50") → "49.00". */
const decimal = (value: string) => paiseToDecimal(toPaise(value));

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  shop: { name: string; whatsappNumber: string },
  /** Why a cancelled order was cancelled (its order_events row), e.g. "expired"; null otherwise. */
  cancelReason: string | null,
): Order {
  const message = whatsAppOrderMessage(
    {
      orderNumber: row.orderNumber,
      customerName: row.customerName,
      customerPhone: row.customerPhone,
      customerEmail: row.customerEmail,
      deliveryMethod: row.deliveryMethod,
      customerAddress: row.customerAddress,
      customerPincode: row.customerPincode,
      pickupLocation: row.pickupLocation,
      specialInstructions: row.specialInstructions,
      items: items.map((item) => ({
        name: item.productName,
        colorName: item.colorName,
        unitPricePaise: toPaise(item.unitPrice),
        quantity: item.quantity,
      })),
      subtotalPaise: toPaise(row.subtotal),
      deliveryFeePaise: toPaise(row.deliveryFee),
      totalPaise: toPaise(row.total),
    },
    shop.name,
  );
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
    customer_pincode: row.customerPincode,
    pickup_location: row.pickupLocation,
    special_instructions: row.specialInstructions,
    items: items.map((item) => ({
      product_id: item.productId,
      variant_id: item.variantId,
      name: item.productName,
      color_name: item.colorName,
      unit_price: decimal(item.unitPrice),
      quantity: item.quantity,
      line_total: decimal(item.lineTotal),
    })),
    subtotal: decimal(row.subtotal),
    delivery_fee: decimal(row.deliveryFee),
    total: decimal(row.total),
    whatsapp_url: whatsAppLink(shop.whatsappNumber, message),
    cancel_reason: cancelReason,
  };
}
