// Cancels placed orders the shop has not confirmed in time and puts their stock back, so an order nobody follows up in
// the chat cannot hold pieces forever; warns the owner before (decision 055). Runs in every server process; each order
// is warned about once and expired exactly once.
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Transaction } from "../../db/database";
import { transactionWithRetry } from "../../db/transaction";
import type { ShopEvents } from "../../events/event-bus";
import { type RepeatingJob, repeatingJob } from "../../repeating-job";
import { releaseStock } from "../stock";
import { keepOrderFigures } from "./order-figures";
import { soldItems } from "./order-lines";
import { orderEvents, orders } from "./orders-tables";

/** Orders cancelled per transaction: short transactions, so shoppers' orders never wait long on these locks. */
const BATCH = 25;

/** The owner is warned this long before an unconfirmed order expires (6 hours), or half its hold when that is shorter. */
export const EXPIRY_WARNING_HOURS = 6;

/** Hours after placing that an unconfirmed order is warned about: 6 before it expires, or half its hold if that is ≤ 6 h. */
export function warnAfterHours(holdHours: number): number {
  return holdHours - Math.min(EXPIRY_WARNING_HOURS, holdHours / 2);
}

/**
 * Unconfirmed, as a literal rather than a parameter, so that every plan may use orders_placed_idx (the unconfirmed
 * orders only): with a parameter PostgreSQL planned for an eighth of all orders (bench:desk at 100,000 orders).
 */
const UNCONFIRMED = sql`${orders.status} = 'placed'`;

/**
 * Nothing on the order's timeline from the owner, and no payment: an order she worked on (edited it, took money for
 * it) is hers to settle, and one the shopper paid online (the payment gateway's, recorded by the shop itself,
 * decision 082) is money taken, never cancelled by the clock.
 */
const notWorkedOnOrPaid = sql`not exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and (${orderEvents.actor} = 'owner' or ${orderEvents.reason} = 'payment'))`;

export class OrderExpiry {
  constructor(
    private readonly db: Database,
    private readonly holdHours: number,
    /** Where the stock that came back is told, and an order about to expire while the owner can still confirm it. */
    private readonly events: ShopEvents,
  ) {}

  /**
   * Warns the owner of each unconfirmed order now in its last hours (EXPIRY_WARNING_HOURS, or half a hold of 12 hours
   * or less, so a short hold still warns after its order came in, not as it comes in). Each order is claimed by the
   * UPDATE that marks it warned, so of several processes running this at once exactly one warns of it. Returns how many
   * this call warned of.
   */
  async warnDue(): Promise<number> {
    const due = await this.db
      .update(orders)
      .set({ expiryWarnedAt: sql`now()` })
      .where(
        and(
          UNCONFIRMED,
          isNull(orders.expiryWarnedAt),
          lte(
            orders.createdAt,
            sql`now() - make_interval(secs => ${Math.round(warnAfterHours(this.holdHours) * 3600)})`,
          ),
          // Already due: it is being expired, a warning would come too late.
          gte(orders.createdAt, sql`now() - make_interval(hours => ${this.holdHours})`),
          // An order the owner has already worked on, or paid for, does not expire (see expireBatch).
          notWorkedOnOrPaid,
        ),
      )
      .returning({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        total: orders.total,
        createdAt: orders.createdAt,
      });
    for (const order of due) {
      const expiresAt = new Date(order.createdAt).getTime() + this.holdHours * 3_600_000;
      // The UPDATE above committed on its own: told at once.
      void this.events.publish(null, {
        name: "order-about-to-expire",
        order: {
          id: order.id,
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          totalPaise: order.total,
        },
        hoursLeft: (expiresAt - Date.now()) / 3_600_000,
      });
    }
    return due.length;
  }

  /** Expires every order that is due now; returns how many this call expired (another process may take some). */
  async expireDue(): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await transactionWithRetry(this.db, (tx) => this.expireBatch(tx));
      expired += batch;
      if (batch < BATCH) break;
    }
    // Told once for every batch: each has committed by now.
    if (expired > 0) await this.events.publish(null, { name: "stock-changed" });
    return expired;
  }

  private async expireBatch(tx: Transaction): Promise<number> {
    // Claim: lock the due orders this transaction will cancel (lock 2 of lock-order.ts, in id order). SKIP LOCKED lets
    // another process claim the rest instead of waiting for these; once this commits they are no longer 'placed', so
    // nobody claims them again.
    const claimed = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          UNCONFIRMED,
          lt(orders.createdAt, sql`now() - make_interval(hours => ${this.holdHours})`),
          // An order the owner has already worked on (edited it, took money for it) is hers to settle, not the clock's.
          notWorkedOnOrPaid,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH)
      .for("no key update", { skipLocked: true });
    if (claimed.length === 0) return 0;
    const ids = claimed.map((row) => row.id);
    // Conditional on the status as well: exactly once even if a claim ever overlapped.
    const cancelled = await tx
      .update(orders)
      .set({ status: "cancelled" })
      .where(and(inArray(orders.id, ids), eq(orders.status, "placed")))
      .returning({ id: orders.id });
    if (cancelled.length === 0) return 0;
    const cancelledIds = cancelled.map((row) => row.id);
    const items = await soldItems(tx, cancelledIds);
    // All the batch's items at once: one pass over the products and colours in id order (locks 3 and 4). Each item
    // names its order, so the ledger gets one row per order; nobody made this change (by null), the clock did.
    await releaseStock(tx, items, { reason: "order_expired", byUserId: null });
    await tx.insert(orderEvents).values(
      cancelledIds.map((orderId) => ({
        orderId,
        fromStatus: "placed" as const,
        toStatus: "cancelled" as const,
        reason: "expired",
        actor: "system" as const,
        note: `Not confirmed within ${this.holdHours} hours; stock put back`,
      })),
    );
    await keepOrderFigures(tx, cancelledIds);
    return cancelledIds.length;
  }
}

/**
 * Runs the expiry once as the app starts and then every `intervalMs`, in the background: a failed run is logged and
 * the next one tries again. Stopped (and a run in progress awaited) when the app closes.
 */
export function scheduleOrderExpiry(expiry: OrderExpiry, intervalMs: number, log: FastifyBaseLogger): RepeatingJob {
  return repeatingJob(
    () =>
      expiry
        .warnDue()
        .catch((error: unknown) => {
          log.error({ err: error }, "order expiry warning failed; it runs again at the next check");
          return 0;
        })
        .then(() => expiry.expireDue())
        .then((count) => {
          if (count > 0) log.info({ count }, "expired unconfirmed orders and put their stock back");
        })
        .catch((error: unknown) => log.error({ err: error }, "order expiry failed; it runs again at the next check")),
    intervalMs,
  );
}
