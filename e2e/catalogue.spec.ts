// Category, subcategory and All Products pages: content, filters, sort, infinite scroll and their empty texts.
import { api, expect, rupees, test } from "./support/shop-test";

interface ListResponse {
  products: { name: string; price: string }[];
  pagination: { total: number };
}

const prices = async (page: import("@playwright/test").Page) =>
  (await page.getByTestId("product-price").allTextContents()).map((text) => Number(text.replace(/[₹,]/g, "")));

/** The grid shows prices and every one of them passes: every() alone would also pass on an empty grid. */
const gridPricesAll = async (page: import("@playwright/test").Page, within: (price: number) => boolean) => {
  const shown = await prices(page);
  return shown.length > 0 && shown.every(within);
};

test.describe("category page", () => {
  test("shows the banner, breadcrumb, products and Back to Home", async ({ page }) => {
    const response = await api<ListResponse>(page, "/products/category/2?limit=100");
    await page.goto("/category/2");
    await expect(page.getByRole("heading", { name: "Traditional", level: 1 })).toBeVisible();
    await expect(page.getByText("Temple, kemp and antique finishes")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
      /Home\s*\/\s*Categories\s*\/\s*Traditional/,
    );
    await expect(page.getByTestId("product-card")).toHaveCount(response.pagination.total);
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  });

  test("the price bands are under ₹300, ₹300 - ₹600 and above ₹600", async ({ page }) => {
    await page.goto("/category/2");
    const filter = page.getByTestId("price-filter");
    await expect(filter.locator("option")).toHaveText(["All Prices", "Under ₹300", "₹300 - ₹600", "Above ₹600"]);
    await filter.selectOption("300-600");
    await expect.poll(() => gridPricesAll(page, (p) => p >= 300 && p <= 600)).toBe(true);
    await filter.selectOption("above-600");
    await expect.poll(() => gridPricesAll(page, (p) => p > 600)).toBe(true);
    await filter.selectOption("under-300");
    await expect.poll(() => gridPricesAll(page, (p) => p < 300)).toBe(true);
  });

  test("only the price sorts change the order", async ({ page }) => {
    await page.goto("/category/1");
    const sort = page.getByTestId("sort-select");
    await expect(sort.locator("option")).toHaveText([
      "Featured",
      "Newest",
      "Price: Low to High",
      "Price: High to Low",
      "Highest Rated",
    ]);
    // Read the featured order only once the grid is there: an empty list would make every comparison below vacuous.
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    const featured = await prices(page);
    expect(featured.length).toBeGreaterThan(1);
    await sort.selectOption("price-asc");
    await expect.poll(() => prices(page)).toEqual([...featured].sort((a, b) => a - b));
    await sort.selectOption("price-desc");
    await expect.poll(() => prices(page)).toEqual([...featured].sort((a, b) => b - a));
    await sort.selectOption("rating");
    await expect.poll(() => prices(page)).toEqual(featured);
  });

  test("says when the filters leave nothing", async ({ page }) => {
    await page.goto("/category/1");
    await page.getByTestId("price-filter").selectOption("above-600");
    await expect(page.getByText("No products found in this category with the selected filters.")).toBeVisible();
  });

  test("a missing category says 'Category not found' with Return to home", async ({ page }) => {
    await page.goto("/category/999");
    await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to home" })).toHaveAttribute("href", "/");
  });
});

test.describe("subcategory page", () => {
  test("shows the name, 'Showing N products' and the grid", async ({ page }) => {
    const response = await api<ListResponse>(page, "/products/subcategory/slug/jhumkas");
    await page.goto("/subcategory/jhumkas");
    await expect(page.getByRole("heading", { name: "Jhumkas", level: 1 })).toBeVisible();
    await expect(page.getByTestId("result-count")).toHaveText(`Showing ${response.pagination.total} products`);
    await expect(page.getByTestId("product-card")).toHaveCount(response.pagination.total);
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  });

  test("a missing subcategory says 'Subcategory not found.'", async ({ page }) => {
    await page.goto("/subcategory/no-such-thing");
    await expect(page.getByText("Subcategory not found.")).toBeVisible();
  });
});

test.describe("all products", () => {
  test("shows 24, then 24 more on reaching the end, until all are shown", async ({ page }) => {
    const { pagination } = await api<ListResponse>(page, "/products?limit=1");
    await page.goto("/products");
    const cards = page.getByTestId("product-card");
    await expect(page.getByTestId("result-count")).toHaveText(`Showing 24 of ${pagination.total} products`);
    await expect(cards).toHaveCount(24);
    await expect(page.getByTestId("products-search")).toHaveCount(0);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(48);
    await expect(page.getByTestId("result-count")).toHaveText(`Showing 48 of ${pagination.total} products`);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(pagination.total);
    await expect(page.getByTestId("result-count")).toHaveText(
      `Showing ${pagination.total} of ${pagination.total} products`,
    );
  });

  test("category, subcategory and price range filter; changing category clears subcategory; Clear Filters resets", async ({
    page,
  }) => {
    await page.goto("/products");
    const category = page.getByTestId("category-filter");
    const subcategory = page.getByTestId("subcategory-filter");
    const price = page.getByTestId("price-filter");
    await expect(category.locator("option").first()).toHaveText("All Categories");
    await expect(subcategory).toBeDisabled();
    await expect(subcategory.locator("option").first()).toHaveText("All Subcategories");
    await expect(price.locator("option")).toHaveText([
      "All Prices",
      "Below ₹100",
      "₹100 - ₹300",
      "₹300 - ₹600",
      "₹600 - ₹1000",
      "Above ₹1000",
    ]);

    await category.selectOption({ label: "Traditional" });
    await expect(subcategory).toBeEnabled();
    const traditional = await api<ListResponse>(page, "/products?category_id=2&limit=1");
    await expect(page.getByTestId("result-count")).toHaveText(
      `Showing ${traditional.pagination.total} of ${traditional.pagination.total} products`,
    );

    await subcategory.selectOption({ label: "Jhumkas" });
    const jhumkas = await api<ListResponse>(page, "/products/subcategory/slug/jhumkas");
    await expect(page.getByTestId("product-card")).toHaveCount(jhumkas.pagination.total);

    await category.selectOption({ label: "Bridal" });
    await expect(subcategory).toHaveValue("");

    await price.selectOption("above-1000");
    await expect.poll(() => gridPricesAll(page, (p) => p > 1000)).toBe(true);
    await price.selectOption("below-100");
    await expect(page.getByText("No products found")).toBeVisible();

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(category).toHaveValue("");
    await expect(subcategory).toBeDisabled();
    await expect(page.getByTestId("product-card")).toHaveCount(24);
  });

  test("the price bands keep to their limits (600-1000 inclusive)", async ({ page }) => {
    await page.goto("/products");
    await page.getByTestId("price-filter").selectOption("600-1000");
    // The previous list stays on screen until the filtered one arrives: wait for the filtered one.
    await expect.poll(() => gridPricesAll(page, (p) => p >= 600 && p <= 1000)).toBe(true);
    expect(await prices(page)).toContain(999);
  });

  test("the filters live in the address: a reload and Back from a piece keep them", async ({ page }) => {
    await page.goto("/products");
    await page.getByTestId("category-filter").selectOption({ label: "Traditional" });
    await page.getByTestId("subcategory-filter").selectOption({ label: "Jhumkas" });
    await page.getByTestId("price-filter").selectOption("300-600");
    await expect(page).toHaveURL(/\/products\?category=2&subcategory=\d+&price=300-600$/);
    const subcategoryId = await page.getByTestId("subcategory-filter").inputValue();
    const { pagination } = await api<ListResponse>(
      page,
      `/products?category_id=2&subcategory_id=${subcategoryId}&price_range=300-600&limit=1`,
    );
    expect(pagination.total).toBeGreaterThan(0);
    const filtered = page.getByTestId("result-count");
    const shown = `Showing ${pagination.total} of ${pagination.total} products`;
    await expect(filtered).toHaveText(shown);

    await page.reload();
    await expect(page.getByTestId("category-filter")).toHaveValue("2");
    await expect(page.getByTestId("subcategory-filter").locator("option:checked")).toHaveText("Jhumkas");
    await expect(page.getByTestId("price-filter")).toHaveValue("300-600");
    await expect(filtered).toHaveText(shown);

    await page.getByTestId("product-card").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/product\//);
    await page.goBack();
    await expect(page.getByTestId("price-filter")).toHaveValue("300-600");
    await expect(page.getByTestId("subcategory-filter").locator("option:checked")).toHaveText("Jhumkas");
    await expect(filtered).toHaveText(shown);

    // Clear Filters clears the address too.
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("navigation state preselects a category that exists", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      window.history.pushState({ usr: { categoryId: 3 }, key: "e2e", idx: 1 }, "", "/products");
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    });
    await expect(page.getByTestId("category-filter")).toHaveValue("3");
    await expect(page.getByTestId("subcategory-filter")).toBeEnabled();
  });
});

test("prices read the Indian way", async ({ page }) => {
  await page.goto("/product/kerala-bridal-set");
  await expect(page.getByTestId("product-price")).toHaveText(rupees(2499));
});
