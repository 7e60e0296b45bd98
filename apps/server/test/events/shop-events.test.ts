// The shop's events (decision 077) over the real embedded database: a subscriber hears an event published in a
// transaction only once it has committed, never when it rolled back or for a retried attempt; outside a transaction at
// once. A failing subscriber is logged by the event's name alone and stops neither the publisher nor the others.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/database";
import { transactionWithRetry } from "../../src/db/transaction";
import { ShopEvents } from "../../src/events/event-bus";
import type { ShopEvent } from "../../src/events/shop-events";

/** A logger that keeps what it was told. */
function keptLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    warn: (fields: Record<string, unknown>, message: string) => {
      lines.push({ fields, message });
    },
  };
}

const PLACED: ShopEvent<"order-placed"> = {
  name: "order-placed",
  order: { id: 7, orderNumber: "MJ-000007", customerName: "Lakshmi Iyer", totalPaise: 44_700 },
  pieceCount: 2,
  fromSessionId: null,
};

describe("the shop's events (pglite)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    await handle.db.execute(sql`create table things (id int primary key)`);
  });
  afterAll(async () => handle.close());

  const count = async () => {
    const result = (await handle.db.execute(sql`select count(*)::int as n from things`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n ?? -1;
  };

  it("reaches a subscriber after the commit, which it sees, and before the transaction's caller goes on", async () => {
    const events = new ShopEvents(keptLog());
    const heard: { orderId: number; rows: number }[] = [];
    events.subscribe("order-placed", async (event) => {
      heard.push({ orderId: event.order.id, rows: await count() });
    });
    let heardInside = -1;
    await transactionWithRetry(handle.db, async (tx) => {
      await tx.execute(sql`insert into things values (1)`);
      events.publish(tx, PLACED);
      heardInside = heard.length;
    });
    expect(heardInside).toBe(0);
    // Awaited: the subscriber's own read has finished, and it saw the committed row.
    expect(heard).toEqual([{ orderId: 7, rows: 1 }]);
  });

  it("never reaches a subscriber when the transaction rolls back", async () => {
    const events = new ShopEvents(keptLog());
    const heard: string[] = [];
    events.subscribe("catalogue-changed", (event) => {
      heard.push(event.name);
    });
    await expect(
      transactionWithRetry(handle.db, async (tx) => {
        events.publish(tx, { name: "catalogue-changed" });
        await tx.execute(sql`insert into things values (2)`);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(heard).toEqual([]);
    expect(await count()).toBe(1);
  });

  it("is heard once for a transaction tried again: the rolled-back attempt's event goes with it", async () => {
    const events = new ShopEvents(keptLog());
    let heard = 0;
    events.subscribe("stock-changed", () => {
      heard += 1;
    });
    let attempts = 0;
    await transactionWithRetry(
      handle.db,
      async (tx) => {
        attempts += 1;
        events.publish(tx, { name: "stock-changed" });
        // A serialisation failure on the first attempt, as PostgreSQL reports one.
        if (attempts === 1) throw Object.assign(new Error("could not serialize access"), { code: "40001" });
      },
      { baseDelayMs: 1 },
    );
    expect(attempts).toBe(2);
    expect(heard).toBe(1);
  });

  it("a failing subscriber is logged by the event's name alone; the change, the publisher and the others go on", async () => {
    const log = keptLog();
    const events = new ShopEvents(log);
    const heard: string[] = [];
    events.subscribe("order-placed", () => {
      throw new Error("push service down");
    });
    events.subscribe("order-placed", async () => {
      throw new Error("announcement lost");
    });
    events.subscribe("order-placed", (event) => {
      heard.push(event.order.orderNumber);
    });
    const result = await transactionWithRetry(handle.db, async (tx) => {
      await tx.execute(sql`insert into things values (3)`);
      events.publish(tx, PLACED);
      return "placed";
    });
    expect(result).toBe("placed");
    expect(await count()).toBe(2);
    expect(heard).toEqual(["MJ-000007"]);
    expect(log.lines.map((line) => line.fields.event)).toEqual(["order-placed", "order-placed"]);
    const logged = JSON.stringify(log.lines.map((line) => ({ ...line.fields, err: undefined, message: line.message })));
    expect(logged).not.toContain("Lakshmi");
    expect(logged).not.toContain("MJ-000007");
  });

  it("outside a transaction reaches the subscribers at once, and the promise waits for them", async () => {
    const events = new ShopEvents(keptLog());
    const heard: number[] = [];
    events.subscribe("order-about-to-expire", async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      heard.push(event.hoursLeft);
    });
    await events.publish(null, { name: "order-about-to-expire", order: PLACED.order, hoursLeft: 5.5 });
    expect(heard).toEqual([5.5]);
  });

  it("reaches only the subscribers of its own name, and no longer one that stopped", async () => {
    const events = new ShopEvents(keptLog());
    const heard: string[] = [];
    const stop = events.subscribe("stock-changed", (event) => {
      heard.push(event.name);
    });
    events.subscribe("catalogue-changed", (event) => {
      heard.push(event.name);
    });
    await events.publish(null, { name: "stock-changed" });
    stop();
    await events.publish(null, { name: "stock-changed" });
    expect(heard).toEqual(["stock-changed"]);
  });

  it("refuses an event in a transaction that does not tell of its commit, so none is silently lost", async () => {
    const events = new ShopEvents(keptLog());
    await expect(
      handle.db.transaction(async (tx) => {
        events.publish(tx, { name: "catalogue-changed" });
      }),
    ).rejects.toThrow(/does not tell of its commit/);
  });

  it("types each event's payload by its name", () => {
    const events = new ShopEvents(keptLog());
    events.subscribe("payment-recorded", (event) => {
      expectTypeOf(event.payment.amountPaise).toEqualTypeOf<number>();
      expectTypeOf(event.name).toEqualTypeOf<"payment-recorded">();
    });
    events.subscribe("stock-running-out", (event) => {
      expectTypeOf(event.pieces[0]?.left).toEqualTypeOf<number | undefined>();
    });
    // @ts-expect-error: no such event
    events.subscribe("order-shipped", () => {});
    // @ts-expect-error: an order placed says which order
    void events.publish(null, { name: "order-placed", pieceCount: 1, fromSessionId: null });
    // @ts-expect-error: a payload of another event
    void events.publish(null, { name: "catalogue-changed", hoursLeft: 1 });
  });
});
