// Cash on delivery at checkout, end to end at the phone size (decision 083): once the owner offers it (through the
// desk's API here), the checkout asks how she would like to pay, showing the fee on paying the courier and what paying
// now saves; she chooses the courier, the total she sees carries the fee, her WhatsApp message says how she pays, and
// the order is saved as COD with the fee in its total. The rules go back to off after, as the other specs expect.
import { asShopper, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { expect, isPhone, rupees, SAME_AT_BOTH_SIZES, test, visitsWaitForLife } from "./support/shop-test";

const codRules = (enabled: boolean) => ({
  enabled,
  min_order: "0.00",
  max_order: null,
  fee_kind: "flat",
  fee: enabled ? "49.00" : "0.00",
  blocked_pincodes: [],
  blocked_states: ["Bihar"],
  max_open_per_customer: 2,
  max_refusals: 2,
});

interface PlacedOrder {
  payment_choice: string;
  cod_fee: string;
  subtotal: string;
  delivery_fee: string;
  total: string;
}

test("she chooses to pay on delivery: the fee shown, saved as COD with the fee in its total", async ({
  page,
  browser,
  baseURL,
  snap,
  expectAccessible,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const [product] = await productsWhere(page, (p) => p.quantity >= 4 && Number(p.price) <= 20_000);
  if (!product) throw new Error("no product with stock");

  const ownerContext = await browser.newContext({ baseURL });
  const owner = visitsWaitForLife(await ownerContext.newPage());
  await signIn(owner, OWNER);
  await asShopper(owner, "PUT", "/owner/cash-on-delivery", codRules(true));
  try {
    await signIn(page, { email: freshEmail("cod"), name: "Lakshmi Nair" });
    await asShopper(page, "POST", "/users/addresses", {
      name: "Lakshmi Nair",
      phone: "+919847066666",
      address: "TC 9/12, Sasthamangalam",
      pincode: "695010",
      city: "Thiruvananthapuram",
      state: "Kerala",
      is_default: true,
    });
    await asShopper(page, "POST", "/cart", { product_id: product.id, quantity: 1 });
    await page.goto("/cart");
    await page.getByRole("button", { name: "Order via WhatsApp" }).click();
    const dialog = page.getByRole("dialog", { name: "Enter Your Details" });
    const choice = dialog.getByRole("group", { name: "How would you like to pay?" });
    await expect(choice.getByRole("radio", { name: /Pay now/ })).toBeChecked();
    await expect(choice.getByText("Pay now and save ₹49")).toBeVisible();
    const onDelivery = choice.getByRole("radio", { name: /Pay on delivery/ });
    await expect(onDelivery).toBeEnabled();
    await expect(choice).toContainText("+₹49");
    await onDelivery.check();
    const goods = Number(product.price);
    const { shop } = (await (await page.request.get("/api/shop")).json()) as { shop: { delivery_fee: string } };
    const total = goods + Number(shop.delivery_fee) + 49;
    await expect(dialog.getByTestId("checkout-foot-total")).toHaveText(rupees(total));
    await choice.scrollIntoViewIfNeeded();
    await snap("checkout-pay-on-delivery");
    await expectAccessible();

    await page
      .context()
      .route("https://wa.me/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
      );
    const popupPromise = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Proceed to WhatsApp" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const text = new URL(popup.url()).searchParams.get("text") ?? "";
    expect(text).toContain("Payment: cash on delivery (fee ₹49)\n");
    expect(text).toContain(`Total: ${rupees(total)}`);
    await popup.close();
    await expect(page.getByTestId("order-next-steps")).toBeVisible();

    const { orders } = await asShopper<{ orders: PlacedOrder[] }>(page, "GET", "/orders");
    expect(orders[0]).toMatchObject({ payment_choice: "cod", cod_fee: "49.00" });
    expect(Number(orders[0]?.total)).toBe(total);
  } finally {
    await asShopper(owner, "PUT", "/owner/cash-on-delivery", codRules(false));
    await ownerContext.close();
  }
});
