// The cart module's public surface.
export { cartRoutes } from "./cart-routes";
export { CartService } from "./cart-service";
