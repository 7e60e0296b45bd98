// The sweep (decision 082): every minute, each process asks the gateway about what it should have heard of and has
// not, so a lost webhook never leaves a paid order unpaid: the gateway orders still unpaid some minutes after they were
// made (each asked again no sooner than that), the webhooks kept but not yet applied, the refunds written but not yet
// taken by the gateway (sent again with the same idempotency key), and those sent still pending. Several processes sweep at once without asking twice: each claims its gateway orders with
// SKIP LOCKED, and an event is applied under its own row's lock (gateway-events.ts).
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { transactionWithRetry } from "../../db/transaction";
import { type RepeatingJob, repeatingJob } from "../../repeating-job";
import { applyGatewayEvent, type GatewayEventContext } from "./gateway-events";
import { confirmGatewayPayment } from "./gateway-payments";
import { followGatewayRefund, sendUnsentRefunds } from "./gateway-refunds";
import { GatewayError, type GatewayPayment } from "./payment-gateway";
import { gatewayEvents, gatewayOrders, orderRefunds } from "./payments-tables";

/** At most this many of each kind per sweep: the gateway is asked a few dozen times a minute at most. */
const BATCH = 25;
/** A gateway order is asked about for this long; a checkout left unpaid longer was abandoned. */
const ASK_FOR_DAYS = 7;
/** A kept event that still cannot be applied after this long is for nothing of this shop's: it is let go. */
const KEEP_WAITING_DAYS = 3;

export interface SweepSettings {
  /** A gateway order is asked about once it is this old, and again no sooner than this after the last time. */
  afterMinutes: number;
}

export interface Swept {
  /** Payments the gateway confirmed that the shop had not recorded: each a webhook that never came. */
  recorded: number;
  /** Kept events applied now. */
  applied: number;
  /** Refunds whose state moved. */
  refunds: number;
  /** Refunds the gateway had not taken (its reply lost, or it was down) that it took now. */
  resent: number;
}

export async function sweepGateway(context: GatewayEventContext, settings: SweepSettings): Promise<Swept> {
  const swept: Swept = { recorded: 0, applied: 0, refunds: 0, resent: 0 };
  swept.resent = await sendUnsentRefunds(context, BATCH);
  for (const eventId of await waitingEvents(context)) {
    if ((await applyGatewayEvent(context, eventId)) === "applied") swept.applied++;
  }
  await letGoOfStaleEvents(context);
  for (const made of await claimUnpaid(context, settings.afterMinutes)) {
    swept.recorded += await askAbout(context, made);
  }
  swept.refunds = await followPendingRefunds(context);
  return swept;
}

async function waitingEvents(context: GatewayEventContext): Promise<string[]> {
  const rows = await context.db
    .select({ eventId: gatewayEvents.eventId })
    .from(gatewayEvents)
    .where(
      and(
        eq(gatewayEvents.gateway, context.gateway.name),
        isNull(gatewayEvents.appliedAt),
        // A fresh one is being applied by the process that took it.
        lt(gatewayEvents.receivedAt, sql`now() - interval '10 seconds'`),
      ),
    )
    .orderBy(asc(gatewayEvents.receivedAt))
    .limit(BATCH);
  return rows.map((row) => row.eventId);
}

async function letGoOfStaleEvents(context: GatewayEventContext): Promise<void> {
  await context.db
    .update(gatewayEvents)
    .set({ appliedAt: sql`now()`, payload: null })
    .where(
      and(
        eq(gatewayEvents.gateway, context.gateway.name),
        isNull(gatewayEvents.appliedAt),
        lt(gatewayEvents.receivedAt, sql`now() - make_interval(days => ${KEEP_WAITING_DAYS})`),
      ),
    );
}

/** Claims unpaid gateway orders due a question, stamping them asked, so no other process asks about them now. */
async function claimUnpaid(context: GatewayEventContext, afterMinutes: number) {
  const due = sql`now() - make_interval(mins => ${afterMinutes})`;
  return transactionWithRetry(context.db, async (tx) => {
    const claimed = await tx
      .select({ id: gatewayOrders.id })
      .from(gatewayOrders)
      .where(
        and(
          eq(gatewayOrders.gateway, context.gateway.name),
          isNull(gatewayOrders.paidAt),
          lt(gatewayOrders.createdAt, due),
          sql`${gatewayOrders.createdAt} > now() - make_interval(days => ${ASK_FOR_DAYS})`,
          or(isNull(gatewayOrders.checkedAt), lt(gatewayOrders.checkedAt, due)),
        ),
      )
      .orderBy(sql`${gatewayOrders.checkedAt} asc nulls first`)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (claimed.length === 0) return [];
    return tx
      .update(gatewayOrders)
      .set({ checkedAt: sql`now()` })
      .where(
        inArray(
          gatewayOrders.id,
          claimed.map((row) => row.id),
        ),
      )
      .returning({ gatewayId: gatewayOrders.gatewayId, purpose: gatewayOrders.purpose });
  });
}

/** Asks the gateway about one gateway order and records each captured payment it names; how many were new. */
async function askAbout(context: GatewayEventContext, made: { gatewayId: string; purpose: string }): Promise<number> {
  const { gateway } = context;
  let payments: GatewayPayment[];
  try {
    payments =
      made.purpose === "link"
        ? await Promise.all((await gateway.paymentLink(made.gatewayId)).paymentIds.map((id) => gateway.payment(id)))
        : await gateway.paymentsOfOrder(made.gatewayId);
  } catch (error) {
    if (error instanceof GatewayError) return 0; // asked again at a later sweep
    throw error;
  }
  let recorded = 0;
  for (const payment of payments.filter((p) => p.status === "captured" || p.status === "refunded")) {
    const outcome = await transactionWithRetry(context.db, (tx) =>
      confirmGatewayPayment(tx, context, gateway, payment, made.purpose === "link" ? made.gatewayId : null),
    );
    if (outcome === "recorded") recorded++;
  }
  return recorded;
}

async function followPendingRefunds(context: GatewayEventContext): Promise<number> {
  const pending = await context.db
    .select({ gatewayRefundId: orderRefunds.gatewayRefundId })
    .from(orderRefunds)
    .where(eq(orderRefunds.gatewayStatus, "pending"))
    .limit(BATCH);
  let moved = 0;
  for (const { gatewayRefundId } of pending) {
    if (!gatewayRefundId) continue;
    try {
      const refund = await context.gateway.refundOf(gatewayRefundId);
      if (refund.status === "pending") continue;
      await transactionWithRetry(context.db, (tx) => followGatewayRefund(tx, context, refund.id, refund.status));
      moved++;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
    }
  }
  return moved;
}

/**
 * Sweeps once as the app starts and then every `intervalMs`, in the background: a failed sweep is logged (no data,
 * no keys) and the next tries again. Stopped, and a sweep in progress awaited, when the app closes.
 */
export function scheduleGatewaySweep(
  sweep: () => Promise<Swept>,
  intervalMs: number,
  log: FastifyBaseLogger,
): RepeatingJob {
  return repeatingJob(
    () =>
      sweep()
        .then((swept) => {
          if (swept.recorded > 0) log.warn({ recorded: swept.recorded }, "the sweep found payments no webhook told of");
        })
        .catch((error: unknown) =>
          log.error(
            { error: error instanceof Error ? error.name : "unknown" },
            "the payment sweep failed; it runs again",
          ),
        ),
    intervalMs,
  );
}
