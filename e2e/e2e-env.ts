// The one place the browser tests read their environment: which shop to test, on which port, with which Chromium.
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";

/** A shop that is already running (e.g. https://staging.example): tested instead of starting one. */
export const e2eBaseUrl: string | undefined = process.env.E2E_BASE_URL || undefined;

/** The port of the shop the tests start. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3917 + 80);

/** The Debian Chromium; never a browser Playwright downloads. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** How Chromium is started here, by the browser tests and the benchmarks alike: headless, nothing fetched from the
 * network on its own. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** On a CI machine a failed test gets one retry. */
export const onCi = Boolean(process.env.CI);

/**
 * The data folder of the shop the tests start: a fresh one each run, chosen once by the runner and inherited by its
 * workers (each loads the config again), so a test can run `npm run backup` against the same shop.
 */
process.env.MAYIL_E2E_DATA_DIR ??= path.join(tmpdir(), `mayil-e2e-${randomUUID()}`);
export const e2eDataDir: string = process.env.MAYIL_E2E_DATA_DIR;

/**
 * How many browsers run specs at once (E2E_WORKERS, default 1; CI sets 2), each against a shop of its own: its own
 * port (E2E_PORT, then 10 above it for the next) and data folder, so no spec sees another worker's orders, stock or
 * accounts, and within a worker the specs share one shop as they always have. A shop given by E2E_BASE_URL is one
 * shop, so one worker.
 */
export const e2eWorkers = e2eBaseUrl ? 1 : Math.max(1, Number(process.env.E2E_WORKERS || 1));

export interface SharedShop {
  port: number;
  baseURL: string;
  dataDir: string;
}

/** The shops the browser tests start, one per worker (playwright.config.ts's webServer). */
export const sharedShops: SharedShop[] = Array.from({ length: e2eWorkers }, (_, worker) => ({
  port: e2ePort + worker * 10,
  baseURL: e2eBaseUrl ?? `http://127.0.0.1:${e2ePort + worker * 10}`,
  dataDir: worker === 0 ? e2eDataDir : `${e2eDataDir}-${worker}`,
}));

/** The environment of a shop a spec starts itself (e2e/key-screens.spec.ts): this one's, with the shop's settings. */
export const shopEnvironment = (settings: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...settings,
});
