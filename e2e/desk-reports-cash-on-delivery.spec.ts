// Cash on delivery in the reports on the owner's phone (decision 083): two COD orders placed through the checkout's
// API (the rules turned on through the desk's, and off again after), shipped, one delivered and one returned to
// origin; the reports page shows COD against paid first, the RTO rates and the cash with the courier, fitting the
// phone's width, with nothing serious for axe.
import { asShopper, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { expect, isPhone, SAME_AT_BOTH_SIZES, test } from "./support/shop-test";

const codRules = (enabled: boolean) => ({
  enabled,
  min_order: "0.00",
  max_order: null,
  fee_kind: "flat",
  fee: enabled ? "49.00" : "0.00",
  blocked_pincodes: [],
  blocked_states: [],
  max_open_per_customer: 5,
  max_refusals: 5,
});

test("the reports show cash on delivery: COD against paid first, returns to origin, cash with couriers", async ({
  page,
  browser,
  baseURL,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  test.setTimeout(180_000);
  const [piece] = await productsWhere(page, (p) => p.quantity >= 4 && Number(p.price) <= 2_000);
  if (!piece) throw new Error("no piece with stock");

  // The owner on the test's page (its snapshot and axe), the shopper in a context of her own.
  const owner = page;
  const shopperContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const shopper = await shopperContext.newPage();
  await signIn(owner, OWNER);
  await asShopper(owner, "PUT", "/owner/cash-on-delivery", codRules(true));
  // Her own number each run: the rules count her open COD orders and refusals by phone.
  const phone = `+9198123${String(Date.now()).slice(-5)}`;
  const ids: number[] = [];
  try {
    await signIn(shopper, { email: freshEmail("cod-report"), name: "Lakshmi Rao" });
    for (const where of [
      { customer_city: "Thiruvananthapuram", customer_state: "Kerala", customer_pincode: "695014" },
      { customer_city: "Bengaluru", customer_state: "Karnataka", customer_pincode: "560001" },
    ]) {
      const { order } = await asShopper<{ order: { id: number } }>(shopper, "POST", "/orders", {
        customer_name: "Lakshmi Rao",
        customer_phone: phone,
        delivery_method: "delivery",
        customer_address: "12, Temple Street",
        ...where,
        payment_choice: "cod",
        order_items: [{ product_id: piece.id, quantity: 1 }],
      });
      ids.push(order.id);
    }
  } finally {
    await asShopper(owner, "PUT", "/owner/cash-on-delivery", codRules(false));
  }
  for (const id of ids) {
    for (const status of ["confirmed", "packed", "shipped"]) {
      await asShopper(owner, "POST", `/owner/orders/${id}/status`, {
        status,
        ...(status === "shipped" && { courier: "india_post", tracking_number: "EE123456789IN" }),
      });
    }
  }
  const [delivered, returned] = ids as [number, number];
  await asShopper(owner, "POST", `/owner/orders/${delivered}/status`, { status: "completed" });
  await asShopper(owner, "POST", `/owner/orders/${returned}/returned-to-origin`, { courier_charges: "90.00" });

  await owner.goto("/owner/reports");
  const section = owner.getByRole("region", { name: "Cash on delivery", exact: true });
  await expect(section.getByRole("heading", { level: 2, name: "Cash on delivery" })).toBeVisible();
  const choices = section.getByRole("table", { name: "Orders by payment choice" });
  await expect(choices.getByRole("row", { name: /Cash on delivery/ })).toBeVisible();
  await expect(section.getByRole("table", { name: "Returned to origin by state" })).toContainText("Karnataka");
  await expect(section.getByRole("table", { name: "Cash with the couriers" })).toContainText("India Post");
  await section.getByTestId("report-cod-returns").scrollIntoViewIfNeeded();
  const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shopperContext.close();
  await expectAccessible();
  await snap("owner-reports-cash-on-delivery");
});
