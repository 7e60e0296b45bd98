// Every page at both sizes: no serious or critical axe-core violation, and a screenshot kept as a test artifact.
import { expect, test } from "./support/shop-test";

const pages = [
  { name: "home", path: "/", ready: "Featured Products" },
  { name: "all-products", path: "/products", ready: "All Products" },
  { name: "category", path: "/category/2", ready: "Traditional" },
  { name: "category-not-found", path: "/category/999", ready: "Category not found" },
  { name: "subcategory", path: "/subcategory/jhumkas", ready: "Jhumkas" },
  { name: "subcategory-not-found", path: "/subcategory/none", ready: "Subcategory not found." },
  { name: "product", path: "/product/leaf-drop-earrings", ready: "Leaf Drop Earrings" },
  { name: "product-not-found", path: "/product/none", ready: "Product not found" },
  { name: "about", path: "/about", ready: "About Mayil Jewels" },
  { name: "terms", path: "/terms", ready: "Terms & Conditions" },
  { name: "privacy", path: "/privacy", ready: "Privacy Policy" },
  { name: "returns", path: "/returns", ready: "Return Policy" },
  { name: "cart", path: "/cart", ready: "Your cart is empty" },
  { name: "wishlist", path: "/wishlist", ready: "Login Required" },
  { name: "sign-in", path: "/sign-in?return=%2Fabout", ready: "Welcome to Mayil Jewels" },
];

for (const { name, path, ready } of pages) {
  test(`${name} (${path}) is accessible`, async ({ page, snap, expectAccessible }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible();
    await snap(name);
  });
}

test("the open search, mobile menu and login modal are accessible", async ({ page, snap, expectAccessible }) => {
  await page.goto("/");
  await page.getByTestId("search-toggle").click();
  await page.getByTestId("search-input").fill("pearl");
  await expect(page.getByRole("option").first()).toBeVisible();
  await expectAccessible();
  await snap("search-open");
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Login", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible();
  await page.keyboard.press("Escape");
  const menu = page.getByTestId("menu-button");
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectAccessible();
    await snap("mobile-menu");
  }
});
