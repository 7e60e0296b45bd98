// How the shop is doing, on the owner's phone and at her desk: a walk-in sale of today is in this month's totals,
// the chart is rendered with its numbers in a table behind it (shown on request), the page fits the screen, axe finds
// nothing serious, and "Download CSV" saves the sales by day with today's row.
import { readFileSync } from "node:fs";
import { isoDay } from "@mayil/core/calendar/iso-day";
import { accessToken, OWNER, productsWhere, signIn } from "./support/account";
import { expect, isPhone, test } from "./support/shop-test";

test("the owner sees how the shop is doing and downloads it", async ({ page, snap, expectAccessible }) => {
  test.setTimeout(120_000);
  const [piece] = await productsWhere(page, (p) => p.quantity >= 5);
  if (!piece) throw new Error("no piece with stock");
  await signIn(page, OWNER);
  const token = await accessToken(page);
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

  await page.goto("/owner");
  await page.getByRole("link", { name: "How the shop is doing" }).click();
  await expect(page).toHaveURL(/\/owner\/reports$/);
  await expect(page.getByRole("heading", { level: 1, name: "How the shop is doing" })).toBeVisible();
  const sales = page.getByTestId("report-sales");
  await expect(sales.locator("canvas").first()).toBeVisible();
  const totals = page.getByTestId("report-totals");
  await expect(totals.getByText("Net sales", { exact: true })).toBeVisible();
  const walkIn = page.getByRole("table", { name: "Sales by source" }).getByRole("row", { name: /Walk-in/ });
  await expect(walkIn).not.toContainText(/Walk-in\s*0/);

  // The phone's width holds the whole page: nothing to scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible();
  await snap("owner-reports");

  const today = isoDay(new Date());
  await sales.getByRole("button", { name: "Show the numbers" }).click();
  const table = sales.getByRole("table", { name: "Sales by day" });
  await expect(table).toBeVisible();
  await expectAccessible();
  if (!isPhone(page)) await snap("owner-reports-numbers");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    sales.getByRole("button", { name: /Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`mayil-sales-by-day-${today.slice(0, 8)}01-to-${today}.csv`);
  const text = readFileSync(await download.path(), "utf8");
  expect(text).toContain(
    "Day,Orders,Units,Sales (₹),Returns (₹),Net sales (₹),Paid (₹),Owed (₹),Refunded (₹),Refund owed (₹)",
  );
  expect(text).toMatch(new RegExp(`${today},[1-9]`));
});
