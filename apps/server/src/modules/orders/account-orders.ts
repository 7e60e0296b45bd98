// The orders' part of a shopper's account data (users/account-data-part.ts): her orders in "Download my data", and
// what "Delete my account" (DPDP Act 2023, decision 016) does to them. They stay, because a shop must keep its sales
// records for tax, but without the person in them: the name becomes "Deleted customer", the phone, email, street
// address and instructions are removed, and the order no longer points to an account. The PIN code, city and state
// stay (the place of supply a GST record needs; no more than the PIN says), as do the items, prices and payments. An
// order still on its way cannot lose its address and phone, so deletion waits until none is.

import { isInProgress, ORDER_STATUS_LABELS, type OrderStatus } from "@mayil/core/orders/order-life-cycle";
import { listInWords } from "@mayil/core/text/list-in-words";
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { Conflict } from "../../domain-errors";
import type { AccountDataPart } from "../users";
import { keepOrderFigures } from "./order-figures";
import type { OrderService } from "./order-service";
import { orders } from "./orders-tables";

const DELETED_CUSTOMER = "Deleted customer";

/**
 * "Your orders MJ-000001 and MJ-000006 are still open: MJ-000001 is shipped and MJ-000006 is waiting for
 * confirmation." Each order with its state in the shop's words, so she knows which ones and what they wait for.
 */
function ordersStillOpen(open: { number: string; status: OrderStatus }[]): string {
  const state = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();
  const [only] = open;
  if (open.length === 1 && only)
    return `Your order ${only.number} is still open: it is ${state(only.status)}. You can delete your account once it is completed or cancelled, or ask the shop to cancel it.`;
  const numbers = listInWords(open.map((order) => order.number));
  const states = listInWords(open.map((order) => `${order.number} is ${state(order.status)}`));
  return `Your orders ${numbers} are still open: ${states}. You can delete your account once they are completed or cancelled, or ask the shop to cancel them.`;
}

export function accountOrders(service: OrderService): AccountDataPart<"orders"> {
  return {
    name: "orders",
    export: (userId) => service.list(userId),
    forget: forgetCustomer,
  };
}

/** Called under the shopper's own lock, in the deletion's transaction (lock order: her row, then her orders). */
async function forgetCustomer(userId: number, tx: Transaction): Promise<void> {
  const theirs = await tx
    .select({ id: orders.id, number: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(orders.id)
    .for("no key update");
  const open = theirs.filter((order) => isInProgress(order.status));
  if (open.length > 0) throw new Conflict(ordersStillOpen(open));
  if (theirs.length === 0) return;
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
