// The global layout: header, mobile menu, footer, titles, toasts and scroll behaviour (docs/shop/storefront.md#layout).
import { OWNER, pastProfilePromptDelay, signIn, stepClockUntilVisible, stopPageClock } from "./support/account";
import { expect, isPhone, test } from "./support/shop-test";

test("the header links to Home, All Products and About, on a phone through the menu", async ({ page }) => {
  await page.goto("/");
  if (isPhone(page)) {
    await page.getByTestId("menu-button").click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText([
      "Home",
      "All Products",
      "About",
      "Wishlist (0)",
      "Cart (0)",
    ]);
    await menu.getByRole("link", { name: "All Products" }).click();
    await expect(menu).toBeHidden();
  } else {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "All Products", "About"]);
    await nav.getByRole("link", { name: "All Products" }).click();
  }
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { name: "All Products", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Cart, 0 items/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
});

test("the footer has the blurb, Quick Links, contacts, © 2025 and the policy links", async ({ page }) => {
  await page.goto("/about");
  const footer = page.locator("footer");
  await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  for (const name of ["Home", "All Products", "About Us", "Terms", "Privacy", "Return Policy"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText("hello@mayiljewels.in");
  await expect(footer).toContainText("+91 98470 12345");
  await expect(footer).toContainText("Trivandrum, Kerala, India");
  await expect(footer).toContainText("© 2025");
  await footer.getByRole("link", { name: "Return Policy" }).click();
  await expect(page).toHaveURL(/\/returns$/);
});

test("page titles end with the brand; the home page shows the brand alone", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Mayil Jewels");
  await page.goto("/product/temple-jhumka");
  await expect(page).toHaveTitle("Temple Jhumka | Mayil Jewels");
  await page.goto("/category/2");
  await expect(page).toHaveTitle("Traditional | Mayil Jewels");
  await page.goto("/subcategory/jhumkas");
  await expect(page).toHaveTitle("Jhumkas | Mayil Jewels");
  await page.goto("/products");
  await expect(page).toHaveTitle("All Products | Mayil Jewels");
  await page.goto("/privacy");
  await expect(page).toHaveTitle("Privacy Policy | Mayil Jewels");
});

test("a new page starts at the top, and back/forward returns to where the shopper was", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByTestId("product-card")).toHaveCount(24);
  // Scrolled, and the scroll event (which records the position for back/forward) has arrived.
  await page.evaluate(
    () =>
      new Promise<void>((scrolled) => {
        window.addEventListener("scroll", () => scrolled(), { once: true });
        window.scrollTo(0, 1200);
      }),
  );
  const card = page.getByTestId("product-card").nth(10).getByRole("link").first();
  await card.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await card.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  // Exactly where she was, not roughly.
  await expect.poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), before)).toBeLessThanOrEqual(2);
  await page.goForward();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});

test("a page loaded afresh opens at the top, whatever the tab's last page was scrolled to", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByTestId("product-card")).toHaveCount(24);
  // To the footer, and the scroll event (which records the position) has arrived.
  await page.evaluate(
    () =>
      new Promise<void>((scrolled) => {
        window.addEventListener("scroll", () => scrolled(), { once: true });
        window.scrollTo(0, document.documentElement.scrollHeight);
      }),
  );
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // A typed address or a link from outside: a new load of a tall page in the same tab.
  await page.goto("/category/2");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Traditional", level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Its own position still comes back with the browser's back button.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

test("pages after the first fade in over the spec's 0.5 s", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("main")).not.toHaveClass(/animate-page-in/);
  await page.locator("footer").getByRole("link", { name: "About Us" }).click();
  const main = page.locator("main");
  await expect(main).toHaveClass(/animate-page-in/);
  expect(await main.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("0.5s");
});

test("cancelling on the sign-in page returns to the page with a toast that leaves after 5 s", async ({ page }) => {
  // The page's own clock, stopped and moved on by the test: the toast's 5 s pass at once, and exactly, however slow
  // the machine is between two steps.
  await page.clock.install();
  await page.goto("/product/pearl-drop-studs");
  await page.getByRole("link", { name: "Login", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign in with Google" }).click();
  await stopPageClock(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await stepClockUntilVisible(page, page.getByTestId("toast"));
  // Back where she was, not on "Authentication Error".
  await expect(page).toHaveURL((url) => url.pathname === "/product/pearl-drop-studs");
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Sign-in cancelled");
  await page.clock.runFor(4000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1100);
  await expect(toast).toBeHidden();
});

test("the Login button opens the sign-in modal; Maybe later closes it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Login", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Jewelry lovers network");
  await expect(dialog.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Terms & Conditions" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await dialog.getByRole("button", { name: "Maybe later" }).click();
  await expect(dialog).toBeHidden();
});

test("an unknown address is a page of the shop that says so, with ways on, and responds with 404", async ({
  page,
  snap,
  expectAccessible,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // The shop's own header and footer around it.
  await expect(page.getByRole("link", { name: "Mayil Jewels home" })).toBeVisible();
  await expect(page.locator("footer").getByRole("heading", { name: "Quick Links" })).toBeVisible();
  await expect(main.getByRole("link", { name: "All Products" })).toHaveAttribute("href", "/products");
  await snap("not-found");
  await expectAccessible();
  // Its search goes where the header's does.
  await main.getByRole("searchbox", { name: "Search the shop" }).fill("jimikki");
  await main.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/products\?q=jimikki$/);
  await expect(page.getByTestId("product-card").first()).toContainText(/jhumka/i);
  await page.goBack();
  await main.getByRole("link", { name: "Return to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the owner finds her desk in the ☰ menu as in the account menu, and is not asked to complete a profile", async ({
  page,
  snap,
}) => {
  await page.clock.install();
  await signIn(page, OWNER, { profilePrompt: true });
  if (isPhone(page)) {
    await page.getByTestId("menu-button").click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("navigation", { name: "Mobile" }).getByRole("link").last()).toHaveText("Owner's desk");
    await snap("phone-menu-owner");
    await menu.getByRole("link", { name: "Owner's desk" }).click();
  } else {
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("user-menu").getByRole("link", { name: "Owner's desk" }).click();
  }
  await expect(page).toHaveURL(/\/owner$/);
  // Home again, past the 2 s the shopper's profile dialog waits: it does not open for the owner.
  await page.goto("/");
  await pastProfilePromptDelay(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("toasts sit under the header: the cart badge and the header stay in view", async ({ page, snap }) => {
  await page.goto("/product/pearl-drop-studs");
  await page.getByRole("link", { name: "Login", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign in with Google" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  const box = await toast.boundingBox();
  expect(box && header && box.y >= header.y + header.height).toBe(true);
  await snap("toast-under-header");
});
