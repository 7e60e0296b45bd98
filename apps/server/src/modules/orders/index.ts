// The orders module's public surface: the shopper's orders, the owner's changes and reads, and the order expiry.
export { OrderDeskReads } from "./order-desk-reads";
export { OrderExpiry, scheduleOrderExpiry } from "./order-expiry";
export { orderRoutes } from "./order-routes";
export { OrderService } from "./order-service";
export { ownerDeskReadRoutes } from "./owner-desk-read-routes";
export { ownerOrderRoutes } from "./owner-order-routes";
export { OwnerOrderService } from "./owner-order-service";
