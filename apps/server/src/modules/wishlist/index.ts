// The wishlist module's public surface: it registers itself; the shopper's data download reads its service.
export { registerWishlist } from "./wishlist-module";
export type { WishlistService } from "./wishlist-service";
