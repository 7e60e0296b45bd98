// The product page: media carousel, variants, quantity and total, related pieces, not found
// (docs/shop/storefront.md#product-page).
import { expect, rupees, test } from "./support/shop-test";

test("shows breadcrumb, name, price, stock, description, selling points and Back to Home", async ({ page }) => {
  await page.goto("/product/pearl-drop-studs");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
    /Home\s*\/\s*Daily Wear\s*\/\s*Pearl Drop Studs/,
  );
  await expect(page.getByRole("heading", { name: "Pearl Drop Studs", level: 1 })).toBeVisible();
  await expect(page.getByTestId("product-price")).toHaveText(rupees(149));
  await expect(page.getByTestId("stock-badge")).toHaveText("In Stock (40)");
  await expect(page.getByText("Freshwater-look pearls")).toBeVisible();
  for (const point of ["Hand Picked", "Quality Guaranteed", "Easy Returns"]) {
    await expect(page.getByText(point, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  // Signed out: related cards show no heart; the page's own wishlist button asks the shopper to log in.
  await expect(page.getByTestId("product-card").getByTestId("wishlist-heart")).toHaveCount(0);
  await page.getByRole("button", { name: "Add Pearl Drop Studs to wishlist" }).click();
  await expect(page.getByRole("dialog").getByTestId("sign-in-reason")).toHaveText(
    "Please login to add items to your wishlist.",
  );
  await expect(page.getByText("Inclusive of all taxes")).toBeVisible();
});

test("opens by id too (the search suggestions link to /product/{id})", async ({ page }) => {
  await page.goto("/product/23");
  await expect(page.getByRole("heading", { name: "Temple Jhumka", level: 1 })).toBeVisible();
});

test("a missing product says 'Product not found' with Return to home", async ({ page }) => {
  await page.goto("/product/no-such-piece");
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to home" })).toBeVisible();
});

test("quantity stays within 1 and the stock, and the total is unit price times quantity", async ({ page }) => {
  await page.goto("/product/twisted-rope-ring");
  const plus = page.getByRole("button", { name: "Increase quantity" });
  const minus = page.getByRole("button", { name: "Decrease quantity" });
  await expect(minus).toBeDisabled();
  await expect(plus).toBeDisabled(); // one left
  await page.goto("/product/crystal-solitaire-studs");
  await plus.click();
  await plus.click();
  await expect(page.getByTestId("quantity")).toHaveText("3");
  await expect(plus).toBeDisabled(); // three in stock
  await expect(page.getByTestId("total-price")).toContainText(rupees(597));
  await minus.click();
  await expect(page.getByTestId("total-price")).toContainText(rupees(398));
});

test("a piece in colours offers itself and its colours; the badge, price, photos and Add to Cart follow the choice", async ({
  page,
  snap,
  expectAccessible,
}) => {
  await page.goto("/product/leaf-drop-earrings");
  const carousel = page.getByTestId("product-carousel");
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  // The piece itself is its first colour, Gold (decision 027): the page opens on it, the first option with stock.
  await expect(page.getByTestId("variant-option")).toHaveText(["Gold", "Silver", "Rose Gold, out of stock"]);
  await expect(page.getByRole("button", { name: "Gold", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("group", { name: "Colour: Gold" })).toBeVisible();
  await expect(page.getByTestId("product-price")).toHaveText(rupees(329));
  await expect(page.getByTestId("stock-badge")).toHaveText("In Stock (18)");
  await expect(addToCart).toBeEnabled();
  await snap("product-colour-picker");
  await expectAccessible();
  const firstPhoto = await carousel.locator("img").first().getAttribute("src");

  await page.getByRole("button", { name: "Silver" }).click();
  await expect(page.getByRole("button", { name: "Silver" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Gold", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("stock-badge")).toHaveText("In Stock (6)");
  await expect(carousel.locator("img").first()).not.toHaveAttribute("src", firstPhoto ?? "");
  await expect(carousel).toHaveAttribute("data-selected", "0");
  await expect(addToCart).toBeEnabled();

  await page.getByRole("button", { name: "Rose Gold" }).click();
  await expect(page.getByTestId("product-price")).toHaveText(rupees(349));
  await expect(page.getByTestId("stock-badge")).toHaveText("Out of Stock");
  await expect(page.getByRole("button", { name: "Out of Stock", exact: true })).toBeDisabled();
  // Nothing to count or total for a colour with none left.
  await expect(page.getByTestId("total-price")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Increase quantity" })).toHaveCount(0);

  // Back to the piece itself: on sale again, capped at its own 18.
  await page.getByRole("button", { name: "Gold", exact: true }).click();
  await expect(page.getByTestId("stock-badge")).toHaveText("In Stock (18)");
  await expect(addToCart).toBeEnabled();
});

test("the carousel advances every 3 s and wraps around", async ({ page }) => {
  await page.goto("/product/tiny-heart-studs"); // three photos
  const carousel = page.getByTestId("product-carousel");
  await expect(carousel).toHaveAttribute("data-selected", "0");
  await expect(carousel).toHaveAttribute("data-selected", "1", { timeout: 4500 });
  await expect(carousel).toHaveAttribute("data-selected", "2", { timeout: 4500 });
  await expect(carousel).toHaveAttribute("data-selected", "0", { timeout: 4500 });
});

test("a swipe of more than 40 px moves to the next or previous photo, a shorter one does not", async ({ page }) => {
  await page.goto("/product/tiny-heart-studs");
  const carousel = page.getByTestId("product-carousel");
  const box = await carousel.boundingBox();
  if (!box) throw new Error("no carousel");
  const y = box.y + box.height / 2;
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 5 });
    await page.mouse.up();
  };
  const x = box.x + box.width / 2;
  await swipe(x, x - 30);
  await expect(carousel).toHaveAttribute("data-selected", "0");
  await swipe(x, x + 80); // previous from the first wraps to the last
  await expect(carousel).toHaveAttribute("data-selected", "2");
  await swipe(x, x - 80); // next from the last wraps to the first
  await expect(carousel).toHaveAttribute("data-selected", "0");
});

test("videos come after the photos; play shows the player and Close returns to the thumbnail", async ({ page }) => {
  await page.goto("/product/pearl-drop-studs"); // two photos and a video file
  const carousel = page.getByTestId("product-carousel");
  await page.getByRole("button", { name: "Show video 3" }).click();
  await expect(carousel).toHaveAttribute("data-selected", "2");
  await page.getByRole("button", { name: /Play Video of Pearl Drop Studs/ }).click();
  await expect(carousel.locator("video")).toHaveCount(1);
  await page.getByRole("button", { name: "Close video" }).click();
  await expect(carousel.locator("video")).toHaveCount(0);
});

test("other colours are shown, with View all when there are more than 4", async ({ page }) => {
  await page.goto("/product/classic-gold-hoops");
  const colours = page.getByTestId("related-colours");
  await expect(colours.getByRole("link", { name: /Classic Silver Hoops/ })).toBeVisible();
  await expect(colours.getByRole("link", { name: /Classic Rose Gold Hoops/ })).toBeVisible();
  await expect(colours.getByRole("link", { name: "View all" })).toHaveCount(0);
  await colours.getByRole("link", { name: /Classic Silver Hoops/ }).click();
  await expect(page.getByRole("heading", { name: "Classic Silver Hoops", level: 1 })).toBeVisible();
});

test("cards link by slug and out-of-stock pieces cannot be added", async ({ page }) => {
  await page.goto("/subcategory/everyday-earrings");
  const roseGold = page.getByTestId("product-card").filter({ hasText: "Classic Rose Gold Hoops" });
  await expect(roseGold.getByRole("link").first()).toHaveAttribute("href", "/product/classic-rose-gold-hoops");
  await expect(roseGold.getByRole("button")).toBeDisabled();
});
