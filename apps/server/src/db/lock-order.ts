// The one order in which the shop's transactions lock rows, so that no two of them can wait on each other in a circle.
import { asc, eq, inArray } from "drizzle-orm";
import { orders, products, productVariants, users } from "./all-tables";
import type { Transaction } from "./database";

/*
 * THE LOCK ORDER (docs/decisions/006). A transaction that locks more than one of these takes them in this order, and never
 * goes back to an earlier kind after a later one:
 *
 *   1. the shopper's `users` row (lockShopper): whatever changes what one shopper owns (cart, addresses, placing
 *      an order) holds it, so one shopper's changes happen one at a time;
 *   2. existing `orders` rows, in id order (the expiry job, the owner's desk: lockOrder);
 *   3. `products`, in id order (reserveStock, releaseStock);
 *   4. `product_variants`, in id order (reserveStock, releaseStock);
 *   then only rows that hang under the locks above or that the transaction creates itself (cart lines, new orders,
 *   their items and events, addresses, stock ledger rows);
 *   then the advisory locks of the orders' customers, in phone order (keepCustomerFigures, modules/customers, called
 *   by orders' keepOrderFigures after every write to an order): two orders of one customer written at once work her
 *   figures out one after the other;
 *   then the row of one invoice series (modules/invoices: issuing an invoice or credit note takes the series' next
 *   serial in the transaction that writes it, after the order and any stock it moved);
 *   5. last, the advisory lock of one media key (lockMediaKey, modules/media): a photo being stored beside the row
 *      that names it, or released once nothing names it. One key at a time.
 *
 * Changes of the category tree (modules/catalogue/owner-categories.ts) take the tree's advisory lock before
 * anything else; only moving a subcategory then locks products (3, in id order), and a category photo its media key
 * (5). Nothing that holds a lock above ever waits for the tree's.
 *
 * A payment gateway's event (modules/payments, gateway-events.ts) is applied under its own row's lock, taken first and
 * skipped by another process already applying it; only then the order's (2). Nothing waits for an event's row while
 * holding a lock above.
 *
 * Every explicit lock is FOR NO KEY UPDATE, never FOR UPDATE. Both queue other writers of the same row, but FOR NO
 * KEY UPDATE does not conflict with the FOR KEY SHARE lock PostgreSQL takes on a referenced row when it checks a
 * foreign key. So inserting a cart line (which references the product) never waits for an order that holds that
 * product, and inserting an order (which references the user) never waits for a cart change that holds the user.
 * With FOR UPDATE those two waited on each other: "deadlock detected" in 15 of 20 rounds (decision 006).
 *
 * A plain UPDATE of non-key columns (products.stock, orders.status) takes the same FOR NO KEY UPDATE lock, so it
 * counts as the lock of its kind above. A deadlock or serialisation failure that is still possible (with code outside
 * this order, or a future change) is retried by transactionWithRetry (db/transaction.ts), never turned into a 500.
 */

/** Lock 1: the shopper's row. False when the account no longer exists. */
export async function lockShopper(tx: Transaction, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  return row !== undefined;
}

/** Lock 2: existing orders, here one. Its row, or undefined when there is no such order. */
export async function lockOrder(tx: Transaction, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("no key update");
  return row;
}

/**
 * Locks 3 and 4 taken up front for a change that both reserves and releases stock (an owner's edit): every product,
 * then every colour, each in id order. reserveStock and releaseStock then find them already held, so the two together
 * still lock in the one order.
 */
export async function lockStockRows(tx: Transaction, productIds: number[], variantIds: number[]): Promise<void> {
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  if (productIds.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, sorted(productIds)))
      .orderBy(asc(products.id))
      .for("no key update");
  }
  if (variantIds.length > 0) {
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.id, sorted(variantIds)))
      .orderBy(asc(productVariants.id))
      .for("no key update");
  }
}
