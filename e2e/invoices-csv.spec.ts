// The accountant's spreadsheet from the phone: on the orders page the owner picks the month and taps "Spreadsheet
// (CSV)"; the file carries the month's invoice with its place of supply and tax columns.
import { readFileSync } from "node:fs";
import { OWNER, productsWhere, signIn } from "./support/account";
import { expect, test } from "./support/shop-test";

test("the owner downloads a month's invoices as a spreadsheet", async ({ page, snap, expectAccessible }) => {
  test.setTimeout(120_000);
  const [piece] = await productsWhere(page, (p) => p.quantity >= 5);
  if (!piece) throw new Error("no piece with stock");

  await signIn(page, OWNER);
  const token = await page.evaluate(() => localStorage.getItem("authToken") ?? "");
  // A walk-in sale paid and collected: completed at once, so its bill is issued with it.
  const created = await page.request.post("/api/owner/orders", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      customer_name: "Revathi Pillai",
      customer_phone: null,
      source: "walk_in",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      items: [{ product_id: piece.id, variant_id: null, quantity: 1, unit_price: "1299.00" }],
      paid_and_collected: { method: "cash" },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { order } = (await created.json()) as { order: { invoices: { number: string; issued_on: string }[] } };
  const [bill] = order.invoices;
  if (!bill) throw new Error("the walk-in sale was not invoiced");

  await page.goto("/owner/orders");
  const month = page.getByRole("region", { name: "A month's invoices" });
  await month.getByLabel("Month").fill(bill.issued_on.slice(0, 7));
  await month.scrollIntoViewIfNeeded();
  await expectAccessible();
  await snap("owner-invoices-month");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    month.getByRole("button", { name: "Spreadsheet (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`mayil-invoices-${bill.issued_on.slice(0, 7)}.csv`);
  const text = readFileSync(await download.path(), "utf8");
  expect(text).toContain("Document type,Document number,Document date");
  expect(text).toContain(bill.number);
  expect(text).toContain("Revathi Pillai");
  expect(text).toContain("32-Kerala");
  expect(text).toContain("1299.00");
});
