// Two projects. "unit": unit tests of packages/core and apps/web (pure logic) and API tests of apps/server (over
// HTTP, on PGlite and PostgreSQL). "components": the storefront's and the desk's interactive pieces rendered by React
// in the Debian Chromium (Vitest's browser mode driving it through Playwright), the network stood in for at its edge
// (decision 043). Whole pages in the browser against the built shop are Playwright's (e2e/).
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { messageCatalogues } from "./apps/web/message-catalogues-plugin.ts";
import { chromiumFlags, chromiumPath } from "./e2e/e2e-env.ts";

export default defineConfig({
  test: {
    // At the end, which suites were skipped and why (no PostgreSQL or Redis server named, a program not installed).
    reporters: ["default", "./apps/server/test/skipped-suites-reporter.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one worker per core keeps PGlite instances from starving each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "scripts/**/*.test.ts",
            "apps/server/{src,test}/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
          ],
          // The tests of server-rendered pages and of whole server processes run the built shop: global-setup.ts
          // builds it again when a source changed after the last build.
          globalSetup: ["apps/server/test/global-setup.ts"],
        },
      },
      {
        extends: true,
        plugins: [messageCatalogues(), react()],
        // Bundled once before the first test: found one by one as files import them, React and the libraries that
        // call its hooks were bundled apart and ended up with two copies of React.
        optimizeDeps: {
          include: [
            "react",
            "react/jsx-dev-runtime",
            "react-dom",
            "react-dom/client",
            "@testing-library/react",
            "@tanstack/react-query",
            "@radix-ui/react-dialog",
            "react-hook-form",
            "react-router",
            "lucide-react",
          ],
        },
        test: {
          name: "components",
          include: ["apps/web/src/**/*.test.tsx"],
          setupFiles: ["apps/web/test/component-setup.ts"],
          // One page at a time: two cores are shared with the rest of the suite.
          fileParallelism: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumFlags } }),
            // A phone's width, as most shoppers and the owner come.
            instances: [{ browser: "chromium", viewport: { width: 390, height: 844 } }],
          },
        },
      },
    ],
  },
});
