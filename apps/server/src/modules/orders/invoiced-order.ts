// The order as its invoice and credit notes tell it, read in the issuing transaction. The invoices are below orders
// (orders issues them), so they never read orders' tables: orders hands this read to invoiceOrder and
// issueCreditNotes when it issues, and app.ts hands it to the invoices for the invoice issued on request and to the
// return and refund flows for their credit notes (decision 079).
import { asc, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import type { InvoicedOrder } from "../invoices";
import { owedPerOrder } from "./order-payment-sql";
import { orderItems, orders } from "./orders-tables";

/** The order's buyer, delivery and discount with its lines as sold, oldest first; undefined without the order. */
export async function invoicedOrderOf(tx: Transaction, orderId: number): Promise<InvoicedOrder | undefined> {
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      deliveryMethod: orders.deliveryMethod,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      customerAddress: orders.customerAddress,
      customerCity: orders.customerCity,
      customerState: orders.customerState,
      customerPincode: orders.customerPincode,
      deliveryFee: orders.deliveryFee,
      codFee: orders.codFee,
      discount: orders.discount,
      // A COD order's cash to collect: what she owes now, as its parcel's was fixed when it was shipped (decision 083).
      cashOnDelivery: sql<string>`(case when ${orders.paymentChoice} = 'cod' then ${owedPerOrder} else 0 end)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await tx
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      optionName: orderItems.optionName,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const { cashOnDelivery, ...invoiced } = order;
  return { ...invoiced, cashOnDeliveryPaise: Number(cashOnDelivery), lines };
}
