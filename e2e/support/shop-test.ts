// The browser tests' own `test`: adds a screenshot helper (kept as test artifacts) and an axe-core check.
import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { type SharedShop, sharedShops } from "../e2e-env";
import { signIn } from "./account";

export const screenshotsFolder = path.resolve(import.meta.dirname, "../../test-results/screenshots");

interface ShopFixtures {
  /** Saves a full-page screenshot as test-results/screenshots/{project}/{name}.png and attaches it to the report. */
  snap: (name: string) => Promise<void>;
  /** Fails on any serious or critical axe-core violation on the page as it is now. */
  expectAccessible: () => Promise<void>;
}

/** The shop this test's worker runs against (playwright.config.ts starts one per worker). */
export const sharedShopOf = (testInfo: TestInfo): SharedShop =>
  sharedShops[testInfo.parallelIndex % sharedShops.length] as SharedShop;

export const test = base.extend<ShopFixtures>({
  // Each worker against its own shop; a spec that starts a shop of its own (test.use({ baseURL })) keeps that one.
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL === sharedShops[0]?.baseURL ? sharedShopOf(testInfo).baseURL : baseURL);
  },
  // Storefront pages arrive rendered by the server: a button shows before the app's code runs and only works once the
  // page is live. Like a shopper's second look, every visit waits for the app to mark the page interactive.
  // And fails the test if React reported that it could not hydrate a page as the server drew it.
  page: async ({ page }, use) => {
    await use(visitsWaitForLife(page));
    expect(hydrationProblemsOf(page), "hydration problems React reported").toEqual([]);
  },
  snap: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      const folder = path.join(screenshotsFolder, testInfo.project.name);
      mkdirSync(folder, { recursive: true });
      const file = path.join(folder, `${name}.png`);
      await settleImages(page);
      await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
      await testInfo.attach(name, { path: file, contentType: "image/png" });
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      // Pages fade in (spec: 0.5 s): mid-fade, text is paler than it will be and axe would measure that contrast.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
      );
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      const summary = serious.map(
        (v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(summary, "serious or critical accessibility violations").toEqual([]);
    });
  },
});

/**
 * Makes every visit of `page` (goto, reload) wait until the page is live, as this suite's `page` does: for a page of
 * a context a test opens itself (another shopper, the owner). A storefront page shows its buttons before the app
 * has started (after its photo and font, decision 025), and a tap before then does nothing.
 */
export function visitsWaitForLife(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const problems = hydrationProblemsOf(page);
  const live = async <T>(response: T) => {
    await untilInteractive(page, response);
    expect(problems, "hydration problems React reported").toEqual([]);
    return response;
  };
  page.goto = async (...args) => live(await goto(...args));
  page.reload = async (...args) => live(await reload(...args));
  return page;
}

/** The storefront's own report of a mismatch or a part React had to render again (apps/web/src/lib/hydration-problems.ts). */
const HYDRATION_PROBLEM = "Hydration problem:";
const hydrationProblems = new WeakMap<Page, string[]>();

/** What React has reported on `page` so far: a list that keeps growing while the page lives. */
export function hydrationProblemsOf(page: Page): string[] {
  let problems = hydrationProblems.get(page);
  if (!problems) {
    const found: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().startsWith(HYDRATION_PROBLEM))
        found.push(`${page.url()} ${message.text()}`);
    });
    hydrationProblems.set(page, found);
    problems = found;
  }
  return problems;
}

/** Waits until the shop's app has made the page live (root-layout.tsx's mark); other documents (a stubbed outside
 * page, an API response) have no app to wait for. */
export async function untilInteractive<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(
    () => !document.getElementById("root") || document.documentElement.dataset.interactive !== undefined,
  );
  return response;
}

/** Scrolls through the page so lazy images load, then returns to the top: full-page screenshots show every photo. */
async function settleImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
              setTimeout(resolve, 2000);
            }),
        ),
    );
  });
}

export { expect };

/** True on the phone project, where the header's links live in the menu. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * For a test in a spec that runs at both sizes (playwright.config.ts, DESKTOP_SPECS) whose behaviour does not
 * depend on the screen: it runs at the phone size only. `test.skip(!isPhone(page), SAME_AT_BOTH_SIZES)`.
 */
export const SAME_AT_BOTH_SIZES = "the same at both sizes: the phone size runs it";

/** Rupees as the shop shows them: 1299 → '₹1,299'. */
export const rupees = (amount: number) => `₹${new Intl.NumberFormat("en-IN").format(amount)}`;

/** The shop's API, for facts a test checks the page against (the demo catalogue, read live). */
export async function api<T>(page: Page, apiPath: string): Promise<T> {
  const response = await page.request.get(`/api${apiPath}`);
  expect(response.ok(), `GET /api${apiPath}`).toBeTruthy();
  return (await response.json()) as T;
}

/**
 * A second person's browser beside the test's own (a shopper while the test's page is the owner's desk): a context of
 * its own at the shop's address, in India's locale and time, whose visits wait for the page to come alive (such tests
 * are about what the other side sees, not a tap before the app is live: no-tap-lost.spec.ts has those), signed in as
 * `person` when one is given.
 */
export async function anotherPersonsPage(
  browser: Browser,
  baseURL: string | undefined,
  person?: { email: string; name: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = visitsWaitForLife(await context.newPage());
  if (person) await signIn(page, person);
  return page;
}
