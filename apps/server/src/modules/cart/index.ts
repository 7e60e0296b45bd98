// The cart module's public surface: it registers itself; the shopper's data download reads its service.
export { registerCart } from "./cart-module";
export type { CartService } from "./cart-service";
