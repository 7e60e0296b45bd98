// Printing from the phone: on an order's page the owner taps "Packing slip" and gets a PDF carrying the order number
// (read back with pdftotext). At the phone size only: the button and the download are the same at both sizes.
import { execFileSync } from "node:child_process";
import { OWNER, productsWhere, signIn } from "./support/account";
import { expect, isPhone, SAME_AT_BOTH_SIZES, test } from "./support/shop-test";

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
