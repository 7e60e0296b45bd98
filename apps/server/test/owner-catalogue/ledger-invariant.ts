// The stock ledger's invariant, checked straight in the tables: for every product and colour, stock >= 0, the sum of
// its ledger rows equals its stock, and its rows in id order count up to each row's stock_after. Any test that changes
// stock (orders, adjustments, imports, new products) can end with `await expectLedgerAddsUp(shop)`.
import { expect } from "vitest";
import type { Database } from "../../src/db/database";

/** What reaches the shop's database: a TestShop (`shop`), or a DatabaseHandle (`shop.database`). */
export type LedgerDatabase = { database: { db: Database } } | { db: Database };

// Read as properties, not with `in`: useTestShop's shop is a Proxy that only answers property reads.
const dbOf = (target: LedgerDatabase): Database =>
  (target as { database?: { db: Database } }).database?.db ?? (target as { db: Database }).db;

async function rows<T>(db: Database, query: string): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every product's own stock and every colour's, each with what its ledger rows add up to. */
const ITEMS = `
  select p.id as product_id, null::int as variant_id, p.stock,
         coalesce((select sum(m.change) from stock_movements m where m.product_id = p.id and m.variant_id is null), 0)::int
           as ledger
  from products p
  union all
  select v.product_id, v.id, v.stock,
         coalesce((select sum(m.change) from stock_movements m where m.variant_id = v.id), 0)::int
  from product_variants v
  order by product_id, variant_id nulls first`;

/** Rows whose stock_after is not the running count of their item's rows up to them, in id order. */
const BROKEN_RUNS = `
  select id::int, product_id, variant_id, change, stock_after, running::int
  from (
    select m.*, sum(m.change) over (partition by m.product_id, m.variant_id order by m.id) as running
    from stock_movements m
  ) r
  where r.running <> r.stock_after
  order by id
  limit 20`;

/** Colour rows filed under another product than the colour's own: the colour's history would be split. */
const MISFILED = `
  select m.id::int, m.product_id, m.variant_id, v.product_id as colour_of
  from stock_movements m join product_variants v on v.id = m.variant_id
  where v.product_id <> m.product_id
  limit 20`;

export interface LedgerReport {
  items: number;
  movements: number;
}

/**
 * Asserts the invariant for every product and colour, listing what breaks it (at most 20 of each kind). Returns how
 * many items and ledger rows it checked, so a test can also see that it checked something.
 */
export async function expectLedgerAddsUp(target: LedgerDatabase): Promise<LedgerReport> {
  const db = dbOf(target);
  const items = await rows<{ product_id: number; variant_id: number | null; stock: number; ledger: number }>(db, ITEMS);
  const negative = items.filter((item) => item.stock < 0);
  const apart = items.filter((item) => Number(item.stock) !== Number(item.ledger));
  expect(negative, "no product or colour has stock below 0").toEqual([]);
  expect(apart.slice(0, 20), "every product's and colour's ledger rows add up to its stock").toEqual([]);
  expect(await rows(db, BROKEN_RUNS), "each row's stock_after is the running count of its item's rows").toEqual([]);
  expect(await rows(db, MISFILED), "a colour's rows are filed under its own product").toEqual([]);
  const [count] = await rows<{ n: number }>(db, "select count(*)::int as n from stock_movements");
  return { items: items.length, movements: Number(count?.n ?? 0) };
}
