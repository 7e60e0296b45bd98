// The invoices module's surface: what other modules may call (decision 051). The invoices are below orders, so what
// they say of an order comes from orders' read (InvoicedOrderRead: orders' invoicedOrderOf), handed in by the caller.
// - The orders module issues an order's invoice in the transaction that moves it out of the editable states
//   (invoiceOrder), and withdraws it with a credit note when the order is cancelled or changed after it
//   (withdrawInvoice); its views list the documents (invoiceSummaries).
// - The fulfilment module calls issueCreditNotes in the transaction that records a return
//   (fulfilment/return-records.ts), the orders module in "Mark returned" (order-moves.ts), and the payments module in
//   a refund's (payments/refunds.ts): fulfilment and payments are handed it by app.ts (creditNotesReading, with
//   orders' read), as the credit notes read their records. One credit note for each of the order's returns and
//   refunds that has none yet, when the order has an invoice to credit.
// - The PDFs read the issued documents (invoiceById, orderInvoices, monthInvoices) and issue an older order's invoice on request
//   (ensureInvoice).
export { creditNotesReading, issueCreditNotes, withdrawInvoice } from "./credit-notes";
export { invoiceOrder } from "./invoice-issue";
export type { InvoicingShop } from "./invoice-paper";
export { indiaMonth, invoiceById, invoiceSummaries, monthInvoices, orderInvoices } from "./invoice-reads";
export type { IssuedInvoice } from "./invoice-records";
export { ensureInvoice, INVOICED_STATUSES, type InvoiceService } from "./invoice-service";
export type { InvoicedLine, InvoicedOrder, InvoicedOrderRead } from "./invoiced-order";
export { registerInvoices } from "./invoices-module";
