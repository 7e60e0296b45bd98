// Tells every server process that the catalogue changed, so none serves cached answers older than the change.
//
// On a PostgreSQL server a change is announced with NOTIFY and every process LISTENs on a connection of its own; on
// PGlite there is only this process, so announcing is a local clear. The signal is a shortcut, not the guarantee: if
// it is lost (the listener is reconnecting), cached answers still expire after CATALOGUE_CACHE_SECONDS, and the
// listener clears the cache when it comes back, since it may have missed changes meanwhile (docs/decisions/009).
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { DatabaseHandle } from "../../db/database";

/** How the listener's connection shows in pg_stat_activity. */
export const CATALOGUE_LISTENER_NAME = "mayil-catalogue-changes";

/**
 * The channel, computed by the server itself: NOTIFY only reaches sessions of the same database, and the schema in
 * the name keeps two shops that share one database in separate schemas apart. Hashed because a channel name is an
 * identifier of at most 63 bytes.
 */
const CHANNEL_EXPRESSION =
  "'catalogue_changed_' || left(encode(sha256(convert_to(current_database() || '.' || current_schema(), 'UTF8')), 'hex'), 16)";

export interface CatalogueChangesOptions {
  database: Pick<DatabaseHandle, "kind" | "db" | "openDedicatedConnection">;
  /** Forgets this process's cached catalogue answers. */
  clearCache: () => void;
  log: FastifyBaseLogger;
  /** Waits between reconnection attempts: from the first, doubling up to the last. */
  retryMs?: { first: number; max: number };
  /** How often the listener checks its connection: a silent network partition sends no error of its own. */
  heartbeatMs?: number;
}

export class CatalogueChanges {
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

  constructor(private readonly options: CatalogueChangesOptions) {
    this.retryMs = options.retryMs ?? { first: 100, max: 5000 };
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.nextRetryMs = this.retryMs.first;
  }

  /**
   * Clears this process's cache at once (before the first await), then tells the other processes. Never rejects: the
   * change itself is already committed, and a lost signal only means other processes wait for their cache to expire.
   */
  async announce(): Promise<void> {
    this.options.clearCache();
    if (this.options.database.kind !== "postgres") return;
    try {
      await this.options.database.db.execute(sql`select pg_notify(${sql.raw(CHANNEL_EXPRESSION)}, '')`);
    } catch (error) {
      this.options.log.warn({ err: error }, "could not tell the other processes that the catalogue changed");
    }
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
    const client = open(CATALOGUE_LISTENER_NAME);
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
    client.on("notification", () => this.options.clearCache());
    try {
      await client.connect();
      const { rows } = await client.query<{ channel: string }>(`select ${CHANNEL_EXPRESSION} as channel`);
      const channel = rows[0]?.channel ?? "";
      // The channel is 'catalogue_changed_' and hex digits (see CHANNEL_EXPRESSION): safe to quote as an identifier.
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
      this.options.clearCache();
      this.options.log.info("catalogue change listener is connected again");
    }
  }

  private reportOutage(error: unknown): void {
    if (this.down) return;
    this.down = true;
    // The error goes through the logger's filter (codes, no query values, no connection string).
    this.options.log.warn(
      { err: error },
      "catalogue change listener lost its database connection; retrying (cached answers expire meanwhile)",
    );
  }

  /** Spreads the reconnections of many processes after one database restart. */
  private withJitter(ms: number): number {
    return Math.round(ms * (0.8 + Math.random() * 0.4));
  }
}
