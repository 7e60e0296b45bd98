// The desk's new sale for home delivery asks the whole address: the PIN fills City and State from India Post's
// directory (editable), and saving without them marks each field.
import { OWNER, signIn } from "./support/account";
import { expect, test } from "./support/shop-test";

test("a new sale for home delivery: the PIN fills city and state, and a missing one is marked", async ({
  page,
  snap,
  expectAccessible,
}) => {
  await signIn(page, OWNER);
  await page.goto("/owner/orders/new");
  await page.getByText("Home delivery", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Home delivery" })).toBeChecked();
  await page.getByLabel("Address*").fill("Near the mosque, Kuttichira");
  await page.getByLabel("Pincode*").fill("673001");
  await expect(page.getByLabel("City*")).toHaveValue("Kozhikode");
  await expect(page.getByLabel("State*")).toHaveValue("Kerala");
  await page.getByLabel("City*").fill("");
  await page.getByRole("button", { name: "Save sale" }).click();
  await expect(page.getByLabel("City*")).toHaveAccessibleDescription("Please enter the city.");
  await expect(page.getByLabel("State*")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("City*").fill("Kozhikode");
  await snap("owner-new-sale-delivery");
  await expectAccessible();
});
