// Runs a transaction again when PostgreSQL gave it up to a deadlock or a serialisation failure, so the shopper
// gets a response instead of a 500.
import type { Database, Transaction } from "./database";

/** SQLSTATEs of a transaction PostgreSQL rolled back only because of what ran beside it: trying again is safe. */
const RETRYABLE = new Set(["40P01" /* deadlock_detected */, "40001" /* serialization_failure */]);

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** The longest wait before the first retry, in ms; doubles each time. A random part of it is waited (jitter). */
  baseDelayMs?: number;
}

/**
 * `db.transaction(work)`, tried again (bounded, with jittered backoff) when it was rolled back by a deadlock or a
 * serialisation failure. `work` must do nothing outside the transaction that cannot be done twice. Any other error,
 * and the last retryable one, is thrown as it came.
 */
export async function transactionWithRetry<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  { attempts = 4, baseDelayMs = 20 }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    // Each attempt's hooks are its own: a rolled-back attempt's are dropped with it.
    const hooks: AfterCommit[] = [];
    try {
      const result = await db.transaction((tx) => {
        contexts.set(tx, { db, hooks });
        return work(tx);
      });
      // A hook tells others of what was committed; its failure must not turn a committed change into an error.
      const told: Promise<void>[] = [];
      for (const hook of hooks) {
        try {
          const telling = hook();
          if (telling) told.push(telling.catch(() => {}));
        } catch {
          // Told nobody; the change stands.
        }
      }
      await Promise.all(told);
      return result;
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      // Jitter: two transactions that collided should not collide again on the same beat.
      const delay = Math.random() * baseDelayMs * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * What runs once a transaction has committed (never when it rolled back). A promise it returns is awaited before the
 * transaction's caller goes on (the shop's events, decision 077: the catalogue's announcement is out before the
 * response); a hook whose work must delay nobody starts it and returns nothing.
 */
export type AfterCommit = () => void | Promise<void>;

interface TransactionContext {
  /** The database the transaction runs on: a module finds its own settings for this shop by it. */
  db: Database;
  hooks: AfterCommit[];
}

const contexts = new WeakMap<Transaction, TransactionContext>();

/**
 * Runs `hook` after this transaction commits (decisions 055 and 077: what is told of is only what happened).
 * Only for a transaction of transactionWithRetry; any other (a seed, a read-only snapshot) has no hooks, and the
 * hook is dropped (returns false).
 */
export function afterCommit(tx: Transaction, hook: AfterCommit): boolean {
  const context = contexts.get(tx);
  if (!context) return false;
  context.hooks.push(hook);
  return true;
}

/** The database a transaction of transactionWithRetry runs on (undefined for any other transaction). */
export function databaseOf(tx: Transaction): Database | undefined {
  return contexts.get(tx)?.db;
}

/** The SQLSTATE of a database error, looking through the wrappers the drivers and Drizzle put around it. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isRetryable = (error: unknown) => RETRYABLE.has(sqlStateOf(error) ?? "");
