// The one place the benchmarks read their environment: how big and how long a run is, which databases it runs on,
// where Chromium is, and the environment handed to the shop's server process.

/** The PostgreSQL server to run on as well as PGlite (a `test` database on the local server by default). */
export const benchPostgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** BENCH_SKIP_POSTGRES=1 runs on PGlite only. */
export const skipPostgres = Boolean(process.env.BENCH_SKIP_POSTGRES);

/** BENCH_SKIP_PGLITE=1 runs on the PostgreSQL server only (bench:api; quicker to compare two versions there). */
export const skipPglite = Boolean(process.env.BENCH_SKIP_PGLITE);

/** bench:profile's database (BENCH_KIND=pglite or postgres, default postgres) and paths (BENCH_PATH, comma-separated). */
export const profileKind: "pglite" | "postgres" = process.env.BENCH_KIND === "pglite" ? "pglite" : "postgres";
export const profilePaths: string[] = (
  process.env.BENCH_PATH ?? "/api/products?page=1&sort_by=price&sort_order=asc"
).split(",");

/** The product list's first ten pages by price: the list bench:api loads. */
export const LIST_PAGES_BY_PRICE = Array.from(
  { length: 10 },
  (_, i) => `/api/products?page=${i + 1}&sort_by=price&sort_order=asc`,
);

/** BENCH_PATH for bench:cpu (comma-separated); by default the list's pages as bench:api asks for them. */
export const cpuSplitPaths: string[] = process.env.BENCH_PATH?.split(",") ?? LIST_PAGES_BY_PRICE;

/** The glibc allocator's arena limit the benchmark (and so the shop it starts) runs under, if any (bench:memory). */
export const mallocArenaMax = process.env.MALLOC_ARENA_MAX;

/** BENCH_TAP_PAGES=cart,home: the tap timings of those pages only (to compare two builds on one control); all by
 * default. */
export const tapPagesWanted: string[] | undefined = process.env.BENCH_TAP_PAGES?.split(",");

/** BENCH_WEB_PAGES=home,product: bench:web audits only those pages (home, category, product), to check a change or
 * the benchmark itself quickly; all by default. */
export const webPagesWanted: string[] | undefined = process.env.BENCH_WEB_PAGES?.split(",");

/** BENCH_WEB_VERBOSE=1: the web benchmark also prints layout shifts and LCP phases. */
export const webBenchVerbose = Boolean(process.env.BENCH_WEB_VERBOSE);

// The same Chromium, started the same way, as the browser tests.
export { chromiumFlags as CHROMIUM_FLAGS, chromiumPath } from "../e2e/e2e-env";

type BenchNumber =
  | "BENCH_PRODUCTS"
  | "BENCH_SECONDS"
  | "BENCH_SHOPPERS"
  | "BENCH_PORT"
  | "BENCH_WEB_PORT"
  | "BENCH_WEB_RUNS"
  | "BENCH_ORDERS"
  | "BENCH_MINUTES"
  | "BENCH_SETTLE_SECONDS"
  | "BENCH_INVOICES";

/** A size, duration or port a run may be given, e.g. BENCH_SECONDS=30; `fallback` when it is not. */
export function benchNumber(name: BenchNumber, fallback: number): number {
  return Number(process.env[name] ?? fallback);
}

/**
 * The environment of the shop's server process for a run: the benchmark's own (so the shop's settings, such as
 * CATALOGUE_CACHE_SECONDS, can be tried from the shell) with the run's values over it.
 */
export function serverProcessEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...env };
}

/** What a browser sends: load runs ask for compressed responses as shoppers' browsers do (decision 024). */
export const BROWSER_ENCODINGS = { "accept-encoding": "br, gzip" } as const;

/** bench/main-thread-compare.ts: the CPU multiplier of the phone its figures are scaled to (MULT; default 5.57, a
 * low-tier phone on a host of benchmarkIndex 1,471) and BENCH_VERBOSE=1 to list each long task. */
export const mainThreadMultiplier = Number(process.env.MULT ?? 5.57);
export const benchVerbose = Boolean(process.env.BENCH_VERBOSE);
