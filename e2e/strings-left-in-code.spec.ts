// No words left in code (decision 084): every storefront page in the pseudo-locale (support/pseudo-locale.ts) shows
// only words in ⟦brackets⟧ (they came through the catalogues, so a translator has them) or the shop's own data. A
// string written into a component instead of a catalogue shows up here in plain English, named with its element.
import { LANGUAGE_NAMES } from "@mayil/core/languages/languages";
import { inPseudoLocale, shopDataOf, wordsLeftInCode } from "./support/pseudo-locale";
import { expect, isPhone, SAME_AT_BOTH_SIZES, test } from "./support/shop-test";

/** Shown as written in every language: the language switch's names, the brand (configured, not translated). */
const ALLOWED = [...Object.values(LANGUAGE_NAMES), "Mayil Jewels", "Mayil", "Jewels", "WhatsApp", "UPI", "Google"];

const pages = [
  "/",
  "/products",
  "/products?q=jhumka",
  "/products?category=2&subcategory=6&price=100-300",
  "/category/2",
  "/category/999",
  "/subcategory/jhumkas",
  "/subcategory/none",
  "/product/leaf-drop-earrings",
  "/product/none",
  "/about",
  "/terms",
  "/privacy",
  "/returns",
  "/cart",
  "/wishlist",
  "/settings",
  "/orders",
  "/sign-in?return=%2Fabout",
  "/auth/error",
  "/no-such-page",
];

for (const address of pages) {
  test(`every word of ${address} comes from a catalogue or the shop's data`, async ({ page }) => {
    test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
    await inPseudoLocale(page);
    const data = shopDataOf(page);
    await page.goto(address);
    await expect(page.locator("h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The phone menu too: its links are words of the frame.
    await page.getByTestId("menu-button").click();
    expect(await wordsLeftInCode(page, data, ALLOWED)).toEqual([]);
  });
}
