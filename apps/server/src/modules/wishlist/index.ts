// The wishlist module's public surface.
export { wishlistRoutes } from "./wishlist-routes";
export { WishlistService } from "./wishlist-service";
