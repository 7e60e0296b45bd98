// The rest of the owner's desk in Malayalam (decision 084): with her desk switched to Malayalam she opens a customer's
// page, the reports, cash on delivery, the alerts, the backups and Today's lists, and each reads in Malayalam (its
// dates with Malayalam month names, amounts as the shop writes them), fits the phone's width and passes axe; the
// customer's page and the reports are kept as pictures at the phone's and a wide screen's size. Back to English at
// the end: the choice is kept on her account, and the other desk specs sign in as the same owner.
import type { Page } from "@playwright/test";
import { asShopper, OWNER, productsWhere, signIn } from "./support/account";
import { expect, isPhone, test } from "./support/shop-test";

/** Malayalam letters: a text holding none of them was left in English. */
const MALAYALAM = /[\u0D00-\u0D7F]/;

/** This month's short name in Malayalam on India's clock ("ഡിസം"), as the desk writes it in a date. */
const monthInMalayalam = () =>
  new Intl.DateTimeFormat("ml-IN", { month: "short", timeZone: "Asia/Kolkata" }).format(new Date());

/**
 * Nothing on the page reaches past the screen's right edge: a long Malayalam word wraps, a wide table scrolls inside
 * its panel, instead of pushing the page sideways. Against the screen's width: a phone widens its layout to fit a
 * page that is too wide, so the window's own width would grow with the fault.
 */
async function expectNoSidewaysScroll(page: Page) {
  const screenWidth = page.viewportSize()?.width ?? 390;
  const past = await page.evaluate(
    (width) =>
      [...document.querySelectorAll("#main *")]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.right <= width + 1) return false;
          // Inside a panel that scrolls or clips, it is seen by scrolling that panel.
          for (let above = element.parentElement; above && above.id !== "main"; above = above.parentElement) {
            if (getComputedStyle(above).overflowX !== "visible") return false;
          }
          return true;
        })
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}"`)
        .slice(0, 5),
    screenWidth,
  );
  expect(past, "what reaches past the screen's edge").toEqual([]);
}

/** A picture at a wide screen's size too, then back to the phone's. */
async function snapWide(page: Page, snap: (name: string) => Promise<void>, name: string) {
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSidewaysScroll(page);
  await snap(`${name}-1280`);
  if (phone) await page.setViewportSize(phone);
}

test("a customer, the reports, cash on delivery, alerts, backups and Today's lists read in Malayalam", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), "the phone's desk; a wide screen's picture is taken from it");
  test.setTimeout(180_000);
  const piece = (await productsWhere(page, (p) => p.quantity >= 5 && Number.isInteger(Number(p.price)))).at(6);
  if (!piece) throw new Error("no piece with stock");
  const national = `97${String(Date.now()).slice(-8)}`;
  const name = "Lakshmi Nair";

  await signIn(page, OWNER);
  const sale = await asShopper<{ order: { id: number; order_number: string } }>(page, "POST", "/owner/orders", {
    customer_name: name,
    customer_phone: national,
    delivery_method: "pickup",
    pickup_location: "Peyad",
    source: "whatsapp",
    items: [{ product_id: piece.id, variant_id: null, quantity: 1 }],
  });
  try {
    await page.goto("/owner/more");
    await page.getByRole("group", { name: "Desk language" }).getByRole("button", { name: "മലയാളം" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "കൂടുതൽ" })).toBeVisible();

    // Today's lists and its backup card.
    await page.goto("/owner");
    await expect(page.getByRole("heading", { level: 1, name: "ഇന്ന്" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "സ്ഥിരീകരിക്കാനുള്ള ഓർഡറുകൾ" })).toBeVisible();
    const backup = page.getByTestId("backup-card");
    await expect(backup.getByRole("heading", { name: "ബാക്കപ്പുകൾ" })).toBeVisible();
    await expect(backup.getByRole("button", { name: "ഇപ്പോൾ ബാക്കപ്പ് എടുക്കുക" })).toBeVisible();
    await expect(backup).not.toContainText("Download the latest backup");
    await expectNoSidewaysScroll(page);
    await expectAccessible();

    // Her page: its figures' names, her order's date with a Malayalam month, its state and what she owes.
    await page.goto("/owner/customers");
    await page.getByRole("searchbox", { name: "ഉപഭോക്താക്കളെ തിരയുക" }).fill(national);
    await expect(page.getByTestId("customer-row")).toHaveCount(1);
    await page.getByTestId("customer-row").click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("link", { name: "എല്ലാ ഉപഭോക്താക്കളും" })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp-ൽ ചാറ്റ്" })).toBeVisible();
    const totals = page.getByTestId("customer-totals");
    await expect(totals).toContainText("ആദ്യ ഓർഡർ");
    await expect(totals).toContainText(monthInMalayalam());
    await expect(totals).not.toContainText("First order");
    const order = page.getByTestId("customer-order").filter({ hasText: sale.order.order_number });
    await expect(order).toContainText(monthInMalayalam());
    await expect(order).toContainText(/ബാക്കി|കിട്ടി/);
    await expect(page.getByRole("heading", { level: 2, name: "അവരുടെ ഓർഡറുകൾ" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await snap("desk-customer-malayalam");
    await snapWide(page, snap, "desk-customer-malayalam");

    // The reports by month: the chips, the totals, the bars' months in Malayalam and what the figures mean.
    await page.goto("/owner/reports?by=month");
    await expect(page.getByRole("heading", { level: 1, name: "കടയുടെ പോക്ക് എങ്ങനെ" })).toBeVisible();
    await expect(page.getByRole("button", { name: "ഈ മാസം" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "മാസം", exact: true })).toHaveAttribute("aria-pressed", "true");
    const reportTotals = page.getByTestId("report-totals");
    await expect(reportTotals).toContainText("അറ്റ വിൽപ്പന");
    await expect(reportTotals).toContainText("₹");
    const sales = page.getByTestId("report-sales");
    await expect(sales.getByRole("heading", { name: "മാസം തിരിച്ച് വിൽപ്പന" })).toBeVisible();
    await sales.getByRole("button", { name: "കണക്കുകൾ കാണിക്കുക" }).click();
    await expect(sales.getByRole("rowheader").first()).toContainText(monthInMalayalam());
    await expect(sales.getByRole("columnheader", { name: "അറ്റ വിൽപ്പന" })).toBeVisible();
    await expect(page.getByTestId("sales-chart").locator("canvas")).toBeVisible();
    await expect(page.getByTestId("report-sources").getByRole("rowheader", { name: "WhatsApp വഴി" })).toBeVisible();
    await page.getByText("കണക്കുകളുടെ അർഥം").click();
    await expect(page.getByTestId("report-help")).toContainText("അറ്റ വിൽപ്പന");
    await expect(page.getByTestId("report-help")).not.toContainText("Net sales");
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await snap("desk-reports-malayalam");
    await snapWide(page, snap, "desk-reports-malayalam");

    // Cash on delivery: its panels and the rules' form.
    await page.goto("/owner/cash-on-delivery");
    await expect(page.getByRole("heading", { level: 1, name: "ക്യാഷ് ഓൺ ഡെലിവറി" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "അടവ് രേഖപ്പെടുത്തുക" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "കൊറിയറുകളുടെ കൈയിലുള്ള പണം" })).toBeVisible();
    await expect(page.getByRole("button", { name: "നിയമങ്ങൾ സേവ് ചെയ്യുക" })).toBeVisible();
    await expect(page.getByLabel("ഏറ്റവും ചെറിയ ഓർഡർ")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await snap("desk-cash-on-delivery-malayalam");

    // Alerts with notifications blocked: why, in Malayalam.
    await page.addInitScript(() => {
      Object.defineProperty(Notification, "permission", { get: () => "denied" });
    });
    await page.goto("/owner/alerts");
    await expect(page.getByRole("heading", { level: 1, name: "ഈ ഫോണിലെ അലർട്ടുകൾ" })).toBeVisible();
    await expect(page.getByTestId("push-status")).toContainText("നോട്ടിഫിക്കേഷനുകൾ തടഞ്ഞിരിക്കുന്നു");
    await expect(page.getByRole("heading", { level: 2, name: "നിങ്ങളുടെ ഉപകരണങ്ങൾ" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible();

    // The backups' own page.
    await page.goto("/owner/backups");
    await expect(page.getByRole("heading", { level: 1, name: "ബാക്കപ്പുകൾ" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "അവസാന ബാക്കപ്പ്" })).toBeVisible();
    await expect(page.getByTestId("backup-card")).toContainText(MALAYALAM);
    await expectNoSidewaysScroll(page);
    await expectAccessible();

    await page.goto("/owner/more");
    await page.getByRole("group", { name: "ഡെസ്കിന്റെ ഭാഷ" }).getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "More" })).toBeVisible();
    await page.goto("/owner/backups");
    await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "The last backup" })).toBeVisible();
  } finally {
    // The shop's other desk tests on this worker sign in as the same owner: they read her desk in English.
    await asShopper(page, "PUT", "/owner/desk-language", { desk_language: "en" });
  }
});
