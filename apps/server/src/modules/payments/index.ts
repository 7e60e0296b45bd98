// The payments module's public surface: the money received for an order and given back. Its records as others read them
// (what was paid and refunded, each record for the desk, the refunds a credit note may be owed for), the SQL the desk's
// reads and the figures build on, the counter's payment written with a sale (decision 079) and the cash a courier
// collected (decision 083). It registers the desk's payments, refunds and voids, given what a change needs of orders
// and the invoices' credit notes.

export { recordCourierCash } from "./cod-collected";
export type { Swept } from "./gateway-sweep";
export {
  keepSalePayment,
  type MoneyMoved,
  moneyMovedBeforeRefund,
  moneyMovedOf,
  type PaymentLinkRow,
  type PaymentRow,
  paymentLinksOf,
  paymentsOf,
  type RefundRow,
  refundsOf,
  standingRefundsApartFromReturns,
} from "./payment-reads";
export {
  type OrderMoney,
  paidOf,
  paidPerOrder,
  paymentStatusOf,
  refundedOf,
  refundedPerOrder,
  standingPayments,
  standingRefunds,
} from "./payment-sql";
export { registerPayments } from "./payments-module";
export type { PaymentService } from "./payments-service";
