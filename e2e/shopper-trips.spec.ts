// What a shopper tripped over, each at the phone size: the wishlist's words follow its heart; a signed-in shopper on
// a slow phone never reads "Login" in the header; a cancelled order asks for no money and offers no pickup code or
// packing slip, on her page and on the desk.
import { asShopper, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { expect, test, visitsWaitForLife } from "./support/shop-test";

test.skip(({ isMobile }) => !isMobile, "a shopper's phone");

test("the wishlist button's words follow its heart", async ({ page, snap }) => {
  const [product] = await productsWhere(page, (p) => p.quantity >= 1);
  if (!product) throw new Error("no product in stock");
  await signIn(page, { email: freshEmail("wishlist-words"), name: "Wishlist Words" });
  await page.goto(`/product/${product.slug}`);
  const heart = page.getByRole("main").getByTestId("wishlist-heart");
  const words = page.getByTestId("wishlist-label");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(words).toHaveText("Save to wishlist");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveAccessibleName(`Remove ${product.name} from wishlist`);
  await expect(words).toHaveText("Saved to wishlist");
  await snap("wishlist-saved");
  await heart.click();
  await expect(words).toHaveText("Save to wishlist");
});

test("a signed-in shopper on a slow phone never sees Login while the shop looks her up", async ({ page }) => {
  await signIn(page, { email: freshEmail("no-login-flash"), name: "No Flash" });
  // Every frame the browser paints, from the first: is a "Login" in the header that a person could see? (Frames, not
  // each change of the page: before its stylesheet has come the page is parsed but not painted.)
  await page.addInitScript(() => {
    const seen = { login: false };
    (window as unknown as { loginSeen: typeof seen }).loginSeen = seen;
    const look = () => {
      for (const element of document.querySelectorAll("header a, header button")) {
        if (element.textContent?.trim() !== "Login") continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && getComputedStyle(element).visibility !== "hidden") seen.login = true;
      }
    };
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  // A slow phone: who she is takes 3 seconds to come.
  await page.route("**/api/auth/me", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByTestId("user-menu-button")).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { loginSeen: { login: boolean } }).loginSeen.login)).toBe(
    false,
  );
});

test("a cancelled order asks for no money and offers no pickup code or packing slip", async ({
  page,
  browser,
  baseURL,
  snap,
}) => {
  test.setTimeout(180_000);
  const [product] = await productsWhere(page, (p) => p.quantity >= 2);
  if (!product) throw new Error("no product in stock");
  await signIn(page, { email: freshEmail("cancelled-order"), name: "Meera Nair" });
  const { order } = await asShopper<{ order: { id: number; order_number: string } }>(page, "POST", "/orders", {
    customer_name: "Meera Nair",
    customer_phone: "+919812345678",
    delivery_method: "pickup",
    pickup_location: "Kachani",
    order_items: [{ product_id: product.id, quantity: 1 }],
  });

  const ownerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const owner = visitsWaitForLife(await ownerContext.newPage());
  await signIn(owner, OWNER);
  await asShopper(owner, "POST", `/owner/orders/${order.id}/status`, { status: "cancelled", note: "Changed her mind" });
  await owner.goto(`/owner/orders/${order.id}`);
  await expect(owner.getByRole("heading", { name: order.order_number })).toBeVisible();
  await expect(owner.getByTestId("payment-badge")).toHaveCount(0);
  await expect(owner.getByRole("button", { name: "Packing slip" })).toHaveCount(0);
  await expect(owner.getByText("Record payment")).toHaveCount(0);
  await ownerContext.close();

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
  const main = page.getByRole("main");
  await expect(main.getByText("Unpaid")).toHaveCount(0);
  await expect(main.getByRole("region", { name: "Pickup code" })).toHaveCount(0);
  await expect(main.getByText("Packing slip")).toHaveCount(0);
  await snap("cancelled-order");
});
