// `npm run bench:pdf`: the papers under the load an attack put on them (decision 063), on each database. The shop
// issues BENCH_INVOICES invoices this month (counter sales paid and collected, 305 by default: a busy month); then, while
// /api/health/live is asked one request after another from this process, 40 invoices are downloaded at once (first
// downloads: each is rendered), the same 40 again (kept: none is), and 6 months' PDFs at once. Reported: the health
// check's p50, p99 and worst in each phase, each phase's time, and each month PDF's time to its first byte and its end.
// Set BENCH_POSTGRES_URL (default: the local server's `test` database) or BENCH_SKIP_POSTGRES=1; BENCH_PORT moves the
// shop off 3994 (several people benchmarking on one machine).

import { seedDemoCatalogue } from "../apps/server/src/db/seed/seed";
import { signIn } from "../apps/server/test/sign-in";
import { benchNumber } from "./bench-env";
import { benchKinds, prepareBenchDatabase, ROOMY_LIMITS, startBenchServer, stopBenchServer } from "./bench-setup";
import { writeBenchmarkSection } from "./benchmarks-doc";

const INVOICES = benchNumber("BENCH_INVOICES", 305);
const PORT = benchNumber("BENCH_PORT", 3994);
const BASE = `http://127.0.0.1:${PORT}`;
const AT_ONCE = 40;
const MONTHS_AT_ONCE = 6;
/** A Kerala GSTIN whose check character is right: tax invoices, as a registered shop issues. */
const GSTIN = "32AABCM1234F1Z6";

const at = (times: number[], share: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/** Asks for the health check one request after another until stopped; the times in ms. */
function pollHealth() {
  const times: number[] = [];
  let polling = true;
  const running = (async () => {
    while (polling) {
      const started = performance.now();
      const response = await fetch(`${BASE}/api/health/live`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((wake) => setTimeout(wake, 5));
    }
  })();
  return async () => {
    polling = false;
    await running;
    return times;
  };
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(BASE + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** One download: its status, bytes, and when its first and last bytes came (ms from `since`). */
async function download(token: string, path: string, since: number) {
  const response = await fetch(BASE + path, { headers: { authorization: `Bearer ${token}` } });
  let first = 0;
  let bytes = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    if (first === 0) first = performance.now() - since;
    bytes += value.byteLength;
  }
  return { status: response.status, bytes, first, last: performance.now() - since };
}

const healthCells = (times: number[]) =>
  `${at(times, 0.5).toFixed(1)} | ${at(times, 0.99).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${times.length}`;

const lines: string[] = [];
const monthLines: string[] = [];
for (const kind of benchKinds) {
  console.log(`Preparing the shop on ${kind}...`);
  const prepared = await prepareBenchDatabase(kind, PORT, async (database) => {
    await seedDemoCatalogue(database.db);
  });
  const server = await startBenchServer({
    ...prepared.env,
    PUBLIC_URL: BASE,
    GSTIN,
    ...ROOMY_LIMITS,
    PDF_RATE_LIMIT_PER_MINUTE: "100000",
  });
  try {
    const { token } = await signIn(BASE, { email: "owner@mayil.test", name: "Owner" });
    const products = (await (await fetch(`${BASE}/api/products?limit=50`)).json()) as {
      products: { id: number; has_variants?: boolean; variants?: unknown[] }[];
    };
    const piece = products.products.find((product) => !product.variants?.length);
    if (!piece) throw new Error("no plain piece in the demo catalogue");
    // Enough stock for the month's sales.
    const stocked = await call(token, "POST", "/api/owner/stock-adjustments", {
      product_id: piece.id,
      change: INVOICES + 10,
      reason: "restock",
    });
    if (stocked.status !== 201)
      throw new Error(`restocking responded ${stocked.status}: ${JSON.stringify(stocked.body)}`);
    console.log(`Issuing ${INVOICES} invoices...`);
    const invoiceIds: number[] = [];
    for (let n = 0; n < INVOICES; n++) {
      const created = await call(token, "POST", "/api/owner/orders", {
        customer_name: `Walk-in ${n + 1}`,
        customer_phone: null,
        source: "walk_in",
        delivery_method: "pickup",
        pickup_location: "Peyad",
        items: [{ product_id: piece.id, variant_id: null, quantity: 1, unit_price: "250.50" }],
        paid_and_collected: { method: "cash" },
      });
      const order = created.body.order as { invoices?: { id: number }[] } | undefined;
      const invoice = order?.invoices?.[0];
      if (created.status !== 201 || !invoice) throw new Error(`a sale responded ${created.status}`);
      invoiceIds.push(invoice.id);
    }
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);

    const restStop = pollHealth();
    await new Promise((wake) => setTimeout(wake, 2000));
    lines.push(`| ${kind} | at rest (2 s) | – | ${healthCells(await restStop())} |`);
    console.log(lines.at(-1));

    for (const [phase, ids] of [
      [`${AT_ONCE} invoices at once, first downloads (each rendered)`, invoiceIds.slice(0, AT_ONCE)],
      [`the same ${AT_ONCE} again (kept, none rendered)`, invoiceIds.slice(0, AT_ONCE)],
    ] as const) {
      const stop = pollHealth();
      const started = performance.now();
      const done = await Promise.all(ids.map((id) => download(token, `/api/owner/invoices/${id}.pdf`, started)));
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      const failed = done.filter((one) => one.status !== 200).length;
      lines.push(
        `| ${kind} | ${phase}${failed ? ` (${failed} not 200)` : ""} | ${seconds} | ${healthCells(await stop())} |`,
      );
      console.log(lines.at(-1));
    }

    const alone = await download(token, `/api/owner/invoices.pdf?month=${month}`, performance.now());
    monthLines.push(
      `| ${kind} | one alone | ${alone.status} | ${(alone.bytes / 1024 / 1024).toFixed(1)} | ${(alone.first / 1000).toFixed(2)} | ${(alone.last / 1000).toFixed(2)} |`,
    );
    console.log(monthLines.at(-1));
    const stop = pollHealth();
    const started = performance.now();
    const months = await Promise.all(
      Array.from({ length: MONTHS_AT_ONCE }, () => download(token, `/api/owner/invoices.pdf?month=${month}`, started)),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    lines.push(`| ${kind} | ${MONTHS_AT_ONCE} month PDFs at once | ${seconds} | ${healthCells(await stop())} |`);
    console.log(lines.at(-1));
    for (const [index, one] of months.entries()) {
      monthLines.push(
        `| ${kind} | ${index + 1} of ${MONTHS_AT_ONCE} at once | ${one.status} | ${(one.bytes / 1024 / 1024).toFixed(1)} | ${(one.first / 1000).toFixed(2)} | ${(one.last / 1000).toFixed(2)} |`,
      );
      console.log(monthLines.at(-1));
    }
  } finally {
    await stopBenchServer(server);
    await prepared.cleanup();
  }
}

const doc = `Command: \`npm run bench:pdf\` (BENCH_INVOICES=${INVOICES} invoices issued this month, the default settings:
PDF_THREADS=1, PDF_QUEUE=16; the health check asked one request after another from the benchmark's process).

| database | phase | seconds | health p50 ms | health p99 ms | health worst ms | checks |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${lines.join("\n")}

The month's PDF (${INVOICES} invoices), alone and ${MONTHS_AT_ONCE} at once, seconds from asking:

| database | download | status | MB | first byte s | whole s |
| --- | --- | ---: | ---: | ---: | ---: |
${monthLines.join("\n")}

How to read it: the papers are rendered on the printer's thread (decision 063), so the health check, served by the
main thread, stays as it is at rest while forty invoices render; before, each invoice held the main thread for about
0.3 s and the same forty stalled the health check for 8 s. The second forty are the kept files: no render, a read of
one row each. The month's PDF starts at once and streams invoice by invoice; months asked together take turns on the
one thread (PDF_THREADS), so the last of six waits for the five before it.
`;
writeBenchmarkSection("pdf", doc);
