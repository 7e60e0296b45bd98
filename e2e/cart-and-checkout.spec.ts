// The cart page's states and warnings, the checkout dialog's validation (each wrong field marked, one toast), and
// orders placed end to end: saved on the server, the WhatsApp chat opened with the shop's number and the summary
// (the whole address), the stock taken, and the shopper landing on her order's page, which says what happens next.
import type { Browser, Page } from "@playwright/test";
import {
  asShopper,
  dismissToasts,
  freshEmail,
  productsWhere,
  type ShopProduct,
  signIn,
  stockOf,
  toastWith,
} from "./support/account";
import { api, expect, isPhone, rupees, SAME_AT_BOTH_SIZES, test, visitsWaitForLife } from "./support/shop-test";

/** "1299.00" as the shop writes it: ₹1,299. */
const rupeesOf = (amount: string) => rupees(Number(amount));

interface ShopInfo {
  shop: { whatsapp_number: string; delivery_fee: string };
}

async function otherShopper(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = visitsWaitForLife(await context.newPage());
  await signIn(page, { email: freshEmail("other"), name: "Other Shopper" });
  return { page, close: () => context.close() };
}

/** Another shopper buys some of a product (through the API, as the page would). */
async function buy(page: Page, product: ShopProduct, quantity: number) {
  await asShopper(page, "POST", "/orders", {
    customer_name: "Other Shopper",
    customer_phone: "+919876500000",
    customer_address: "1 Test Street",
    customer_city: "Thiruvananthapuram",
    customer_state: "Kerala",
    customer_pincode: "695001",
    order_items: [{ product_id: product.id, quantity }],
    delivery_method: "delivery",
  });
}

/** Opens the WhatsApp chat as a stand-in page (no network to wa.me here) and hands back the URL it opened. */
async function responseWhatsApp(page: Page) {
  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
}

test("cart states: low and out of stock warnings, a stuck line lowered and Set to what is left, totals without sold-out lines, Clear Cart asks", async ({
  page,
  browser,
  baseURL,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const [low, gone] = await productsWhere(page, (p) => p.quantity >= 3 && p.quantity <= 8);
  if (!low || !gone) throw new Error("need two products with a little stock");
  await signIn(page, { email: freshEmail("states"), name: "States Shopper" });
  await asShopper(page, "POST", "/cart", { product_id: low.id, quantity: low.quantity });
  await asShopper(page, "POST", "/cart", { product_id: gone.id, quantity: 1 });

  const other = await otherShopper(browser, baseURL ?? "");
  await buy(other.page, low, 2);
  await buy(other.page, gone, gone.quantity);
  await other.close();

  await page.goto("/cart");
  const items = page.getByTestId("cart-item");
  await expect(items).toHaveCount(2);
  const lowItem = items.filter({ hasText: low.name });
  const goneItem = items.filter({ hasText: gone.name });
  const left = low.quantity - 2;
  await expect(lowItem.getByTestId("stock-badge")).toHaveText(`Only ${left} left`);
  await expect(goneItem.getByTestId("stock-badge")).toHaveText("Out of Stock");
  await expect(goneItem.getByRole("button", { name: /Increase quantity/ })).toBeDisabled();
  await expect(goneItem.getByRole("button", { name: /Decrease quantity/ })).toBeDisabled();
  await expect(lowItem.getByRole("button", { name: /Increase quantity/ })).toBeDisabled();
  await expect(page.getByText("Some items are out of stock")).toBeVisible();
  await expect(page.getByText("Limited stock")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Out of Stock Items First" })).toBeDisabled();
  await expect(page.getByText("You'll be redirected to WhatsApp to complete your order")).toBeVisible();
  // The sold-out line is listed but not counted: the summary is what could be ordered.
  const unit = Number(low.price);
  const rupees = (amount: number) => `₹${new Intl.NumberFormat("en-IN").format(amount)}`;
  await expect(page.getByText(`Subtotal (${low.quantity} items)`)).toBeVisible();
  await expect(page.getByTestId("subtotal")).toHaveText(rupees(unit * low.quantity));
  await expect(page.getByText("Inclusive of all taxes.")).toBeVisible();
  await dismissToasts(page);
  await snap("cart-warnings");
  await expectAccessible();

  await goneItem.getByRole("button", { name: `Remove ${gone.name}` }).click();
  await expect(toastWith(page, `${gone.name} has been removed from your cart.`)).toBeVisible();
  // Two more in the cart than are left: minus still works (it used to be refused, leaving only Remove)...
  await lowItem.getByRole("button", { name: /Decrease quantity/ }).click();
  await expect(lowItem.getByTestId("cart-quantity")).toHaveText(String(low.quantity - 1));
  await expect(lowItem.getByTestId("stock-badge")).toHaveText(`Only ${left} left`);
  // ...and the warning's Set to N brings the line to what is left in one tap.
  await page.getByRole("button", { name: `Set ${low.name} to ${left}` }).click();
  await expect(lowItem.getByTestId("stock-badge")).toHaveText(`In Stock (${left})`);
  await expect(page.getByText("Limited stock")).toBeHidden();
  await expect(page.getByRole("button", { name: "Order via WhatsApp" })).toBeEnabled();
  await expect(page.getByText(`Subtotal (${left} ${left === 1 ? "item" : "items"})`)).toBeVisible();
  await expect(page.getByTestId("shipping")).toHaveText("₹49");
  await expect(page.getByTestId("total")).toHaveText(rupees(unit * left + 49));
  await page.getByLabel("Store pickup (no delivery fee)").check();
  await expect(page.getByTestId("shipping")).toHaveText("Free (store pickup)");
  await expect(page.getByTestId("total")).toHaveText(rupees(unit * left));

  // Clear Cart asks first; keeping the items changes nothing.
  await page.getByRole("button", { name: "Clear Cart" }).click();
  const asking = page.getByRole("dialog", { name: "Clear your cart?" });
  await asking.getByRole("button", { name: "Keep my items" }).click();
  await expect(asking).toBeHidden();
  await expect(items).toHaveCount(1);
  await page.getByRole("button", { name: "Clear Cart" }).click();
  await asking.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});

test("checkout validation: the wrong fields marked, the focus on the first, one toast; a failed submit retried with the same idempotency key", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const [product] = await productsWhere(page, (p) => p.quantity >= 5);
  if (!product) throw new Error("no product with stock");
  await signIn(page, { email: freshEmail("validate"), name: "Validate Shopper" });
  await asShopper(page, "POST", "/cart", { product_id: product.id, quantity: 1 });
  await page.goto("/cart");
  await page.getByRole("button", { name: "Order via WhatsApp" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter Your Details" });
  await expect(dialog.getByLabel("Name*")).toHaveValue("Validate Shopper");
  await snap("checkout-dialog");

  const name = dialog.getByLabel("Name*");
  const address = dialog.getByLabel("Address*");
  await name.fill("");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  await expect(toastWith(page, "Please provide your name and phone number.")).toContainText("Missing information");
  // The toast sits above the dialog's foot: over neither its title nor the button she presses next.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const toastBox = await toastWith(page, "Missing information").boundingBox();
  const titleBox = await dialog.getByRole("heading", { name: "Enter Your Details" }).boundingBox();
  const proceedBox = await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).boundingBox();
  if (!toastBox || !titleBox || !proceedBox) throw new Error("not on screen");
  expect(toastBox.y, "the toast covers the dialog's title").toBeGreaterThan(titleBox.y + titleBox.height);
  expect(toastBox.y + toastBox.height, "the toast covers Proceed to WhatsApp").toBeLessThan(proceedBox.y);
  // Every field that needs her is marked and says why under itself; the focus is on the first of them.
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Please enter your name.");
  await expect(name).toBeFocused();
  await expect(dialog.getByLabel("Phone Number*")).toHaveAccessibleDescription("Please enter your phone number.");
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("City*")).toHaveAccessibleDescription("Please enter the city.");
  await snap("checkout-field-errors");
  await expectAccessible();
  // Trying again does not pile a second toast under the first.
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Missing information" })).toHaveCount(1);

  await name.fill("Validate Shopper");
  await expect(name).not.toHaveAttribute("aria-invalid");
  await dialog.getByLabel("Phone Number*").fill("98470");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  await expect(dialog.getByLabel("Phone Number*")).toBeFocused();
  await expect(dialog.getByLabel("Phone Number*")).toHaveAccessibleDescription(
    "Indian mobile number must be 10 digits",
  );
  await dialog.getByLabel("Phone Number*").fill("+919876543210");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  await expect(toastWith(page, "Please provide your delivery address, pincode, city and state.")).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(1);
  await expect(address).toBeFocused();
  await address.fill("12 Temple Road, Peroorkada");
  // The PIN fills the city an address writes, not India Post's district ("Bengaluru Urban").
  await dialog.getByLabel("Pincode*").fill("560038");
  await expect(dialog.getByTestId("pincode-place")).toHaveText("Bengaluru, Karnataka");
  await expect(dialog.getByLabel("City*")).toHaveValue("Bengaluru");
  await expect(dialog.getByLabel("State*")).toHaveValue("Karnataka");
  // A PIN corrected fills them again (what the PIN filled, not what she typed).
  await dialog.getByLabel("Pincode*").fill("695005");
  // The PIN fills the city and state (and their marks go).
  await expect(dialog.getByLabel("City*")).toHaveValue("Thiruvananthapuram");
  await expect(dialog.getByLabel("State*")).toHaveValue("Kerala");
  await expect(dialog.getByLabel("City*")).not.toHaveAttribute("aria-invalid");

  const keys: string[] = [];
  let attempts = 0;
  await page.route("**/api/orders", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    attempts++;
    if (attempts === 1) {
      // The order is saved, but the response is lost on the way back.
      await route.fetch();
      return route.fulfill({ status: 502, body: "Bad gateway" });
    }
    return route.fallback();
  });
  await responseWhatsApp(page);
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  await expect(toastWith(page, "Failed to save order details. Please try again.")).toBeVisible();
  await expect(dialog).toBeVisible();
  const popup = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  await popup;
  await expect(toastWith(page, "Your order details have been saved and WhatsApp chat opened.")).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  const { orders } = await asShopper<{ orders: unknown[] }>(page, "GET", "/orders");
  expect(orders, "the retry found the first order instead of placing a second").toHaveLength(1);
});

for (const method of ["delivery", "pickup"] as const) {
  test(`a ${method} order end to end: WhatsApp opens with the summary, stock goes down, her order's page says what happens next`, async ({
    page,
    snap,
    expectAccessible,
  }) => {
    // The desktop size walks the delivery path (its form beside the order's lines); the phone walks both.
    test.skip(!isPhone(page) && method === "pickup", SAME_AT_BOTH_SIZES);
    const [product] = await productsWhere(page, (p) => p.quantity >= 4);
    if (!product) throw new Error("no product with stock");
    const { shop } = await api<ShopInfo>(page, "/shop");
    const stockBefore = product.quantity;
    const name = method === "delivery" ? "Lakshmi Menon" : "Anjali Pillai";
    await signIn(page, { email: freshEmail(method), name });
    await page.goto(`/product/${product.slug}`);
    await page.getByRole("button", { name: "Increase quantity", exact: true }).click();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(toastWith(page, `${product.name} (x2) has been added to your cart.`)).toBeVisible();
    await page.goto("/cart");
    if (method === "pickup") await page.getByLabel("Store pickup (no delivery fee)").check();
    await page.getByRole("button", { name: "Order via WhatsApp" }).click();
    const dialog = page.getByRole("dialog", { name: "Enter Your Details" });
    // A plain ten-digit number, as the profile takes it: one phone rule everywhere.
    await dialog.getByLabel("Phone Number*").fill("9812345678");
    if (method === "delivery") {
      await dialog.getByLabel("Address*").fill("TC 12/345, Vazhuthacaud");
      await dialog.getByLabel("Pincode*").fill("695014");
      // India Post's directory says where the PIN is, so a typo shows before the parcel goes astray, and fills in the
      // city and state, which she can still change.
      await expect(dialog.getByTestId("pincode-place")).toHaveText("Thiruvananthapuram, Kerala");
      await expect(dialog.getByLabel("City*")).toHaveValue("Thiruvananthapuram");
      await expect(dialog.getByLabel("State*")).toHaveValue("Kerala");
      await dialog.getByLabel("City*").fill("Trivandrum");
    } else {
      await expect(dialog.getByLabel("Pickup Location*")).toHaveValue("Peyad");
      await dialog.getByLabel("Pickup Location*").selectOption("Kachani");
    }
    await dialog.getByLabel("Special Instructions").fill("Gift wrap please");
    // The button is in view without scrolling at both sizes, with the total beside it; the lines beside the form on
    // a wide screen.
    await expect(dialog.getByRole("button", { name: "Proceed to WhatsApp" })).toBeInViewport({ ratio: 1 });
    if (!isPhone(page)) {
      await expect(dialog.getByRole("region", { name: "Your order" })).toContainText(product.name);
      await expect(dialog.getByTestId("checkout-total")).toBeVisible();
    }
    await snap(`checkout-${method}`);
    await responseWhatsApp(page);
    const popupPromise = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const popupUrl = popup.url();
    const url = new URL(popupUrl);
    expect(url.host).toBe("wa.me");
    expect(url.pathname).toBe(`/${shop.whatsapp_number}`);
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain(`Name: ${name}`);
    expect(text).toContain("Phone: +91 98123 45678");
    expect(text).toContain(`${product.name} - ₹${new Intl.NumberFormat("en-IN").format(Number(product.price))} x 2`);
    expect(text).toContain("Special instructions: Gift wrap please");
    // She writes to the shop: no payment link of the shop's own in her message.
    expect(text).not.toContain("upi://");
    if (method === "delivery") {
      expect(text).toContain("Address: TC 12/345, Vazhuthacaud, Trivandrum, Kerala - 695014\n");
      expect(text).toContain("Delivery fee: ₹49");
    } else {
      expect(text).toContain("Pickup location: Kachani");
      expect(text).toContain("Delivery fee: Free");
    }
    expect(text).toMatch(/Order: MJ-\d{6}/);
    await popup.close();

    await expect(toastWith(page, "Your order details have been saved and WhatsApp chat opened.")).toContainText(
      "Order submitted",
    );
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect.poll(() => stockOf(page, product.id), { timeout: 20_000 }).toBe(stockBefore - 2);
    const { orders } = await asShopper<{
      orders: { id: number; order_number: string; delivery_method: string; total: string }[];
    }>(page, "GET", "/orders");
    expect(orders.map((o) => o.delivery_method)).toEqual([method]);
    const [order] = orders;
    if (!order) throw new Error("no order");

    // Her tab lands on the order's own page: its number, thanks, what happens next, the chat again, how to pay.
    await expect(page).toHaveURL((address) => address.pathname === `/orders/${order.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
    const next = page.getByTestId("order-next-steps");
    await expect(next.getByRole("heading", { name: `Thank you, ${name}! Your order is placed.` })).toBeVisible();
    await expect(next).toContainText(`Your order number is ${order.order_number}.`);
    await expect(next).toContainText("We check your pieces and confirm your order in the chat.");
    // The e2e shop has a UPI id (playwright.config.ts): she pays by UPI, the QR code beside.
    await expect(next).toContainText(`Pay ${rupeesOf(order.total)} by UPI`);
    await expect(page.getByRole("region", { name: "Pay by UPI" })).toBeVisible();
    await expect(next).toContainText(
      method === "delivery"
        ? "We pack it and ship it to TC 12/345, Vazhuthacaud, Trivandrum, Kerala - 695014."
        : "We pack it and tell you when it is ready for pickup at Kachani.",
    );
    await expect(next.getByRole("link", { name: "Open WhatsApp chat" })).toHaveAttribute("href", popupUrl);
    await expect(page.getByText("Your cart is empty")).toHaveCount(0);
    await dismissToasts(page);
    await snap(`order-confirmation-${method}`);
    await expectAccessible();
  });
}

test("a blocked popup tells the shopper the WhatsApp number", async ({ page }) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const [product] = await productsWhere(page, (p) => p.quantity >= 4);
  if (!product) throw new Error("no product with stock");
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await signIn(page, { email: freshEmail("blocked"), name: "Blocked Shopper" });
  await asShopper(page, "POST", "/cart", { product_id: product.id, quantity: 1 });
  await page.goto("/cart");
  await page.getByLabel("Store pickup (no delivery fee)").check();
  await page.getByRole("button", { name: "Order via WhatsApp" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter Your Details" });
  await dialog.getByLabel("Phone Number*").fill("+919812345678");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  await expect(toastWith(page, "Please allow popups or copy the WhatsApp number: +91 98470 12345")).toContainText(
    "WhatsApp blocked",
  );
});

test("a second shopper sees none of the first shopper's cart, wishlist or details", async ({ page }) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const [product] = await productsWhere(page, (p) => p.quantity >= 2);
  if (!product) throw new Error("no product with stock");
  await signIn(page, { email: freshEmail("first"), name: "First Shopper" });
  await asShopper(page, "POST", "/cart", { product_id: product.id, quantity: 1 });
  await asShopper(page, "POST", "/wishlist", { product_id: product.id });
  await page.goto("/cart");
  await expect(page.getByTestId("cart-item")).toHaveCount(1);
  await page.getByTestId("user-menu-button").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

  // The development provider cannot switch accounts in one browser yet (its own session for the first shopper makes
  // the second sign-in end in "interaction session not found"; reported to the server's owner): forget its cookies.
  await page.context().clearCookies();
  await signIn(page, { email: freshEmail("second"), name: "Second Shopper" });
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByTestId("wishlist-heart")).toHaveAttribute("aria-pressed", "false");
  await page.getByTestId("user-menu-button").click();
  await expect(page.getByTestId("user-menu")).not.toContainText("First Shopper");
  const cart = await asShopper<{ cart: unknown[] }>(page, "GET", "/cart");
  expect(cart.cart).toEqual([]);
});

test("checkout with saved addresses: the default is chosen and fills the form, the order carries its city and state; Add New adds one inside the checkout", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const [product] = await productsWhere(page, (p) => p.quantity >= 4);
  if (!product) throw new Error("no product with stock");
  await signIn(page, { email: freshEmail("saved"), name: "Saved Shopper" });
  const address = { phone: "+919847055555", city: "Thiruvananthapuram", state: "Kerala" };
  await asShopper(page, "POST", "/users/addresses", {
    ...address,
    name: "Home Meera",
    address: "12 Kowdiar Road",
    pincode: "695003",
  });
  await asShopper(page, "POST", "/users/addresses", {
    ...address,
    name: "Work Meera",
    address: "Technopark Phase 3",
    pincode: "695583",
    is_default: true,
  });
  await asShopper(page, "POST", "/cart", { product_id: product.id, quantity: 1 });
  await page.goto("/cart");
  await page.getByRole("button", { name: "Order via WhatsApp" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter Your Details" });
  await expect(dialog.getByLabel("Address*")).toHaveCount(0);
  const work = dialog.getByRole("radio", { name: /Work Meera/ });
  await expect(work).toBeChecked();
  await expect(dialog.getByText("Default")).toBeVisible();
  await expect(dialog.getByText("Technopark Phase 3, Thiruvananthapuram, Kerala - 695583")).toBeVisible();
  await expect(dialog.getByLabel("Name*")).toHaveValue("Work Meera");
  await expect(dialog.getByLabel("Phone Number*")).toHaveValue("+91 98470 55555");
  await dialog.getByRole("radio", { name: /Home Meera/ }).check();
  await expect(dialog.getByLabel("Name*")).toHaveValue("Home Meera");
  await snap("checkout-saved-addresses");

  await responseWhatsApp(page);
  const popupPromise = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const text = new URL(popup.url()).searchParams.get("text") ?? "";
  expect(text).toContain("Address: 12 Kowdiar Road, Thiruvananthapuram, Kerala - 695003\n");
  await popup.close();
  // Her order page shows the address whole.
  await expect(page.getByTestId("order-next-steps")).toBeVisible();
  await expect(page.getByRole("region", { name: "Home delivery" })).toContainText(
    "12 Kowdiar Road Thiruvananthapuram, Kerala - 695003",
  );

  // Add New opens the address form inside the checkout; once saved, the checkout is back with the new one chosen.
  await asShopper(page, "POST", "/cart", { product_id: product.id, quantity: 1 });
  await page.goto("/cart");
  await page.getByRole("button", { name: "Order via WhatsApp" }).click();
  await dialog.getByLabel("Special Instructions").fill("Ring the bell twice");
  await dialog.getByRole("button", { name: "Add New" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const newAddress = dialog.locator("form").filter({ hasText: "Add New Address" });
  await expect(newAddress).toBeVisible();
  await newAddress.getByLabel("Name", { exact: true }).fill("Priya Nair (office)");
  await newAddress.getByLabel("Phone", { exact: true }).fill("98470 44444");
  await newAddress.getByLabel("Address", { exact: true }).fill("Level 3, Nila, Technopark Phase 1");
  await newAddress.getByLabel("Pincode", { exact: true }).fill("695581");
  await expect(newAddress.getByLabel("City", { exact: true })).toHaveValue("Thiruvananthapuram");
  await snap("checkout-add-new-address");
  await newAddress.getByRole("button", { name: "Save Address" }).click();
  await expect(newAddress).toBeHidden();
  const office = dialog.getByRole("radio", { name: /Priya Nair \(office\)/ });
  await expect(office).toBeChecked();
  await expect(office).toBeFocused();
  await expect(dialog.getByLabel("Name*")).toHaveValue("Priya Nair (office)");
  await expect(dialog.getByLabel("Special Instructions")).toHaveValue("Ring the bell twice");
  await expectAccessible();
  const secondPopup = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  const chat = await secondPopup;
  await chat.waitForLoadState();
  expect(new URL(chat.url()).searchParams.get("text") ?? "").toContain(
    "Address: Level 3, Nila, Technopark Phase 1, Thiruvananthapuram, Kerala - 695581\n",
  );
  await chat.close();
  // Thanked by her name, not the address's label.
  await expect(page.getByRole("heading", { name: "Thank you, Priya Nair! Your order is placed." })).toBeVisible();
});
