// Unit tests of packages/core and API tests of apps/server (over HTTP via inject, on PGlite and PostgreSQL).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/server/{src,test}/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one worker per core keeps PGlite instances from starving each other.
    maxWorkers: 2,
  },
});
