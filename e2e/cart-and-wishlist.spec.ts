// Cart and wishlist controls on cards and on the product page: the spec's toasts, limits at the stock, the header's
// counts, and a wishlist change the server refuses being rolled back.
import { dismissToasts, freshEmail, productsWhere, signIn, toastWith } from "./support/account";
import { expect, isPhone, test } from "./support/shop-test";

test("signed out, Add to Cart opens the sign-in dialog saying why, and cards show no heart", async ({ page }) => {
  await page.goto("/products");
  const card = page.getByTestId("product-card").first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId("wishlist-heart")).toHaveCount(0);
  const add = page
    .getByTestId("product-card")
    .getByRole("button", { name: /Add to Cart/ })
    .first();
  await add.click();
  // Not a red "Error" toast: the way in, with the spec's words as the reason.
  const dialog = page.getByRole("dialog", { name: /Welcome to/ });
  await expect(dialog.getByTestId("sign-in-reason")).toHaveText("Please login to add items to cart");
  await expect(dialog.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Maybe later" }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test("add to cart from a card, change the quantity, remove", async ({ page, snap }) => {
  await signIn(page, { email: freshEmail("card"), name: "Card Shopper" });
  await page.goto("/products");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  const shown = await page.getByTestId("product-card").getByRole("heading").allTextContents();
  const [product] = await productsWhere(page, (p) => p.quantity >= 3 && shown.includes(p.name));
  if (!product) throw new Error("no product with stock on the first page");
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { name: product.name, exact: true }) });
  await card.getByRole("button", { name: /^Add to Cart/ }).click();
  await expect(toastWith(page, `${product.name} (x1) has been added to your cart.`)).toBeVisible();
  await expect(card.getByTestId("cart-quantity")).toHaveText("1");
  await expect(card.getByRole("button", { name: /Decrease quantity/ })).toBeDisabled();
  await card.getByRole("button", { name: /Increase quantity/ }).click();
  await expect(card.getByTestId("cart-quantity")).toHaveText("2");
  await expect(card.getByRole("link", { name: "Go to Cart (2)" })).toBeVisible();
  if (!isPhone(page)) await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await dismissToasts(page);
  await snap("card-in-cart");
  // The server agrees.
  await page.reload();
  await expect(card.getByTestId("cart-quantity")).toHaveText("2");
  await card.getByRole("button", { name: /^Remove/ }).click();
  await expect(toastWith(page, `${product.name} has been removed from your cart.`)).toBeVisible();
  await expect(card.getByRole("button", { name: /Add to Cart/ })).toBeVisible();
});

test("the product page stops at the stock, and minus at 1 removes", async ({ page, snap }) => {
  const [product] = await productsWhere(page, (p) => p.quantity >= 2 && p.quantity <= 6);
  if (!product) throw new Error("no product with a little stock");
  await signIn(page, { email: freshEmail("limit"), name: "Limit Shopper" });
  await page.goto(`/product/${product.slug}`);
  const increase = page.getByRole("button", { name: "Increase quantity", exact: true });
  for (let i = 1; i < product.quantity; i++) await increase.click();
  await expect(page.getByTestId("quantity")).toHaveText(String(product.quantity));
  await expect(increase).toBeDisabled();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(toastWith(page, `${product.name} (x${product.quantity}) has been added to your cart.`)).toBeVisible();
  await expect(page.getByTestId("cart-quantity")).toHaveText(String(product.quantity));
  await expect(page.getByRole("button", { name: `Increase quantity, ${product.name}` })).toBeDisabled();
  await dismissToasts(page);
  await snap("product-in-cart");
  const decrease = page.getByRole("button", { name: `Decrease quantity, ${product.name}` });
  for (let i = product.quantity; i > 1; i--) await decrease.click();
  await expect(page.getByTestId("cart-quantity")).toHaveText("1");
  await decrease.click();
  await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
  await expect(toastWith(page, `${product.name} has been removed from your cart.`)).toBeVisible();
});

test("wishlist: add and remove with the heart; a refusal is rolled back", async ({ page }) => {
  const [product] = await productsWhere(page, () => true);
  if (!product) throw new Error("no product");
  await signIn(page, { email: freshEmail("wish"), name: "Wish Shopper" });
  await page.goto(`/product/${product.slug}`);
  const heart = page.getByTestId("wishlist-heart");
  await heart.click();
  await expect(toastWith(page, `${product.name} has been added to your wishlist.`)).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  if (!isPhone(page)) await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
  await heart.click();
  await expect(toastWith(page, `${product.name} has been removed from your wishlist.`)).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  // The server refuses: the heart shows the change at once, then goes back.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/wishlist", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await held;
    await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Database unavailable"}' });
  });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  release();
  await expect(toastWith(page, "Failed to update wishlist. Please try again.")).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});
