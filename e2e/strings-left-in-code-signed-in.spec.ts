// No words left in code on the signed-in shopper's screens (decision 084), as strings-left-in-code.spec.ts checks the
// public pages: in the pseudo-locale (support/pseudo-locale.ts) her cart with a line, the checkout dialog open, My
// Orders, one order's page, Settings, the profile-completion dialog and her wishlist with a piece show only words in
// ⟦brackets⟧ (a catalogue's) or the shop's data. She signs in in English first: the sign-in is the frame's, checked
// by the public spec.

import { LANGUAGE_NAMES } from "@mayil/core/languages/languages";
import type { Page } from "@playwright/test";
import { asShopper, freshEmail, productsWhere, signIn } from "./support/account";
import { inPseudoLocale, shopDataOf, wordsLeftInCode } from "./support/pseudo-locale";
import { expect, isPhone, SAME_AT_BOTH_SIZES, test } from "./support/shop-test";

/**
 * Shown as written in every language: the language switch's names, the brand, and the names of things; and the
 * months and the am and pm of her order's dates, which Intl writes in the page's language (the pseudo-locale's is
 * English).
 */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-IN", { month: "short" }).format(new Date(2026, month, 15)),
);
const ALLOWED = [
  ...Object.values(LANGUAGE_NAMES),
  "Mayil Jewels",
  "Mayil",
  "Jewels",
  "WhatsApp",
  "UPI",
  "Google",
  ...MONTHS,
  "am",
  "pm",
];

interface PlacedOrder {
  order: { id: number; order_number: string };
}

/** Her page, once its words and data are in: nothing left in plain English. */
async function expectNoWordsLeft(page: Page, data: Set<string>) {
  await page.waitForLoadState("networkidle");
  expect(await wordsLeftInCode(page, data, ALLOWED)).toEqual([]);
}

test("every word of her cart, checkout, orders, order, settings and wishlist comes from a catalogue or her data", async ({
  page,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  // Seven screens after a sign-in, on a machine shared with other test runs.
  test.setTimeout(180_000);
  const [piece, other] = await productsWhere(page, (p) => p.quantity >= 5);
  if (!piece || !other) throw new Error("no two pieces with stock");
  const data = shopDataOf(page);
  await signIn(page, { email: freshEmail("pseudo-signed-in"), name: "Lakshmi Menon" });
  const { order } = await asShopper<PlacedOrder>(page, "POST", "/orders", {
    customer_name: "Lakshmi Menon",
    customer_phone: "+919812345678",
    delivery_method: "delivery",
    customer_address: "TC 9/12, Sasthamangalam",
    customer_city: "Thiruvananthapuram",
    customer_state: "Kerala",
    customer_pincode: "695010",
    order_items: [{ product_id: piece.id, quantity: 1 }],
  });
  await asShopper(page, "POST", "/cart", { product_id: other.id, quantity: 1 });
  await asShopper(page, "POST", "/wishlist", { product_id: piece.id });
  await inPseudoLocale(page);

  await page.goto("/cart");
  await expect(page.getByTestId("cart-item")).toHaveCount(1);
  await expectNoWordsLeft(page, data);

  await page.getByTestId("order-button").click();
  const checkout = page.getByRole("dialog");
  await expect(checkout.getByRole("heading").first()).toBeVisible();
  await expectNoWordsLeft(page, data);
  await page.keyboard.press("Escape");
  await expect(checkout).toBeHidden();

  await page.goto("/orders");
  await expect(page.getByTestId("order").filter({ hasText: order.order_number })).toBeVisible();
  await expectNoWordsLeft(page, data);

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(order.order_number);
  await expectNoWordsLeft(page, data);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoWordsLeft(page, data);

  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(piece.name).first()).toBeVisible();
  await expectNoWordsLeft(page, data);
});

test("every word of the profile-completion dialog, both steps, comes from a catalogue or her data", async ({
  page,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const data = shopDataOf(page);
  // A new shopper has no phone number yet: the home page offers to complete her profile.
  await signIn(page, { email: freshEmail("pseudo-profile"), name: "Lakshmi Menon" }, { profilePrompt: true });
  await inPseudoLocale(page);
  // Offered once a session: whether or not it opened in English during the sign-in, it opens again on this load.
  await page.addInitScript(() => sessionStorage.removeItem("profilePromptShown"));
  await page.goto("/");
  const dialog = page.getByRole("dialog");
  // 2 s after the page loads, with its code and the `account` words fetched then.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole("heading")).toContainText("⟦");
  await expectNoWordsLeft(page, data);

  // Step 2, after her details are saved.
  await dialog.locator('input[type="tel"]').fill("98470 12345");
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole("button")).toHaveCount(4);
  await expectNoWordsLeft(page, data);
});
