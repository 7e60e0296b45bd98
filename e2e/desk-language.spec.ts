// The owner's desk in her language (decision 084): on her phone she switches the desk to Malayalam on the More page,
// it changes at once without a reload; Today and the bottom bar read in Malayalam, their labels inside the bar; the
// choice stays after a reload (it is kept on her account); axe finds nothing serious; back to English the same way.
import type { Page } from "@playwright/test";
import { asShopper, OWNER, signIn } from "./support/account";
import { expect, isPhone, test } from "./support/shop-test";

const BAR_IN_MALAYALAM = ["ഇന്ന്", "ഓർഡറുകൾ", "പുതിയ വിൽപ്പന", "ഉൽപ്പന്നങ്ങൾ", "കൂടുതൽ"];
const BAR_IN_ENGLISH = ["Today", "Orders", "New sale", "Products", "More"];

/** Each label of the phone's bar sits inside its own place, and the bar keeps its height. */
async function expectBarLabelsFit(page: Page) {
  const bar = page.getByTestId("desk-bar");
  const barBox = await bar.boundingBox();
  if (!barBox) throw new Error("the bar is not on screen");
  for (const link of await bar.getByRole("link").all()) {
    const fits = await link.evaluate((element) => {
      const place = element.getBoundingClientRect();
      const label = element.lastElementChild?.getBoundingClientRect();
      return (
        !!label && label.left >= place.left - 1 && label.right <= place.right + 1 && label.bottom <= place.bottom + 1
      );
    });
    expect(fits, `${await link.textContent()} fits its place`).toBe(true);
  }
  const topBar = await page.getByRole("banner").boundingBox();
  expect(topBar?.height).toBeLessThanOrEqual(57);
}

test("the owner switches her desk to Malayalam, it stays after a reload, and she switches back", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), "the phone's bar and its More page");
  await signIn(page, OWNER);
  try {
    await page.goto("/owner/more");
    await expect(page.getByRole("heading", { level: 1, name: "More" })).toBeVisible();
    // A mark on the page that a reload would wipe: the switch must keep it.
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const language = page.getByRole("group", { name: "Desk language" });
    await language.getByRole("button", { name: "മലയാളം" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "കൂടുതൽ" })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "ഡെസ്കിന്റെ ഭാഷ" }).getByRole("button", { name: "മലയാളം" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    const bar = page.getByRole("navigation", { name: "ഉടമയുടെ ഡെസ്ക്" });
    await bar.getByRole("link", { name: "ഇന്ന്" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "ഇന്ന്" })).toBeVisible();
    await expect(page.getByTestId("today-awaiting")).toContainText("സ്ഥിരീകരിക്കാൻ");
    await expect(bar.getByRole("link")).toHaveText(BAR_IN_MALAYALAM);
    await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
    await expectBarLabelsFit(page);
    await snap("desk-today-malayalam");
    await expectAccessible();

    // Kept on her account: a fresh load starts in Malayalam.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "ഇന്ന്" })).toBeVisible();
    await expect(bar.getByRole("link")).toHaveText(BAR_IN_MALAYALAM);
    expect(await asShopper(page, "GET", "/owner/desk-language")).toEqual({ desk_language: "ml" });

    await bar.getByRole("link", { name: "കൂടുതൽ" }).click();
    await snap("desk-more-malayalam");
    await expectAccessible();
    await page.getByRole("group", { name: "ഡെസ്കിന്റെ ഭാഷ" }).getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "More" })).toBeVisible();
    const englishBar = page.getByRole("navigation", { name: "Owner's desk" });
    await expect(englishBar.getByRole("link")).toHaveText(BAR_IN_ENGLISH);
    await englishBar.getByRole("link", { name: "Today" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  } finally {
    // The shop's other desk tests on this worker sign in as the same owner: they read her desk in English.
    await asShopper(page, "PUT", "/owner/desk-language", { desk_language: "en" });
  }
});

test("on a wide screen the column's own switch changes the desk, and its places read in Malayalam", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.skip(isPhone(page), "the wide screen's column");
  await signIn(page, OWNER);
  try {
    await page.goto("/owner/orders");
    const column = page.getByTestId("desk-column");
    await column.getByRole("button", { name: "മലയാളം" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "ഓർഡറുകൾ" })).toBeVisible();
    await expect(column.getByRole("link", { name: "ക്യാഷ് ഓൺ ഡെലിവറി" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "ഓർഡറുകൾ തിരയുക" })).toBeVisible();
    const topBar = await page.getByRole("banner").boundingBox();
    expect(topBar?.height).toBeLessThanOrEqual(57);
    await snap("desk-orders-malayalam");
    await expectAccessible();
    await column.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  } finally {
    await asShopper(page, "PUT", "/owner/desk-language", { desk_language: "en" });
  }
});
