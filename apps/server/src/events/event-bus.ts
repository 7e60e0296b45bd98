// The shop's events (decision 077): a module publishes what happened, and whoever acts on it subscribes, instead of
// each producer being handed the callbacks of every part that cares. An event published inside a transaction reaches
// its subscribers only once that transaction has committed (afterCommit), never when it rolled back; one published
// outside a transaction, for a change already committed, reaches them at once. The bus is in-process: a subscriber
// that must reach every process forwards the event on the announcements (db/announcements.ts), as app.ts and the
// alerts do.
import type { Transaction } from "../db/database";
import { afterCommit } from "../db/transaction";
import type { ShopEvent, ShopEventName } from "./shop-events";

/**
 * Acts on one event. A promise it returns is awaited before the publisher goes on (the catalogue's announcement is
 * out before the shopper has her response); work that must not delay anyone is started and not returned.
 */
export type Subscriber<Name extends ShopEventName> = (event: ShopEvent<Name>) => void | Promise<void>;

/** Where a subscriber's failure is told (the app's logger, whose filter keeps the error's code and no values). */
export interface EventLog {
  warn(fields: { err: unknown; event: ShopEventName }, message: string): void;
}

export class ShopEvents {
  private readonly subscribers = new Map<ShopEventName, Set<Subscriber<ShopEventName>>>();

  constructor(private readonly log: EventLog) {}

  /** Acts on every `name` event from now on; returns how to stop. */
  subscribe<Name extends ShopEventName>(name: Name, subscriber: Subscriber<Name>): () => void {
    const set = this.subscribers.get(name) ?? new Set();
    this.subscribers.set(name, set);
    // Stored among every event's subscribers; only ever called with an event of its own name (see deliver).
    const stored = subscriber as Subscriber<ShopEventName>;
    set.add(stored);
    return () => set.delete(stored);
  }

  /**
   * Publishes `event` once `tx` commits (nothing if it rolls back); `tx` must be a transaction of
   * transactionWithRetry, the only ones that tell of their commit. With `null` (a change already committed, or one
   * statement that committed on its own), delivers it now: the promise settles when the subscribers have. Never
   * rejects or throws for a subscriber.
   */
  publish(tx: Transaction, event: ShopEvent): void;
  publish(tx: null, event: ShopEvent): Promise<void>;
  publish(tx: Transaction | null, event: ShopEvent): void | Promise<void> {
    if (tx === null) return this.deliver(event);
    // An event that could never be delivered is a mistake in the code, found by the first test that publishes it.
    if (!afterCommit(tx, () => this.deliver(event))) {
      throw new Error(`event ${event.name} published in a transaction that does not tell of its commit`);
    }
  }

  /** Each subscriber in turn; one's failure is logged (the event's name, never its payload) and the rest still run. */
  private async deliver(event: ShopEvent): Promise<void> {
    const running: Promise<void>[] = [];
    for (const subscriber of this.subscribers.get(event.name) ?? []) {
      try {
        const result = subscriber(event);
        if (result) running.push(result.catch((error: unknown) => this.failed(event, error)));
      } catch (error) {
        this.failed(event, error);
      }
    }
    await Promise.all(running);
  }

  private failed(event: ShopEvent, error: unknown): void {
    // The error goes through the logger's filter (no query values, no shopper's input); the payload is not logged.
    this.log.warn({ err: error, event: event.name }, "a subscriber to a shop event failed");
  }
}
