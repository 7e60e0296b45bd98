// Signing in through the development identity provider, the user menu, and signing out; the callback's error paths.
import { freshEmail, signIn } from "./support/account";
import { expect, test } from "./support/shop-test";

test("a shopper signs in, sees the user menu and signs out", async ({ page, snap, expectAccessible }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Login", exact: true }).click();
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
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
});

test("the callback page sends errors and a missing or spent code to /auth/error", async ({ page }) => {
  await page.goto("/auth/callback?error=access_denied");
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
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).toBeNull();
});
