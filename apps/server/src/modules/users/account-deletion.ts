// "Delete my account" (DPDP Act 2023, decision 016): the profile, addresses, wishlist, cart and every session go. The
// parts other modules keep of her decide their own share in the same transaction (account-data-part.ts): the orders
// stay for the shop's tax records without the person in them, and an order still on its way holds the deletion back
// (orders/account-orders.ts). One transaction: all of it happens, or none.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { lockShopper } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, Unauthenticated } from "../../domain-errors";
import type { AccountDataPart } from "./account-data-part";
import { users } from "./users-tables";

export const accountDeletionMessages = {
  deleted: "Your account has been deleted",
  ownerRefused:
    "An owner's account cannot be deleted here: take its email out of OWNER_EMAILS first, then delete it as a shopper.",
} as const;

export async function deleteAccount(
  db: Database,
  userId: number,
  isOwner: boolean,
  parts: readonly AccountDataPart[],
): Promise<void> {
  if (isOwner) throw new Conflict(accountDeletionMessages.ownerRefused);
  await transactionWithRetry(db, async (tx) => {
    // The shopper's own lock first (the shop's one lock order): no cart change or order can slip in meanwhile.
    if (!(await lockShopper(tx, userId))) throw new Unauthenticated("Your account no longer exists");
    for (const part of parts) await part.forget(userId, tx);
    // Sessions, refresh tokens, login codes, addresses, cart lines and wishlist entries go with the row (ON DELETE
    // CASCADE); the ledger's and the order timeline's "by whom" become empty (ON DELETE SET NULL).
    await tx.delete(users).where(eq(users.id, userId));
  });
}
