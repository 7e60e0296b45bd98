// Tells every server process what changed, so none responds from what it remembers of before: the catalogue changed
// (cached responses, counts, search's copy), a session ended (its cached liveness).
//
// On a PostgreSQL server a change is announced with NOTIFY and every process LISTENs on a connection of its own; on
// PGlite there is only this process, so announcing is only heard here. The signal is a shortcut, not the guarantee:
// if it is lost (the listener is reconnecting), what is remembered still expires after its own time limit, and every
// topic's `missed` runs when the listener comes back, since it may have missed changes meanwhile (decision 009).
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { type DatabaseHandle, shopConnectionName } from "./database";

/**
 * How the listener's connection shows in pg_stat_activity: as one of this shop process's, since it is the connection
 * an idle shop keeps open (its pool lets idle connections go), by which a restore finds the shop still running.
 */
export const ANNOUNCEMENTS_LISTENER_NAME = `${shopConnectionName()} announcements`;

/**
 * The channel, computed by the server itself: NOTIFY only reaches sessions of the same database, and the schema in
 * the name keeps two shops that share one database in separate schemas apart. Hashed because a channel name is an
 * identifier of at most 63 bytes.
 */
export const CHANNEL_EXPRESSION =
  "'mayil_changed_' || left(encode(sha256(convert_to(current_database() || '.' || current_schema(), 'UTF8')), 'hex'), 16)";

/** What one kind of announcement does in each process that hears it. */
export interface Topic {
  /** Heard an announcement, with its detail (empty when it has none); in the announcing process before it returns. */
  heard: (detail: string) => void;
  /** The listener was away and may have missed announcements: forget whatever they could have been about. */
  missed: () => void;
}

/** A topic's name is a word: the detail follows the first colon of a notification's payload. */
const TOPIC_NAME = /^[a-z][a-z-]*$/;

export interface AnnouncementsOptions {
  database: Pick<DatabaseHandle, "kind" | "db" | "openDedicatedConnection">;
  log: FastifyBaseLogger;
  /** Waits between reconnection attempts: from the first, doubling up to the last. */
  retryMs?: { first: number; max: number };
  /** How often the listener checks its connection: a silent network partition sends no error of its own. */
  heartbeatMs?: number;
}

export class Announcements {
  private readonly topics = new Map<string, Topic>();
  private readonly retryMs: { first: number; max: number };
  private readonly heartbeatMs: number;
  private client: pg.Client | undefined;
  private closed = false;
  private started = false;
  /** True from the first failure of an outage until the listener is back: the outage is logged once. */
  private down = false;
  private nextRetryMs: number;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly options: AnnouncementsOptions) {
    this.retryMs = options.retryMs ?? { first: 100, max: 5000 };
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.nextRetryMs = this.retryMs.first;
  }

  /** What `name` announcements do here; returns how to announce one (with a detail such as an id, or none). */
  topic(name: string, topic: Topic): (detail?: string) => Promise<void> {
    if (!TOPIC_NAME.test(name) || this.topics.has(name)) throw new Error(`announcement topic ${name}: bad or taken`);
    this.topics.set(name, topic);
    return (detail = "") => this.announce(name, topic, detail);
  }

  /**
   * Heard in this process at once (before the first await), then told to the other processes. Never rejects: the
   * change itself is already committed, and a lost signal only means other processes wait for their time limits.
   */
  private async announce(name: string, topic: Topic, detail: string): Promise<void> {
    topic.heard(detail);
    if (this.options.database.kind !== "postgres") return;
    try {
      await this.options.database.db.execute(
        sql`select pg_notify(${sql.raw(CHANNEL_EXPRESSION)}, ${`${name}:${detail}`})`,
      );
    } catch (error) {
      this.options.log.warn({ err: error, topic: name }, "could not tell the other processes of a change");
    }
  }

  /** A notification from any process (this one included): `topic:detail`. */
  private hear(payload: string | undefined): void {
    const colon = (payload ?? "").indexOf(":");
    if (colon < 0) return;
    this.topics.get((payload ?? "").slice(0, colon))?.heard((payload ?? "").slice(colon + 1));
  }

  private missedAll(): void {
    for (const topic of this.topics.values()) topic.missed();
  }

  /** Starts listening (PostgreSQL server only); returns at once, the connection is made in the background. */
  start(): void {
    if (this.started || this.closed || !this.options.database.openDedicatedConnection) return;
    this.started = true;
    void this.listen();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    // end() waits for the server's goodbye, which never comes through a network partition: closing the app must not.
    if (client) await Promise.race([client.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1000))]);
  }

  private async listen(): Promise<void> {
    const open = this.options.database.openDedicatedConnection;
    if (this.closed || !open) return;
    const client = open(ANNOUNCEMENTS_LISTENER_NAME);
    this.client = client;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      clearInterval(this.heartbeat);
      client.end().catch(() => {});
      if (this.closed) return;
      this.reportOutage(error);
      this.retryTimer = setTimeout(() => void this.listen(), this.withJitter(this.nextRetryMs));
      this.nextRetryMs = Math.min(this.nextRetryMs * 2, this.retryMs.max);
    };
    // Without an error listener, a backend ended by the server (57P01) would be an unhandled 'error' and end the process.
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => this.hear(message.payload));
    try {
      await client.connect();
      const { rows } = await client.query<{ channel: string }>(`select ${CHANNEL_EXPRESSION} as channel`);
      const channel = rows[0]?.channel ?? "";
      // The channel is 'mayil_changed_' and hex digits (see CHANNEL_EXPRESSION): safe to quote as an identifier.
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (lost || this.closed) {
      if (this.closed) await client.end().catch(() => {});
      return;
    }
    this.heartbeat = setInterval(() => {
      client.query("select 1").catch(onLost);
    }, this.heartbeatMs);
    this.heartbeat.unref();
    this.nextRetryMs = this.retryMs.first;
    if (this.down) {
      this.down = false;
      // Changes made while nobody listened were not heard: forget what may be older than them.
      this.missedAll();
      this.options.log.info("change listener is connected again");
    }
  }

  private reportOutage(error: unknown): void {
    if (this.down) return;
    this.down = true;
    // The error goes through the logger's filter (codes, no query values, no connection string).
    this.options.log.warn(
      { err: error },
      "change listener lost its database connection; retrying (what is remembered expires meanwhile)",
    );
  }

  /** Spreads the reconnections of many processes after one database restart. */
  private withJitter(ms: number): number {
    return Math.round(ms * (0.8 + Math.random() * 0.4));
  }
}
