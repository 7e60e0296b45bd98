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
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      // Jitter: two transactions that collided should not collide again on the same beat.
      const delay = Math.random() * baseDelayMs * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
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
