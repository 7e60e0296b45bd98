// The cart module's public surface: it registers itself, and returns its part of a shopper's account data.
export { registerCart } from "./cart-module";
