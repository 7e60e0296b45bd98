// The stock ledger's invariant, checked straight in the tables: for every product and colour, stock >= 0, the sum of
// its ledger rows equals its stock, and its rows in id order count up to each row's stock_after. Any test that changes
// stock (orders, adjustments, imports, new products) can end with `await expectLedgerAddsUp(shop)`.
// For a piece with colours, `expectPieceStockAgrees` also checks that every place that shows its stock says the same
// (decision 027): the shop's product and list, the desk's product and list, the ledger and the spreadsheet.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { OwnerProduct, OwnerProductSummary } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { totalStock } from "@mayil/core/catalogue/piece-options";
import { stockState } from "@mayil/core/stock/stock-state";
import { parse } from "csv-parse/sync";
import { expect } from "vitest";
import type { Database } from "../../src/db/database";
import type { TestShop } from "../test-app";

/** What reaches the shop's database: a TestShop (`shop`), or a DatabaseHandle (`shop.database`). */
export type LedgerDatabase = { database: { db: Database } } | { db: Database };

// Read as properties, not with `in`: useTestShop's shop is a Proxy that only serves property reads.
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

/** The owner as the checks below need her: her token for the spreadsheet, and her calls for the desk. */
export interface StockOwner {
  token: string;
  call: <T>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>;
}

/** One piece's counts as the tables hold them: its own, each colour's on sale, and what colours off sale still hold. */
export interface PieceStock {
  own: number;
  colours: Map<number, number>;
  total: number;
}

/**
 * Asserts that every place that shows a piece's stock says the same: the tables' own count plus its colours on sale
 * is the public product's quantity and stock (and each colour's), the public list's, the desk's product and list, the
 * sum of the ledger's rows and of the spreadsheet's rows; a colour off sale holds 0; and the piece reads as in stock
 * to a shopper exactly when some option has stock. Also checks the whole ledger (expectLedgerAddsUp). Returns the
 * counts, so a test can also say what they should be.
 */
export async function expectPieceStockAgrees(
  shop: TestShop,
  owner: StockOwner,
  productId: number,
): Promise<PieceStock> {
  await expectLedgerAddsUp(shop);
  const db = shop.database.db;
  const id = Number(productId);
  const [own] = await rows<{ stock: number; name: string }>(db, `select stock, name from products where id = ${id}`);
  if (!own) throw new Error(`no product ${id}`);
  const colourRows = await rows<{ id: number; stock: number; is_active: boolean }>(
    db,
    `select id, stock, is_active from product_variants where product_id = ${id} order by id`,
  );
  const colours = new Map(colourRows.filter((c) => c.is_active).map((c) => [Number(c.id), Number(c.stock)]));
  const total = totalStock(Number(own.stock), [...colours.values()]);
  const where = `piece ${id} (own ${own.stock}, colours ${JSON.stringify([...colours])})`;
  expect(
    colourRows.filter((c) => !c.is_active && Number(c.stock) !== 0),
    `${where}: a colour off sale holds nothing`,
  ).toEqual([]);

  // The ledger: the piece's rows, all items together, add up to what it holds.
  const [ledger] = await rows<{ sum: number }>(
    db,
    `select coalesce(sum(change), 0)::int as sum from stock_movements where product_id = ${id}`,
  );
  expect(Number(ledger?.sum), `${where}: the ledger's rows add up to the total`).toBe(total);

  // The shop: the product page's response and the list's card.
  const shown = (await shop.get<{ product: Product }>(`/api/products/${id}`)).body.product;
  expect([shown.quantity, shown.stock], `${where}: the public product shows the total`).toEqual([total, total]);
  expect(new Map(shown.variants.map((v) => [v.id, v.quantity])), `${where}: each colour's own count`).toEqual(colours);
  expect(stockState(shown.quantity) !== "out-of-stock", `${where}: in stock exactly when something is`).toBe(total > 0);
  const listed = await shop.get<{ products: Product[] }>(
    `/api/products?limit=100&search=${encodeURIComponent(own.name)}`,
  );
  const card = listed.body.products.find((p) => p.id === id);
  expect(card?.quantity, `${where}: the public list shows the total`).toBe(total);

  // The desk: one product (own count, colours, total) and the product list.
  const desk = (await owner.call<{ product: OwnerProduct }>("GET", `/api/owner/products/${id}`)).body.product;
  expect([desk.stock, desk.total_stock], `${where}: the desk's product`).toEqual([Number(own.stock), total]);
  expect(new Map(desk.variants.map((v) => [v.id, v.stock])), `${where}: the desk's colours`).toEqual(colours);
  const deskList = await owner.call<{ products: OwnerProductSummary[] }>(
    "GET",
    `/api/owner/products?status=all&limit=100&q=${encodeURIComponent(own.name)}`,
  );
  expect(deskList.body.products.find((p) => p.id === id)?.stock, `${where}: the desk's list counts the total`).toBe(
    total,
  );

  // The spreadsheet: the piece's row and its colours' rows add up to the total.
  const sheet = await fetch(`${shop.url}/api/owner/products.csv`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(sheet.status).toBe(200);
  const records: Record<string, string>[] = parse(await sheet.text(), { bom: true, columns: true });
  const itsRows = records.filter((r) => Number(r.product_id) === id);
  expect(
    itsRows.reduce((sum, r) => sum + Number(r.stock), 0),
    `${where}: the spreadsheet's rows add up to the total`,
  ).toBe(total);
  expect(Number(itsRows.find((r) => r.variant_id === "")?.stock), `${where}: the sheet's own row`).toBe(
    Number(own.stock),
  );
  return { own: Number(own.stock), colours, total };
}
