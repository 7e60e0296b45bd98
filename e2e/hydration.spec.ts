// Each storefront page a shopper lands on comes alive as the server rendered it: loaded afresh (a real navigation, not
// one inside the app), it reaches html[data-interactive] and settles with nothing in the console, neither React's
// report of a hydration mismatch nor any other error or warning. A mismatch costs the shopper a flicker and the page
// its server render, and React says so only in the console. The shopper's own pages (cart, wishlist, settings) are
// rendered in the browser, not hydrated; they are here too, with something in them, so an error or warning there
// fails as well. (server-render.spec.ts compares the server's DOM with the app's render of a few of these.)
import type { Locator, Page } from "@playwright/test";
import { asShopper, freshEmail, productsWhere, signIn } from "./support/account";
import { api, expect, test } from "./support/shop-test";

/** What the console has said on `page` since the list was last emptied: errors, warnings and uncaught exceptions. */
function consoleTroubleOf(page: Page): string[] {
  const trouble: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      trouble.push(`[${message.type()}] ${message.text()}`);
  });
  page.on("pageerror", (error) => trouble.push(`[uncaught] ${error.message}`));
  return trouble;
}

/**
 * True once the browser has had a moment with nothing to do: no task waiting (React's scheduler posts each slice of its
 * work as a task, the parts that hydrate a moment later among them, and reports a mismatch when that work commits) and
 * no frame to paint. An idle callback that only came because its timeout ran out does not count.
 */
const browserIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout: 500 }),
      ),
  );

/**
 * Loads `path` afresh, waits until the page is live and showing `shown`, then until the browser is idle, and expects
 * the console to have stayed quiet throughout.
 */
async function expectComesAliveQuietly(page: Page, trouble: string[], path: string, shown: (page: Page) => Locator) {
  trouble.length = 0;
  await page.goto(path);
  await expect(page.locator("html[data-interactive]")).toBeAttached();
  await expect(shown(page)).toBeVisible();
  await expect.poll(() => browserIdle(page), `${path} settles`).toBe(true);
  expect(trouble, `console errors and warnings while ${path} loaded and came alive`).toEqual([]);
}

/** Traditional's jhumkas from ₹100 to ₹300 (of the demo catalogue): the address's names the page reads
 * (all-products-filters.ts, pageParams.products) and the API's for the same list. */
const filtered = {
  path: "/products?category=2&subcategory=6&price=100-300",
  list: "/products?category_id=2&subcategory_id=6&price_range=100-300",
};
/** A search with a price band: the page shows its search box as well. */
const searched = { path: "/products?q=jhumka&price=300-600", list: "/products?search=jhumka&price_range=300-600" };

const heading = (name: string) => (page: Page) => page.getByRole("heading", { name, level: 1 });

const serverRenderedPages: { path: string; shown: (page: Page) => Locator }[] = [
  { path: "/", shown: heading("Handpicked jewellery, honestly priced") },
  { path: "/category/2", shown: heading("Traditional") },
  { path: "/product/leaf-drop-earrings", shown: heading("Leaf Drop Earrings") },
];

for (const rendered of serverRenderedPages) {
  test(`${rendered.path} comes alive as the server rendered it, with nothing in the console`, async ({ page }) => {
    const trouble = consoleTroubleOf(page);
    await expectComesAliveQuietly(page, trouble, rendered.path, rendered.shown);
  });
}

test("All Products with filters and with a search comes alive as the server rendered it, with nothing in the console", async ({
  page,
}) => {
  const trouble = consoleTroubleOf(page);
  const everything = await api<{ pagination: { total: number } }>(page, "/products?limit=1");
  for (const { path, list } of [filtered, searched]) {
    // The filters change what is shown: fewer pieces than the whole catalogue, and not none.
    const { pagination } = await api<{ pagination: { total: number } }>(page, list);
    expect(pagination.total, `pieces ${path} shows`).toBeGreaterThan(0);
    expect(pagination.total, `pieces ${path} shows`).toBeLessThan(everything.pagination.total);
    await expectComesAliveQuietly(page, trouble, path, (page) =>
      page.getByTestId("result-count").getByText(`Showing ${pagination.total} of ${pagination.total} products`),
    );
    await expect(page.getByTestId("product-card")).toHaveCount(pagination.total);
  }
});

test("a signed-in shopper's cart, wishlist and settings, and the pages she browses, load with nothing in the console", async ({
  page,
}) => {
  const [piece] = await productsWhere(page, (product) => product.quantity >= 5);
  if (!piece) throw new Error("no piece with stock to put in the cart");
  await signIn(page, { email: freshEmail("hydration"), name: "Hydration Shopper" });
  await asShopper(page, "POST", "/cart", { product_id: piece.id, quantity: 1 });
  await asShopper(page, "POST", "/wishlist", { product_id: piece.id });
  const trouble = consoleTroubleOf(page);

  await expectComesAliveQuietly(page, trouble, "/cart", (page) =>
    page.getByTestId("cart-item").filter({ hasText: piece.name }),
  );
  await expectComesAliveQuietly(page, trouble, "/wishlist", (page) =>
    page.getByTestId("wishlist-item").filter({ hasText: piece.name }),
  );
  await expectComesAliveQuietly(page, trouble, "/settings", heading("Settings"));
  // The server renders every page as for a shopper signed out; her header, cart and hearts come once the page is live.
  await expectComesAliveQuietly(page, trouble, "/", heading("Handpicked jewellery, honestly priced"));
  await expectComesAliveQuietly(page, trouble, `/product/${piece.slug}`, heading(piece.name));
  await expectComesAliveQuietly(page, trouble, filtered.path, (page) => page.getByTestId("product-card").first());
});
