// About, Terms, Privacy and Return Policy, plus the signed-out cart and wishlist.
import { expect, test } from "./support/shop-test";

const today = (tag = "en-IN") =>
  new Intl.DateTimeFormat(tag, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(new Date());

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

test("the Malayalam About tells the story in Malayalam, and its link to the collection stays in Malayalam", async ({
  page,
}) => {
  await page.goto("/ml/about");
  await expect(page.getByText(/2025-ൽ കേരളത്തിലെ തിരുവനന്തപുരത്ത് Mayil Jewels തുടങ്ങിയത്/)).toBeVisible();
  await expect(page.getByRole("img", { name: "ഞങ്ങളുടെ ശേഖരത്തിലെ പരമ്പരാഗത കേരള ആഭരണങ്ങൾ" })).toBeVisible();
  await expect(page.getByText("സ്ഥാപക, Mayil Jewels")).toBeVisible();
  await expect(page.getByRole("link", { name: "ശേഖരം കാണൂ" })).toHaveAttribute("href", "/ml/products");
  await expect(page.getByText(/began in 2025|Explore the collection/)).toHaveCount(0);
});

test("the Malayalam Return Policy gives the window, refunds, fee and replies in Malayalam, with its figures and links", async ({
  page,
}) => {
  await page.goto("/ml/returns");
  await expect(page.getByTestId("last-updated")).toHaveText(`അവസാനം പുതുക്കിയത്: ${today("ml-IN")}`);
  await expect(page.getByTestId("return-window")).toContainText("7 ദിവസത്തിനുള്ളിൽ റിട്ടേണോ മാറ്റിയെടുക്കലോ ആവശ്യപ്പെടൂ");
  await expect(page.getByText(/എഡിറ്റ് ചെയ്യാത്തതുമായ അൺബോക്സിംഗ് വീഡിയോ ഉണ്ടെങ്കിൽ മാത്രമേ/)).toBeVisible();
  await expect(page.getByText(/അംഗീകരിച്ച ശേഷം 2 പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ പണം തിരികെ നൽകും/)).toBeVisible();
  await expect(page.getByText(/ഹോം ഡെലിവറിക്ക് ₹\d+ എന്ന ഒറ്റ നിരക്കാണ്/)).toBeVisible();
  const reply = page.getByText(/ഞങ്ങളുടെ സപ്പോർട്ട് ടീം .* 24 മണിക്കൂറിനകം മറുപടി നൽകും/);
  await expect(reply.getByRole("link", { name: "hello@mayiljewels.in" })).toHaveAttribute(
    "href",
    "mailto:hello@mayiljewels.in",
  );
  await expect(reply.getByRole("link", { name: "+91 98470 12345" })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByText(/unboxing|Refunds are processed|support team/)).toHaveCount(0);
});

test("the Hindi Privacy Policy is in Hindi, names Settings' own buttons and keeps the shop's email and phone", async ({
  page,
}) => {
  await page.goto("/hi/privacy");
  await expect(page.getByTestId("last-updated")).toHaveText(`पिछला बदलाव: ${today("hi-IN")}`);
  await expect(page.getByText("आपकी विशलिस्ट, आपका कार्ट और आपके दिए हुए ऑर्डर।")).toBeVisible();
  await expect(page.getByTestId("privacy-whatsapp")).toContainText("“WhatsApp पर जाएँ” दबाते हैं");
  await expect(page.getByTestId("privacy-whatsapp")).toContainText("WhatsApp (Meta Platforms)");
  await expect(page.getByText(/"मेरा डेटा डाउनलोड करें" से .* "मेरा खाता हटाएँ" से/)).toBeVisible();
  await expect(page.getByText(/13 साल से कम उम्र के बच्चों के लिए नहीं है/)).toBeVisible();
  const contact = page.getByTestId("privacy-contact");
  await expect(contact).toContainText("अपने डेटा के बारे में कोई सवाल?");
  await expect(contact.getByRole("link", { name: "hello@mayiljewels.in" })).toHaveAttribute(
    "href",
    "mailto:hello@mayiljewels.in",
  );
  await expect(contact.getByRole("link", { name: "+91 98470 12345" })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByText(/Questions about your data|Download my data|children under 13/)).toHaveCount(0);
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
