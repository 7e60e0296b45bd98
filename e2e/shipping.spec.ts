// Sending a parcel, end to end at the phone size: the owner marks a packed order shipped in the ship dialog, choosing
// the courier and typing its tracking number (a number of the wrong shape is refused under the field, the dialog kept
// open); the shopper's order page then shows the courier, the number and "Track parcel" to the courier's page, opened
// in a new tab. The courier's site itself is never loaded: the link's address is what is checked.
import { asShopper, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { expect, test, visitsWaitForLife } from "./support/shop-test";

const BLUE_DART_TRACKING = "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=";

test("the owner ships with a courier and tracking number; the shopper's page links to its tracking", async ({
  page,
  browser,
  baseURL,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const pieces = await productsWhere(page, (p) => p.quantity >= 5);
  const piece = pieces.at(testInfo.project.name === "phone" ? 4 : 5);
  if (!piece) throw new Error("no piece with stock");
  await signIn(page, { email: freshEmail("parcel"), name: "Devika Pillai" });
  const { order } = await asShopper<{ order: { id: number; order_number: string } }>(page, "POST", "/orders", {
    customer_name: "Devika Pillai",
    customer_phone: "+919812300077",
    delivery_method: "delivery",
    customer_address: "TC 3/44, Kowdiar",
    customer_city: "Thiruvananthapuram",
    customer_state: "Kerala",
    customer_pincode: "695003",
    order_items: [{ product_id: piece.id, quantity: 1 }],
  });

  const ownerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const owner = visitsWaitForLife(await ownerContext.newPage());
  await signIn(owner, OWNER);
  for (const status of ["confirmed", "packed"]) {
    await asShopper(owner, "POST", `/owner/orders/${order.id}/status`, { status });
  }
  await owner.goto(`/owner/orders/${order.id}`);
  await owner.getByTestId("order-moves").getByRole("button", { name: "Mark shipped", exact: true }).click();
  const dialog = owner.getByRole("dialog");
  await dialog.getByLabel("Courier", { exact: true }).selectOption({ label: "Blue Dart" });
  await expect(dialog).toContainText("As on the slip: 11 digits, like 12345678901");
  // A digit short: the server's refusal stands under the number, the dialog open with what she typed.
  const number = dialog.getByLabel("Tracking number");
  await number.fill("1234567890");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(dialog.getByTestId("field-error")).toHaveText("A Blue Dart AWB number is 11 digits, like 12345678901");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  // The dialog as the owner sees it (snap pictures the shopper's page, this test's `page`).
  const shot = testInfo.outputPath("ship-dialog.png");
  await owner.screenshot({ path: shot, animations: "disabled" });
  await testInfo.attach("ship-dialog", { path: shot, contentType: "image/png" });
  await number.fill("1234 5678 901");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByTestId("customer-message")).toContainText("Shipped.");
  const parcel = owner.getByTestId("order-parcel");
  await expect(parcel.getByTestId("tracking-number")).toHaveText("12345678901");
  await expect(parcel.getByRole("button", { name: "Correct tracking number" })).toBeVisible();
  await ownerContext.close();

  await page.goto(`/orders/${order.id}`);
  const card = page.getByRole("region", { name: "Your parcel" });
  await expect(card).toContainText("Blue Dart");
  await expect(card.getByTestId("tracking-number")).toHaveText("12345678901");
  const track = card.getByRole("link", { name: "Track parcel" });
  await expect(track).toHaveAttribute("href", `${BLUE_DART_TRACKING}12345678901`);
  await expect(track).toHaveAttribute("target", "_blank");
  await expect(track).toHaveAttribute("rel", "noopener noreferrer");
  await snap("order-page-shipped");
});
