// The customers module's public surface (decision 079): it registers the desk's customers, given orders' reads of her
// orders, and offers orders the keeping of each customer's figures in the transaction of every write to her orders,
// with the shapes orders hands in for both.

export { keepCustomerFigures, rebuildCustomerFigures } from "./customer-figures";
export type { CustomerOrders, OrdersOfCustomers, SummedOrders } from "./customer-orders";
export { registerCustomers } from "./customers-module";
