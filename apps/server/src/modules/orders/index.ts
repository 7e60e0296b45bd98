// The orders module's public surface: it registers itself (the shopper's orders, the owner's changes and reads, the
// order expiry), and returns its part of a shopper's account data and the reads of a customer's orders (for the
// customers module); a shopper's own invoices read its service, the reports its figures. The invoices, below orders,
// are handed its read of an order (invoicedOrderOf) by app.ts.
export { anyCodOrder, parcelsByStateAndCourier, salesByPaymentChoice } from "./cod-figure-reads";
export { lineFigures, moneyByMethod, salesByDayAndSource } from "./figure-reads";
export { heldByShopper } from "./held-by-shopper";
export { invoicedOrderOf } from "./invoiced-order";
export { orderNumbersOf } from "./order-numbers";
export type { OrderService } from "./order-service";
export { registerOrders } from "./orders-module";
export type { OwnerOrderService } from "./owner-order-service";
