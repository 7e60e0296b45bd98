// transactionWithRetry on the PostgreSQL server: two transactions that lock two rows in opposite orders deadlock;
// plain db.transaction hands one of them a 40P01 error, the helper runs that one again and both succeed.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../src/db/database";
import { openDatabase } from "../../src/db/database";
import { sqlStateOf, transactionWithRetry } from "../../src/db/transaction";
import { testDatabaseUrl } from "../test-env";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../throwaway-database";

describe.runIf(testDatabaseUrl)("transactionWithRetry (postgres)", () => {
  let throwaway: ThrowawayDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase("postgres");
    handle = await openDatabase(throwaway.target);
    await handle.db.execute(sql`create table counters (id int primary key, n int not null)`);
    await handle.db.execute(sql`insert into counters values (1, 0), (2, 0)`);
  });
  afterAll(async () => {
    await handle.close();
    await throwaway.drop();
  });

  /** Two transactions, one locking 1 then 2, the other 2 then 1, each waiting for the other's first lock. */
  async function crossedLocks(run: (db: Database, work: Parameters<Database["transaction"]>[0]) => Promise<unknown>) {
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldTheirFirst = new Promise<void>((resolve) => {
      release = resolve;
    });
    const meet = async () => {
      arrived += 1;
      if (arrived === 2) release();
      // Only the first attempts meet; a retry goes straight on.
      if (arrived <= 2) await bothHoldTheirFirst;
    };
    const transfer = (first: number, second: number) =>
      run(handle.db, async (tx) => {
        await tx.execute(sql`update counters set n = n + 1 where id = ${first}`);
        await meet();
        await tx.execute(sql`update counters set n = n + 1 where id = ${second}`);
      });
    return Promise.allSettled([transfer(1, 2), transfer(2, 1)]);
  }

  it("without it one of two crossed transactions fails with deadlock_detected (40P01)", async () => {
    const results = await crossedLocks((db, work) => db.transaction(work));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(failed).toHaveLength(1);
    expect(sqlStateOf(failed[0]?.reason)).toBe("40P01");
  });

  it("with it both commit, each exactly once", async () => {
    await handle.db.execute(sql`update counters set n = 0`);
    const results = await crossedLocks((db, work) => transactionWithRetry(db, work));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    const { rows } = (await handle.db.execute(sql`select n from counters order by id`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.map((row) => row.n)).toEqual([2, 2]);
  });
});
