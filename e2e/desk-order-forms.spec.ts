// The desk's two order forms, end to end at each size: the owner enters a walk-in sale for pickup and lands on its
// order page, then raises a piece's quantity in the edit dialog and sees the new total, while the shop's stock of that
// piece goes down by exactly what the orders took. axe on the new-sale page and on the open dialog. A piece in colours
// is offered as itself, by its colour name, and then its colours.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { ownStockOf, pieceOptions } from "@mayil/core/catalogue/piece-options";
import { OWNER, productsWhere, signIn, stockOf } from "./support/account";
import { expect, isPhone, rupees, SAME_AT_BOTH_SIZES, test } from "./support/shop-test";

test("the owner enters a walk-in sale for pickup, then raises a quantity and stock follows", async ({
  page,
  snap,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  // Each size takes its own piece from the end of the list (the desk's own test takes from the front).
  const pieces = await productsWhere(page, (p) => p.quantity >= 5 && Number.isInteger(Number(p.price)));
  const piece = pieces.at(testInfo.project.name === "phone" ? -1 : -2);
  if (!piece) throw new Error("no piece with stock");
  const price = Number(piece.price);
  const stockBefore = await stockOf(page, piece.id);

  await signIn(page, OWNER);
  await page.goto("/owner/orders/new");
  await expect(page.getByRole("heading", { name: "New sale", level: 1 })).toBeVisible();
  await snap("owner-new-sale-empty");
  await expectAccessible();

  // Saving with nothing filled in: each problem beside its field, read out with it.
  await page.getByRole("button", { name: "Save sale" }).click();
  const name = page.getByLabel("Name*");
  await expect(name).toHaveAccessibleDescription("Enter the customer's name");
  await expect(page.getByText("Choose where the sale came from")).toBeVisible();
  await expect(page.getByText("An order needs at least one piece: add one below.")).toBeVisible();

  const customer = `Anjali ${testInfo.project.name}`;
  await name.fill(customer);
  await page.getByLabel("Phone*").fill("98470 33333");
  await page.getByText("Walk-in", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Walk-in" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Pickup" })).toBeChecked();
  await expect(page.getByLabel("Pickup point*")).not.toHaveValue("");

  await page.getByLabel("Add a piece").fill(piece.name);
  await page.getByTestId("piece-result").filter({ hasText: piece.name }).first().click();
  const line = page.getByTestId("order-line").filter({ hasText: piece.name });
  await expect(line.getByTestId("line-quantity")).toHaveText("1");
  await expect(page.getByTestId("order-total")).toHaveText(rupees(price));
  await snap("owner-new-sale-filled");
  await expectAccessible();

  await page.getByRole("button", { name: "Save sale" }).click();
  await expect(page).toHaveURL(/\/owner\/orders\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^MJ-\d+$/);
  await expect(page.getByText(customer).first()).toBeVisible();
  await expect(page.getByTestId("order-totals")).toContainText(rupees(price));
  expect(await stockOf(page, piece.id)).toBe(stockBefore - 1);

  // The edit dialog: one more of the piece, the new total live, then saved.
  await page.getByRole("button", { name: "Edit items" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /^Edit MJ-\d+$/ })).toBeVisible();
  const editLine = dialog.getByTestId("order-line").filter({ hasText: piece.name });
  await expect(editLine.getByTestId("line-quantity")).toHaveText("1");
  await expect(editLine.getByLabel(/^Price each/)).toHaveValue(String(price));
  // Each line shows its price each, as the order's page does, and what it comes to.
  await expect(editLine.getByTestId("line-total")).toHaveText(`1 × ${rupees(price)} = ${rupees(price)}`);
  await editLine.getByRole("button", { name: /^One more / }).click();
  await expect(editLine.getByTestId("line-quantity")).toHaveText("2");
  await expect(editLine.getByTestId("line-total")).toHaveText(`2 × ${rupees(price)} = ${rupees(price * 2)}`);
  await expect(dialog.getByTestId("order-total")).toHaveText(rupees(price * 2));
  await dialog.getByLabel("Note for the timeline").fill("Agreed two at the counter");
  await snap("owner-edit-order-dialog");
  await expectAccessible();

  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("order-totals")).toContainText(rupees(price * 2));
  // The order as it now stands, one tap from the customer's WhatsApp.
  await expect(page.getByTestId("customer-message")).toContainText("Order updated.");
  await expect(page.getByRole("link", { name: `Send WhatsApp message to ${customer}` })).toBeFocused();
  expect(await stockOf(page, piece.id)).toBe(stockBefore - 2);
  await snap("owner-order-after-edit");
});

test("a new sale offers a piece in colours as itself, by its colour name, and then its colours", async ({
  page,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  test.setTimeout(120_000);
  const listed = await page.request.get("/api/products?limit=100");
  const { products } = (await listed.json()) as { products: Product[] };
  const piece = products.find((p) => p.has_variants && p.color_name !== null && ownStockOf(p) > 0);
  if (!piece?.color_name) throw new Error("no piece in colours with a colour name of its own and stock");
  const options = pieceOptions(piece);

  await signIn(page, OWNER);
  await page.goto("/owner/orders/new");
  await page.getByLabel("Add a piece").fill(piece.name);
  const result = page.getByRole("list", { name: "Pieces found" }).getByRole("listitem").filter({ hasText: piece.name });
  const choices = result.first().getByTestId("colour-choice");
  // The piece itself first, named as the shop and every paper name it (decision 069), then its colours.
  await expect(choices.first()).toContainText(piece.color_name);
  await expect(choices).toHaveCount(options.length);
  await snap("owner-new-sale-piece-options");
  await choices.first().click();
  await expect(page.getByTestId("order-line").filter({ hasText: `${piece.name} (${piece.color_name})` })).toBeVisible();
  await expectAccessible();
});
