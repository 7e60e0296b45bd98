// Unit tests of packages/core and apps/web (pure logic), and API tests of apps/server (over HTTP, on PGlite and
// PostgreSQL). The storefront in the browser is tested by Playwright (e2e/).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "scripts/**/*.test.ts",
      "apps/server/{src,test}/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
    ],
    // The tests of server-rendered pages and of whole server processes run the built shop: global-setup.ts builds it
    // again when a source changed after the last build.
    globalSetup: ["apps/server/test/global-setup.ts"],
    // At the end, which suites were skipped and why (no PostgreSQL or Redis server named, a program not installed).
    reporters: ["default", "./apps/server/test/skipped-suites-reporter.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one worker per core keeps PGlite instances from starving each other.
    maxWorkers: 2,
  },
});
