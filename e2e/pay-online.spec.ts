// A shopper pays her order online (decision 082) on a phone: she places an order, opens its page, taps "Pay ₹X now"
// the moment it shows, pays in the gateway's checkout, and sees the order paid without reloading; the owner's desk
// shows it paid too. The e2e shop runs with Razorpay's settings pointed at the local stand-in
// (apps/server/test/payments/razorpay-stand-in-cli.ts, started by playwright.config.ts), whose checkout.js opens its
// form in a frame from its own origin, as Razorpay's does, and whose webhooks are signed as Razorpay signs them.
import type { Page } from "@playwright/test";
import { asShopper, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { anotherPersonsPage, expect, rupees, test } from "./support/shop-test";

interface PlacedOrder {
  order: { id: number; order_number: string; total: string };
}

/** A new shopper, signed in, with a pickup order of one piece at a whole-rupee price, unpaid. */
async function placedPickupOrder(page: Page, who: string): Promise<PlacedOrder["order"]> {
  const [product] = await productsWhere(page, (p) => p.quantity >= 3 && Number(p.price) % 1 === 0);
  if (!product) throw new Error("no product with stock and a whole-rupee price");
  await signIn(page, { email: freshEmail(who), name: "Kavya Pillai" });
  const { order } = await asShopper<PlacedOrder>(page, "POST", "/orders", {
    customer_name: "Kavya Pillai",
    customer_phone: "+919812345670",
    delivery_method: "pickup",
    pickup_location: "Kachani",
    order_items: [{ product_id: product.id, quantity: 1 }],
  });
  return order;
}

test("a shopper pays her order online from its page and sees it paid, and so does the desk", async ({
  page,
  browser,
  baseURL,
  snap,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const order = await placedPickupOrder(page, "pay-online");
  const total = rupees(Number(order.total));

  await page.goto(`/orders/${order.id}`);
  // Tapped the moment it shows: the tap starts the payment (the button is never disabled while the page loads).
  const pay = page.getByTestId("order-next-steps").getByRole("button", { name: `Pay ${total} now` });
  await pay.click();
  const checkout = page.frameLocator('iframe[title="Razorpay stand-in checkout"]');
  await expect(checkout.getByRole("heading", { name: `Pay ${total} with UPI` })).toBeVisible();
  await checkout.getByRole("button", { name: `Pay ${total} with UPI` }).click();

  await expect(page.getByText("Paid. Thank you! Your payment is recorded on this order.")).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText("Paid");
  await expect(page.getByTestId("order-next-steps")).toContainText("Paid in full: thank you.");
  await expect(page.getByRole("button", { name: /^Pay .* now$/ })).toHaveCount(0);
  await expectAccessible();

  const owner = await anotherPersonsPage(browser, baseURL, OWNER);
  await owner.goto(`/owner/orders/${order.id}`);
  await expect(owner.getByTestId("payment-badge")).toHaveText("Paid");
  await owner.context().close();
  await snap("order-paid-online");
});

test("the order page with its Pay button, at a phone's size and a computer's", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const order = await placedPickupOrder(page, "pay-online-look");
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole("button", { name: `Pay ${rupees(Number(order.total))} now` })).toBeVisible();
    await expectAccessible();
    await snap(`order-pay-button-${size.width}x${size.height}`);
  }
});

test("the owner sends money paid online back through Razorpay from the desk, and sees where it stands", async ({
  page,
  browser,
  baseURL,
  snap,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const shopper = await anotherPersonsPage(browser, baseURL);
  const order = await placedPickupOrder(shopper, "refund-online");
  const total = rupees(Number(order.total));
  await shopper.goto(`/orders/${order.id}`);
  await shopper.getByRole("button", { name: `Pay ${total} now` }).click();
  const checkout = shopper.frameLocator('iframe[title="Razorpay stand-in checkout"]');
  await checkout.getByRole("button", { name: `Pay ${total} with UPI` }).click();
  await expect(shopper.getByTestId("payment-status")).toHaveText("Paid");
  await shopper.context().close();

  await signIn(page, OWNER);
  await page.goto(`/owner/orders/${order.id}`);
  await page.getByRole("button", { name: "Record a refund…" }).click();
  const form = page.getByTestId("record-refund");
  // She paid through the gateway: it is offered first, and nothing but the amount is asked.
  await expect(form.getByRole("radio", { name: "Through Razorpay" })).toBeChecked();
  await expect(form.getByLabel(/UTR/)).toHaveCount(0);
  await form.getByLabel("Amount refunded (₹)").fill(order.total);
  await form.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByTestId("refund-gateway-status")).toHaveText("With Razorpay, on its way to her");
  await expect(page.getByTestId("order-refunds")).toContainText("Razorpay");
  await expect(page.getByTestId("order-timeline")).toContainText(`UPI · Razorpay ${total}`);
  await expect(page.getByRole("button", { name: /Void the .* refund/ })).toHaveCount(0);
  await expectAccessible();
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await snap(`desk-refund-through-gateway-${size.width}x${size.height}`);
  }
});
