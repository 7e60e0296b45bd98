// The users module registers itself in two steps. The accounts come first (registerAccounts): sign-in is handed them,
// and the route guards every module is given are built from sign-in's sessions and the accounts' owner check, so
// they exist before auth, and auth before any guarded route. Its routes come after (registerUsers): the profile,
// addresses, an owner's desk language, and the shopper's data download and account deletion under /api, put together from the parts the cart,
// wishlist and orders supply (account-data-part.ts), which exist once those modules have registered.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import type { SessionService } from "../auth";
import { AccountData } from "./account-data";
import type { AccountDataPart } from "./account-data-part";
import { accountDataRoutes } from "./account-data-routes";
import { AddressService } from "./address-service";
import { deskLanguageRoutes } from "./desk-language-routes";
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
    /** A deleted account's sessions end with it. */
    sessions: Pick<SessionService, "accountEnded">;
    /** What other modules keep of a shopper: each section of the downloaded file once, in the file's order. */
    accountData: readonly AccountDataPart[];
  },
) {
  const { db, users, guards, sessions } = needs;
  const addresses = new AddressService(db);
  await app.register(usersRoutes, { prefix: "/api", guards, users, addresses });
  await app.register(deskLanguageRoutes, { prefix: "/api", guards, users });
  const accountData = new AccountData(db, users, addresses, needs.accountData);
  await app.register(accountDataRoutes, { prefix: "/api", guards, sessions, accountData });
}
