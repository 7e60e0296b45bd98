// Settings' "Download my data" (GET /api/users/me/data: the shopper's profile, addresses, wishlist, cart and orders
// as one JSON file) and "Delete my account" (DELETE /api/users/me). Always the signed-in shopper's own, never anyone
// else's: there is no id in either path to change.
import { MY_DATA_FILE_NAME } from "@mayil/core/account-data-schemas";
import { accountDataEndpoints } from "@mayil/core/api/profile-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { Unauthenticated } from "../../domain-errors";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { SessionService } from "../auth";
import type { CartService } from "../cart";
import type { OrderService } from "../orders";
import type { WishlistService } from "../wishlist";
import { accountDeletionMessages } from "./account-deletion";
import type { AddressService } from "./address-service";
import type { UserService } from "./user-service";

export interface AccountDataRoutesOptions {
  guards: RouteGuards;
  /** A deleted account's sessions end at once, in every process. */
  sessions: Pick<SessionService, "accountEnded">;
  users: UserService;
  addresses: AddressService;
  cart: CartService;
  wishlist: WishlistService;
  orders: OrderService;
}

export const accountDataRoutes: FastifyPluginAsync<AccountDataRoutesOptions> = async (app, options) => {
  const { guards, sessions, users, addresses, cart, wishlist, orders } = options;
  const serve = guards.forShoppers(app);

  await serve(accountDataEndpoints.myData, {
    handler: async (request, reply) => {
      const { userId } = shopperOf(request);
      const profile = await users.find(userId);
      if (!profile) throw new Unauthenticated("Your account no longer exists");
      const [savedAddresses, wishlistEntries, cartLines, placedOrders] = await Promise.all([
        addresses.list(userId),
        wishlist.list(userId),
        cart.list(userId),
        orders.list(userId),
      ]);
      reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${MY_DATA_FILE_NAME}"`);
      return {
        exported_at: new Date().toISOString(),
        profile,
        addresses: savedAddresses,
        wishlist: wishlistEntries,
        cart: cartLines,
        orders: placedOrders,
      };
    },
  });

  await serve(accountDataEndpoints.deleteAccount, {
    handler: async (request) => {
      const { userId } = shopperOf(request);
      await users.deleteAccount(userId);
      await sessions.accountEnded(userId);
      // Logged without who it was: the account is gone, and the log must not keep what was deleted.
      request.log.info("a shopper deleted their account");
      return { success: true as const, message: accountDeletionMessages.deleted };
    },
  });
};
