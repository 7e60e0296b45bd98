// The gateway's webhooks, kept and then applied (decision 082). Keeping is one insert keyed by the gateway's event
// id, so the gateway hears 2xx at once and a retried or duplicated delivery finds its row and changes nothing. Applying
// is done after the reply, in one transaction that writes the event's effect and marks it applied, so the effect
// happens once. An event that cannot be applied yet (a refund's, before the shop wrote the refund; a payment for a
// gateway order another process is still writing) waits for the next sweep rather than being dropped.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { transactionWithRetry } from "../../db/transaction";
import { confirmGatewayPayment } from "./gateway-payments";
import { followGatewayRefund } from "./gateway-refunds";
import type { PaymentContext } from "./payment-context";
import type { GatewayHappening, PaymentGateway } from "./payment-gateway";
import { gatewayEvents } from "./payments-tables";

export interface GatewayEventContext extends Pick<PaymentContext, "db" | "orders" | "events" | "issueCreditNotes"> {
  gateway: PaymentGateway;
}

/** Keeps a webhook the gateway signed. False when its event id was kept before (a retry, a duplicate). */
export async function keepGatewayEvent(
  db: Database,
  gateway: string,
  eventId: string,
  body: { event: string },
): Promise<boolean> {
  const kept = await db
    .insert(gatewayEvents)
    .values({ gateway, eventId, event: body.event, payload: body })
    .onConflictDoNothing()
    .returning({ eventId: gatewayEvents.eventId });
  return kept.length > 0;
}

export type Applied = "applied" | "waiting" | "taken";

/**
 * Applies one kept event, if no other process is applying it (its row is locked, then skipped by the others): its
 * effect and `applied_at` in one transaction. The payload, which holds the shopper's email and phone as the gateway
 * knows them, is cleared once applied.
 */
export async function applyGatewayEvent(context: GatewayEventContext, eventId: string): Promise<Applied> {
  const { gateway } = context;
  return transactionWithRetry(context.db, async (tx) => {
    // Before the order's lock (2): nothing that holds an order's lock waits for an event's row.
    const [row] = await tx
      .select({ payload: gatewayEvents.payload })
      .from(gatewayEvents)
      .where(
        and(
          eq(gatewayEvents.gateway, gateway.name),
          eq(gatewayEvents.eventId, eventId),
          isNull(gatewayEvents.appliedAt),
        ),
      )
      .for("update", { skipLocked: true });
    if (!row) return "taken";
    let happening: GatewayHappening;
    try {
      happening = gateway.readWebhook(row.payload);
    } catch {
      // Signed by the gateway but of a shape the shop cannot read: nothing it could ever do with it.
      happening = { kind: "other" };
    }
    const done = await effectOf(tx, context, happening);
    const where = and(eq(gatewayEvents.gateway, gateway.name), eq(gatewayEvents.eventId, eventId));
    if (!done) {
      await tx
        .update(gatewayEvents)
        .set({ tries: sql`${gatewayEvents.tries} + 1` })
        .where(where);
      return "waiting";
    }
    await tx.update(gatewayEvents).set({ appliedAt: new Date().toISOString(), payload: null }).where(where);
    return "applied";
  });
}

/** Writes what happened; false when it cannot be applied yet. */
async function effectOf(tx: Transaction, context: GatewayEventContext, happening: GatewayHappening): Promise<boolean> {
  switch (happening.kind) {
    case "payment":
      return (
        (await confirmGatewayPayment(tx, context, context.gateway, happening.payment, happening.linkId)) !== "unknown"
      );
    case "refund":
      return followGatewayRefund(tx, context, happening.refund.id, happening.refund.status);
    case "other":
      return true;
  }
}
