// `npm run bench:cpu`: where a cache miss's CPU goes on one machine, between the shop's process, the PostgreSQL
// server's processes and the load generator (this process). The API benchmark's catalogue on the PostgreSQL server,
// the response cache off, autocannon at 50 connections on one endpoint (BENCH_PATH, default the first ten pages of
// the product list by price) for BENCH_SECONDS (10); each process's CPU time is read from /proc before and after
// (Linux only) and divided by the requests served. Their sum over the machine's cores bounds the request rate.
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { benchNumber, cpuSplitPaths } from "./bench-env";
import { loadEndpoints, prepareCatalogueBench, startBenchServer, stopBenchServer } from "./bench-setup";

const PORT = 3993;
const SECONDS = benchNumber("BENCH_SECONDS", 10);
const PATHS = cpuSplitPaths;
/** /proc counts CPU time in clock ticks (USER_HZ, 100 a second on Linux). */
const MS_PER_TICK = 10;

/** User plus system CPU time of one process, in ticks; 0 once it is gone. */
function cpuTicks(pid: string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const commandOf = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
};

function cpuNow(shopPid: number) {
  const pids = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  const postgres = pids.filter((pid) => commandOf(pid) === "postgres");
  return {
    shop: cpuTicks(String(shopPid)),
    postgres: postgres.reduce((ticks, pid) => ticks + cpuTicks(pid), 0),
    load: cpuTicks(String(process.pid)),
  };
}

const { env, cleanup } = await prepareCatalogueBench("postgres", PORT, benchNumber("BENCH_PRODUCTS", 10_000));
const server = await startBenchServer({ ...env, CATALOGUE_CACHE_SECONDS: "0" });
const load = (seconds: number) => loadEndpoints(PORT, PATHS, seconds);
try {
  await load(2); // warm-up: prepared statements, JIT
  const before = cpuNow(server.pid ?? 0);
  const result = await load(SECONDS);
  const after = cpuNow(server.pid ?? 0);
  const perRequest = (part: keyof typeof before) =>
    ((after[part] - before[part]) * MS_PER_TICK) / Math.max(result.requests.total, 1);
  const parts = { shop: perRequest("shop"), postgres: perRequest("postgres"), load: perRequest("load") };
  const sum = parts.shop + parts.postgres + parts.load;
  console.log(`postgres, cache off, ${PATHS.length} paths from ${PATHS[0]}`);
  console.log(
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `CPU per request: shop ${parts.shop.toFixed(3)} ms, PostgreSQL ${parts.postgres.toFixed(3)} ms, load generator ${parts.load.toFixed(3)} ms`,
  );
  console.log(
    `at most ${Math.round((os.availableParallelism() * 1000) / sum)} req/s on ${os.availableParallelism()} cores; the shop's one thread alone at most ${Math.round(1000 / parts.shop)} req/s`,
  );
} finally {
  await stopBenchServer(server);
  await cleanup();
}
