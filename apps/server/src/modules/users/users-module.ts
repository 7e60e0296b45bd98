// The users module registers itself in two steps, since sign-in needs the accounts and the account's own routes need
// sign-in: registerAccounts first (the accounts, which auth, the owner's checks and orders use), then, once auth,
// the cart, wishlist and orders have registered, registerUsers: the profile, addresses, and the shopper's data
// download and account deletion, under /api.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import type { SessionService } from "../auth";
import type { CartService } from "../cart";
import type { OrderService } from "../orders";
import type { WishlistService } from "../wishlist";
import { accountDataRoutes } from "./account-data-routes";
import { AddressService } from "./address-service";
import { UserService } from "./user-service";
import { usersRoutes } from "./users-routes";

/** The accounts: who signs in, and which of them are the shop's owners (`ownerEmails`, OWNER_EMAILS). */
export function registerAccounts(needs: { db: Database; ownerEmails: string[] }): { users: UserService } {
  return { users: new UserService(needs.db, needs.ownerEmails) };
}

export async function registerUsers(
  app: FastifyInstance,
  needs: {
    db: Database;
    users: UserService;
    guards: RouteGuards;
    sessions: SessionService;
    cart: CartService;
    wishlist: WishlistService;
    orders: OrderService;
  },
) {
  const { users, guards, sessions } = needs;
  const addresses = new AddressService(needs.db);
  await app.register(usersRoutes, { prefix: "/api", guards, users, addresses });
  await app.register(accountDataRoutes, {
    prefix: "/api",
    guards,
    sessions,
    users,
    addresses,
    cart: needs.cart,
    wishlist: needs.wishlist,
    orders: needs.orders,
  });
}
