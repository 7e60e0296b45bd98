// About, Terms, Privacy and Return Policy, plus the signed-out cart and wishlist.
import { expect, test } from "./support/shop-test";

const today = () =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    new Date(),
  );

test("about tells the story, the three values and the founder", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "About Mayil Jewels" })).toBeVisible();
  await expect(page.getByText(/began in 2025 in Trivandrum, Kerala/)).toBeVisible();
  for (const value of ["Passion", "Quality", "Community"]) {
    await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "From our founder" })).toBeVisible();
});

for (const [path, title] of [
  ["/terms", "Terms & Conditions"],
  ["/privacy", "Privacy Policy"],
  ["/returns", "Return Policy"],
] as const) {
  test(`${title} shows 'Last updated' with today's date and Back returns to the previous page`, async ({ page }) => {
    await page.goto("/about");
    await page
      .locator("footer")
      .getByRole("link", {
        name: title === "Terms & Conditions" ? "Terms" : title === "Privacy Policy" ? "Privacy" : "Return Policy",
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId("last-updated")).toHaveText(`Last updated: ${today()}`);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
}

test("privacy names the data, the rights and the shop's email and phone", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Data we collect" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
  await expect(page.getByText(/children under 13/)).toBeVisible();
  await expect(page.getByTestId("privacy-contact")).toContainText("hello@mayiljewels.in");
  await expect(page.getByTestId("privacy-contact")).toContainText("+91 98470 12345");
});

test("returns need an unboxing video; refunds in 2 business days; replies within 24 hours", async ({ page }) => {
  await page.goto("/returns");
  await expect(page.getByText(/only with a complete, unedited unboxing video/)).toBeVisible();
  await expect(
    page.getByText("Refunds are processed within 2 business days after the returned product is approved."),
  ).toBeVisible();
  await expect(page.getByText(/replies within 24 hours/)).toBeVisible();
});

test("a page opened directly goes home on Back", async ({ page }) => {
  await page.goto("/terms");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the Hindi terms are in Hindi and say the English page prevails; the English page says nothing of it", async ({
  page,
}) => {
  await page.goto("/hi/terms");
  await expect(page.getByRole("heading", { name: "नियम और शर्तें", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/नियम और शर्तें/);
  await expect(page.getByTestId("english-prevails")).toHaveText("इस पेज का अंग्रेज़ी रूप ही मान्य है।");
  await expect(page.getByRole("heading", { name: "आपका खाता" })).toBeVisible();
  await expect(page.getByText(/हमारी दुकान 13 साल से कम उम्र के बच्चों के लिए नहीं है/)).toBeVisible();
  await expect(page.getByRole("link", { name: "वापसी नीति", exact: true }).first()).toHaveAttribute(
    "href",
    "/hi/returns",
  );
  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms & Conditions", level: 1 })).toBeVisible();
  await expect(page.getByTestId("english-prevails")).toHaveCount(0);
});

test("signed out, the cart is empty and the wishlist asks to log in", async ({ page }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByText("Looks like you haven't added any items to your cart yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/");
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await expect(page.getByText("Please login to view your wishlist.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to home" })).toBeVisible();
});
