// `npm run bench:memory`: how much memory the built shop (apps/server/dist, started as `npm start` starts it) holds
// at rest and after a period of shopping, on each database (decision 041). Each run starts on a fresh data folder with
// the demo catalogue (PGlite) or a throwaway database (PostgreSQL) and reports the process's resident memory and, after
// a full garbage collection asked for through the inspector, its JavaScript heap and what lies outside it (PGlite's
// WebAssembly memory among it):
//   1. at rest: started, the demo photos rendered, then left alone for BENCH_SETTLE_SECONDS;
//   2. the highest resident memory during BENCH_MINUTES of mixed traffic (pages, API lists, search suggestions, product
//      pages and photos, PIN code lookups, signed-in orders);
//   3. at rest again, after another BENCH_SETTLE_SECONDS alone.
// The same run measures a bare Node process serving HTTP, the least any Node server holds, as a ceiling to compare
// with. Writes docs/benchmarks.md. An hour of traffic: BENCH_MINUTES=60 npm run bench:memory.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { signIn } from "../apps/server/test/sign-in";
import { createThrowawayDatabase } from "../apps/server/test/throwaway-database";
import { benchNumber, benchPostgresUrl, mallocArenaMax, serverProcessEnv } from "./bench-env";
import { type BenchKind, benchKinds, ROOMY_LIMITS } from "./bench-setup";
import { writeBenchmarkSection } from "./benchmarks-doc";

const MINUTES = benchNumber("BENCH_MINUTES", 3);
const SETTLE_SECONDS = benchNumber("BENCH_SETTLE_SECONDS", 60);
const SHOPPERS = benchNumber("BENCH_SHOPPERS", 6);
const PORT = benchNumber("BENCH_WEB_PORT", 4320);
const INSPECTOR_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
/** The aim for the embedded shop at rest (decision 041). */
const TARGET_MB = 300;
/** The small server docs/deploy.md sizes a shop for. */
const SMALL_SERVER_MB = 1024;
const MB = 1024 * 1024;

const main = path.resolve("apps/server/dist/main.js");
if (!existsSync(main)) {
  console.error("Build the shop first: npm run build");
  process.exit(1);
}
if (!existsSync("/proc/self/status")) {
  console.error("bench:memory reads resident memory from /proc: run it on Linux");
  process.exit(1);
}

/** Resident memory of a process, in MB, as the kernel counts it (VmRSS). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** process.memoryUsage() of the process listening for the inspector on INSPECTOR_PORT, after a full collection. */
async function settledUsage(): Promise<NodeJS.MemoryUsage> {
  const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error("the shop's inspector lists no target");
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      waiting.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send("HeapProfiler.collectGarbage");
    const response = (await send("Runtime.evaluate", {
      expression: "JSON.stringify(process.memoryUsage())",
      returnByValue: true,
    })) as { result: { value: string } };
    return JSON.parse(response.result.value) as NodeJS.MemoryUsage;
  } finally {
    socket.close();
  }
}

interface Reading {
  /** Resident memory as the process idles (median of the last readings, no collection forced). */
  residentMb: number;
  /** After a full garbage collection: the JavaScript heap in use, and memory outside it (WebAssembly, buffers). */
  heapMb: number;
  externalMb: number;
  /** Resident memory right after that collection: what is left once the garbage is gone. */
  collectedMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Leaves the process alone for SETTLE_SECONDS, reading its resident memory, then reads its heap. */
async function atRest(pid: number): Promise<Reading> {
  const readings: number[] = [];
  const until = performance.now() + SETTLE_SECONDS * 1000;
  while (performance.now() < until) {
    readings.push(residentMb(pid));
    await sleep(2000);
  }
  const usage = await settledUsage();
  return {
    residentMb: median(readings.slice(-5)),
    heapMb: usage.heapUsed / MB,
    collectedMb: usage.rss / MB,
    externalMb: usage.external / MB,
  };
}

/** The built shop as `npm start` runs it, with the inspector open on INSPECTOR_PORT for the heap readings. */
async function startShop(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [`--inspect=127.0.0.1:${INSPECTOR_PORT}`, main], {
    env: serverProcessEnv({ PORT: String(PORT), LOG_LEVEL: "warn", PUBLIC_URL: BASE, ...ROOMY_LIMITS, ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop stopped:\n${output}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await sleep(250);
  }
  // At rest means with the demo photos rendered: the background job that renders them is part of every first start.
  while (!/Demo photos ready/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the shop stopped:\n${output}`);
    await sleep(500);
  }
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

interface Product {
  id: number;
  slug: string;
  image: string | null;
}

const PINS = ["695004", "682001", "600001", "560001", "110001", "400001", "700001", "641001"];
const WORDS = ["jhu", "gold", "neck", "bang", "ring", "ear", "pearl", "temple", "silver", "anklet"];

/** SHOPPERS shoppers browsing, searching and now and then ordering, for MINUTES; the peak resident memory. */
async function shop(pid: number): Promise<{ peakMb: number; requests: number; orders: number; failed: number }> {
  const listing = (await (await fetch(`${BASE}/api/products?limit=100`)).json()) as { products: Product[] };
  const products = listing.products;
  // A shopper's app renews her sign-in before the access token runs out (ACCESS_TOKEN_MINUTES, 15 by default); the
  // bench signs in again every 10 minutes, or the orders of an hour's run would be refused with 401 after the first 15.
  const signedIn = async (shopper: number) => ({
    token: (await signIn(BASE, { email: `memory${shopper}@example.com`, name: `Memory ${shopper}` })).token,
    at: performance.now(),
  });
  const sessions = [];
  for (let i = 0; i < SHOPPERS; i++) sessions.push(await signedIn(i));
  let requests = 0;
  let orders = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  let peakMb = residentMb(pid);
  const until = performance.now() + MINUTES * 60_000;
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const ask = async (url: string, init?: RequestInit) => {
    const response = await fetch(`${BASE}${url}`, {
      ...init,
      headers: { "accept-encoding": "br, gzip", ...init?.headers },
    });
    await response.arrayBuffer();
    requests++;
    if (response.status >= 400 && response.status !== 404) {
      failed++;
      const what = `${init?.method ?? "GET"} ${url.replace(/\/[^/?]+$/, "/…")} ${response.status}`;
      failures.set(what, (failures.get(what) ?? 0) + 1);
    }
    return response.status;
  };
  const watcher = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(pid));
  }, 1000);
  try {
    await Promise.all(
      sessions.map(async (first, shopper) => {
        let session = first;
        let visit = 0;
        while (performance.now() < until) {
          visit++;
          const product = pick(products);
          const page = pick(["/", "/products", `/product/${product.slug}`, `/products?page=2`]);
          await ask(page);
          await ask(`/api/products?page=${1 + (visit % 5)}&sort_by=price&sort_order=asc`);
          await ask(`/api/products/search/${pick(WORDS)}`);
          await ask(`/api/products/${product.id}`);
          await ask(`/api/products/${product.id}/related`);
          if (product.image) await ask(`/media/w/${pick([320, 640])}/${product.image.replace(/^\/media\//, "")}`);
          await ask(`/api/pincodes/${pick(PINS)}`);
          // One visit in ten ends in an order, as a signed-in shopper places it.
          if ((visit + shopper) % 10 === 0) {
            if (performance.now() - session.at > 10 * 60_000) session = await signedIn(shopper);
            const status = await ask("/api/orders", {
              method: "POST",
              headers: { authorization: `Bearer ${session.token}`, "content-type": "application/json" },
              body: JSON.stringify({
                customer_name: "Memory Shopper",
                customer_phone: "+919847012345",
                delivery_method: "pickup",
                pickup_location: "Peyad",
                order_items: [{ product_id: product.id, quantity: 1 }],
              }),
            });
            if (status === 201) orders++;
          }
        }
      }),
    );
  } finally {
    clearInterval(watcher);
  }
  // A refused order (a piece sold out, or one that needs a colour chosen) is the shop's response, not a fault: say which.
  if (failed > 0) console.log(`  refused or failed responses: ${JSON.stringify(Object.fromEntries(failures))}`);
  return { peakMb, requests, orders, failed };
}

interface Row {
  database: BenchKind;
  rest: Reading;
  peakMb: number;
  after: Reading;
  requests: number;
  orders: number;
  failed: number;
}

/** A bare Node HTTP server's resident memory at rest: the least a Node server holds, measured in the same run. */
async function bareNodeMb(): Promise<number> {
  const child = spawn(
    process.execPath,
    ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(${PORT}, "127.0.0.1")`],
    { stdio: "ignore" },
  );
  try {
    for (
      let i = 0;
      i < 40 &&
      !(await fetch(`${BASE}/`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await sleep(250);
    await sleep(5000);
    return residentMb(child.pid ?? 0);
  } finally {
    await stop(child);
  }
}

const rows: Row[] = [];
const bare = await bareNodeMb();
console.log(`bare Node HTTP server: ${bare.toFixed(0)} MB resident`);
for (const kind of benchKinds) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mayil-memory-bench-"));
  const throwaway = kind === "postgres" ? await createThrowawayDatabase(kind, benchPostgresUrl) : null;
  const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: "development" };
  if (throwaway?.target.kind === "postgres") env.DATABASE_URL = throwaway.target.url;
  console.log(`${kind}: starting on an empty database...`);
  const { child } = await startShop(env);
  const pid = child.pid ?? 0;
  try {
    const rest = await atRest(pid);
    console.log(`${kind} at rest: ${rest.residentMb.toFixed(0)} MB resident, heap ${rest.heapMb.toFixed(0)} MB`);
    const traffic = await shop(pid);
    console.log(`${kind} traffic: peak ${traffic.peakMb.toFixed(0)} MB, ${traffic.requests} requests`);
    const after = await atRest(pid);
    console.log(
      `${kind} at rest again: ${after.residentMb.toFixed(0)} MB resident, heap ${after.heapMb.toFixed(0)} MB`,
    );
    rows.push({ database: kind, rest, after, ...traffic });
  } finally {
    await stop(child);
    await throwaway?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (value: number) => value.toFixed(0);
const share = (value: number, of: number) => `${Math.round((value / of) * 100)} %`;
const name = (kind: BenchKind) => (kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL server");
const table = [
  "| database | when | resident MB | after a full collection MB | heap used MB | outside the heap MB | of the 300 MB aim | of a 1 GB server | × bare Node |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.flatMap((r) => [
    `| ${name(r.database)} | at rest, photos rendered | ${mb(r.rest.residentMb)} | ${mb(r.rest.collectedMb)} | ${mb(r.rest.heapMb)} | ${mb(r.rest.externalMb)} | ${share(r.rest.residentMb, TARGET_MB)} | ${share(r.rest.residentMb, SMALL_SERVER_MB)} | ${(r.rest.residentMb / bare).toFixed(1)} |`,
    `| ${name(r.database)} | highest during ${MINUTES} min of traffic | ${mb(r.peakMb)} | | | | ${share(r.peakMb, TARGET_MB)} | ${share(r.peakMb, SMALL_SERVER_MB)} | ${(r.peakMb / bare).toFixed(1)} |`,
    `| ${name(r.database)} | at rest after the traffic | ${mb(r.after.residentMb)} | ${mb(r.after.collectedMb)} | ${mb(r.after.heapMb)} | ${mb(r.after.externalMb)} | ${share(r.after.residentMb, TARGET_MB)} | ${share(r.after.residentMb, SMALL_SERVER_MB)} | ${(r.after.residentMb / bare).toFixed(1)} |`,
  ]),
].join("\n");
const traffic = rows
  .map(
    (r) =>
      `${name(r.database)}: ${r.requests} requests, ${r.orders} orders placed, ${r.failed} failed responses (5xx or 4xx other than 404).`,
  )
  .join(" ");

// A run on one database writes a section of its own, so it does not replace the run on both.
const both = benchKinds.length === 2;
writeBenchmarkSection(
  both ? "memory" : `memory-${benchKinds[0]}`,
  `## Memory at rest and after traffic${both ? "" : `, ${benchKinds.map(name).join("")} only`}

Command: \`npm run build && npm run bench:memory\` (bench/memory-bench.ts); an hour of traffic:
\`BENCH_MINUTES=60 npm run bench:memory\`. \`node apps/server/dist/main.js\` as \`npm start\` runs it (with
\`--inspect\` for the heap readings), on an empty data folder with the demo catalogue (PGlite) or an empty throwaway
database (PostgreSQL, the same machine), NODE_ENV=development (the development sign-in), Node ${process.version},
${os.cpus().length}-core machine with ${Math.round(os.totalmem() / 1024 ** 3)} GB, run on ${new Date().toISOString().slice(0, 10)}${mallocArenaMax ? `, MALLOC_ARENA_MAX=${mallocArenaMax}` : ", MALLOC_ARENA_MAX not set"}.
At rest: the demo photos rendered, then ${SETTLE_SECONDS} s alone, median of the last readings; heap used and memory
outside the heap (PGlite's WebAssembly memory, buffers) after a full garbage collection. Traffic: ${SHOPPERS} shoppers
at once for ${MINUTES} min, each visit a page (home, product list, a product), a page of the API's list, a search
suggestion, a product and its related pieces, a photo copy, a PIN code lookup, and one visit in ten a signed-in order.
${traffic} Ceilings from the same run: the aim of ${TARGET_MB} MB at rest, a 1 GB small server
(docs/deploy.md), and a bare Node HTTP server at rest (${mb(bare)} MB resident), the least any Node server holds.

${table}
`,
);
console.log(`\n${table}\n\nWritten to docs/benchmarks.md`);
