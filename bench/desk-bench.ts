// `npm run bench:desk`: the owner's desk with a busy shop's history (BENCH_ORDERS orders, 20,000 by default, of
// two or three items each, with events and payments) on each database. autocannon against the desk's reads: today,
// the first page of the order list, filtered by status and by payment, searched by name, phone and order number,
// and one order; each against a ceiling measured in the same run: GET /api/auth/me, which pays the same sign-in
// check and one primary-key read, so the share says what the desk's own queries cost.
// The reports (decision 057) and the customers (decisions 058, 061) are loaded the same way, and then asked one request
// at a time, as the owner's phone asks, for the latency she sees (p50 and p95 of REPORT_SAMPLES requests each): each
// report must stay under 100 ms p95.
// Set BENCH_POSTGRES_URL (default: the local server's `test` database) or BENCH_SKIP_POSTGRES=1; BENCH_PORT moves the
// shop off 3992 (several people benchmarking on one machine).

import { isoDay } from "@mayil/core/calendar/iso-day";
import autocannon from "autocannon";
import { signIn } from "../apps/server/test/sign-in";
import { BROWSER_ENCODINGS, benchNumber } from "./bench-env";
import { benchKinds, prepareBenchDatabase, ROOMY_LIMITS, startBenchServer, stopBenchServer } from "./bench-setup";
import { writeBenchmarkSection } from "./benchmarks-doc";
import { fillDeskHistory } from "./desk-history";

const ORDERS = benchNumber("BENCH_ORDERS", 20_000);
const SECONDS = benchNumber("BENCH_SECONDS", 8);
const CONNECTIONS = 10;
const PORT = benchNumber("BENCH_PORT", 3992);
const REPORT_SAMPLES = 100;
const BASE = `http://127.0.0.1:${PORT}`;

/** India's today and a day `days` before it, as the desk's period pickers send them. */
const indiaDay = (daysAgo = 0) => isoDay(new Date(Date.now() - daysAgo * 86_400_000));

const CEILING = { name: "ceiling: who am I (sign-in check + one read)", path: "/api/auth/me" };

/** The reports (decision 057): the screen's default and its longest periods, and the spreadsheets. */
const REPORT_ENDPOINTS = [
  { name: "report: sales, this month by day", path: "/api/owner/reports/sales" },
  { name: "report: sales, 90 days by week", path: `/api/owner/reports/sales?from=${indiaDay(89)}&by=week` },
  { name: "report: sales, 12 months by month", path: `/api/owner/reports/sales?from=${indiaDay(365)}&by=month` },
  {
    name: "report: sales CSV by source, 12 months",
    path: `/api/owner/reports/sales.csv?from=${indiaDay(365)}&by=month&table=sources`,
  },
  { name: "report: pieces, last 30 days", path: "/api/owner/reports/pieces" },
  { name: "report: pieces, 12 months", path: `/api/owner/reports/pieces?from=${indiaDay(365)}` },
  { name: "report: pieces CSV, 12 months", path: `/api/owner/reports/pieces.csv?from=${indiaDay(365)}&table=pieces` },
];

/** The customers (decisions 058 and 061): the list's two sorts, its searches and one customer's page. */
const CUSTOMER_ENDPOINTS = [
  { name: "customers, first page (by last order)", path: "/api/owner/customers" },
  { name: "customers by spent", path: "/api/owner/customers?sort=spent" },
  { name: "customers, search by name", path: "/api/owner/customers?q=lakshmi" },
  { name: "customers, search by phone typed with a space", path: "/api/owner/customers?q=98470%2012" },
  { name: "one customer", path: `/api/owner/customers/${Math.floor(ORDERS / 3)}` },
];

const ENDPOINTS = [
  CEILING,
  { name: "today", path: "/api/owner/today" },
  { name: "order list, first page", path: "/api/owner/orders" },
  { name: "order list, waiting for confirmation", path: "/api/owner/orders?status=placed" },
  { name: "order list, unpaid", path: "/api/owner/orders?payment_status=unpaid" },
  { name: "search by name", path: "/api/owner/orders?q=lakshmi" },
  { name: "search by phone digits", path: "/api/owner/orders?q=98470" },
  { name: "search by order number", path: `/api/owner/orders?q=MJ-${String(Math.floor(ORDERS / 2)).padStart(6, "0")}` },
  { name: "one order", path: `/api/owner/orders/${Math.floor(ORDERS / 3)}` },
  ...REPORT_ENDPOINTS,
  ...CUSTOMER_ENDPOINTS,
];

/** Endpoints also asked one request at a time, for the latency one owner sees. */
const ONE_AT_A_TIME = [CEILING, ...REPORT_ENDPOINTS, ...CUSTOMER_ENDPOINTS];

async function load(path: string, token: string) {
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: "GET", path, headers: { authorization: `Bearer ${token}`, ...BROWSER_ENCODINGS } }],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** One request after another (after a few to warm up): the latency one owner's phone sees, p50 and p95 in ms. */
async function oneAtATime(path: string, token: string) {
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(BASE + path, { headers: { authorization: `Bearer ${token}`, ...BROWSER_ENCODINGS } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} responded ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await ask();
  const times: number[] = [];
  for (let i = 0; i < REPORT_SAMPLES; i++) times.push(await ask());
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const lines: string[] = [];
const latencyLines: string[] = [];
for (const kind of benchKinds) {
  console.log(`Preparing ${ORDERS} orders on ${kind}...`);
  const prepared = await prepareBenchDatabase(kind, PORT, (database) => fillDeskHistory(database, ORDERS));
  const server = await startBenchServer({ ...prepared.env, PUBLIC_URL: BASE, ...ROOMY_LIMITS });
  try {
    const { token } = await signIn(BASE, { email: "owner@mayil.test", name: "Owner" });
    let ceiling = 0;
    for (const endpoint of ENDPOINTS) {
      const result = await load(endpoint.path, token);
      if (ceiling === 0) ceiling = result.rps;
      const share = endpoint.path === "/api/auth/me" ? "1.00" : (result.rps / ceiling).toFixed(2);
      lines.push(
        `| ${kind} | ${endpoint.name} | ${Math.round(result.rps)} | ${result.p99} | ${share} | ${result.failed} |`,
      );
      console.log(lines.at(-1));
    }
    for (const endpoint of ONE_AT_A_TIME) {
      const { p50, p95 } = await oneAtATime(endpoint.path, token);
      latencyLines.push(`| ${kind} | ${endpoint.name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
      console.log(latencyLines.at(-1));
    }
  } finally {
    await stopBenchServer(server);
    await prepared.cleanup();
  }
}

const doc = `Command: \`npm run bench:desk\` (BENCH_ORDERS=${ORDERS}, ${SECONDS} s per endpoint, ${CONNECTIONS} connections,
signed in as the owner).

| database | endpoint | req/s | p99 ms | share of ceiling | failed |
| --- | --- | ---: | ---: | ---: | ---: |
${lines.join("\n")}

One request at a time (the owner's phone; ${REPORT_SAMPLES} requests each after 5 to warm up), ms:

| database | endpoint | p50 ms | p95 ms |
| --- | --- | ---: | ---: |
${latencyLines.join("\n")}

The ceiling is \`GET /api/auth/me\` in the same run: the same bearer-token check and one primary-key read, so "share
of ceiling" is what the desk's own queries leave of a signed-in request's speed.

How to read it: the owner is one person on a phone, so what matters is one request at a time, which takes about
one second divided by the req/s here (the server is kept busy by 10 connections), and the reports' one-at-a-time
table. The first page of the list, a status filter and one order read only their rows. The reports, Today's money
and the payment filters read each order's kept figures (decision 059): one narrow row per order, found by its India
day or by an index on what it owes. The customers' list reads one kept row per customer (decision 061), sorted by an
index. A name or phone search reads the trigram indexes. Counting a filter's or a search's matches and a broad
customer search still pass over every order they match, so they grow with the history: compare runs at the same
BENCH_ORDERS.
`;
writeBenchmarkSection("desk", doc);
