// The owner's catalogue in Malayalam (decision 084): on her phone she switches the desk to Malayalam, opens a piece,
// is told in Malayalam what is wrong with a price of ₹0, saves a new price with the Malayalam labels and reads the
// toast; the categories, the products spreadsheet and search words read in Malayalam too; axe finds nothing serious;
// no word is cut or pushes the page sideways; she switches back to English. On a wide screen the same pages fit.
import type { Page } from "@playwright/test";
import { asShopper, OWNER, signIn, toastWith } from "./support/account";
import { expect, isPhone, test } from "./support/shop-test";

/** The demo catalogue's Traditional category. */
const TRADITIONAL = 2;

interface OwnerProductResponse {
  product: { id: number; name: string; price: string };
}

/** A piece of her own with a colour, so the test changes no piece another test reads. */
async function aPieceWithAColour(page: Page, name: string) {
  const { product } = await asShopper<OwnerProductResponse>(page, "POST", "/owner/products", {
    name,
    description: "Temple jhumkas with kemp stones.",
    price: "649.00",
    category_id: TRADITIONAL,
    stock: 4,
    draft: false,
  });
  await asShopper(page, "POST", `/owner/products/${product.id}/variants`, {
    color_name: "Ruby Red",
    color_code: "#9b111e",
    stock: 2,
  });
  return product;
}

/** Nothing wider than the screen, and no button, link or label whose words run past its own box. */
async function expectNothingCut(page: Page) {
  // A chevron mid-turn sticks out of its box for a moment: measure the page at rest.
  await page.waitForFunction(() => document.getAnimations().every((running) => running.playState !== "running"));
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, "the page scrolls sideways").toBeLessThanOrEqual(0);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll("main button, main a, main label, main h1, main h2, main h3, main summary")]
      .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim()),
  );
  expect(cut, "words cut in their box").toEqual([]);
}

test("in Malayalam the owner changes a piece's price, and reads categories, the spreadsheet and search words", async ({
  page,
  snap,
  expectAccessible,
}, testInfo) => {
  test.skip(!isPhone(page), "the phone's More page and its switch");
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  const name = `Mayil Malayalam Jhumka ${testInfo.project.name} ${Date.now()}`;
  const product = await aPieceWithAColour(page, name);
  try {
    await page.goto("/owner/more");
    await page.getByRole("group", { name: "Desk language" }).getByRole("button", { name: "മലയാളം" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "കൂടുതൽ" })).toBeVisible();

    await page.goto(`/owner/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
    for (const panel of ["ഫോട്ടോകൾ", "സ്റ്റോക്ക്", "നിറങ്ങൾ", "വിവരങ്ങൾ"]) {
      await expect(page.getByRole("heading", { name: panel, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("stock-total")).toContainText("സ്റ്റോക്കിൽ 6");
    await expect(page.getByRole("button", { name: "Ruby Red നീക്കുക" })).toBeVisible();
    await expect(page.getByRole("link", { name: "ഉൽപ്പന്നങ്ങളിലേക്ക്" })).toBeVisible();

    const details = page.getByRole("form", { name: "ഉൽപ്പന്ന വിവരങ്ങൾ" });
    await expect(details.getByRole("button", { name: "മാറ്റങ്ങളൊന്നുമില്ല" })).toBeDisabled();
    const price = details.getByLabel("വില*");
    await price.fill("0");
    await details.getByRole("button", { name: "മാറ്റങ്ങൾ സേവ് ചെയ്യൂ" }).click();
    await expect(details.getByText("വില ₹0-ൽ കൂടുതലാകണം")).toBeVisible();
    await expect(price).toBeFocused();
    await price.fill("729");
    await details.getByRole("button", { name: "മാറ്റങ്ങൾ സേവ് ചെയ്യൂ" }).click();
    await expect(toastWith(page, "ഉൽപ്പന്നം സേവ് ചെയ്തു")).toBeVisible();
    await expect(page.getByRole("article").getByText("₹729", { exact: true })).toBeVisible();
    const saved = await asShopper<OwnerProductResponse>(page, "GET", `/owner/products/${product.id}`);
    expect(saved.product.price).toBe("729.00");

    // Her Malayalam and Hindi names: the section's own words are the desk's too.
    await details.getByText("മലയാളം, ഹിന്ദി പേരുകൾ").click();
    await expect(details.getByLabel("മലയാളത്തിൽ പേര്")).toBeVisible();
    await expect(details.getByLabel("ഹിന്ദിയിൽ വിവരണം")).toBeVisible();
    await expectNothingCut(page);
    await snap("desk-product-malayalam");
    await expectAccessible();

    await page.goto("/owner/categories");
    await expect(page.getByRole("heading", { level: 1, name: "വിഭാഗങ്ങൾ" })).toBeVisible();
    await expect(page.getByTestId("add-category")).toHaveText("വിഭാഗം ചേർക്കുക");
    await expect(page.getByTestId("owner-category").first().getByRole("heading", { name: "ഉപവിഭാഗങ്ങൾ" })).toBeVisible();
    await expectNothingCut(page);
    await snap("desk-categories-malayalam");
    await expectAccessible();

    await page.goto("/owner/products/sheet");
    await expect(page.getByRole("heading", { level: 1, name: "ഉൽപ്പന്ന സ്പ്രെഡ്ഷീറ്റ്" })).toBeVisible();
    // The file's column names stay as the file has them.
    await expect(page.getByTestId("stock-when-exported-help")).toContainText("stock_when_exported എന്ന കോളം");
    await expect(page.getByRole("button", { name: "ഉൽപ്പന്നങ്ങൾ ഡൗൺലോഡ് (CSV)" })).toBeVisible();
    await expectNothingCut(page);
    await expectAccessible();

    await page.goto("/owner/products/search-words");
    await expect(page.getByRole("heading", { level: 1, name: "തിരയൽ വാക്കുകൾ" })).toBeVisible();
    await expect(page.getByLabel("പുതിയ കൂട്ടം: ഒരേ അർത്ഥമുള്ള വാക്കുകൾ, കോമ ഇട്ട് വേർതിരിച്ച്")).toBeVisible();
    await expectNothingCut(page);
    await expectAccessible();

    await page.goto("/owner/more");
    await page.getByRole("group", { name: "ഡെസ്കിന്റെ ഭാഷ" }).getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "More" })).toBeVisible();
    await page.goto(`/owner/products/${product.id}`);
    await expect(page.getByRole("heading", { name: "Details", exact: true })).toBeVisible();
    await expect(page.getByTestId("stock-total")).toContainText("6 in stock");
  } finally {
    // The shop's other desk tests sign in as the same owner: they read her desk in English.
    await asShopper(page, "PUT", "/owner/desk-language", { desk_language: "en" });
  }
});

test("on a wide screen a piece's page and the categories fit in Malayalam", async ({ page, snap }, testInfo) => {
  test.skip(isPhone(page), "the wide screen's two columns");
  await signIn(page, OWNER);
  const name = `Mayil Malayalam Jhumka ${testInfo.project.name} ${Date.now()}`;
  const product = await aPieceWithAColour(page, name);
  try {
    await asShopper(page, "PUT", "/owner/desk-language", { desk_language: "ml" });
    await page.goto(`/owner/products/${product.id}`);
    await expect(page.getByRole("heading", { name: "വിവരങ്ങൾ", exact: true })).toBeVisible();
    await expect(page.getByTestId("stock-total")).toContainText("സ്റ്റോക്കിൽ 6");
    await expectNothingCut(page);
    await snap("desk-product-malayalam");
    await page.goto("/owner/categories");
    await expect(page.getByRole("heading", { level: 1, name: "വിഭാഗങ്ങൾ" })).toBeVisible();
    await expectNothingCut(page);
    await snap("desk-categories-malayalam");
  } finally {
    await asShopper(page, "PUT", "/owner/desk-language", { desk_language: "en" });
  }
});
