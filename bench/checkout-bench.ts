// `npm run bench:checkout`: shoppers placing orders at once, on each database. Two shapes of load: everyone buying
// the same product (every order queues on that product's row lock, the Diwali-sale case) and everyone buying a
// different product (no shared lock). Checks afterwards that stock fell by exactly the units ordered.
// Set BENCH_POSTGRES_URL (default: the local server's `test` database) or BENCH_SKIP_POSTGRES=1.
import os from "node:os";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "../apps/server/src/db/database";
import { seedDemoCatalogue } from "../apps/server/src/db/seed/seed";
import { signIn } from "../apps/server/test/sign-in";
import { benchNumber } from "./bench-env";
import {
  type BenchKind,
  benchKinds,
  prepareBenchDatabase,
  ROOMY_LIMITS,
  startBenchServer,
  stopBenchServer,
} from "./bench-setup";
import { writeBenchmarkSection } from "./benchmarks-doc";

const SHOPPERS = benchNumber("BENCH_SHOPPERS", 40);
const SECONDS = benchNumber("BENCH_SECONDS", 8);
const PORT = 3991;
const BASE = `http://127.0.0.1:${PORT}`;
const STOCK = 1_000_000;

interface Row {
  database: string;
  load: string;
  orders: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  stockAddsUp: boolean;
}

/** The demo catalogue with plenty of stock, served with the development sign-in the shoppers use. */
const prepare = async (kind: BenchKind) => {
  const prepared = await prepareBenchDatabase(kind, PORT, async (database) => {
    await seedDemoCatalogue(database.db);
    await database.db.execute(sql.raw(`update products set stock = ${STOCK}`));
  });
  return { ...prepared, env: { ...prepared.env, PUBLIC_URL: BASE, ...ROOMY_LIMITS } };
};

/** Each shopper places orders back to back for SECONDS; returns every order's latency and the failures. */
async function rush(tokens: string[], productFor: (shopper: number) => number) {
  const latencies: number[] = [];
  let failed = 0;
  const refusals = new Map<number, number>();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token, shopper) => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(`${BASE}/api/orders`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({
            customer_name: "Bench Shopper",
            customer_phone: "+919847012345",
            delivery_method: "pickup",
            pickup_location: "Peyad",
            order_items: [{ product_id: productFor(shopper), quantity: 1 }],
          }),
        });
        await response.arrayBuffer();
        if (response.status === 201) latencies.push(performance.now() - started);
        else {
          failed++;
          refusals.set(response.status, (refusals.get(response.status) ?? 0) + 1);
        }
      }
    }),
  );
  // A failure is a defect of the shop or of this benchmark: say which responses they were.
  if (failed > 0) console.log(`  failed responses by status: ${JSON.stringify(Object.fromEntries(refusals))}`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { orders: latencies.length, perSecond: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), failed };
}

/** The first `count` active pieces that have no colours on sale, by id; refuses to measure with fewer. */
async function piecesWithoutColours(target: DatabaseTarget, count: number): Promise<number[]> {
  const database = await openDatabase(target);
  try {
    const result = (await database.db.execute(
      sql.raw(`select id from products p where is_active
               and not exists (select 1 from product_variants v where v.product_id = p.id and v.is_active)
               order by id limit ${count}`),
    )) as unknown as { rows: { id: number }[] };
    const ids = result.rows.map((row) => Number(row.id));
    if (ids.length < count)
      throw new Error(`the demo catalogue has ${ids.length} pieces without colours, ${count} needed`);
    return ids;
  } finally {
    await database.close();
  }
}

/** Units sold according to the orders, and units missing from stock: they must be equal. */
async function stockAddsUp(database: DatabaseHandle): Promise<boolean> {
  const result = (await database.db.execute(
    sql.raw(`select (select coalesce(sum(quantity), 0) from order_items)::bigint as sold,
                    (select coalesce(sum(${STOCK} - stock), 0) from products)::bigint as taken`),
  )) as unknown as { rows: { sold: string; taken: string }[] };
  const row = result.rows[0];
  return row !== undefined && Number(row.sold) === Number(row.taken);
}

const rows: Row[] = [];
for (const kind of benchKinds) {
  console.log(`Preparing ${kind}...`);
  const { env, target, cleanup } = await prepare(kind);
  // Pieces sold without a colour choice (a piece in colours needs one, and keeps its stock per colour). Read before
  // the server starts: an embedded database opens in one process at a time.
  const [hot, ...spread] = await piecesWithoutColours(target, SHOPPERS + 1);
  const server = await startBenchServer(env);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      tokens.push((await signIn(BASE, { email: `bench${i}@example.com`, name: `Bench ${i}` })).token);
    }
    const loads = [
      { name: `${SHOPPERS} shoppers, one product`, productFor: () => hot ?? 0 },
      { name: `${SHOPPERS} shoppers, each a different product`, productFor: (shopper: number) => spread[shopper] ?? 0 },
    ];
    await rush(tokens.slice(0, 4), () => hot ?? 0); // warm up
    for (const load of loads) {
      const result = await rush(tokens, load.productFor);
      rows.push({ database: kind, load: load.name, ...result, stockAddsUp: false });
      console.log(`${kind} ${load.name}: ${Math.round(result.perSecond)} orders/s, p99 ${result.p99} ms`);
    }
  } finally {
    await stopBenchServer(server);
  }
  const database = await openDatabase(target);
  const addsUp = await stockAddsUp(database);
  await database.close();
  for (const row of rows) if (row.database === kind) row.stockAddsUp = addsUp;
  await cleanup();
}

const table = [
  "| database | load | orders placed | orders/s | p50 ms | p99 ms | failed | stock = units sold |",
  "|---|---|---:|---:|---:|---:|---:|---|",
  ...rows.map(
    (r) =>
      `| ${r.database} | ${r.load} | ${r.orders} | ${Math.round(r.perSecond)} | ${r.p50} | ${r.p99} | ${r.failed} | ${r.stockAddsUp ? "yes" : "NO"} |`,
  ),
].join("\n");

const hotShare = (kind: string) => {
  const [hot, spread] = rows.filter((r) => r.database === kind);
  return hot && spread && spread.perSecond > 0 ? `${Math.round((hot.perSecond / spread.perSecond) * 100)} %` : "-";
};

const doc = `## Checkout under load

Command: \`npm run bench:checkout\` (bench/checkout-bench.ts). ${SHOPPERS} signed-in shoppers each placing
pickup orders of one item back to back for ${SECONDS} s, server and load on the same ${os.cpus().length}-core machine,
Node ${process.version}, run on ${new Date().toISOString().slice(0, 10)}. Every order is a transaction that locks the
product row, checks and takes the stock, writes the order and its item and clears the cart line.

${table}

Same-run ratio, one hot product against spread products: PGlite ${hotShare("pglite")}, PostgreSQL ${hotShare("postgres")}.
"stock = units sold" compares, after the run, the units in all order items with the stock that left the products.

How to read it: everyone buying the same piece queues on its row lock, so that line shows the cost of the lock
that makes overselling impossible; spread purchases run side by side on a PostgreSQL server. PGlite runs one
transaction at a time whatever is bought, so both lines are alike there.
`;
writeBenchmarkSection("checkout", doc);
console.log(`\n${table}\n\nWritten to docs/benchmarks.md`);
