// Every storefront page in Malayalam and in Hindi at a phone's size (decision 084): in its language (<html lang>), no
// serious or critical axe-core violation, nothing wider than the screen (Malayalam words are long: a button or a chip
// that does not wrap pushes the page sideways), and a screenshot kept to be looked at.
import { expect, isPhone, SAME_AT_BOTH_SIZES, test } from "./support/shop-test";

const pages = [
  { name: "home", path: "/" },
  { name: "all-products", path: "/products?q=jhumka" },
  { name: "category", path: "/category/2" },
  { name: "subcategory", path: "/subcategory/jhumkas" },
  { name: "product", path: "/product/leaf-drop-earrings" },
  { name: "product-not-found", path: "/product/none" },
  { name: "about", path: "/about" },
  { name: "terms", path: "/terms" },
  { name: "privacy", path: "/privacy" },
  { name: "returns", path: "/returns" },
  { name: "cart", path: "/cart" },
  { name: "wishlist", path: "/wishlist" },
  { name: "sign-in", path: "/sign-in" },
  { name: "not-found", path: "/no-such-page" },
];

for (const [language, tag] of [
  ["ml", "ml-IN"],
  ["hi", "hi-IN"],
] as const) {
  for (const { name, path } of pages) {
    const address = `/${language}${path === "/" ? "" : path}`;
    test(`${address} is in its language, accessible and fits a phone`, async ({ page, snap, expectAccessible }) => {
      test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
      await page.goto(address);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest, "the page is no wider than the phone").toBeLessThanOrEqual(390);
      await expectAccessible();
      await snap(`${language}-${name}`);
    });
  }
}
