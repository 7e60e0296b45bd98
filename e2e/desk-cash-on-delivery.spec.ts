// The owner's cash on delivery page (decision 083): she turns cash on delivery on with a fee, checks a courier's
// remittance typed by hand (every mismatch named by its line, nothing recorded), and the page reads well on a phone.
import { OWNER, signIn } from "./support/account";
import { expect, test } from "./support/shop-test";

test("the owner sets the COD rules and checks a courier's remittance line by line", async ({
  page,
  snap,
  expectAccessible,
}) => {
  await signIn(page, OWNER);
  await page.goto("/owner/cash-on-delivery");
  await expect(page.getByRole("heading", { name: "Cash on delivery", level: 1 })).toBeVisible();
  await expect(page.getByText("No courier owes the shop anything")).toBeVisible();

  // The rules: on, a ₹40 fee; a PIN code that is not six digits is refused beside its field.
  const rules = page.getByTestId("cod-rules-form");
  await rules.getByLabel("Offer cash on delivery at the checkout").check();
  await rules.getByLabel("Fee (₹)").fill("40");
  await rules.getByLabel("PIN codes without cash on delivery").fill("69500");
  await rules.getByRole("button", { name: "Save the rules" }).click();
  await expect(rules.getByText("6 digits").first()).toBeVisible();
  await rules.getByLabel("PIN codes without cash on delivery").fill("695001");
  await rules.getByRole("button", { name: "Save the rules" }).click();
  await expect(page.getByText("Cash on delivery rules saved")).toBeVisible();

  // A remittance typed by hand for a parcel the shop never sent: the check names its line and records nothing.
  const form = page.getByTestId("remittance-form");
  await form.getByLabel("Courier", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("Courier's reference (UTR)").fill("UTR77001");
  await form.getByLabel("Amount paid").fill("1299");
  await form.getByLabel(/Parcels, one a line/).fill("EE999999999IN, 1299.00");
  await form.getByRole("button", { name: "Check" }).click();
  await expect(form.getByTestId("remittance-mismatch")).toContainText(
    "Line 2: No parcel went out with tracking number",
  );
  await expect(form.getByRole("button", { name: /^Record/ })).toBeDisabled();
  await snap("desk-cash-on-delivery");
  await expectAccessible();
});
