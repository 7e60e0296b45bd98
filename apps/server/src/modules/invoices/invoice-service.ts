// The invoices the owner's and the shopper's screens ask for: the month's CSV, and an order's invoice issued on
// request when it left the editable states before the shop issued invoices, from the order as orders' read (handed
// in at registration) tells it.
import type { OrderInvoice } from "@mayil/core/invoices/invoice-document";
import { ORDER_STATUSES, type OrderStatus } from "@mayil/core/orders/order-life-cycle";
import type { Database } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import { invoiceOrder } from "./invoice-issue";
import type { InvoicingShop } from "./invoice-paper";
import type { IssuedInvoice } from "./invoice-records";
import { issuedInvoice, standingInvoice } from "./invoice-records";
import type { InvoicedOrderRead } from "./invoiced-order";
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
export async function ensureInvoice(
  db: Database,
  orderId: number,
  orderOf: InvoicedOrderRead,
  byUserId: number | null,
  shop: InvoicingShop,
  at: Date = new Date(),
): Promise<IssuedInvoice | null> {
  return (await invoiceOnRequest(db, orderId, orderOf, byUserId, shop, at))?.invoice ?? null;
}

/** ensureInvoice with the order's number, for the refusal of an order at no stage to invoice; null without the order. */
function invoiceOnRequest(
  db: Database,
  orderId: number,
  orderOf: InvoicedOrderRead,
  byUserId: number | null,
  shop: InvoicingShop,
  at: Date,
): Promise<{ orderNumber: string; invoice: IssuedInvoice | null } | null> {
  return transactionWithRetry(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return null;
    const { orderNumber } = order;
    const standing = await standingInvoice(tx, orderId);
    if (standing) return { orderNumber, invoice: issuedInvoice(standing) };
    if (!INVOICED_STATUSES.includes(order.status)) return { orderNumber, invoice: null };
    return { orderNumber, invoice: await invoiceOrder(tx, orderId, orderOf, shop, byUserId, at) };
  });
}

export class InvoiceService {
  constructor(
    private readonly db: Database,
    private readonly shop: InvoicingShop,
    private readonly orderOf: InvoicedOrderRead,
  ) {}

  monthCsv(month: string) {
    return invoicesCsv(this.db, month);
  }

  ensureInvoice(orderId: number, byUserId: number | null) {
    return ensureInvoice(this.db, orderId, this.orderOf, byUserId, this.shop);
  }

  /** The owner's request for an order's invoice: 404 without the order, 409 when it is at no stage to invoice. */
  async issueOnRequest(orderId: number, byUserId: number): Promise<OrderInvoice> {
    const issued = await invoiceOnRequest(this.db, orderId, this.orderOf, byUserId, this.shop, new Date());
    if (!issued) throw new NotFound(`Order ${orderId} was not found`);
    const { orderNumber, invoice } = issued;
    if (!invoice) {
      throw new Conflict(`${orderNumber} is not shipped, ready for pickup or completed: it has no invoice to issue`);
    }
    return { id: invoice.id, kind: invoice.kind, number: invoice.number, issued_on: invoice.document.issued_on };
  }
}
