// The wishlist module's public surface: it registers itself, and returns its part of a shopper's account data.
export { registerWishlist } from "./wishlist-module";
