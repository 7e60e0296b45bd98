// The users module registers itself: the profile, addresses, and the shopper's data download and account deletion,
// under /api. The account itself (UserService) is built before every module, since sign-in and the owner's checks
// need it first; the download reads the cart, wishlist and orders, so this module registers after theirs.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { SessionService } from "../auth";
import type { CartService } from "../cart";
import type { OrderService } from "../orders";
import type { WishlistService } from "../wishlist";
import { accountDataRoutes } from "./account-data-routes";
import { AddressService } from "./address-service";
import type { UserService } from "./user-service";
import { usersRoutes } from "./users-routes";

export async function registerUsers(
  app: FastifyInstance,
  needs: {
    db: Database;
    users: UserService;
    sessions: SessionService;
    cart: CartService;
    wishlist: WishlistService;
    orders: OrderService;
  },
) {
  const { users, sessions } = needs;
  const addresses = new AddressService(needs.db);
  await app.register(usersRoutes, { prefix: "/api", sessions, users, addresses });
  await app.register(accountDataRoutes, {
    prefix: "/api",
    sessions,
    users,
    addresses,
    cart: needs.cart,
    wishlist: needs.wishlist,
    orders: needs.orders,
  });
}
