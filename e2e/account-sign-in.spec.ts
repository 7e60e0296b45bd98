// Signing in through the development identity provider, the user menu, and signing out; the callback's error paths.
import { asShopper, freshEmail, signIn, toastWith } from "./support/account";
import { expect, test, visitsWaitForLife } from "./support/shop-test";

test("a shopper signs in, sees the user menu and signs out", async ({ page, snap, expectAccessible }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Login", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Jewelry lovers network")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Terms & Conditions" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await dialog.getByRole("button", { name: "Maybe later" }).click();
  await expect(dialog).toBeHidden();

  const email = freshEmail("meera");
  await signIn(page, { email, name: "Meera Nair" });
  const tokens = await page.evaluate(() => [localStorage.getItem("authToken"), localStorage.getItem("refreshToken")]);
  expect(tokens[0]).toBeTruthy();
  expect(tokens[1]).toBeTruthy();

  await page.getByTestId("user-menu-button").click();
  const menu = page.getByTestId("user-menu");
  await expect(menu.getByText("Meera Nair")).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  for (const name of ["My Wishlist", "Settings", "My Orders"])
    await expect(menu.getByRole("link", { name })).toBeVisible();
  await snap("user-menu");
  await expectAccessible();

  // A reload keeps the shopper signed in.
  await page.reload();
  await expect(page.getByTestId("user-menu-button")).toBeVisible();

  await page.getByTestId("user-menu-button").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
});

test("the callback page sends errors and a missing or spent code to /auth/error", async ({ page }) => {
  await page.goto("/auth/callback?error=invalid_state");
  await expect(page).toHaveURL(/\/auth\/error$/);
  await expect(page.getByRole("heading", { name: "Authentication Error" })).toBeVisible();
  await page.goto("/auth/callback");
  await expect(page).toHaveURL(/\/auth\/error$/);
  await page.goto("/auth/callback?token=not-a-real-code");
  await expect(page).toHaveURL(/\/auth\/error$/);
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/api/auth/google");
});

test("stored tokens the server refuses sign the shopper out", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("authToken", "bogus");
    localStorage.setItem("refreshToken", "bogus");
  });
  await page.reload();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).toBeNull();
});

test("a sign-in link from someone else's sign-in signs no one in or over", async ({ page, browser }) => {
  // The attacker signs in to their own account in their own browser and keeps the callback link instead of using it.
  const attacker = await browser.newContext();
  const attackerPage = visitsWaitForLife(await attacker.newPage());
  let link = "";
  attackerPage.on("framenavigated", (frame) => {
    if (frame === attackerPage.mainFrame() && frame.url().includes("/auth/callback?token=")) link = frame.url();
  });
  // The code stays unspent: the attacker's own callback page never gets to exchange it.
  await attackerPage.route("**/api/auth/exchange", (route) => route.abort());
  await attackerPage.goto("/");
  await attackerPage.getByRole("link", { name: "Login", exact: true }).click();
  await attackerPage.getByRole("dialog").getByRole("button", { name: "Sign in with Google" }).click();
  await attackerPage.getByLabel("Email").fill(freshEmail("mallory"));
  await attackerPage.getByLabel("Name").fill("Mallory");
  await attackerPage.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect.poll(() => link).toContain("token=");
  await attacker.close();

  // A signed-in shopper who opens the link stays who they are.
  const email = freshEmail("victim");
  await signIn(page, { email, name: "Victim" });
  const tokenBefore = await page.evaluate(() => localStorage.getItem("authToken"));
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBe(tokenBefore);
  await page.getByTestId("user-menu-button").click();
  await expect(page.getByTestId("user-menu").getByText(email)).toBeVisible();

  // Signed out, the link is refused: the code only works in the browser that signed in.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/error$/);
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
});

test("signing in from a product page returns there, and the Add to Cart pressed signed out is done once", async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem("profilePromptShown", "1"));
  await page.goto("/product/pearl-drop-studs");
  const name = await page.getByRole("heading", { level: 1 }).textContent();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("sign-in-reason")).toHaveText("Please login to add items to cart");
  await dialog.getByRole("button", { name: "Sign in with Google" }).click();
  await page.getByLabel("Email").fill(freshEmail("returning"));
  await page.getByLabel("Name").fill("Returning Shopper");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  // Back on the piece she was looking at, signed in, with it in her cart.
  await expect(page).toHaveURL((url) => url.pathname === "/product/pearl-drop-studs");
  await expect(page.getByTestId("user-menu-button")).toBeVisible();
  await expect(toastWith(page, `${name} (x1) has been added to your cart.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  // Once: a reload (or another visit) does not add it again.
  await page.reload();
  await expect(page.getByTestId("user-menu-button")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  const cart = await asShopper<{ cart: { quantity: number }[] }>(page, "GET", "/cart");
  expect(cart.cart.map((line) => line.quantity)).toEqual([1]);
});

test("a sign-in begun under this machine's other name (localhost, 127.0.0.1) ends there, signed in", async ({
  page,
  baseURL,
}) => {
  const here = new URL(baseURL ?? "");
  const other = here.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
  // Whichever name the tests use, the shop's public address is the other one's twin on this machine.
  await page.goto(`${here.protocol}//${other}:${here.port}/about`);
  await page.getByRole("link", { name: "Login", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign in with Google" }).click();
  await page.getByLabel("Email").fill(freshEmail("loopback"));
  await page.getByLabel("Name").fill("Loopback");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.hostname === other && url.pathname === "/about");
  await expect(page.getByTestId("user-menu-button")).toBeVisible();
});

test("the Hindi sign-in page speaks Hindi, its terms still links", async ({ page }) => {
  await page.goto("/hi/sign-in");
  await expect(page).toHaveTitle(/साइन इन/);
  await expect(page.getByRole("heading", { name: "Mayil Jewels में आपका स्वागत है" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Google से साइन इन करें" })).toBeVisible();
  await expect(page.getByRole("link", { name: "नियम और शर्तों" })).toBeVisible();
  await expect(page.getByRole("link", { name: "गोपनीयता नीति" })).toBeVisible();
});
