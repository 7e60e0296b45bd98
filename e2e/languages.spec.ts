// The shop in Malayalam and Hindi (decision 084): each language at its own addresses, rendered by the server in it and
// hydrated without a mismatch (the suite's page fails on one), and a switch that opens the same page in another.
import { expect, isPhone, test } from "./support/shop-test";

test("a Malayalam page comes from the server in Malayalam and comes alive as rendered", async ({ page }) => {
  await page.goto("/ml");
  await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
  await expect(page.getByRole("banner").getByRole("link", { name: "കാർട്ട്, 0 ഇനങ്ങൾ" })).toBeVisible();
});

test("the switch opens the same page, query and all, in the language chosen", async ({ page }) => {
  await page.goto("/products?q=jhumka");
  if (isPhone(page)) {
    await page.getByTestId("menu-button").click();
    await page.getByRole("dialog").getByRole("link", { name: "हिन्दी" }).click();
  } else {
    await page.getByRole("banner").getByText("English", { exact: true }).click();
    await page.getByRole("banner").getByRole("link", { name: "हिन्दी" }).click();
  }
  await expect(page).toHaveURL(/\/hi\/products\?q=jhumka$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("banner").getByRole("link", { name: "कार्ट, 0 आइटम" })).toBeVisible();
  // Remembered: the shop's own address now opens in Hindi.
  expect((await page.context().cookies()).find((cookie) => cookie.name === "mayil_language")?.value).toBe("hi");
});
