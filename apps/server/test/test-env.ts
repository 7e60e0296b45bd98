// The one place the server's tests read their environment: which PostgreSQL and Redis servers they may use, and
// the environment a test hands to a server process it starts.

/**
 * A PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test): every API test runs on it as well as on PGlite,
 * each test file in a throwaway database of its own. Unset: PGlite only.
 */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** A Redis server for the tests of rate limits shared between processes. Unset: those tests are skipped. */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL || undefined;

/**
 * The whole environment of a process a test starts (the server's entry point, a second shop): only PATH of the
 * test's own, so nothing from the shell that runs the tests (a DATABASE_URL, a PORT) changes what the test sees.
 */
export function childProcessEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? "", ...env };
}
