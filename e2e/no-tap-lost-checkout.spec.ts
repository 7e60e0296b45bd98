// No tap lost at the checkout (decisions 034, 046): the checkout and its address form are fetched on demand, not with
// the cart, so on a slow phone (150 ms round trips, 1.6 Mbps, CPU ×4, nothing cached: e2e/support/slow-phone.ts) the
// order button could be on the screen well before the code it opens. A shopper presses it the moment it appears,
// and presses again because nothing seemed to happen: the button says at once that it is working, 'Enter Your
// Details' opens, once. Then she types her name the moment the form shows: what she typed stays, even when her saved
// address arrives after it (the form fills only what she has not typed into).
import type { Locator, Page } from "@playwright/test";
import { asShopper, freshEmail, productsWhere, signIn } from "./support/account";
import { hydrationProblemsOf, expect as shopExpect, test } from "./support/shop-test";
import { slowPhone } from "./support/slow-phone";

// The throttled cart takes seconds to show its lines; what a press does follows only then.
const expect = shopExpect.configure({ timeout: 20_000 });

// The slow phone is a phone: one size is enough here.
test.skip(({ isMobile }) => !isMobile, "presses on a phone");
test.describe.configure({ timeout: 90_000 });

/** A fresh shopper, signed in at full speed (as a returning shopper is), with one piece in her cart. */
async function shopperWithAPiece(page: Page, label: string) {
  const [piece] = await productsWhere(page, (product) => product.quantity >= 20);
  if (!piece) throw new Error("need a product with some stock");
  await signIn(page, { email: freshEmail(label), name: "Slow Phone Shopper" });
  await asShopper(page, "POST", "/cart", { product_id: piece.id, quantity: 1 });
}

/** Opens the cart on a throttled phone, in the signed-in shopper's tab, returning as soon as the browser has a response. */
async function cartOnASlowPhone(signedIn: Page, before?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await signedIn.context().newPage();
  hydrationProblemsOf(page);
  await before?.(page);
  await slowPhone(page);
  await page.goto("/cart", { waitUntil: "commit" });
  return page;
}

/** Presses the order button the moment it is visible, then again at once: she meant one checkout. */
async function pressOrderTwiceAtOnce(page: Page): Promise<Locator> {
  const orderButton = page.getByRole("button", { name: "Order via WhatsApp" });
  await orderButton.tap({ timeout: 30_000 });
  const details = page.getByRole("dialog", { name: "Enter Your Details" });
  // At once, something says the press was taken: the checkout itself, or the button busy while its code comes.
  await expect(details.or(page.locator('button[aria-busy="true"]', { hasText: "Order via WhatsApp" }))).toBeVisible({
    timeout: 1_000,
  });
  // The second press, while nothing has opened yet (once the checkout is open its dimmed backdrop covers the button).
  // The checkout may open between the look and the press: the button is then behind it, as on a phone, and the press
  // has nothing left to land on. Only a button that vanished with no checkout open is a lost tap.
  if (!(await details.isVisible())) {
    await orderButton.tap({ timeout: 2_000 }).catch(async (error: unknown) => {
      if (!(await details.isVisible())) throw error;
    });
  }
  await expect(details).toBeVisible();
  return details;
}

/** Taps the Name field the moment it shows and types over what it holds, key by key as a shopper does. */
async function typeNameAtOnce(details: Locator, typed: string): Promise<Locator> {
  const name = details.getByRole("textbox", { name: "Name*" });
  await name.tap();
  await name.press("ControlOrMeta+a");
  await name.pressSequentially(typed);
  return name;
}

test("the order button pressed twice the moment it appears opens one checkout, whose Name takes typing at once", async ({
  page: signingIn,
}) => {
  await shopperWithAPiece(signingIn, "slow-checkout");
  const page = await cartOnASlowPhone(signingIn);
  const details = await pressOrderTwiceAtOnce(page);
  const name = await typeNameAtOnce(details, "Priya Nair");
  await expect(name).toHaveValue("Priya Nair");
  // Whatever was still on its way (her account, the shop's details) has come: she still sees one checkout, and her name.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(name).toHaveValue("Priya Nair");
  await expect(name).toBeFocused();
  expect(hydrationProblemsOf(page), "hydration problems React reported").toEqual([]);
});

test("a name typed before her saved address arrives is kept; the address is still chosen", async ({
  page: signingIn,
}) => {
  await shopperWithAPiece(signingIn, "slow-checkout-saved");
  await asShopper(signingIn, "POST", "/users/addresses", {
    name: "Saved Name",
    phone: "+919876543210",
    address: "12 Temple Road",
    pincode: "695001",
    city: "Thiruvananthapuram",
    state: "Kerala",
  });
  // Her addresses come after she has typed (on this machine they may otherwise come first, and nothing is tested).
  let letTheAddressesIn = () => {};
  const addressesLetIn = new Promise<void>((resolve) => {
    letTheAddressesIn = resolve;
  });
  const page = await cartOnASlowPhone(signingIn, async (slow) => {
    await slow.route("**/api/users/addresses", async (route) => {
      await addressesLetIn;
      await route.continue();
    });
  });
  const details = await pressOrderTwiceAtOnce(page);
  const name = await typeNameAtOnce(details, "Priya Nair");
  letTheAddressesIn();
  await page.waitForLoadState("networkidle");
  await expect(details.getByRole("radio", { name: /12 Temple Road/ })).toBeChecked();
  await expect(name).toHaveValue("Priya Nair");
  // What she did not type into came from the saved address.
  await expect(details.getByRole("textbox", { name: "Phone Number*" })).toHaveValue("+91 98765 43210");
});
