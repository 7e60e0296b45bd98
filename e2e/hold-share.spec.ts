// The hold share as a shopper meets it (decision 038, docs/shop/rules.md): until the shop confirms an order, one
// shopper may hold at most half of what is left of a piece. Asking for more at the checkout, she sees why, and how
// many she can order now, in the checkout's toast, which stays open. Its own shop, with the share as shipped (the
// other browser tests' shop lets one shopper hold everything, ORDER_HOLD_SHARE_PERCENT=100).
import { e2eBaseUrl } from "./e2e-env";
import { asShopper, freshEmail, productsWhere, signIn, toastWith } from "./support/account";
import { ownShop } from "./support/own-shop";
import { expect, test } from "./support/shop-test";

const shop = ownShop("hold-share", 2, { ORDER_HOLD_SHARE_PERCENT: "50" });
const { baseURL } = shop;

test.skip(Boolean(e2eBaseUrl), "starts a shop of its own");
test.skip(({ isMobile }) => !isMobile, "a shopper's checkout at the phone size");
test.describe.configure({ timeout: 90_000 });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await shop.start();
});

test.afterAll(async () => {
  await shop.stop();
});

test("ordering more than her share of a scarce piece: the toast says how many she can order now", async ({ page }) => {
  const [scarce] = await productsWhere(page, (product) => product.quantity >= 4 && product.quantity <= 10);
  if (!scarce) throw new Error("need a piece with a little stock");
  const share = Math.floor(scarce.quantity / 2);
  await signIn(page, { email: freshEmail("hold-share"), name: "Hold Share Shopper" });
  await asShopper(page, "POST", "/cart", { product_id: scarce.id, quantity: scarce.quantity });

  await page.goto("/cart");
  await page.getByRole("button", { name: "Order via WhatsApp" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter Your Details" });
  await dialog.getByLabel("Phone Number*").fill("+919876543210");
  await dialog.getByLabel("Address*").fill("12 Temple Road, Peroorkada");
  await dialog.getByLabel("Pincode*").fill("695005");
  await dialog.getByLabel("City*").fill("Thiruvananthapuram");
  await dialog.getByLabel("State*").fill("Kerala");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();

  const refusal = toastWith(page, `Only ${share} of ${scarce.name} can be ordered at a time now`);
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`Please change the quantity to ${share}.`);
  // Nothing was ordered: the checkout stays open with what she typed, and the piece's stock is untouched.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Address*")).toHaveValue("12 Temple Road, Peroorkada");
  const response = await page.request.get(`/api/products/${scarce.id}`);
  const body = (await response.json()) as { product?: { quantity: number }; quantity?: number };
  expect(body.product?.quantity ?? body.quantity).toBe(scarce.quantity);
});

test("the cart's plus stops at what she may order now, and the line says why", async ({ page, snap }) => {
  const [scarce] = await productsWhere(
    page,
    (product) => product.quantity >= 4 && product.quantity <= 10 && !product.has_variants,
  );
  if (!scarce) throw new Error("need a piece with a little stock and no colours");
  const share = Math.floor(scarce.quantity / 2);
  await signIn(page, { email: freshEmail("cart-cap"), name: "Cart Cap Shopper" });
  await asShopper(page, "POST", "/cart", { product_id: scarce.id, quantity: 1 });

  await page.goto("/cart");
  const line = page.getByTestId("cart-item");
  const plus = line.getByRole("button", { name: /^Increase quantity/ });
  await expect(line.getByTestId("order-limit")).toHaveCount(0);
  for (let quantity = 2; quantity <= share; quantity++) {
    await plus.click();
    await expect(line.getByTestId("cart-quantity")).toHaveText(String(quantity));
  }
  await expect(plus).toBeDisabled();
  await expect(line.getByTestId("order-limit")).toHaveText(`Only ${share} can be ordered now`);
  await snap("cart-line-at-its-limit");
  // The server holds the line there too, naming the number.
  const refused = await page.request.put(`/api/cart/${scarce.id}`, {
    data: { quantity: share + 1 },
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("authToken"))}` },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toContain(`Please change the quantity to ${share}.`);
});
