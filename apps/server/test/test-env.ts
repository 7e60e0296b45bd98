// The one place the server's tests read their environment: which PostgreSQL and Redis servers they may use, and
// the environment a test hands to a server process it starts.

/**
 * A PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test): every API test runs on it as well as on PGlite,
 * each test file in a throwaway database of its own. Unset: PGlite only.
 */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** Which Vitest worker runs this file (1, 2, …), 0 outside Vitest: each worker has ports of its own (test-app.ts). */
export const vitestWorker = Number(process.env.VITEST_POOL_ID ?? 0);

/** A folder to save each printed paper's pages into as PNGs, to look at their layout (printing tests). Unset: none. */
export const papersToPng: string | undefined = process.env.PAPERS_TO_PNG || undefined;

/** A Redis server for the tests of rate limits shared between processes. Unset: those tests are skipped. */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL || undefined;

/**
 * What this run cannot test for want of a server, said at the end of the run (skipped-suites-reporter.ts) so that
 * green on a laptop is not mistaken for green in CI (.ci/run sets both).
 */
export const untestedHere: { what: string; because: string; fix: string }[] = [
  ...(testDatabaseUrl
    ? []
    : [
        {
          what: "PostgreSQL",
          because:
            "TEST_DATABASE_URL is not set: the API tests ran on the embedded database (PGlite) only, and the suites that need a PostgreSQL server were skipped",
          fix: "set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (a server where the tests may create and drop databases)",
        },
      ]),
  ...(testRedisUrl
    ? []
    : [
        {
          what: "Redis",
          because: "TEST_REDIS_URL is not set: the suites of rate limits shared through Redis were skipped",
          fix: "set TEST_REDIS_URL=redis://127.0.0.1:6379 (a Redis server the tests may write to)",
        },
      ]),
];

/**
 * The whole environment of a process a test starts (the server's entry point, a second shop): only PATH of the
 * test's own, so nothing from the shell that runs the tests (a DATABASE_URL, a PORT) changes what the test sees.
 */
export function childProcessEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? "", ...env };
}
