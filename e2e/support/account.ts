// Signing in as a shopper the way a person does: Login, 'Sign in with Google', the development identity
// provider's page (Email, Name, Sign in), back through /auth/callback to the home page.
import { expect, type Locator, type Page } from "@playwright/test";

let counter = 0;

/** A fresh shopper's email for each call, so tests never share a cart. */
/**
 * The shop's owner with the development sign-in (OWNER_EMAILS unset). One name for every spec: the shop keeps the
 * name of an account's first sign-in, and all specs share one running shop.
 */
export const OWNER = { email: "owner@mayil.test", name: "Meera Owner" };

export const freshEmail = (label: string) => `${label}-${Date.now()}-${counter++}@example.in`;

export async function signIn(
  page: Page,
  shopper: { email: string; name: string },
  options: { profilePrompt: boolean; stopClock?: boolean } = { profilePrompt: false },
) {
  // The profile-completion dialog opens 2 s after the home page loads for a new shopper; most tests are about
  // something else, so they mark it as already shown this session.
  if (!options.profilePrompt) await page.addInitScript(() => sessionStorage.setItem("profilePromptShown", "1"));
  await page.goto("/");
  await page.getByRole("link", { name: "Login", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Sign in with Google" }).click();
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Name").fill(shopper.name);
  // The home page's timers (the profile dialog's 2 s) run only as far as the test moves the clock.
  if (options.stopClock) await stopPageClock(page);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (options.stopClock) await stepClockUntilVisible(page, page.getByTestId("user-menu-button"));
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByTestId("user-menu-button")).toBeVisible();
}

/** The shopper's bearer token, for setting up facts through the API. */
export const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem("authToken") ?? "");

export interface ShopProduct {
  id: number;
  name: string;
  slug: string;
  price: string;
  quantity: number;
  has_variants: boolean;
  variants: unknown[];
}

/**
 * Pieces whose seeded stock the catalogue and product tests assert ("In Stock (40)", plus disabled at three):
 * tests that buy or fill carts leave them alone, whatever order the spec files run in.
 */
const piecesShownAsSeeded = new Set([
  "pearl-drop-studs",
  "crystal-solitaire-studs",
  "twisted-rope-ring",
  "leaf-drop-earrings",
  "tiny-heart-studs",
  "temple-jhumka",
  "kerala-bridal-set",
  "classic-gold-hoops",
  "classic-rose-gold-hoops",
]);

/** Products of the live catalogue that fit a test (each test picks its own, since orders take stock). */
export async function productsWhere(page: Page, fits: (product: ShopProduct) => boolean): Promise<ShopProduct[]> {
  const response = await page.request.get("/api/products?limit=100");
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { products: ShopProduct[] };
  return body.products.filter(
    (product) => product.variants.length === 0 && !piecesShownAsSeeded.has(product.slug) && fits(product),
  );
}

/** A toast on screen holding this text. */
export const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();

/** Calls the shop's API as the shopper signed in on this page (to set facts up, or to read them back). */
export async function asShopper<T>(page: Page, method: string, apiPath: string, body?: unknown): Promise<T> {
  const token = await accessToken(page);
  const response = await page.request.fetch(`/api${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "idempotency-key": `${Date.now()}-${counter++}` },
    data: body,
  });
  expect(response.ok(), `${method} /api${apiPath}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The live stock of a product. */
export async function stockOf(page: Page, productId: number): Promise<number> {
  const response = await page.request.get(`/api/products/${productId}`);
  const body = (await response.json()) as { product?: ShopProduct } & Partial<ShopProduct>;
  return (body.product ?? (body as ShopProduct)).quantity;
}

/** Closes every toast on screen, so a screenshot shows the page beneath. */
export async function dismissToasts(page: Page) {
  const toasts = page.getByTestId("toast");
  while ((await toasts.count()) > 0) {
    await toasts.first().getByRole("button", { name: "Close" }).click();
  }
  await expect(toasts).toHaveCount(0);
}

/** How long after the home page loads the profile dialog opens (apps/web/src/features/settings/profile-prompt.tsx),
 * and how often it looks again while a menu is open. */
const PROFILE_PROMPT_DELAY_MS = 2000;
const PROFILE_PROMPT_RETRY_MS = 500;

/**
 * Moves the page's clock (installed with `page.clock.install()` before the page loaded) past the moment the profile
 * dialog would open, so its timer has fired, then waits until the page has fetched and rendered whatever that
 * caused (the dialog's code is fetched when it opens). An absence check after this fails if the dialog would show;
 * a fixed sleep before it passed whenever the dialog was merely late.
 */
export async function pastProfilePromptDelay(page: Page) {
  await page.clock.runFor(PROFILE_PROMPT_DELAY_MS + PROFILE_PROMPT_RETRY_MS);
  await page.waitForLoadState("networkidle");
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) a little ahead of where it is: from here the page's
 * time moves only when the test moves it (`page.clock.runFor`), in this document and the ones it opens. With the clock
 * only installed, the page's time flows with the machine's, so on a loaded machine seconds could pass between two
 * steps of a test and the timer it is about (a toast's 5 s, the profile dialog's 2 s) fired before the test looked.
 * Stopped ahead so the pause never lands in the page's past.
 */
export async function stopPageClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 30_000);
}

/** How far the stopped clock moves at each step while a page is starting. */
const CLOCK_STEP_MS = 50;

/**
 * Moves a stopped clock on a step at a time until `shown` is on screen: a page starting needs its clock (the app
 * waits for a frame and a timer before it runs), and once `shown` is there, at most one step of the page's time has
 * passed since it came.
 */
export async function stepClockUntilVisible(page: Page, shown: Locator) {
  for (let step = 0; step < 400; step++) {
    if (await shown.isVisible()) return;
    await page.clock.runFor(CLOCK_STEP_MS);
  }
  await expect(shown).toBeVisible({ timeout: 1 });
}
