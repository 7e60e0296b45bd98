// Printing from the phone: on an order's page the owner taps "Packing slip" and gets a PDF carrying the order number;
// once her order is shipped, the shopper taps "Download invoice" on her order's page and gets the invoice the shop
// issued (each read back with pdftotext). At the phone size only: buttons and downloads are the same at both sizes.
import { execFileSync } from "node:child_process";
import { asShopper, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { expect, isPhone, SAME_AT_BOTH_SIZES, test, visitsWaitForLife } from "./support/shop-test";

test("the owner prints an order's packing slip from her phone", async ({ page, snap, expectAccessible }) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  test.setTimeout(120_000);
  const [piece] = await productsWhere(page, (p) => p.quantity >= 5);
  if (!piece) throw new Error("no piece with stock");

  await signIn(page, OWNER);
  const token = await page.evaluate(() => localStorage.getItem("authToken") ?? "");
  const created = await page.request.post("/api/owner/orders", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      customer_name: "Devika Menon",
      customer_phone: "+919847055555",
      delivery_method: "delivery",
      customer_address: "TC 7/88, Vazhuthacaud",
      customer_city: "Thiruvananthapuram",
      customer_state: "Kerala",
      customer_pincode: "695014",
      source: "whatsapp",
      items: [{ product_id: piece.id, variant_id: null, quantity: 2 }],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { order } = (await created.json()) as { order: { id: number; order_number: string } };

  await page.goto(`/owner/orders/${order.id}`);
  const print = page.getByRole("region", { name: "Print" });
  await expect(print.getByRole("button", { name: "Packing slip" })).toBeVisible();
  await print.scrollIntoViewIfNeeded();
  await expectAccessible();
  await snap("owner-order-print");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    print.getByRole("button", { name: "Packing slip" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`packing-slip-${order.order_number}.pdf`);
  const file = await download.path();
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain(order.order_number);
  expect(text).toContain("Devika Menon");
  expect(text).toContain("TC 7/88, Vazhuthacaud");
  expect(text).not.toContain("₹");
});

test("the shopper downloads the invoice of her shipped order", async ({ page, browser, snap, expectAccessible }) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  test.setTimeout(120_000);
  const [, piece] = await productsWhere(page, (p) => p.quantity >= 5);
  if (!piece) throw new Error("no piece with stock");

  await signIn(page, { email: freshEmail("invoice"), name: "Gauri Pillai" });
  const { order } = await asShopper<{ order: { id: number; order_number: string } }>(page, "POST", "/orders", {
    customer_name: "Gauri Pillai",
    customer_phone: "+919847066666",
    delivery_method: "delivery",
    customer_address: "Kuthiravattam Lane, Thycaud",
    customer_city: "Thiruvananthapuram",
    customer_state: "Kerala",
    customer_pincode: "695014",
    order_items: [{ product_id: piece.id, quantity: 1 }],
  });

  // The shop confirms, packs and ships it from the desk (over the API, in a browser of its own).
  const desk = await browser.newContext();
  const ownerPage = visitsWaitForLife(await desk.newPage());
  await signIn(ownerPage, OWNER);
  const token = await ownerPage.evaluate(() => localStorage.getItem("authToken") ?? "");
  for (const move of [
    { status: "confirmed" },
    { status: "packed" },
    { status: "shipped", courier: "india_post", tracking_number: "EE123456789IN" },
  ]) {
    const moved = await ownerPage.request.post(`/api/owner/orders/${order.id}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: move,
    });
    expect(moved.ok(), await moved.text()).toBeTruthy();
  }
  await desk.close();

  await page.goto(`/orders/${order.id}`);
  const card = page.getByRole("region", { name: "Invoice" });
  const button = card.getByRole("button", { name: "Download invoice" });
  await expect(button).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectAccessible();
  await snap("order-invoice");
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^[A-Z]+-\d{2}-\d{2}-\d{6}\.pdf$/);
  const text = execFileSync("pdftotext", ["-layout", await download.path(), "-"], { encoding: "utf8" });
  expect(text).toContain(order.order_number);
  expect(text).toContain("Gauri Pillai");
  expect(text).toMatch(/Rupees .* Only/);
});
