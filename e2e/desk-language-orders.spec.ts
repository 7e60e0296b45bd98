// An order and a new sale on the owner's desk in Malayalam (decision 084): she switches her desk to Malayalam, enters
// a walk-in sale (its checks, the piece search and the save in Malayalam), lands on the order's page, whose buttons,
// totals and timeline read in Malayalam; she changes the quantity in the edit dialog and records a cash payment, each
// said in a Malayalam toast with the order number and amounts as they are. Long Malayalam words stay inside their
// buttons, the page no wider than the screen; axe clean; back to English at the end (the owner is shared).
import type { Locator } from "@playwright/test";
import { asShopper, OWNER, productsWhere, signIn, toastWith } from "./support/account";
import { expect, isPhone, rupees, test } from "./support/shop-test";

const MALAYALAM = /[\u0D00-\u0D7F]/;

/** Every button, link and chip inside `area` keeps its words inside it, and the page is no wider than the screen. */
async function expectNothingSpills(area: Locator) {
  const spilling = await area.evaluate((root) => {
    const width = window.innerWidth;
    const out: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>("button, a, label, legend, h1, h2, h3, dt, dd")) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // hidden, or only for screen readers
      if (element.scrollWidth > element.clientWidth + 1 || box.left < -1 || box.right > width + 1) {
        out.push(`${element.tagName.toLowerCase()} “${element.textContent?.trim()}”`);
      }
    }
    if (document.documentElement.scrollWidth > width + 1)
      out.push(`the page, ${document.documentElement.scrollWidth}px`);
    return out;
  });
  expect(spilling, "words cut or spilling out of their place").toEqual([]);
}

test("the owner enters a sale and works its order in Malayalam: its words, a dialog, a payment and their toasts", async ({
  page,
  snap,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  // Its own piece, away from the ones the English order forms' test takes from the end of the list.
  const pieces = await productsWhere(page, (p) => p.quantity >= 5 && Number.isInteger(Number(p.price)));
  const piece = pieces.at(isPhone(page) ? -3 : -4);
  if (!piece) throw new Error("no piece with stock");
  const price = Number(piece.price);

  await signIn(page, OWNER);
  try {
    if (isPhone(page)) {
      await page.goto("/owner/more");
      await page.getByRole("group", { name: "Desk language" }).getByRole("button", { name: "മലയാളം" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "കൂടുതൽ" })).toBeVisible();
    } else {
      await page.goto("/owner/orders");
      await page.getByTestId("desk-column").getByRole("button", { name: "മലയാളം" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "ഓർഡറുകൾ" })).toBeVisible();
    }

    // The new sale: its checks said beside their fields in Malayalam.
    await page.goto("/owner/orders/new");
    await expect(page.getByRole("heading", { level: 1, name: "പുതിയ വിൽപ്പന" })).toBeVisible();
    const save = page.getByRole("button", { name: "വിൽപ്പന സേവ് ചെയ്യൂ" });
    await save.click();
    const name = page.getByLabel("പേര്*");
    await expect(name).toHaveAccessibleDescription("കസ്റ്റമറുടെ പേര് എഴുതൂ");
    await expect(page.getByText("വിൽപ്പന എവിടെ നിന്നെന്ന് തിരഞ്ഞെടുക്കൂ")).toBeVisible();
    await expect(page.getByText("ഓർഡറിൽ ഒരു ആഭരണമെങ്കിലും വേണം: താഴെ ചേർക്കൂ.")).toBeVisible();

    const customer = `Meenakshi ${testInfo.project.name}`;
    await name.fill(customer);
    await page.getByLabel("ഫോൺ*").fill("98470 44444");
    await page.getByText("കടയിൽ വന്ന്", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "കടയിൽ വന്ന്" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "പിക്കപ്പ്" })).toBeChecked();
    await expect(page.getByLabel("ഫോൺ (കടയിൽ വന്നവർക്ക് വേണ്ട)")).toHaveValue(/98470/);
    await page.getByLabel("ആഭരണം ചേർക്കൂ").fill(piece.name);
    await expect(page.getByText(/ആഭരണ(ം|ങ്ങൾ) കണ്ടു\.$/)).toBeVisible();
    await page.getByTestId("piece-result").filter({ hasText: piece.name }).first().click();
    await expect(page.getByText(`${piece.name} ചേർത്തു.`)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(rupees(price));
    await expect(page.getByTestId("order-figures")).toContainText("ആകെ");
    await expectNothingSpills(page.locator("main"));
    await snap("owner-new-sale-malayalam");
    await expectAccessible();

    await save.click();
    await expect(page).toHaveURL(/\/owner\/orders\/\d+$/);
    await expect(toastWith(page, "വിൽപ്പന സേവ് ചെയ്തു")).toContainText(customer);
    const orderNumber = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(orderNumber).toMatch(/^MJ-\d+$/);
    const notice = page.getByTestId("customer-message");
    await expect(notice).toContainText("വിൽപ്പന സേവ് ചെയ്തു.");
    await expect(notice).toContainText("അറിയിക്കൂ.");
    await expect(notice.getByRole("link", { name: /WhatsApp അയയ്ക്കൂ$/ })).toBeFocused();

    // The order's page: every next step, the totals and the timeline in Malayalam.
    const moves = page.getByTestId("order-moves").getByRole("button");
    expect(await moves.count()).toBeGreaterThan(0);
    for (const move of await moves.all()) await expect(move).toHaveText(MALAYALAM);
    await expect(page.getByTestId("order-timeline")).toContainText("ഷോപ്പ് ഓർഡർ ചേർത്തു");
    await expect(page.getByTestId("order-totals")).toContainText("ബാക്കി");
    await expect(page.getByRole("link", { name: /^\+91 98470 44444 വിളിക്കൂ$/ })).toBeVisible();
    await expect(page.getByText(/^ഫോണിൽ നിന്ന് പ്രിന്റ് ചെയ്യാനോ/)).toBeVisible();

    // The edit dialog in Malayalam: one more of the piece, saved, said in a toast with the new total.
    await page.getByRole("button", { name: "ഇനങ്ങൾ മാറ്റൂ" }).click();
    const dialog = page.getByRole("dialog", { name: `${orderNumber} മാറ്റൂ` });
    await expect(dialog.getByRole("button", { name: "വേണ്ട" })).toBeVisible();
    await dialog.getByRole("button", { name: `ഒരു ${piece.name} കൂടി` }).click();
    await expect(dialog.getByTestId("order-total")).toHaveText(rupees(price * 2));
    await expectNothingSpills(dialog);
    await snap("owner-edit-order-malayalam");
    await expectAccessible();
    await dialog.getByRole("button", { name: "മാറ്റങ്ങൾ സേവ് ചെയ്യൂ" }).click();
    await expect(dialog).toBeHidden();
    await expect(toastWith(page, "ഓർഡർ പുതുക്കി")).toContainText(`${orderNumber} ഇപ്പോൾ ആകെ ${rupees(price * 2)}.`);

    // A cash payment for what is owed: the form, the toast, the badge and the timeline in Malayalam.
    const payment = page.getByTestId("record-payment");
    await expect(payment.getByRole("group", { name: "എങ്ങനെ അടച്ചു" })).toBeVisible();
    // The form starts again at the new amount owed once the edit is back; then cash is chosen.
    await expect(payment.getByLabel("തുക (₹)")).toHaveValue(`${price * 2}.00`);
    await payment.getByText("ക്യാഷ്", { exact: true }).click();
    await expect(payment.getByRole("radio", { name: "ക്യാഷ്" })).toBeChecked();
    await expectNothingSpills(page.locator("main"));
    await payment.getByRole("button", { name: "പേയ്‌മെന്റ് ചേർക്കൂ" }).click();
    await expect(toastWith(page, "പേയ്‌മെന്റ് ചേർത്തു")).toContainText(`${orderNumber}-ന് ക്യാഷ് ${rupees(price * 2)}`);
    await expect(page.getByTestId("payment-badge").first()).toHaveText("പണം കിട്ടി");
    await expect(page.getByText("മുഴുവൻ അടച്ചു.")).toBeVisible();
    const timeline = page.getByTestId("order-timeline");
    await expect(timeline).toContainText("ഓർഡർ മാറ്റി");
    await expect(timeline).toContainText("പേയ്‌മെന്റ് ചേർത്തു");
    await expect(timeline).toContainText(`ക്യാഷ് ${rupees(price * 2)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
    await expectNothingSpills(page.locator("main"));
    await snap("owner-order-malayalam");
    await expectAccessible();

    // Back to English, as she would: the order's page speaks English again without a reload.
    if (isPhone(page)) {
      await page.getByRole("navigation", { name: "ഉടമയുടെ ഡെസ്ക്" }).getByRole("link", { name: "കൂടുതൽ" }).click();
      await page.getByRole("group", { name: "ഡെസ്കിന്റെ ഭാഷ" }).getByRole("button", { name: "English" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "More" })).toBeVisible();
    } else {
      await page.getByTestId("desk-column").getByRole("button", { name: "English" }).click();
      await expect(page.getByText("Fully paid.")).toBeVisible();
      await expect(page.getByTestId("order-timeline")).toContainText("Payment recorded");
    }
  } finally {
    // The shop's other desk tests sign in as the same owner: they read her desk in English.
    await asShopper(page, "PUT", "/owner/desk-language", { desk_language: "en" });
  }
});
