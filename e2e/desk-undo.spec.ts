// Mistakes undone with a trace on the desk, end to end at each size: a wrong cash payment is recorded, voided with a
// reason (struck through, owed back, on the timeline), a shipped order steps back to packed with a reason; and a
// walk-in sale is saved paid and collected in one step without a phone. axe on the void and step-back dialogs.
import { dismissToasts, OWNER, productsWhere, signIn } from "./support/account";
import { expect, rupees, test } from "./support/shop-test";

test("the owner voids a wrong cash payment, steps a shipped order back, and sells at the counter in one step", async ({
  page,
  snap,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  const pieces = await productsWhere(page, (p) => p.quantity >= 5 && Number.isInteger(Number(p.price)));
  const piece = pieces.at(testInfo.project.name === "phone" ? 2 : 3);
  if (!piece) throw new Error("no piece with stock");
  const price = Number(piece.price);
  const total = price + 49;

  await signIn(page, OWNER);
  // A phone sale for delivery, shipped: entered over the API as the desk's own form would.
  const token = await page.evaluate(() => localStorage.getItem("authToken") ?? "");
  const call = async (method: string, apiPath: string, data?: unknown) => {
    const response = await page.request.fetch(`/api${apiPath}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(response.ok(), `${method} ${apiPath}: ${await response.text()}`).toBeTruthy();
    return (await response.json()) as { order: { id: number; order_number: string } };
  };
  const customer = `Priya ${testInfo.project.name}`;
  const { order } = await call("POST", "/owner/orders", {
    customer_name: customer,
    customer_phone: "+919847044444",
    delivery_method: "delivery",
    customer_address: "TC 4/1120, Kowdiar",
    customer_city: "Thiruvananthapuram",
    customer_state: "Kerala",
    customer_pincode: "695003",
    source: "phone",
    items: [{ product_id: piece.id, variant_id: null, quantity: 1 }],
  });
  await call("POST", `/owner/orders/${order.id}/status`, { status: "packed" });
  await call("POST", `/owner/orders/${order.id}/status`, {
    status: "shipped",
    courier: "india_post",
    tracking_number: "EE123456789IN",
  });

  await page.goto(`/owner/orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(order.order_number);
  await expect(page.getByTestId("amount-due")).toHaveText(rupees(total));

  // ₹14 typed for the whole amount.
  const form = page.getByTestId("record-payment");
  await form.getByText("Cash", { exact: true }).click();
  await form.getByLabel("Amount (₹)").fill("14");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("amount-due")).toHaveText(rupees(total - 14));
  // The receipt to send, as after a move.
  const receipt = page.getByTestId("customer-message");
  await expect(receipt).toContainText("Payment recorded.");
  await expect(receipt.getByRole("link", { name: `Send WhatsApp message to ${customer}` })).toBeFocused();
  await receipt.getByRole("button", { name: "Done" }).click();
  await dismissToasts(page);

  await page.getByRole("button", { name: "Void the Cash ₹14 payment" }).click();
  const voidDialog = page.getByRole("dialog");
  await expect(voidDialog.getByRole("heading", { name: "Void this Cash payment of ₹14?" })).toBeVisible();
  await expect(voidDialog.getByRole("button", { name: "Void payment" })).toBeDisabled();
  await voidDialog.getByLabel("Why? (for the timeline)").fill(`Typed ₹14 for ${rupees(total)}`);
  await expectAccessible();
  await voidDialog.getByRole("button", { name: "Void payment" }).click();
  await expect(voidDialog).toBeHidden();

  // Owed goes back, the payment stays listed struck through with the reason, and the timeline tells it.
  await expect(page.getByTestId("amount-due")).toHaveText(rupees(total));
  await expect(page.getByTestId("payment-badge").first()).toHaveText("Unpaid");
  const voided = page.getByTestId("order-payment").filter({ hasText: "₹14" });
  await expect(voided.getByTestId("void-note")).toContainText(`Voided`);
  await expect(voided.getByTestId("void-note")).toContainText(`by ${OWNER.name}: “Typed ₹14 for ${rupees(total)}”`);
  await expect(voided.getByRole("button", { name: /^Void/ })).toHaveCount(0);
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline).toContainText("Payment voided");
  await expect(timeline).toContainText("Cash ₹14");
  await dismissToasts(page);
  await snap("owner-order-voided-payment");

  // Shipped by mistake: a quiet step back, which insists on a reason.
  await page.getByRole("button", { name: "Step back to packed…" }).click();
  const backDialog = page.getByRole("dialog");
  await expect(backDialog.getByRole("heading", { name: `Step ${order.order_number} back to packed?` })).toBeVisible();
  await expect(backDialog.getByRole("button", { name: "Step back to packed" })).toBeDisabled();
  await backDialog.getByLabel("Why? (for the timeline)").fill("The courier did not collect it");
  await snap("owner-step-back-dialog");
  await expectAccessible();
  await backDialog.getByRole("button", { name: "Step back to packed" }).click();
  await expect(backDialog).toBeHidden();
  await expect(page.getByTestId("status-badge").first()).toHaveText("Packed");
  await expect(timeline).toContainText("Stepped back: Shipped → Packed");
  await expect(timeline).toContainText("The courier did not collect it");
  await expect(page.getByRole("button", { name: "Step back to confirmed…" })).toBeVisible();

  // A walk-in at the counter: no phone, paid in cash and taken away, in one save.
  await page.goto("/owner/orders/new");
  await page.getByLabel("Name*").fill(`Counter ${testInfo.project.name}`);
  await page.getByText("Walk-in", { exact: true }).click();
  await expect(page.getByLabel("Phone (optional for a walk-in)")).toHaveValue("");
  await page.getByLabel("Add a piece").fill(piece.name);
  await page.getByTestId("piece-result").filter({ hasText: piece.name }).first().click();
  await page.getByText("Paid in cash", { exact: true }).click();
  await page.getByRole("button", { name: "Save: paid and collected" }).click();
  await expect(page).toHaveURL(/\/owner\/orders\/\d+$/);
  await expect(page.getByTestId("status-badge").first()).toHaveText("Completed");
  await expect(page.getByTestId("payment-badge").first()).toHaveText("Paid");
  await expect(page.getByTestId("amount-due")).toHaveText("₹0");
  await expect(page.getByTestId("customer-message")).toContainText("No phone number on this order to send to.");
  await expect(page.getByRole("link", { name: /Chat on WhatsApp|^Call / })).toHaveCount(0);
  await expect(page.getByTestId("pickup-point")).toContainText("Open in Google Maps");
  await snap("owner-walk-in-collected");
});
