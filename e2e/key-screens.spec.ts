// The key screens at the phone size, compared with their committed pictures (key-screens.spec.ts-snapshots/): home,
// a product page, the cart, the checkout and the owner's Today. A change in how they look fails here until the new
// pictures are looked at and committed (`npx playwright test e2e/key-screens.spec.ts --update-snapshots`).
//
// What would change between runs is held still: these screens come from a shop of their own, started fresh for this
// file (the shared one carries other specs' orders and stock), the page's clock is fixed and its timers stopped (the
// slideshows stay on their first picture), and animations end and the caret hides (Playwright's defaults).
import type { Locator, Page } from "@playwright/test";
import { e2eBaseUrl } from "./e2e-env";
import { dismissToasts, OWNER, signIn } from "./support/account";
import { ownShop } from "./support/own-shop";
import { expect, test } from "./support/shop-test";

const shop = ownShop("key-screens", 1);
const { baseURL } = shop;

/** 14 March 2026, 10:30 in India: the day every screen believes it is. */
const SHOWN_TIME = new Date("2026-03-14T10:30:00+05:30");

test.skip(Boolean(e2eBaseUrl), "compares pictures of a shop this file starts itself");
// One after another on one shop; a screen waits out a slideshow's interval, on a machine shared with the server.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ baseURL, timezoneId: "Asia/Kolkata" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await shop.start();
});

test.afterAll(async () => {
  await shop.stop();
});

/** The desk keeps its alerts stream open as long as it is open (decision 055): never counted as a read in flight. */
const LIVE_STREAM = /\/api\/owner\/alerts\/stream$/;
const readsInFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight from now on, the desk's live stream apart. */
function countReads(page: Page) {
  const inFlight = new Set<unknown>();
  readsInFlight.set(page, inFlight);
  page.on("request", (request) => {
    if (!LIVE_STREAM.test(new URL(request.url()).pathname)) inFlight.add(request);
  });
  const done = (request: unknown) => inFlight.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
}

/**
 * Waits until the page has asked for everything and got it: no request in flight for half a second. What
 * `networkidle` means, except that it never comes on the desk, whose alerts stream stays open.
 */
async function untilReadsDone(page: Page) {
  const inFlight = readsInFlight.get(page);
  if (!inFlight) return page.waitForLoadState("networkidle");
  await page.waitForLoadState("load");
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inFlight.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/**
 * Stops the page's clock once it is live with every photo in: from here on its timers (slideshows, toasts'
 * countdowns) are the test's and stand still, and it believes it is SHOWN_TIME. (Installed any earlier, the fake
 * clock's animation frames kept the shop's code from ever starting.) A slideshow's timer set before that runs out
 * once more, so `firstSlide` waits for it and then goes back to the first slide.
 */
async function holdStill(page: Page, firstSlide?: { button: Locator; intervalMs: number }) {
  await untilReadsDone(page);
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);
  await page.clock.install({ time: SHOWN_TIME });
  await page.clock.pauseAt(SHOWN_TIME.getTime() + 60_000);
  if (firstSlide) {
    await page.waitForTimeout(firstSlide.intervalMs + 500);
    await firstSlide.button.click();
  }
}

/**
 * What a phone shows, in CSS pixels (small files to commit). The same Chromium on the same kind of machine renders the
 * same pixels, so the tolerance is tight: a pixel counts as changed at 3 % of the colour range (Playwright's default,
 * 20 %, let the shop's peacock teal turn blue unnoticed), and at most 0.1 % of the pixels may change.
 */
const picture = { scale: "css", threshold: 0.03, maxDiffPixelRatio: 0.001 } as const;

test("home", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await holdStill(page, { button: page.getByRole("button", { name: "Show slide 1" }), intervalMs: 4_000 });
  await expect(page).toHaveScreenshot("home.png", picture);
});

test("a product page", async ({ page }) => {
  await page.goto("/product/pearl-drop-studs");
  await expect(page.getByRole("heading", { name: "Pearl Drop Studs", level: 1 })).toBeVisible();
  await holdStill(page, { button: page.getByRole("button", { name: "Show photo 1" }), intervalMs: 3_000 });
  await expect(page).toHaveScreenshot("product.png", picture);
});

test("the cart and the checkout", async ({ page }) => {
  // One shopper, the same every run: the shop is new each time, and her email shows in the checkout.
  await signIn(page, { email: "anjali@example.in", name: "Anjali Menon" });
  await page.goto("/product/pearl-drop-studs");
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByTestId("in-cart")).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByTestId("cart-item")).toHaveCount(1);
  await dismissToasts(page);
  await holdStill(page);
  await expect(page).toHaveScreenshot("cart.png", picture);

  await page.clock.resume();
  await page.getByRole("button", { name: "Order via WhatsApp" }).click();
  const checkout = page.getByRole("dialog", { name: "Enter Your Details" });
  await expect(checkout.getByLabel("Name*")).toHaveValue("Anjali Menon");
  await page.clock.pauseAt(SHOWN_TIME.getTime() + 120_000);
  await expect(page).toHaveScreenshot("checkout.png", picture);
});

test("the owner's Today", async ({ page }) => {
  countReads(page);
  await signIn(page, OWNER);
  await page.goto("/owner");
  await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
  await holdStill(page);
  await expect(page).toHaveScreenshot("owner-today.png", picture);
});
