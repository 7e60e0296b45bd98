// The owner sends a payment link for a phone sale (decision 082) on a phone: on the order's payments panel she types
// the amount agreed in the chat, sends the link, and is handed the WhatsApp message with it; the link is listed with
// "Send again", and the timeline says it was sent. The e2e shop runs with Razorpay's settings pointed at the local
// stand-in (playwright.config.ts); paying the link is the HTTP tests' (apps/server/test/payments/payment-links.test.ts).
import { asShopper, OWNER, productsWhere, signIn } from "./support/account";
import { expect, rupees, test } from "./support/shop-test";

test("the owner sends a payment link for part of a phone sale and is handed the message to send", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const [product] = await productsWhere(page, (p) => p.quantity >= 5 && Number(p.price) % 1 === 0);
  if (!product) throw new Error("no product with stock and a whole-rupee price");
  await signIn(page, OWNER);
  const { order } = await asShopper<{ order: { id: number; order_number: string; total: string } }>(
    page,
    "POST",
    "/owner/orders",
    {
      customer_name: "Lakshmi Menon",
      customer_phone: "+919812345671",
      delivery_method: "pickup",
      pickup_location: "Kachani",
      source: "phone",
      items: [{ product_id: product.id, variant_id: null, quantity: 3 }],
    },
  );

  await page.goto(`/owner/orders/${order.id}`);
  const form = page.getByTestId("send-payment-link");
  const amount = form.getByLabel("Amount for the link (₹)");
  await expect(amount).toHaveValue(order.total);
  await expectAccessible();

  await amount.fill("100");
  await form.getByRole("button", { name: "Send a payment link" }).click();
  const message = page.getByTestId("customer-message");
  await expect(message).toContainText(`Payment link for ${rupees(100)} for ${order.order_number} ready.`);
  const send = message.getByRole("link", { name: /^Send WhatsApp message to Lakshmi/ });
  const text = new URL((await send.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
  expect(text).toContain(`pay ${rupees(100)} for your order ${order.order_number}`);

  const links = page.getByTestId("payment-links");
  await expect(links.getByTestId("payment-link")).toHaveCount(1);
  await expect(links).toContainText(`${rupees(100)} · Open`);
  await expect(links.getByRole("link", { name: `Send again: the ${rupees(100)} link, on WhatsApp` })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919812345671\?text=/,
  );
  await expect(page.getByTestId("order-timeline")).toContainText("Payment link sent");
  await expectAccessible();
  await snap("desk-payment-link");
});
