// The shop's alerts for the owner (decision 055). Whatever happens in any process (an order placed, a payment
// recorded, an order about to expire, a piece running out) is raised here once, by the process where it happened:
// - every process hears it through the announcements (LISTEN/NOTIFY on PostgreSQL, this process alone on PGlite) and
//   hands it to the desks it streams to (server-sent events), so an open desk sees it whichever process it is on;
// - only the raising process gives it to the "raised" listeners (Web Push), so a closed desk is pushed to once, not
//   once per process.
// Raising never throws and never delays the write that caused it: it is called after the write's transaction commits.
import { randomUUID } from "node:crypto";
import type { DeskAlert } from "@mayil/core/alerts/desk-alert-schemas";
import type { FastifyBaseLogger } from "fastify";
import type { Announcements } from "../../db/announcements";

/** An alert as the processes pass it on: the alert, and the sign-in session whose write raised it (if any). */
export interface RaisedAlert {
  /** Tells one raising from another: the raising process hears its own alert twice on PostgreSQL (see hear). */
  id: string;
  alert: DeskAlert;
  /** The session that made the change, so its own desk is not told what it just did; null for the shop itself. */
  fromSessionId: string | null;
}

/** What the alerts for the shop's events are raised through: only the raising. */
export type AlertRaiser = Pick<DeskAlerts, "raise">;

type Listener = (raised: RaisedAlert) => void;

/** A NOTIFY payload is at most 8000 bytes; an alert is a few hundred. */
const MAX_PAYLOAD_BYTES = 7000;

/** The alerts remembered as heard, to drop the second hearing: far more than are raised in the seconds between. */
const REMEMBERED_IDS = 500;

export class DeskAlerts {
  private readonly heardListeners = new Set<Listener>();
  private readonly raisedListeners = new Set<Listener>();
  private readonly announce: (detail?: string) => Promise<void>;
  /** The ids heard lately, oldest first (a Set keeps its insertion order). */
  private readonly heardIds = new Set<string>();

  constructor(
    announcements: Announcements,
    private readonly log: FastifyBaseLogger,
  ) {
    this.announce = announcements.topic("desk-alert", {
      heard: (detail) => this.hear(detail),
      // An alert missed while the listener was away is not replayed: the desk reads its lists again when it
      // reconnects, and the counts are the database's.
      missed: () => {},
    });
  }

  /** Raises an alert: pushed from here, streamed from every process. Call after the change has committed. */
  async raise(alert: DeskAlert, fromSessionId: string | null = null): Promise<void> {
    const raised: RaisedAlert = { id: randomUUID(), alert, fromSessionId };
    for (const listener of this.raisedListeners) this.callSafely(listener, raised);
    const detail = JSON.stringify(raised);
    if (Buffer.byteLength(detail) > MAX_PAYLOAD_BYTES) {
      this.log.warn({ kind: alert.kind }, "desk alert too long to announce; not streamed");
      return;
    }
    await this.announce(detail);
  }

  /** Every alert raised in any process (the desk's live stream). Returns how to stop listening. */
  onHeard(listener: Listener): () => void {
    this.heardListeners.add(listener);
    return () => this.heardListeners.delete(listener);
  }

  /** Every alert raised in this process only (Web Push: sent once, by the process where it happened). */
  onRaised(listener: Listener): () => void {
    this.raisedListeners.add(listener);
    return () => this.raisedListeners.delete(listener);
  }

  /**
   * The announcements tell the raising process at once and, on PostgreSQL, again when its own NOTIFY comes back to its
   * listener: an alert is handed on the first time its id is heard only.
   */
  private hear(detail: string): void {
    let raised: RaisedAlert;
    try {
      raised = JSON.parse(detail) as RaisedAlert;
    } catch {
      return;
    }
    if (typeof raised?.id !== "string" || this.heardIds.has(raised.id)) return;
    this.heardIds.add(raised.id);
    if (this.heardIds.size > REMEMBERED_IDS) {
      const oldest = this.heardIds.values().next().value;
      if (oldest !== undefined) this.heardIds.delete(oldest);
    }
    for (const listener of this.heardListeners) this.callSafely(listener, raised);
  }

  private callSafely(listener: Listener, raised: RaisedAlert): void {
    try {
      listener(raised);
    } catch (error) {
      this.log.warn({ err: error, kind: raised.alert.kind }, "a desk alert listener failed");
    }
  }
}
