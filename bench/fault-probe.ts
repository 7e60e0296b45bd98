// `npm run bench:faults`: bad days (docs/reliability.md), staged against a real shop process on the PostgreSQL server, as
// an unlucky day or a greedy shopper would stage them; counts every response and checks stock afterwards. Results go to
// docs/reliability.md. The shop reaches PostgreSQL through a pausable TCP proxy, so the probe can cut the network.
// Set BENCH_POSTGRES_URL (default: the local server's `test` database).
import { sql } from "drizzle-orm";
import pg from "pg";
import { seedDemoCatalogue } from "../apps/server/src/db/seed/seed";
import { type PartitionProxy, startPartitionProxy } from "../apps/server/test/resilience/partition-proxy";
import { signIn } from "../apps/server/test/sign-in";
import { prepareBenchDatabase, ROOMY_LIMITS, startBenchServer, stopBenchServer } from "./bench-setup";
import { writeDocSection } from "./benchmarks-doc";

const PORT = 3993;
const BASE = `http://127.0.0.1:${PORT}`;
const STOCK = 1_000_000;
const DOC = "docs/reliability.md";

interface Tally {
  requests: number;
  ok: number;
  refused: number; // 4xx: the shop said no, clearly
  unavailable: number; // 503 JSON: the shop said "not now"
  failed: number; // any other 5xx
  dropped: number; // no HTTP response at all
  slowestMs: number;
}

const newTally = (): Tally => ({
  requests: 0,
  ok: 0,
  refused: 0,
  unavailable: 0,
  failed: 0,
  dropped: 0,
  slowestMs: 0,
});

async function call(tally: Tally, token: string | null, method: string, path: string, body?: unknown) {
  const started = performance.now();
  tally.requests++;
  try {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(BASE + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (response.status < 300) tally.ok++;
    else if (response.status < 500) tally.refused++;
    else if (response.status === 503 && text.startsWith("{")) tally.unavailable++;
    else tally.failed++;
    return response.status;
  } catch {
    tally.dropped++;
    return 0;
  } finally {
    tally.slowestMs = Math.max(tally.slowestMs, Math.round(performance.now() - started));
  }
}

const pickupOrder = (productId: number, quantity = 1) => ({
  customer_name: "Probe Shopper",
  customer_phone: "+919847012345",
  delivery_method: "pickup",
  pickup_location: "Peyad",
  order_items: [{ product_id: productId, quantity }],
});

/** One query on a database of the PostgreSQL server, on a connection of its own (never the shop's). */
async function queryOn<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Units in orders that still hold stock, against units gone from the shelves: equal when nothing was lost. */
async function stockAddsUp(databaseUrl: string): Promise<boolean> {
  const [row] = await queryOn<{ held: string; taken: string }>(
    databaseUrl,
    `select (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
              where o.status <> 'cancelled' and i.variant_id is null)::bigint as held,
            (select coalesce(sum(${STOCK} - stock), 0) from products)::bigint as taken`,
  );
  return row !== undefined && Number(row.held) === Number(row.taken);
}

interface Row {
  fault: string;
  tally: Tally;
  after: string;
  processAlive?: boolean;
}
const rows: Row[] = [];
const row = (fault: string, tally: Tally, after: string) => {
  console.log(`${fault}: ${JSON.stringify(tally)}; ${after}`);
  rows.push({ fault, tally, after });
};

interface ProbedShop {
  tokens: string[];
  /** The shop's database, straight (not through the proxy). */
  url: string;
  proxy: PartitionProxy;
}

async function withShop(env: Record<string, string>, run: (shop: ProbedShop) => Promise<void>) {
  const prepared = await prepareBenchDatabase("postgres", PORT, async (database) => {
    await seedDemoCatalogue(database.db);
    await database.db.execute(sql.raw(`update products set stock = ${STOCK}`));
  });
  const realUrl = prepared.env.DATABASE_URL ?? "";
  const proxy = await startPartitionProxy(realUrl);
  const server = await startBenchServer({
    ...prepared.env,
    DATABASE_URL: proxy.through(realUrl),
    PUBLIC_URL: BASE,
    CATALOGUE_CACHE_SECONDS: "0",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    ...env,
  });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      tokens.push((await signIn(BASE, { email: `probe${i}@example.com`, name: `Probe ${i}` })).token);
    }
    await run({ tokens, url: realUrl, proxy });
    for (const done of rows) done.processAlive ??= server.exitCode === null;
  } finally {
    await stopBenchServer(server).catch(() => {});
    await proxy.close();
    await prepared.cleanup();
  }
}

/** PostgreSQL drops every connection of the shop (a restart, failover or proxy reset) three times under load. */
async function terminatedBackends(tokens: string[], databaseUrl: string) {
  const tally = newTally();
  const name = new URL(databaseUrl).pathname.slice(1);
  const until = performance.now() + 9_000;
  const killer = (async () => {
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await queryOn(
        databaseUrl,
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
    }
  })();
  await Promise.all([
    ...tokens.map(async (token, i) => {
      while (performance.now() < until) await call(tally, token, "POST", "/api/orders", pickupOrder(1 + (i % 4)));
    }),
    ...[0, 1, 2].map(async (reader) => {
      while (performance.now() < until) await call(tally, null, "GET", `/api/products?page=${1 + reader}&limit=12`);
    }),
  ]);
  await killer;
  const after = newTally();
  const status = await call(after, tokens[0] ?? null, "POST", "/api/orders", pickupOrder(5));
  row(
    "PostgreSQL terminates the shop's connections 3 times during 9 s of orders and reads",
    tally,
    `${(await stockAddsUp(databaseUrl)) ? "yes" : "NO"}; next order ${status}`,
  );
}

/** The same shopper adds a piece to the cart while an order for that piece is placed: 50 rounds. */
async function cartAgainstOrder(tokens: string[], databaseUrl: string) {
  const tally = newTally();
  const token = tokens[1] ?? null;
  for (let round = 0; round < 50; round++) {
    await Promise.all([
      call(tally, token, "POST", "/api/cart", { product_id: 7, quantity: 1 }),
      call(tally, token, "POST", "/api/orders", pickupOrder(7)),
    ]);
  }
  row(
    "cart add and order for the same piece by the same shopper, 50 rounds at once",
    tally,
    (await stockAddsUp(databaseUrl)) ? "yes" : "NO",
  );
}

/** The network to PostgreSQL goes silent for 12 s: every kind of request keeps being asked. */
async function partition(tokens: string[], proxy: PartitionProxy) {
  const tally = newTally();
  const token = tokens[2] ?? null;
  proxy.pause();
  const until = performance.now() + 12_000;
  await Promise.all(
    [
      () => call(tally, null, "GET", "/api/health"),
      () => call(tally, null, "GET", "/api/products?limit=12&page=2"),
      () => call(tally, token, "GET", "/api/cart"),
      () => call(tally, token, "POST", "/api/orders", pickupOrder(3)),
    ].map(async (ask) => {
      while (performance.now() < until) await ask();
    }),
  );
  proxy.resume();
  const after = newTally();
  const started = performance.now();
  let status = 0;
  while (performance.now() - started < 30_000) {
    status = await call(after, token, "POST", "/api/orders", pickupOrder(3));
    if (status === 201) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  row(
    "the network to PostgreSQL goes silent for 12 s (health, products, cart, orders asked throughout)",
    tally,
    `first order after it: ${status} in ${Math.round(performance.now() - started)} ms`,
  );
}

/** One shopper tries to take the shop: one order of 48 lines of 99, then 300 quick orders of one piece. */
async function hoarder(tokens: string[], databaseUrl: string) {
  const token = tokens[3] ?? null;
  const big = newTally();
  const lines = Array.from({ length: 48 }, (_, i) => ({ product_id: 10 + i, quantity: 99 }));
  await call(big, token, "POST", "/api/orders", { ...pickupOrder(1), order_items: lines });
  const quick = newTally();
  for (let i = 0; i < 300; i++) await call(quick, token, "POST", "/api/orders", pickupOrder(9));
  const [taken] = await queryOn<{ units: number }>(
    databaseUrl,
    `select coalesce(sum(i.quantity), 0)::int as units from order_items i join orders o on o.id = i.order_id
     join users u on u.id = o.user_id where u.email = 'probe3@example.com'`,
  );
  row("one order of 48 lines x 99 units (defaults)", big, `units taken: ${taken?.units ?? 0}`);
  row("300 quick orders of one piece by one shopper (defaults)", quick, `units taken: ${taken?.units ?? 0}`);
}

console.log("Staging faults against a shop on PostgreSQL...");
// A fresh shop for each fault, so one that kills the process does not hide the next.
await withShop(ROOMY_LIMITS, ({ tokens, url }) => terminatedBackends(tokens, url));
await withShop(ROOMY_LIMITS, ({ tokens, url }) => cartAgainstOrder(tokens, url));
await withShop(ROOMY_LIMITS, ({ tokens, proxy }) => partition(tokens, proxy));
// The shop's own limits, except for signing the probe's shoppers in.
await withShop({}, ({ tokens, url }) => hoarder(tokens, url));

const table = [
  "| fault | requests | 2xx | 4xx | 503 JSON | other 5xx | no response | slowest ms | stock adds up / after | process alive |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ...rows.map(
    ({ fault, tally: t, after, processAlive }) =>
      `| ${fault} | ${t.requests} | ${t.ok} | ${t.refused} | ${t.unavailable} | ${t.failed} | ${t.dropped} | ${t.slowestMs} | ${after} | ${processAlive ? "yes" : "**no**"} |`,
  ),
].join("\n");
writeDocSection(
  DOC,
  "fault-probe",
  `## Faults staged against a running shop\n\nCommand: \`npm run bench:faults\` (a shop process on the local PostgreSQL server, reached through a pausable TCP proxy; ${new Date().toISOString().slice(0, 10)}).\n\n${table}\n`,
);
console.log(table);
