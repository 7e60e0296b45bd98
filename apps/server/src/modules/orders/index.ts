// The orders module's public surface: it registers itself (the shopper's orders, the owner's changes and reads, the
// order expiry); the shopper's data download reads its service.
// Account deletion blanks the phone on the account's orders: their figures and their customer are worked out again.
export { keepOrderFigures } from "./order-figures";
export type { OrderService } from "./order-service";
export { registerOrders } from "./orders-module";
export type { OwnerOrderService } from "./owner-order-service";
