// A cash on delivery order's life on the desk, end to end (decision 083): placed to pay on delivery (the rules turned
// on through the desk's API, and off again after), it waits on Today under "To confirm (cash on delivery)" marked as
// her first order; its page offers the WhatsApp message asking her to confirm; shipped, the dialog says what the
// courier collects; refused at her door, "Returned to origin" asks first, takes the courier's charges and closes it.
import { asShopper, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { expect, isPhone, SAME_AT_BOTH_SIZES, test, visitsWaitForLife } from "./support/shop-test";

const codRules = (enabled: boolean) => ({
  enabled,
  min_order: "0.00",
  max_order: null,
  fee_kind: "flat",
  fee: enabled ? "49.00" : "0.00",
  blocked_pincodes: [],
  blocked_states: [],
  max_open_per_customer: 2,
  max_refusals: 2,
});

test("a COD order waits on Today with its risks, ships with cash to collect and returns to origin", async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  test.setTimeout(180_000);
  const [piece] = await productsWhere(page, (p) => p.quantity >= 4 && Number(p.price) <= 2_000);
  if (!piece) throw new Error("no piece with stock");

  const ownerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const owner = visitsWaitForLife(await ownerContext.newPage());
  await signIn(owner, OWNER);
  await asShopper(owner, "PUT", "/owner/cash-on-delivery", codRules(true));
  let order: { id: number; order_number: string; total: string };
  try {
    await signIn(page, { email: freshEmail("cod-parcel"), name: "Revathi Menon" });
    ({ order } = await asShopper<{ order: { id: number; order_number: string; total: string } }>(
      page,
      "POST",
      "/orders",
      {
        customer_name: "Revathi Menon",
        customer_phone: "+919812300991",
        delivery_method: "delivery",
        customer_address: "TC 7/21, Vazhuthacaud",
        customer_city: "Thiruvananthapuram",
        customer_state: "Kerala",
        customer_pincode: "695014",
        payment_choice: "cod",
        order_items: [{ product_id: piece.id, quantity: 1 }],
      },
    ));
  } finally {
    await asShopper(owner, "PUT", "/owner/cash-on-delivery", codRules(false));
  }
  const total = `₹${Number(order.total).toLocaleString("en-IN")}`;

  // Today: in the COD list, marked as her first order, with what the courier would collect.
  await owner.goto("/owner");
  const queue = owner.getByTestId("cod-to-confirm");
  await expect(owner.getByRole("heading", { name: "To confirm (cash on delivery)" })).toBeVisible();
  const row = queue.getByTestId("cod-order").filter({ hasText: order.order_number });
  await expect(row).toContainText(`${total} to collect`);
  await expect(row.getByTestId("cod-risks")).toContainText("Her first order");
  await expectAccessible();

  // Its page: the message asking her to confirm, then the moves.
  await row.click();
  const moves = owner.getByTestId("order-moves");
  const ask = moves.getByTestId("cod-confirm-message");
  await expect(ask).toHaveAttribute("href", /^https:\/\/wa\.me\/919812300991\?text=/);
  expect(decodeURIComponent((await ask.getAttribute("href")) ?? "")).toContain(
    `confirm you will pay ${total} in cash to the courier`,
  );
  await moves.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(moves.getByTestId("cod-confirm-message")).toBeHidden();
  await moves.getByRole("button", { name: "Mark packed", exact: true }).click();
  await moves.getByRole("button", { name: "Mark shipped", exact: true }).click();
  const ship = owner.getByRole("dialog");
  await expect(ship.getByTestId("ship-cod")).toHaveText(
    `Cash on delivery: the courier collects ${total}. Write it on the courier's slip.`,
  );
  await ship.getByLabel("Courier", { exact: true }).selectOption({ label: "India Post" });
  await ship.getByLabel("Tracking number").fill("EE123456780IN");
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(ship).toBeHidden();

  // Refused at her door: asked first, the charges typed, the order closed with nothing owed.
  await moves.getByRole("button", { name: "Returned to origin" }).click();
  const origin = owner.getByRole("dialog", { name: `${order.order_number} came back unopened?` });
  await expect(origin).toContainText(`with nothing to collect (it was ${total} cash on delivery)`);
  await origin.getByLabel("Courier's charges (optional)").fill("95");
  await origin.getByRole("button", { name: "Returned to origin" }).click();
  await expect(origin).toBeHidden();
  await expect(owner.getByText("This order is closed: nothing more to do.")).toBeVisible();
  await expect(owner.getByTestId("amount-due")).toHaveText("₹0");
  await ownerContext.close();
});
