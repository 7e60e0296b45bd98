// "Delete my account" (DPDP Act 2023, decision 016): the profile, addresses, wishlist, cart and every session go; the
// orders stay, because a shop must keep its sales records for tax, but without the person in them: the name becomes
// "Deleted customer", the phone, email, street address and instructions are removed, and the order no longer points
// to an account. The PIN code, city and state stay (the place of supply a GST record needs; no more than the PIN
// says), as do the items, prices and payments. An order still on its way cannot lose its address and phone, so
// deletion waits until none is.
import { listInWords } from "@mayil/core/list-in-words";
import { isInProgress, ORDER_STATUS_LABELS, type OrderStatus } from "@mayil/core/order-life-cycle";
import { and, eq, inArray } from "drizzle-orm";
import { users } from "../../db/account-schema";
import type { Database } from "../../db/database";
import { lockShopper } from "../../db/lock-order";
import { orders } from "../../db/shopping-schema";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, Unauthenticated } from "../../domain-errors";
import { keepOrderFigures } from "../orders";

export const DELETED_CUSTOMER = "Deleted customer";

export const accountDeletionMessages = {
  deleted: "Your account has been deleted",
  ownerRefused:
    "An owner's account cannot be deleted here: take its email out of OWNER_EMAILS first, then delete it as a shopper.",
  /**
   * "Your orders MJ-000001 and MJ-000006 are still open: MJ-000001 is shipped and MJ-000006 is waiting for
   * confirmation." Each order with its state in the shop's words, so she knows which ones and what they wait for.
   */
  inProgress: (open: { number: string; status: OrderStatus }[]) => {
    const state = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();
    const [only] = open;
    if (open.length === 1 && only)
      return `Your order ${only.number} is still open: it is ${state(only.status)}. You can delete your account once it is completed or cancelled, or ask the shop to cancel it.`;
    const numbers = listInWords(open.map((order) => order.number));
    const states = listInWords(open.map((order) => `${order.number} is ${state(order.status)}`));
    return `Your orders ${numbers} are still open: ${states}. You can delete your account once they are completed or cancelled, or ask the shop to cancel them.`;
  },
} as const;

export async function deleteAccount(db: Database, userId: number, isOwner: boolean): Promise<void> {
  if (isOwner) throw new Conflict(accountDeletionMessages.ownerRefused);
  await transactionWithRetry(db, async (tx) => {
    // The shopper's own lock first (the shop's one lock order): no cart change or order can slip in meanwhile.
    if (!(await lockShopper(tx, userId))) throw new Unauthenticated("Your account no longer exists");
    const theirs = await tx
      .select({ id: orders.id, number: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(orders.id)
      .for("no key update");
    const open = theirs.filter((order) => isInProgress(order.status));
    if (open.length > 0) throw new Conflict(accountDeletionMessages.inProgress(open));
    if (theirs.length > 0) {
      await tx
        .update(orders)
        .set({
          userId: null,
          customerName: DELETED_CUSTOMER,
          customerPhone: "",
          customerEmail: null,
          customerAddress: null,
          specialInstructions: null,
        })
        .where(
          and(
            eq(orders.userId, userId),
            inArray(
              orders.id,
              theirs.map((order) => order.id),
            ),
          ),
        );
      // Her number leaves the desk's customers (decision 058): the orders' figures say whose they were.
      await keepOrderFigures(
        tx,
        theirs.map((order) => order.id),
      );
    }
    // Sessions, refresh tokens, login codes, addresses, cart lines and wishlist entries go with the row (ON DELETE
    // CASCADE); the ledger's and the order timeline's "by whom" become empty (ON DELETE SET NULL).
    await tx.delete(users).where(eq(users.id, userId));
  });
}
