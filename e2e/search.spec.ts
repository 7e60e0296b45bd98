// The header search box (docs/shop/storefront.md#search-box).
import { api, expect, test } from "./support/shop-test";

test("opens on click, suggests up to 10, arrows wrap around, Enter opens /product/{id}", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("search-toggle").click();
  const input = page.getByTestId("search-input");
  await expect(input).toBeFocused();
  await input.fill("e");
  const options = page.getByRole("option");
  await expect(options).toHaveCount(10);

  await input.fill("pearl");
  await expect(options.first()).toContainText(/pearl/i);
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await input.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowUp");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  const name = (await options.nth(1).textContent()) ?? "";
  await input.press("Enter");
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("waits 300 ms after typing, shows 'Searching...' then 'No products found'", async ({ page }) => {
  await page.goto("/");
  // The shop's response is held until the test has seen "Searching...": on a busy machine a quick response had
  // replaced it before the test looked.
  let searches = 0;
  let respond = () => {};
  const responded = new Promise<void>((resolve) => {
    respond = resolve;
  });
  await page.route("**/api/products/search/**", async (route) => {
    searches++;
    await responded;
    await route.continue();
  });
  await page.getByTestId("search-toggle").click();
  await page.getByTestId("search-input").pressSequentially("zzqx", { delay: 50 });
  await expect(page.getByText("Searching...")).toBeVisible();
  respond();
  await expect(page.getByText("No products found")).toBeVisible();
  expect(searches).toBe(1);
});

test("Escape and a click outside close it", async ({ page }) => {
  await page.goto("/about");
  await page.getByTestId("search-toggle").click();
  await expect(page.getByTestId("search-input")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("search-input")).toBeHidden();
  await page.getByTestId("search-toggle").click();
  await expect(page.getByTestId("search-input")).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(page.getByTestId("search-input")).toBeHidden();
});

test("submitting goes to /products?q=term with the term in the page's own search box; the address can be shared; Clear empties it", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByTestId("search-toggle").click();
  await page.getByTestId("search-input").press("Enter"); // empty text does nothing
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId("search-input").fill("  jhumka ");
  await page.getByTestId("search-input").press("Enter");
  await expect(page).toHaveURL(/\/products\?q=jhumka$/);
  const search = page.getByTestId("products-search");
  await expect(search).toHaveValue("jhumka");
  await expect(search).toHaveAttribute("placeholder", "Search by name or description...");
  // One clear button: ours, not also the browser's own cross of a search field.
  // (Chromium computes no style for that pseudo-element, so the shop's own style sheet is read for the rule.)
  await expect(search).toHaveAttribute("type", "search");
  const hidesBrowserCross = await page.evaluate(() => {
    const rules = (list: CSSRuleList): CSSRule[] =>
      // A style rule is itself a grouping rule in current Chromium (CSS nesting): keep it and read its children.
      [...list].flatMap((rule) => [rule, ...("cssRules" in rule ? rules((rule as CSSGroupingRule).cssRules) : [])]);
    return [...document.styleSheets]
      .flatMap((sheet) => rules(sheet.cssRules))
      .some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText.includes('input[type="search"]::-webkit-search-cancel-button') &&
          rule.style.getPropertyValue("appearance") === "none",
      );
  });
  expect(hidesBrowserCross, "a style rule hides the browser's own clear button").toBe(true);
  // Search matches the name or the description, as the API does.
  const { pagination } = await api<{ pagination: { total: number } }>(page, "/products?search=jhumka&limit=1");
  await expect(page.getByTestId("result-count")).toHaveText(
    `Showing ${pagination.total} of ${pagination.total} products`,
  );
  await expect(page.getByTestId("product-card").first()).toContainText(/jhumka/i);
  // The address is the search: opened afresh (a shared link, a bookmark) it shows the same results.
  await page.goto("/products?q=jhumka");
  await expect(search).toHaveValue("jhumka");
  await expect(page.getByTestId("result-count")).toHaveText(
    `Showing ${pagination.total} of ${pagination.total} products`,
  );
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(search).toHaveValue("");
  await expect(page.getByTestId("product-card")).toHaveCount(24);
  await expect(page).toHaveURL(/\/products$/);
});
