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
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createThrowawayDatabase } from "../apps/server/test/throwaway-database";
import { benchNumber, benchPostgresUrl, mallocArenaMax, serverProcessEnv } from "./bench-env";
import { type BenchKind, benchKinds, ROOMY_LIMITS } from "./bench-setup";
import { writeBenchmarkSection } from "./benchmarks-doc";
import { shop } from "./memory-traffic";
import { atRest, type Reading, residentMb, sleep } from "./process-memory";

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

const main = path.resolve("apps/server/dist/main.js");
if (!existsSync(main)) {
  console.error("Build the shop first: npm run build");
  process.exit(1);
}
if (!existsSync("/proc/self/status")) {
  console.error("bench:memory reads resident memory from /proc: run it on Linux");
  process.exit(1);
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
    const rest = await atRest(pid, SETTLE_SECONDS, INSPECTOR_PORT);
    console.log(`${kind} at rest: ${rest.residentMb.toFixed(0)} MB resident, heap ${rest.heapMb.toFixed(0)} MB`);
    const traffic = await shop(BASE, pid, SHOPPERS, MINUTES);
    console.log(`${kind} traffic: peak ${traffic.peakMb.toFixed(0)} MB, ${traffic.requests} requests`);
    const after = await atRest(pid, SETTLE_SECONDS, INSPECTOR_PORT);
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
