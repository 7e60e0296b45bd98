// What works before the app's code has run (decision 033), tried with JavaScript off (a page the server drew, as a slow
// phone shows it for a second or more before it comes alive): the header search is a form to /products?q=, the phone
// menu is a popover the browser opens itself, Login leads to a sign-in page whose 'Sign in with Google' goes through
// the identity provider and back, and navigation is real links. And once the app is live, the same controls do what
// the spec says (the suggestions, the dialog).
import path from "node:path";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { freshEmail } from "./support/account";
import { api, expect, isPhone, screenshotsFolder, sharedShopOf, test, visitsWaitForLife } from "./support/shop-test";

/** A context like the test's own (its phone or desktop screen), with JavaScript on or off. */
async function shopperContext(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean, storageState?: string) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale, timezoneId } = testInfo.project.use;
  return browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    baseURL: sharedShopOf(testInfo).baseURL,
    locale,
    timezoneId,
    javaScriptEnabled,
    storageState,
  });
}

/** A screenshot kept with the suite's others (test-results/screenshots/{project}/{name}.png). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = path.join(screenshotsFolder, testInfo.project.name, `${name}.png`);
  await page.screenshot({ path: file, animations: "disabled" });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

test.describe("with JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeEach(async ({ browser }, testInfo) => {
    context = await shopperContext(browser, testInfo, false);
    page = await context.newPage();
  });
  test.afterEach(async () => {
    await context.close();
  });

  test("the header search takes the words to /products?q=, which lists what matches", async () => {
    const testInfo = test.info();
    await page.goto("/");
    await page.getByTestId("search-toggle").click();
    const input = page.getByTestId("search-input");
    await expect(input).toBeFocused();
    // Escape closes it, and so does a tap outside.
    await page.keyboard.press("Escape");
    await expect(input).toBeHidden();
    await expect(page.getByTestId("search-toggle")).toBeFocused();
    await page.getByTestId("search-toggle").click();
    await expect(input).toBeVisible();
    await page.mouse.click(10, 500);
    await expect(input).toBeHidden();

    await page.getByTestId("search-toggle").click();
    await input.fill("jhumka");
    await keepScreenshot(page, testInfo, "no-script-search-open");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=jhumka$/);
    // The server drew the page with the search applied, its own search box showing the words.
    await expect(page.getByTestId("products-search")).toHaveValue("jhumka");
    const { pagination } = await api<{ pagination: { total: number } }>(page, "/products?search=jhumka&limit=1");
    expect(pagination.total).toBeGreaterThan(0);
    await expect(page.getByTestId("result-count")).toHaveText(
      `Showing ${Math.min(pagination.total, 24)} of ${pagination.total} products`,
    );
    await expect(page.getByTestId("product-card").first()).toContainText(/jhumka/i);
  });

  test("the phone menu opens, its links are real, and Escape closes it", async () => {
    const testInfo = test.info();
    test.skip(!isPhone(page), "the menu button is for small screens");
    await page.goto("/about");
    await page.getByTestId("menu-button").click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(menu.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText([
      "Home",
      "All Products",
      "About",
      "Wishlist (0)",
      "Cart (0)",
    ]);
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    // The languages are links too: the same page in Malayalam, before any of the app's code.
    await expect(menu.getByRole("link", { name: "മലയാളം" })).toHaveAttribute("href", "/ml/about");
    await keepScreenshot(page, testInfo, "no-script-menu-open");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByTestId("menu-button")).toBeFocused();

    await page.getByTestId("menu-button").click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByTestId("menu-button").click();
    await menu.getByRole("link", { name: "All Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { name: "All Products", level: 1 })).toBeVisible();
  });

  test("Login leads to the sign-in page, whose 'Sign in with Google' signs her in and brings her back", async ({
    browser,
  }, testInfo) => {
    await page.goto("/product/temple-jhumka");
    await page.getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("return")).toBe("/product/temple-jhumka");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Welcome to Mayil Jewels", level: 1 })).toBeVisible();
    await expect(main).toContainText("Jewelry lovers network");
    await expect(main.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms");
    await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await keepScreenshot(page, testInfo, "no-script-sign-in-page");
    // 'Maybe later' goes back to the page she was on.
    await main.getByRole("link", { name: "Maybe later" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/product/temple-jhumka");
    await page.goBack();

    await main.getByRole("link", { name: "Sign in with Google" }).click();
    await expect(page.getByText("Development sign-in")).toBeVisible();
    const email = freshEmail("no-script");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Name").fill("Latha Menon");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // Back at the shop with a login code for this browser, and the page she began on.
    await expect(page).toHaveURL((url) => url.pathname === "/auth/callback");
    const callback = new URL(page.url());
    expect(callback.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    expect(callback.searchParams.get("return")).toBe("/product/temple-jhumka");

    // The code is spent by the app, so with JavaScript back on (the same browser: its cookies) she is signed in, on
    // the piece she was looking at.
    const live = await shopperContext(browser, testInfo, true, await storageFile(context, testInfo));
    const livePage = visitsWaitForLife(await live.newPage());
    await livePage.goto(callback.pathname + callback.search);
    await expect(livePage).toHaveURL((url) => url.pathname === "/product/temple-jhumka");
    await livePage.getByTestId("user-menu-button").click();
    await expect(livePage.getByTestId("user-menu").getByText(email)).toBeVisible();
    await live.close();
  });

  test("product cards, header links, breadcrumbs and categories are real links", async () => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Mayil Jewels home" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: /Cart, 0 items/ })).toHaveAttribute("href", "/cart");
    await expect(header.getByRole("link", { name: "Login", exact: true })).toHaveAttribute(
      "href",
      "/sign-in?return=%2F",
    );
    if (!isPhone(page)) {
      const nav = header.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link")).toHaveText(["Home", "All Products", "About"]);
      const hrefs = { Home: "/", "All Products": "/products", About: "/about" };
      for (const [name, href] of Object.entries(hrefs))
        await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const categories = page.getByTestId("category-grid").getByRole("link");
    await expect(categories).not.toHaveCount(0);
    for (const link of await categories.all()) await expect(link).toHaveAttribute("href", /^\/category\/\d+$/);
    const cards = page.getByTestId("product-card");
    await expect(cards).not.toHaveCount(0);
    for (const card of await cards.all())
      await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/product\/[\w-]+$/);
    // Followed, they go where they say.
    await categories.filter({ hasText: "Traditional" }).click();
    await expect(page).toHaveURL(/\/category\/2$/);
    await expect(page.getByRole("heading", { name: "Traditional", level: 1 })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Categories" })).toHaveAttribute("href", "/#categories");
    const card = page.getByTestId("product-card").filter({ hasText: "Temple Jhumka" }).first();
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/product\/temple-jhumka$/);
    await expect(crumbs.getByRole("link", { name: "Traditional" })).toHaveAttribute("href", "/category/2");
    await crumbs.getByRole("link", { name: "Traditional" }).click();
    await expect(page).toHaveURL(/\/category\/2$/);
  });
});

/** The context's cookies and storage, written where a new context can start from them. */
async function storageFile(context: BrowserContext, testInfo: TestInfo): Promise<string> {
  const file = testInfo.outputPath("storage.json");
  await context.storageState({ path: file });
  return file;
}

test.describe("once the app is live", () => {
  test("Login opens the sign-in dialog in place of the page (which a new tab still gets)", async ({ page }) => {
    await page.goto("/about");
    const login = page.getByRole("link", { name: "Login", exact: true });
    await expect(login).toHaveAttribute("href", "/sign-in?return=%2Fabout");
    await login.click();
    await expect(page.getByRole("dialog", { name: "Welcome to Mayil Jewels" })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the sign-in page's 'Sign in with Google' brings her back to the page it names", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem("profilePromptShown", "1"));
    await page.goto("/sign-in?return=%2Fsubcategory%2Fjhumkas");
    await expect(page.getByRole("heading", { name: "Welcome to Mayil Jewels", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("Sign in | Mayil Jewels");
    await page.getByRole("main").getByRole("link", { name: "Sign in with Google" }).click();
    await page.getByLabel("Email").fill(freshEmail("sign-in-page"));
    await page.getByLabel("Name").fill("Devika Pillai");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/subcategory/jhumkas");
    await expect(page.getByTestId("user-menu-button")).toBeVisible();
    // Signed in, the page says so instead of offering to sign in again.
    await page.goto("/sign-in?return=%2Fabout");
    await expect(page.getByTestId("signed-in-as")).toHaveText("You are signed in as Devika Pillai.");
    await page.getByRole("link", { name: "Continue shopping" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a page to come back to from elsewhere is refused: the sign-in page then goes home", async ({ page }) => {
    await page.goto("/sign-in?return=%2F%2Fevil.example%2F");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Maybe later" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Sign in with Google" })).toHaveAttribute("href", "/api/auth/google");
  });
});
