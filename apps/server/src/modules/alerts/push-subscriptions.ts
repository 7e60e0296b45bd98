// The owner's devices with alerts on (push_subscriptions): saved from the desk, listed and removed by her, marked
// after each push, and removed by the shop when the push service says the device is gone (404/410).
import { MAX_PUSH_DEVICES, type PushDevice, type PushSubscribeBody } from "@mayil/core/alerts/web-push-schemas";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { Conflict, NotFound } from "../../domain-errors";
import { pushSubscriptions } from "./alerts-tables";

/** A device as the sender needs it. */
export interface PushTarget {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Row = typeof pushSubscriptions.$inferSelect;

export class PushSubscriptions {
  constructor(private readonly db: Database) {}

  /** Saves this device for the owner; the same endpoint again (a new key, another owner on that browser) replaces it. */
  async save(userId: number, body: PushSubscribeBody): Promise<PushDevice> {
    const values = {
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      deviceName: body.device_name,
    };
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ count: count() })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.endpoint} <> ${body.endpoint}`));
      if ((existing?.count ?? 0) >= MAX_PUSH_DEVICES) {
        throw new Conflict(`Alerts are on for ${MAX_PUSH_DEVICES} devices already: remove one you no longer use.`, {
          code: "limit_reached",
          details: { limit: MAX_PUSH_DEVICES },
        });
      }
      const [row] = await tx
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { ...values, createdAt: sql`now()`, lastSentAt: null, lastFailure: null },
        })
        .returning();
      if (!row) throw new Error("push subscription not saved");
      return deviceOf(row);
    });
  }

  async devices(userId: number): Promise<PushDevice[]> {
    const rows = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    return rows.map(deviceOf);
  }

  async remove(userId: number, id: number): Promise<void> {
    const removed = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) throw new NotFound("No such device has alerts on.");
  }

  /** Every device of the given owners (the alert's audience). */
  async targets(): Promise<PushTarget[]> {
    return this.db
      .select({
        id: pushSubscriptions.id,
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .orderBy(asc(pushSubscriptions.id));
  }

  async sent(id: number): Promise<void> {
    await this.db
      .update(pushSubscriptions)
      .set({ lastSentAt: sql`now()`, lastFailure: null })
      .where(eq(pushSubscriptions.id, id));
  }

  async failed(id: number, failure: string): Promise<void> {
    await this.db.update(pushSubscriptions).set({ lastFailure: failure }).where(eq(pushSubscriptions.id, id));
  }

  /** The push service said the device is gone for good (404/410): the endpoint will never take a push again. */
  async gone(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }
}

function deviceOf(row: Row): PushDevice {
  return {
    id: row.id,
    device_name: row.deviceName,
    endpoint: row.endpoint,
    created_at: iso(row.createdAt),
    last_sent_at: row.lastSentAt ? iso(row.lastSentAt) : null,
    last_failure: row.lastFailure,
  };
}

const iso = (stamp: string) => new Date(stamp).toISOString();
