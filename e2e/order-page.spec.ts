// A shopper follows her order from My Orders to its own page: the status, the steps of its way, the total, and the
// UPI QR code and link for what she owes; another shopper who opens that address is told it is not found.
// The e2e shop runs with SHOP_UPI_ID=mayiljewels@okaxis (playwright.config.ts). The piece itself, chosen beside its
// colours, keeps its name from the cart to the order's page (decision 069).
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { ownStockOf } from "@mayil/core/catalogue/piece-options";
import { asShopper, dismissToasts, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { expect, isPhone, rupees, SAME_AT_BOTH_SIZES, test, visitsWaitForLife } from "./support/shop-test";

interface PlacedOrder {
  order: { id: number; order_number: string; total: string };
}

test("a shopper opens her order from My Orders and sees its status, steps, total and the UPI QR code", async ({
  page,
  browser,
  baseURL,
  snap,
  expectAccessible,
}) => {
  // Two sign-ins and two full-page screenshots on a machine shared with other test runs.
  test.setTimeout(240_000);
  // A whole-rupee price, so the page's ₹ amounts read exactly like `rupees()`.
  const [product] = await productsWhere(page, (p) => p.quantity >= 3 && Number(p.price) % 1 === 0);
  if (!product) throw new Error("no product with stock and a whole-rupee price");
  // Pickup on the phone, delivery on the desktop: each viewport walks one of the two paths.
  const pickup = isPhone(page);
  await signIn(page, { email: freshEmail("order-page"), name: "Meera Nair" });
  const { order } = await asShopper<PlacedOrder>(page, "POST", "/orders", {
    customer_name: "Meera Nair",
    customer_phone: "+919812345678",
    ...(pickup
      ? { delivery_method: "pickup", pickup_location: "Kachani" }
      : {
          delivery_method: "delivery",
          customer_address: "TC 9/12, Sasthamangalam",
          customer_city: "Thiruvananthapuram",
          customer_state: "Kerala",
          customer_pincode: "695010",
        }),
    order_items: [{ product_id: product.id, quantity: 1 }],
  });
  const total = rupees(Number(order.total));

  await page.goto("/orders");
  const card = page.getByTestId("order").filter({ hasText: order.order_number });
  await expect(card.getByTestId("order-status")).toHaveText("Waiting for confirmation");
  await expect(card.getByTestId("payment-status")).toHaveText("Unpaid");
  await expect(card).toContainText(
    pickup ? "Store pickup, Kachani" : "Home delivery, Thiruvananthapuram, Kerala - 695010",
  );
  await snap("my-orders-with-status");
  await card.getByRole("link", { name: `View order ${order.order_number}` }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Waiting for confirmation");
  const steps = page.getByTestId("order-progress").getByRole("listitem");
  await expect(steps).toHaveText([
    /^Placed\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/,
    "Confirmed (not yet)",
    "Packed (not yet)",
    pickup ? "Ready for pickup (not yet)" : "Shipped (not yet)",
    "Completed (not yet)",
  ]);
  await expect(steps.first()).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("order-total")).toHaveText(total);
  await expect(page.getByText(product.name, { exact: true })).toBeVisible();
  const where = page.getByRole("region", { name: pickup ? "Store pickup" : "Home delivery" });
  await expect(where).toContainText(pickup ? "Kachani" : "TC 9/12, Sasthamangalam Thiruvananthapuram, Kerala - 695010");
  await expect(where).toContainText("+91 98123 45678");

  const payCard = page.getByRole("region", { name: "Pay by UPI" });
  await expect(payCard.getByText(total, { exact: true })).toBeVisible();
  await expect(
    payCard.getByRole("img", { name: `UPI QR code to pay ${total} for order ${order.order_number}` }),
  ).toBeVisible();
  const payLink = payCard.getByRole("link", { name: "Pay with a UPI app" });
  const href = (await payLink.getAttribute("href")) ?? "";
  expect(href.startsWith("upi://pay?pa=mayiljewels%40okaxis")).toBe(true);
  expect(href).toContain(`am=${order.total}`);
  expect(href).toContain(`tn=${order.order_number}`);
  // Until the shop confirms it, the page says what happens next, with the chat button there.
  await expect(page.getByTestId("order-next-steps").getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open WhatsApp chat" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await snap("order-page");
  await expectAccessible();

  const context = await browser.newContext({ baseURL });
  const other = visitsWaitForLife(await context.newPage());
  await signIn(other, { email: freshEmail("not-hers"), name: "Other Shopper" });
  await other.goto(`/orders/${order.id}`);
  await expect(other.getByRole("heading", { name: "Order not found" })).toBeVisible();
  await expect(other.getByText(order.order_number)).toHaveCount(0);

  // The owner (the development sign-in's owner@mayil.test) confirms it and records part of the money by UPI: her
  // page ticks Confirmed, says what is paid, and the QR code asks only for the rest.
  await context.close();
  const ownerContext = await browser.newContext({ baseURL });
  const owner = visitsWaitForLife(await ownerContext.newPage());
  await signIn(owner, OWNER);
  await asShopper(owner, "POST", `/owner/orders/${order.id}/status`, { status: "confirmed" });
  const utr = String(Date.now()).slice(-12).padStart(12, "4");
  await asShopper(owner, "POST", `/owner/orders/${order.id}/payments`, {
    method: "upi",
    amount: "100.00",
    reference: utr,
  });
  await ownerContext.close();

  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Confirmed");
  await expect(page.getByTestId("order-next-steps")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Chat about this order" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\//,
  );
  await expect(steps.nth(1)).toHaveText(/^Confirmed\d{1,2} \w{3} \d{4}, /);
  await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
  const due = Number(order.total) - 100;
  await expect(page.getByTestId("payment-status")).toHaveText(`Partly paid ₹100 of ${total}`);
  await expect(
    page.getByRole("img", { name: `UPI QR code to pay ${rupees(due)} for order ${order.order_number}` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute(
    "href",
    new RegExp(`am=${due}\\.00&`),
  );
  await snap("order-page-partly-paid");
});

test("the piece itself, chosen by its own colour name, keeps that name from the cart to her order's page", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  test.setTimeout(120_000);
  // A piece in colours that the owner named herself (say "Antique Gold"), with pieces of its own left. Leaf Drop
  // Earrings is left alone: the product page's test counts its own 18.
  const listed = await page.request.get("/api/products?limit=100");
  const { products } = (await listed.json()) as { products: Product[] };
  const piece = products.find(
    (p) => p.has_variants && p.color_name !== null && p.slug !== "leaf-drop-earrings" && ownStockOf(p) >= 2,
  );
  if (!piece?.color_name) throw new Error("no piece in colours with a colour name of its own and stock");
  const colourName = piece.color_name;
  const named = `${piece.name} (${colourName})`;

  await signIn(page, { email: freshEmail("own-option"), name: "Devi Raman" });
  await page.goto(`/product/${piece.slug}`);
  // The picker opens on the piece itself, named by her colour name.
  await expect(page.getByRole("button", { name: colourName, exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();

  await page.goto("/cart");
  await expect(page.getByTestId("cart-item").filter({ hasText: named })).toBeVisible();
  await page.getByLabel("Store pickup (no delivery fee)").check();
  await page.getByRole("button", { name: "Order via WhatsApp" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter Your Details" });
  await dialog.getByLabel("Phone Number*").fill("9812345678");
  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
  const popupPromise = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  // The packer reads the same name the shopper chose: in the chat's text ...
  expect(new URL(popup.url()).searchParams.get("text") ?? "").toContain(named);
  await popup.close();

  // ... and on her order's page.
  await expect(page).toHaveURL((address) => /^\/orders\/\d+$/.test(address.pathname));
  const line = page.getByTestId("order-item").filter({ hasText: piece.name });
  await expect(line).toContainText(colourName);
  await dismissToasts(page);
  await snap("order-page-own-option");
  await expectAccessible();
});
