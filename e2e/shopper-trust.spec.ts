// What a shopper tripped over, and the trust an Indian shop must show: each test one shopper's errand.
import type { Page } from "@playwright/test";
import { asShopper, dismissToasts, freshEmail, productsWhere, signIn, toastWith } from "./support/account";
import { expect, isPhone, SAME_AT_BOTH_SIZES, test } from "./support/shop-test";

/** Responses wa.me (no network here) and hands back the text of the message a new tab opened with. */
async function whatsAppText(page: Page, open: () => Promise<void>): Promise<string> {
  await page
    .context()
    .route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "WhatsApp" }));
  const tab = page.context().waitForEvent("page");
  await open();
  const url = new URL((await tab).url());
  expect(url.host).toBe("wa.me");
  return url.searchParams.get("text") ?? "";
}

test("a piece in colours: Choose colour on its card, all its colours on one page, each opening the piece in that colour", async ({
  page,
  snap,
}) => {
  test.skip(!isPhone(page), "one size is enough for the links; the cards are checked at both sizes below");
  await page.goto("/category/1");
  const card = page.getByTestId("product-card").filter({ hasText: "Leaf Drop Earrings" });
  await expect(card.getByRole("link", { name: /Choose colour/ })).toBeVisible();
  const leaf = (
    (await (await page.request.get("/api/products/slug/leaf-drop-earrings")).json()) as { product: { id: number } }
  ).product;
  await page.goto(`/product/${leaf.id}/colors`);
  await expect(page.getByRole("heading", { name: "Colours of Leaf Drop Earrings" })).toBeVisible();
  for (const colour of ["Gold", "Silver", "Rose Gold"]) {
    await expect(page.getByRole("link", { name: new RegExp(`Leaf Drop Earrings.*${colour}`) }).first()).toBeVisible();
  }
  await snap("product-colours");
  await page
    .getByRole("link", { name: /Leaf Drop Earrings.*Silver/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Silver" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("stock-badge")).toHaveText("In Stock (6)");
});

test("sharing: a piece and a wishlist go to WhatsApp with names, prices and links", async ({ page }) => {
  test.skip(!isPhone(page), "the share text does not depend on the screen");
  await page.goto("/product/pearl-drop-studs");
  const piece = await whatsAppText(page, () => page.getByRole("button", { name: "Share on WhatsApp" }).click());
  expect(piece).toContain("Pearl Drop Studs: ₹149");
  expect(piece).toMatch(/http:\/\/[^/]+\/product\/pearl-drop-studs$/);

  const [first, second] = await productsWhere(page, (p) => p.quantity > 0 && !p.has_variants);
  if (!first || !second) throw new Error("need two pieces");
  await signIn(page, { email: freshEmail("share"), name: "Sharing Shopper" });
  for (const product of [first, second]) await asShopper(page, "POST", "/wishlist", { product_id: product.id });
  await page.goto("/wishlist");
  const list = await whatsAppText(page, () => page.getByRole("button", { name: "Share my wishlist" }).click());
  expect(list).toContain("My wishlist at Mayil Jewels:");
  for (const product of [first, second]) {
    expect(list).toContain(`• ${product.name}`);
    expect(list).toContain(`/product/${product.slug}`);
  }
});

test("a wishlist shared from the Malayalam shop names each piece in Malayalam and links its Malayalam page", async ({
  page,
}) => {
  test.skip(!isPhone(page), "the share text does not depend on the screen");
  // A piece the owner named in Malayalam (the demo's jhumka).
  const piece = (await (await page.request.get("/api/products/slug/temple-jhumka?lang=ml")).json()).product as {
    id: number;
    slug: string;
    name: string;
  };
  expect(piece.name).toMatch(/[\u0D00-\u0D7F]/);
  await signIn(page, { email: freshEmail("share-ml"), name: "Sharing Shopper" });
  await asShopper(page, "POST", "/wishlist", { product_id: piece.id });
  await page.goto("/ml/wishlist");
  await expect(page.getByRole("heading", { name: piece.name })).toBeVisible();
  const list = await whatsAppText(page, () => page.getByRole("button", { name: "വിഷ്‌ലിസ്റ്റ് പങ്കിടൂ" }).click());
  // Opened by a friend, the link shows the piece in the language it was shared from, named as she read it.
  expect(list).toContain(piece.name);
  expect(list).toMatch(new RegExp(`http://[^/]+/ml/product/${piece.slug}$`, "m"));
  expect(list).not.toMatch(new RegExp(`http://[^/]+/product/${piece.slug}`));
});

test("video slides show the video's own still, and the carousel's controls are a thumb's size", async ({ page }) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  await page.route("https://i.ytimg.com/**", (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>',
    }),
  );
  await page.goto("/product/temple-jhumka");
  await expect(page.getByTestId("video-thumbnail").first()).toHaveAttribute(
    "src",
    "https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg",
  );
  for (const control of await page.getByRole("button", { name: /^Show (photo|video) \d+$/ }).all()) {
    const box = await control.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }
});

test("product cards hold their size: no shift while photos load, and a card in the cart as tall as its neighbours", async ({
  page,
  snap,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await signIn(page, { email: freshEmail("cards"), name: "Card Shopper" });
  // A piece from the first page of All Products, sold without colours.
  const firstPage = (await (await page.request.get("/api/products?limit=24")).json()) as {
    products: { id: number; quantity: number; variants: unknown[] }[];
  };
  const plain = firstPage.products.find((p) => p.quantity > 2 && p.variants.length === 0);
  if (!plain) throw new Error("need a plain piece on the first page");
  await asShopper(page, "POST", "/cart", { product_id: plain.id, quantity: 1 });
  await page.goto("/products");
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
  // The in-cart controls take no more height than the Add to Cart button of the cards beside it.
  const controls = (await page.getByTestId("in-cart").first().boundingBox())?.height ?? 0;
  const button =
    (
      await cards
        .getByRole("button", { name: /^Add to Cart/ })
        .first()
        .boundingBox()
    )?.height ?? 0;
  expect(button).toBeGreaterThan(0);
  expect(controls).toBeLessThanOrEqual(button + 2);
  await snap("cards-with-one-in-cart");
});

test("Escape closes the open dialog in one press however many toasts show, and a repeated toast does not stack", async ({
  page,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const [product] = await productsWhere(page, (p) => p.quantity > 3 && !p.has_variants);
  if (!product) throw new Error("need a piece");
  await signIn(page, { email: freshEmail("escape"), name: "Escape Shopper" });
  await page.goto(`/product/${product.slug}`);
  const add = page.getByRole("button", { name: "Add to Cart", exact: true });
  await add.click();
  await expect(toastWith(page, `${product.name} (x1) has been added to your cart.`)).toBeVisible();
  await page.getByRole("button", { name: /^Remove/ }).click();
  await add.click();
  // The same "added" message twice is one toast, not two.
  await expect(page.getByTestId("toast").filter({ hasText: `${product.name} (x1) has been added` })).toHaveCount(1);
  await expect(page.getByTestId("toast")).toHaveCount(2);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Order via WhatsApp" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter Your Details" });
  await dialog.getByLabel("Name*").fill("");
  await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
  await expect(toastWith(page, "Please provide your name and phone number.")).toBeVisible();
  // A screen reader hears it: the open dialog hides the page behind it, but not the toasts' live region.
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "Please provide your name and phone number.",
  );
  // The toasts sit clear of the dialog's buttons, so the next press lands on the button, not on a toast.
  const toastBox = await page.getByTestId("toast").first().boundingBox();
  const buttonBox = await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).boundingBox();
  if (!toastBox || !buttonBox) throw new Error("toast or button not laid out");
  const overlaps =
    toastBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < toastBox.x + toastBox.width &&
    toastBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < toastBox.y + toastBox.height;
  expect(overlaps, "the toast covers Proceed to WhatsApp").toBe(false);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("toast").first()).toBeVisible();
});

test("signed out, an account page offers Login, which opens the sign-in dialog", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: /Welcome to/ });
  await expect(dialog.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  // The close button keeps clear of the title on a narrow phone.
  const close = await dialog.getByRole("button", { name: "Close" }).boundingBox();
  const title = await dialog.getByRole("heading").boundingBox();
  const overlaps =
    close &&
    title &&
    close.x < title.x + title.width &&
    close.x + close.width > title.x &&
    close.y < title.y + title.height &&
    close.y + close.height > title.y;
  if (overlaps) {
    const glyphs = await dialog.getByRole("heading").evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      return [...range.getClientRects()].map((r) => ({ x: r.x, right: r.right, y: r.y, bottom: r.bottom }));
    });
    for (const line of glyphs) {
      const hits =
        close.x < line.right &&
        close.x + close.width > line.x &&
        close.y < line.bottom &&
        close.y + close.height > line.y;
      expect(hits, "the close button sits on the title's text").toBe(false);
    }
  }
  await expect(dialog.locator("svg").first()).toBeVisible();
  await snap("sign-in-dialog");
  await expectAccessible();
});

test("the seller, the grievance officer, the return window and what goes to WhatsApp are stated", async ({
  page,
  snap,
}) => {
  await page.goto("/returns");
  await expect(page.getByTestId("return-window")).toContainText("within 7 days of delivery");
  await expect(page.getByText("Every price in our shop includes all taxes.", { exact: false })).toBeVisible();
  const footer = page.locator("footer");
  const seller = footer.getByTestId("seller-details");
  await expect(seller).toContainText("Mayil Jewels (proprietor Lakshmi Menon)");
  await expect(seller).toContainText("Grievance officer");
  await expect(seller).toContainText("acknowledged within 48 hours");
  // Every footer link, the seller's phone and emails too, is a thumb's size.
  for (const link of await footer.getByRole("link").all()) {
    const box = await link.boundingBox();
    if (box) expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(44);
  }
  await snap("returns-with-seller");
  await page.goto("/privacy");
  await expect(page.getByTestId("privacy-whatsapp")).toContainText("WhatsApp (Meta Platforms)");
  await expect(page.getByText(/"Delete my account"/)).toBeVisible();
});

test("settings: the PIN fills city and state, a wrong PIN is caught, and the shopper downloads her data then deletes her account", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const email = freshEmail("mydata");
  await signIn(page, { email, name: "Data Shopper" });
  await page.goto("/settings");
  await page.getByRole("button", { name: "Add address" }).click();
  const form = page.locator("form").filter({ hasText: "Save Address" });
  await form.getByLabel("Pincode", { exact: true }).fill("999999");
  await expect(form.getByTestId("pincode-place")).toHaveText("PIN code 999999 was not found. Please check it.");
  await form.getByLabel("Pincode", { exact: true }).fill("695004");
  await expect(form.getByLabel("City", { exact: true })).toHaveValue("Thiruvananthapuram");
  await expect(form.getByLabel("State", { exact: true })).toHaveValue("Kerala");
  await form.getByLabel("Name", { exact: true }).fill("Data Shopper");
  await form.getByLabel("Phone", { exact: true }).fill("9847033333");
  await form.getByLabel("Address", { exact: true }).fill("TC 4/56, Pattom");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(toastWith(page, "Address added")).toBeVisible();
  await expect(page.getByTestId("address")).toContainText("+91 98470 33333");
  await dismissToasts(page);
  await snap("settings-your-data");
  await expectAccessible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("mayil-jewels-my-data.json");
  const data = JSON.parse(await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()));
  expect(data.profile.email).toBe(email);
  expect(data.addresses[0]).toMatchObject({ city: "Thiruvananthapuram", phone: "+919847033333" });

  await page.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(confirm).toContainText("Your past orders are kept");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(toastWith(page, "Your account has been deleted")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
});
