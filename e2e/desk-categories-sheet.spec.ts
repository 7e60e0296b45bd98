// The owner's categories and products spreadsheet, end to end at each size: she adds a category with a photo from
// her phone and moves it up the menu, downloads the products, adds two pieces to the sheet, sees the bad row by its
// line in the dry run, fixes it, applies, and the shop shows the new pieces in the new category. Then a shopper's
// old link to a renamed piece moves to its new address, and a piece taken off sale says so.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { asShopper, dismissToasts, OWNER, signIn, stockOf, toastWith } from "./support/account";
import { deskNav, deskTabOf, openDeskPlace } from "./support/desk";
import { expect, isPhone, SAME_AT_BOTH_SIZES, test } from "./support/shop-test";

interface PublicCategory {
  id: number;
  name: string;
  image: string | null;
}

/** A photo as a phone takes it: a JPEG of a few hundred kilobytes at most. */
const phonePhoto = () =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: "#c9a227" } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** One CSV cell: quoted when it holds a comma, a quote or a line end. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A row of the sheet, its cells placed under the header's own columns (the export decides their order). */
function sheetRow(header: string[], values: Record<string, string>, lineEnd: string) {
  return header.map((column) => cell(values[column] ?? "")).join(",") + lineEnd;
}

async function publicCategory(page: Page, name: string): Promise<PublicCategory> {
  const response = await page.request.get("/api/categories");
  const { categories } = (await response.json()) as { categories: PublicCategory[] };
  const category = categories.find((c) => c.name === name);
  if (!category) throw new Error(`the shop does not list the category ${name}`);
  return category;
}

test("the owner adds a category and imports a spreadsheet after fixing the row its dry run names; the shop follows", async ({
  page,
  snap,
  expectAccessible,
}, testInfo) => {
  // Sign-in, a photo upload, two imports and the shop's pages on a shared two-core machine.
  test.setTimeout(180_000);
  const size = testInfo.project.name;
  const categoryName = `Anklets ${size} ${Date.now() % 100_000}`;

  await signIn(page, OWNER);
  await page.goto("/owner");
  await openDeskPlace(page, "Categories");
  await expect(page.getByRole("heading", { name: "Categories", level: 1 })).toBeVisible();
  await expect(deskTabOf(page, "Categories")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("owner-category").first()).toBeVisible();

  // A new category: last in the order, no products yet.
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByTestId("category-name")).toBeFocused();
  await page.getByTestId("category-name").fill(categoryName);
  await page.getByLabel("Description", { exact: true }).fill("Silver and gold anklets that chime as you walk.");
  await page.getByRole("button", { name: "Add category" }).click();
  const card = page.getByTestId("owner-category").filter({ hasText: categoryName });
  await expect(card).toContainText("No products yet");
  await expect(page.getByTestId("owner-category").last()).toContainText(categoryName);

  // Its photo, straight from the phone.
  await card.getByLabel(`Add photo of ${categoryName}`).setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  await expect(card.getByLabel(`Change photo of ${categoryName}`)).toBeAttached();
  const thumbnail = card.locator("img").first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // One place up the menu: said aloud, and kept by the shop.
  const count = await page.getByTestId("owner-category").count();
  await card.getByRole("button", { name: `Move ${categoryName} up` }).click();
  await expect(page.getByTestId("move-announcement")).toHaveText(`${categoryName} is now ${count - 1} of ${count}.`);
  await expect(card.getByRole("button", { name: `Move ${categoryName} up` })).toBeFocused();
  await expect(page.getByTestId("owner-category").nth(count - 2)).toContainText(categoryName);
  await expectAccessible();
  await snap("owner-categories");
  const category = await publicCategory(page, categoryName);
  expect(category.image, "the shop shows the category's new photo").toMatch(/^\/media\//);

  // The spreadsheet: downloaded as the shop has it.
  await openDeskPlace(page, "Spreadsheet");
  await expect(page.getByRole("heading", { name: "Products spreadsheet", level: 1 })).toBeVisible();
  await expect(page.getByTestId("sheet-how-to")).toContainText("Google Sheets or Excel");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download products (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mayil-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const lineEnd = exported.includes("\r\n") ? "\r\n" : "\n";
  const headerLine = exported.slice(0, exported.indexOf(lineEnd));
  const rest = exported.slice(headerLine.length + lineEnd.length);
  const header = headerLine.split(",");
  expect(header).toEqual(expect.arrayContaining(["product_id", "name", "category", "price", "stock"]));

  // Two new pieces in the new category, right under the header (lines 2 and 3); the second one's price is a typo.
  const anklet = `Chilanka Anklet ${size}`;
  const payal = `Silver Payal ${size}`;
  const sheetWith = (payalPrice: string) =>
    Buffer.from(
      `\uFEFF${headerLine}${lineEnd}` +
        sheetRow(header, { name: anklet, category: categoryName, price: "1,299", stock: "4", draft: "no" }, lineEnd) +
        sheetRow(header, { name: payal, category: categoryName, price: payalPrice, stock: "2", draft: "no" }, lineEnd) +
        rest,
    );
  const file = page.getByTestId("spreadsheet-file");
  await file.setInputFiles({ name: "mayil-products.csv", mimeType: "text/csv", buffer: sheetWith("49O") });
  const badRow = page.getByTestId("import-error");
  await expect(badRow).toHaveCount(1);
  await expect(badRow).toContainText("Line 3");
  await expect(badRow).toContainText("Price must be an amount in rupees");
  await expect(page.getByRole("heading", { name: /^1 row needs fixing/ })).toBeFocused();
  await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
  await expectAccessible();
  await snap("owner-products-sheet-bad-row");

  // Fixed and chosen again: exactly the two new rows would be written, everything else is unchanged.
  await file.setInputFiles({ name: "mayil-products.csv", mimeType: "text/csv", buffer: sheetWith("490") });
  await expect(page.getByTestId("import-error")).toHaveCount(0);
  const rows = page.getByTestId("import-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: anklet })).toContainText("Line 2");
  await expect(rows.filter({ hasText: payal })).toContainText("New");
  await snap("owner-products-sheet-dry-run");
  await page.getByRole("button", { name: "Apply 2 changes" }).click();
  await expect(page.getByTestId("import-done")).toContainText("2 new rows added, 0 rows changed");
  await expect(toastWith(page, "Spreadsheet imported")).toBeVisible();
  await dismissToasts(page);
  await expectAccessible();
  await snap("owner-products-sheet-imported");

  // The shop: the new category's page holds both pieces at their prices.
  await page.goto(`/category/${category.id}`);
  await expect(page.getByRole("heading", { name: categoryName, level: 1 })).toBeVisible();
  const cards = page.getByTestId("product-card");
  await expect(cards.filter({ hasText: anklet }).getByTestId("product-price")).toHaveText("₹1,299");
  await expect(cards.filter({ hasText: payal }).getByTestId("product-price")).toHaveText("₹490");
  await snap("shop-new-category");

  // Back on the desk, the category counts its two pieces.
  await page.goto("/owner/categories");
  await expect(page.getByTestId("owner-category").filter({ hasText: categoryName })).toContainText("2 products");
});

test("an old spreadsheet never undoes a sale: where both she and the shop changed a count, she chooses", async ({
  page,
  snap,
  expectAccessible,
}, testInfo) => {
  // The same choice at both sizes; the first test looks at the spreadsheet's screens at the desktop size.
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  test.setTimeout(120_000);
  const size = testInfo.project.name;
  const stamp = Date.now() % 100_000;
  await signIn(page, OWNER);
  const { category } = await asShopper<{ category: { id: number } }>(page, "POST", "/owner/categories", {
    name: `Old Sheet ${size} ${stamp}`,
  });
  const create = (name: string) =>
    asShopper<OwnerProductResponse>(page, "POST", "/owner/products", {
      name,
      price: "119",
      category_id: category.id,
      stock: 50,
      draft: false,
    });
  const counted = (await create(`Counted Jhumka ${size} ${stamp}`)).product;
  const sold = (await create(`Sold Bangle ${size} ${stamp}`)).product;

  await page.goto("/owner/products/sheet");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download products (CSV)" }).click(),
  ]);
  await expect(page.getByTestId("stock-when-exported-help")).toContainText("stock_when_exported");
  const exported = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const lineEnd = exported.includes("\r\n") ? "\r\n" : "\n";
  const lines = exported.trimEnd().split(lineEnd);
  const header = (lines[0] ?? "").split(",");
  expect(header).toContain("stock_when_exported");
  const stockAt = header.indexOf("stock");
  const priceAt = header.indexOf("price");
  const lineOf = (id: number) => lines.findIndex((line) => line.startsWith(`${id},,`));
  // She counts the jhumka (50 → 48) and reprices the bangle, in the file she downloaded.
  const edited = lines.map((line, index) => {
    const cells = line.split(",");
    if (index === lineOf(counted.id)) cells[stockAt] = "48";
    else if (index === lineOf(sold.id)) cells[priceAt] = "129";
    else return line;
    return cells.join(",");
  });
  // Meanwhile the shop sells 5 of each (written off here through the desk's own stock call).
  for (const product of [counted, sold]) {
    await asShopper(page, "POST", "/owner/stock-adjustments", {
      product_id: product.id,
      change: -5,
      reason: "damaged",
    });
  }

  await page
    .getByTestId("spreadsheet-file")
    .setInputFiles({ name: "old-products.csv", mimeType: "text/csv", buffer: Buffer.from(edited.join(lineEnd)) });
  const conflict = page.getByTestId("stock-conflict");
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(`Line ${lineOf(counted.id) + 1}`);
  await expect(conflict).toContainText("You wrote 48; the shop had 50 when exported and has 45 now.");
  // The bangle's price changes; its stock cell was left as exported, so the sale stands.
  await expect(page.getByTestId("import-row").filter({ hasText: `Sold Bangle ${size} ${stamp}` })).toContainText(
    "price ₹119.00 → ₹129.00",
  );
  const apply = page.getByRole("button", { name: /^Apply/ });
  await expect(apply).toBeDisabled();
  await expectAccessible();
  await snap("owner-products-sheet-stock-choice");

  await conflict.getByText("Use my 48").click();
  await expect(apply).toHaveText("Apply 2 changes");
  await apply.click();
  await expect(page.getByTestId("import-done")).toContainText("2 rows changed");
  expect(await stockOf(page, counted.id)).toBe(48);
  expect(await stockOf(page, sold.id)).toBe(45);
});

interface OwnerProductResponse {
  product: { id: number; slug: string };
}

test("a shopper's old link to a renamed piece moves to its new address; a piece taken off sale says so", async ({
  page,
  snap,
  expectAccessible,
}, testInfo) => {
  // Sign-in, three owner calls and four pages with an axe check, on a shared two-core machine.
  test.setTimeout(120_000);
  const size = testInfo.project.name;
  const stamp = Date.now() % 100_000;
  await signIn(page, OWNER);
  // A category of their own, so both pieces are on its first page.
  const { category } = await asShopper<{ category: { id: number } }>(page, "POST", "/owner/categories", {
    name: `Festive ${size} ${stamp}`,
  });
  const categoryId = category.id;
  const create = (name: string) =>
    asShopper<OwnerProductResponse>(page, "POST", "/owner/products", {
      name,
      price: "799",
      category_id: categoryId,
      stock: 3,
      draft: false,
    });
  const renamed = (await create(`Kemp Bangle ${size} ${stamp}`)).product;
  const archived = (await create(`Mango Mala ${size} ${stamp}`)).product;

  // The shopper's category page lists both (its response is kept, as a phone keeps it while she browses).
  await page.goto(`/category/${categoryId}`);
  const cards = page.getByTestId("product-card");
  await expect(cards.filter({ hasText: `Kemp Bangle ${size} ${stamp}` })).toBeVisible();

  // Meanwhile the owner renames one and archives the other.
  const after = await asShopper<OwnerProductResponse>(page, "PATCH", `/owner/products/${renamed.id}`, {
    name: `Temple Kemp Bangle ${size} ${stamp}`,
  });
  expect(after.product.slug).not.toBe(renamed.slug);
  await asShopper(page, "PATCH", `/owner/products/${archived.id}`, { archived: true });

  // The old card's link opens the piece under its new address, replacing the old one in the history.
  await cards
    .filter({ hasText: `Kemp Bangle ${size} ${stamp}` })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === `/product/${after.product.slug}`);
  await expect(page.getByRole("heading", { name: `Temple Kemp Bangle ${size} ${stamp}`, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === `/category/${categoryId}`);

  // The archived piece's card: a calm notice, not "Product not found", and not for search engines.
  await cards
    .filter({ hasText: `Mango Mala ${size} ${stamp}` })
    .first()
    .click();
  const gone = page.getByTestId("product-gone");
  await expect(gone.getByRole("heading", { name: "This piece is no longer available.", level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  await expect(page).toHaveTitle(/No longer available/);
  await expectAccessible();
  await snap("product-no-longer-available");
  await gone.getByRole("link", { name: "Browse all pieces" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/products");
});

test("an empty subcategory says so kindly, every desk tab is in sight, and empty ones can be deleted", async ({
  page,
  snap,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name} ${Date.now() % 100_000}`;
  await signIn(page, OWNER);
  const { category } = await asShopper<{ category: { id: number; name: string } }>(page, "POST", "/owner/categories", {
    name: `Hair Clips ${stamp}`,
  });
  const withSub = await asShopper<{ category: { subcategories: { id: number; slug: string; name: string }[] } }>(
    page,
    "POST",
    "/owner/subcategories",
    { category_id: category.id, name: `Bridal Clips ${stamp}` },
  );
  const [sub] = withSub.category.subcategories;

  // The shopper's empty subcategory: no "Showing 0 products", the spec's words and somewhere to go.
  await page.goto(`/subcategory/${sub?.slug}`);
  const empty = page.getByTestId("empty-subcategory");
  await expect(empty).toContainText("No products found in this subcategory.");
  await expect(page.getByTestId("result-count")).toHaveCount(0);
  await expect(empty.getByRole("link", { name: `More in ${category.name}` })).toBeVisible();
  await expectAccessible();
  await snap("shop-empty-subcategory");

  // Every tab of the desk is on screen, none cut off at the edge (on a phone, the bar's five).
  await page.goto("/owner/categories");
  const tabs = deskNav(page).getByRole("link");
  await expect(tabs.first()).toBeVisible();
  expect(await tabs.count()).toBeGreaterThanOrEqual(5);
  const width = page.viewportSize()?.width ?? 0;
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, await tab.innerText()).toBe(true);
  }

  // Both are empty: each can be deleted, the subcategory first, then the category.
  const card = page.getByTestId("owner-category").filter({ hasText: category.name });
  await card.getByRole("button", { name: `Delete ${sub?.name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(card.getByTestId("owner-subcategory")).toHaveCount(0);
  await snap("owner-categories-empty-one");
  await card.getByRole("button", { name: `Delete ${category.name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("owner-category").filter({ hasText: category.name })).toHaveCount(0);
  // A category that holds products offers no delete, and the server refuses one anyway (409).
  const full = page.getByTestId("owner-category").first();
  await expect(full.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
});
