// Issue 15: storefront pages arrive drawn by the server. A phone that has not run the app's code yet already shows
// the page; once the code runs, the page comes alive without a hydration mismatch and without fetching its data a
// second time. (The HTML itself is checked over HTTP in apps/server/test/server-rendered-pages.test.ts.)
import { expect, test } from "./support/shop-test";

const drawnPages = [
  { path: "/", heading: "Handpicked jewellery, honestly priced" },
  { path: "/category/2", heading: "Traditional" },
  { path: "/product/temple-jhumka", heading: "Temple Jhumka" },
  { path: "/products", heading: "All Products" },
];

test("before any JavaScript runs, the product page shows its name, price, photo and Add to Cart", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/product/temple-jhumka");
  await expect(page.getByRole("heading", { name: "Temple Jhumka", level: 1 })).toBeVisible();
  await expect(page.getByTestId("product-price").first()).toContainText("₹549");
  const photo = page.getByRole("img", { name: "Temple Jhumka" }).first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("button", { name: /Add to Cart/ })).toBeVisible();
  await context.close();
});

for (const drawn of drawnPages) {
  test(`${drawn.path} comes alive without a hydration mismatch or a second fetch of its data`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      // Photos and thumbnails from outside the shop (YouTube) cannot load on this machine; that is not the page.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        problems.push(message.text());
      }
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) dataRequests.push(request.url());
    });

    // The heading the server drew, as the HTML arrived: hydration must adopt it, not throw it away and draw anew.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector("main h1");
      });
    });

    await page.goto(drawn.path);
    await expect(page.getByRole("heading", { name: drawn.heading, level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems, "console errors (a hydration mismatch is one)").toEqual([]);
    expect(dataRequests, "the page's data came with it").toEqual([]);
    const adopted = await page.evaluate(() => {
      const drawnHeading = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
      return drawnHeading !== null && drawnHeading === document.querySelector("main h1") && drawnHeading.isConnected;
    });
    expect(adopted, "the server's heading is the live one").toBe(true);
  });
}

test("a drawn page is live: Login opens the sign-in dialog, and its links move within the app", async ({ page }) => {
  await page.goto("/product/temple-jhumka");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  // A link followed inside the app keeps the same document: the page is not loaded again from the server.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("link", { name: "Pearl Cluster Jhumka" }).first().click();
  await expect(page.getByRole("heading", { name: "Pearl Cluster Jhumka", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
