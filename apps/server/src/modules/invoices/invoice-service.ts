// The invoices the owner's and the shopper's screens ask for: the month's CSV, and an order's invoice issued on
// request when it left the editable states before the shop issued invoices.
import type { OrderInvoice } from "@mayil/core/invoices/invoice-document";
import { ORDER_STATUSES, type OrderStatus } from "@mayil/core/orders/order-life-cycle";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import { orders } from "../orders/orders-tables";
import { invoiceOrder } from "./invoice-issue";
import type { InvoicingShop } from "./invoice-paper";
import type { IssuedInvoice } from "./invoice-records";
import { issuedInvoice, standingInvoice } from "./invoice-records";
import { invoicesCsv } from "./invoices-csv";

/** The states in which an order has been supplied (or is being): it has an invoice, issued when it moved there. */
export const INVOICED_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status === "shipped" || status === "ready_for_pickup" || status === "completed",
);

/**
 * The order's standing invoice, issued now when it has none and is shipped, ready for pickup or completed (an order
 * that left the editable states before invoices existed); null when it is at no such stage (still being agreed,
 * cancelled, returned) or there is no such order.
 */
export function ensureInvoice(
  db: Database,
  orderId: number,
  byUserId: number | null,
  shop: InvoicingShop,
  at: Date = new Date(),
): Promise<IssuedInvoice | null> {
  return transactionWithRetry(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return null;
    const standing = await standingInvoice(tx, orderId);
    if (standing) return issuedInvoice(standing);
    if (!INVOICED_STATUSES.includes(order.status)) return null;
    return invoiceOrder(tx, orderId, shop, byUserId, at);
  });
}

export class InvoiceService {
  constructor(
    private readonly db: Database,
    private readonly shop: InvoicingShop,
  ) {}

  monthCsv(month: string) {
    return invoicesCsv(this.db, month);
  }

  ensureInvoice(orderId: number, byUserId: number | null) {
    return ensureInvoice(this.db, orderId, byUserId, this.shop);
  }

  /** The owner's request for an order's invoice: 404 without the order, 409 when it is at no stage to invoice. */
  async issueOnRequest(orderId: number, byUserId: number): Promise<OrderInvoice> {
    const invoice = await this.ensureInvoice(orderId, byUserId);
    if (!invoice) {
      const [order] = await this.db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
      if (!order) throw new NotFound(`Order ${orderId} was not found`);
      throw new Conflict(`${order.number} is not shipped, ready for pickup or completed: it has no invoice to issue`);
    }
    return { id: invoice.id, kind: invoice.kind, number: invoice.number, issued_on: invoice.document.issued_on };
  }
}
