// Settings' "Download my data" (GET /api/users/me/data: the shopper's profile, addresses, wishlist, cart and orders
// as one JSON file) and "Delete my account" (DELETE /api/users/me). Always the signed-in shopper's own, never anyone
// else's: there is no id in either path to change.
import { MY_DATA_FILE_NAME } from "@mayil/core/account/account-data-schemas";
import { accountDataEndpoints } from "@mayil/core/api/users-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { SessionService } from "../auth";
import type { AccountData } from "./account-data";
import { accountDeletionMessages } from "./account-deletion";

export interface AccountDataRoutesOptions {
  guards: RouteGuards;
  /** A deleted account's sessions end at once, in every process. */
  sessions: Pick<SessionService, "accountEnded">;
  accountData: AccountData;
}

export const accountDataRoutes: FastifyPluginAsync<AccountDataRoutesOptions> = async (app, options) => {
  const { guards, sessions, accountData } = options;
  const serve = guards.forShoppers(app);

  await serve(accountDataEndpoints.myData, {
    handler: async (request, reply) => {
      const data = await accountData.download(shopperOf(request).userId);
      reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${MY_DATA_FILE_NAME}"`);
      return data;
    },
  });

  await serve(accountDataEndpoints.deleteAccount, {
    handler: async (request) => {
      const { userId } = shopperOf(request);
      await accountData.delete(userId);
      await sessions.accountEnded(userId);
      // Logged without who it was: the account is gone, and the log must not keep what was deleted.
      request.log.info("a shopper deleted their account");
      return { success: true as const, message: accountDeletionMessages.deleted };
    },
  });
};
