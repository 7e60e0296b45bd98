// Browser tests (e2e/): Playwright drives the Debian Chromium (never a downloaded browser) against the built shop,
// started on its own port and a fresh data folder, at a phone and a desktop size.
import { defineConfig, devices } from "@playwright/test";
import { STAND_IN_KEYS } from "./apps/server/test/payments/razorpay-stand-in";
import { chromiumFlags, chromiumPath, e2eBaseUrl, e2eWorkers, onCi, sharedShops } from "./e2e/e2e-env";

/** Each shop's Razorpay stand-in (apps/server/test/payments/razorpay-stand-in-cli.ts), five ports above the shop. */
const standInOf = (shop: { port: number }) => `http://127.0.0.1:${shop.port + 5}`;

const baseURL = sharedShops[0]?.baseURL;

/** The specs that run at the desktop size too (the rest run at the phone size only). */
const DESKTOP_SPECS = [
  "layout.spec.ts",
  "every-page.spec.ts",
  "home.spec.ts",
  "search.spec.ts",
  "before-the-app.spec.ts",
  "order-page.spec.ts",
  // These two skip there their flows that only repeat the phone's (restocking, the spreadsheet's stock choice).
  "desk-catalogue.spec.ts",
  "desk-categories-sheet.spec.ts",
  "desk-reports.spec.ts",
  "desk-customers.spec.ts",
  // The desk's live alert: its toast sits at the right of a wide screen.
  "desk-live.spec.ts",
  // The desk's frame: a column at the left of a wide screen, the bar at the foot of a phone's.
  "desk-frame.spec.ts",
  // The desk in Malayalam: its column's own switch and its longer words beside the page.
  "desk-language.spec.ts",
  // The catalogue's pages in Malayalam: a piece's two columns and the categories fit a wide screen.
  "desk-language-catalogue.spec.ts",
  // An order and a new sale in Malayalam: the wide page's two columns with the longer words.
  "desk-language-orders.spec.ts",
  // These two run only their tests of what lays out differently at the desktop size (SAME_AT_BOTH_SIZES).
  "cart-and-checkout.spec.ts",
  "shopper-trust.spec.ts",
];

export const chromiumLaunch = {
  executablePath: chromiumPath,
  args: chromiumFlags,
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./e2e/global-setup.ts",
  // One browser at a time, or E2E_WORKERS (CI: 2) each against a shop of its own (e2e/e2e-env.ts, sharedShops;
  // support/shop-test.ts points each worker's baseURL at its shop), never two workers on one shop's data
  // (docs/running.md, CI time).
  workers: e2eWorkers,
  fullyParallel: false,
  retries: onCi ? 1 : 0,
  // A guard against a hang, not a measure of speed (the benchmarks measure speed). In CI two workers, each with a
  // shop of its own, share two cores: on 2026-11-27 the first tests (signing in, axe, full-page screenshots) took
  // 50-57 s there while passing every step, so CI allows twice the time a quiet machine needs.
  timeout: onCi ? 90_000 : 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "test-results/playwright-report", open: "never" }]],
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  },
  projects: [
    {
      name: "phone",
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices["Pixel 7"].userAgent,
      },
    },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      // Shoppers and the owner mostly come on a phone, so every spec runs at the phone size. At the desktop size only
      // what lays out differently there runs again: the header, menus and search box, every page's screenshot and
      // axe check, the pages before the app, the two delivery paths of the order page, the desk's wide forms and
      // tables, the checkout beside its lines and the product cards. Behaviour that is the same at both sizes (cart,
      // account, catalogue filters, the owner's order forms) ran twice for no new coverage and made CI longer than
      // its 45-minute aim.
      testMatch: DESKTOP_SPECS,
    },
  ],
  webServer: e2eBaseUrl
    ? undefined
    : sharedShops.flatMap((shop) => [
        // Razorpay for the shop, stood in for on this machine: its API, its checkout script and frame, and its
        // signed webhooks to the shop (e2e/pay-online.spec.ts pays through it).
        {
          command: `node --import tsx apps/server/test/payments/razorpay-stand-in-cli.ts ${shop.port + 5} ${shop.baseURL}/api/payments/razorpay/webhook`,
          url: `${standInOf(shop)}/v1/checkout.js`,
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: "ignore" as const,
          stderr: "pipe" as const,
        },
        {
          command: "node e2e/start-shop.mjs",
          url: `${shop.baseURL}/api/health`,
          // Sign-in starts and ends on PUBLIC_URL: the same origin as the tests, or the tokens land in another origin.
          // A fresh data folder every run (the server creates it), so no run sees another's orders or photos.
          env: {
            PORT: String(shop.port),
            PUBLIC_URL: shop.baseURL,
            LOG_LEVEL: "warn",
            NODE_ENV: "test",
            DATA_DIR: shop.dataDir,
            // The shop takes UPI, so orders carry a upi://pay link and the order page shows its QR code.
            SHOP_UPI_ID: "mayiljewels@okaxis",
            // The cart test sells a piece out as another shopper, in one order: more than a shopper's share of what
            // is left (decision 038), which test/stock/hold-share.test.ts covers.
            ORDER_HOLD_SHARE_PERCENT: "100",
            // The shop takes online payment, through the stand-in: orders offer "Pay ₹X now" (decision 082).
            RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
            RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
            RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
            RAZORPAY_API_URL: standInOf(shop),
            RAZORPAY_CHECKOUT_URL: `${standInOf(shop)}/v1/checkout.js`,
          },
          reuseExistingServer: false,
          // start-shop.mjs builds first when a source changed after the last build: on a busy two-core machine the
          // storefront's build alone can take a minute or two. The shops start one after another, so only the
          // first builds.
          timeout: 300_000,
          stdout: "ignore" as const,
          stderr: "pipe" as const,
        },
      ]),
});
