// An order placed on a Malayalam page is kept in Malayalam (decision 084): the checkout sends the page's language, the
// WhatsApp chat opens with her order written in Malayalam (the order number, prices and address as they are), and the
// owner's desk marks the order മലയാളം beside her name. Found by test ids and field names, not English words, since
// the page is in Malayalam.
import { asShopper, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { expect, isPhone, rupees, SAME_AT_BOTH_SIZES, test, visitsWaitForLife } from "./support/shop-test";

test("an order placed on a Malayalam page: her WhatsApp text in Malayalam, the figures intact", async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!isPhone(page), SAME_AT_BOTH_SIZES);
  const [product] = await productsWhere(page, (p) => p.quantity >= 3);
  if (!product) throw new Error("no product with stock");
  await signIn(page, { email: freshEmail("malayalam"), name: "Sreelakshmi" });
  await asShopper(page, "POST", "/cart", { product_id: product.id, quantity: 1 });

  await page.goto("/ml/cart");
  await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
  await page.getByTestId("order-button").click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('[name="phone"]').fill("9812345678");
  await dialog.locator('[name="address"]').fill("TC 12/345, Vazhuthacaud");
  await dialog.locator('[name="pincode"]').fill("695014");
  await expect(dialog.locator('[name="city"]')).toHaveValue("Thiruvananthapuram");

  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
  const popupPromise = page.waitForEvent("popup");
  await dialog.locator('button[type="submit"]').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const text = new URL(popup.url()).searchParams.get("text") ?? "";
  await popup.close();

  expect(text).toMatch(
    /^നമസ്കാരം .+! എനിക്ക് ഈ ഓർഡർ ചെയ്യണം\.\n\nഓർഡർ: MJ-\d{6}\nപേര്: Sreelakshmi\nഫോൺ: \+91 98123 45678\n/,
  );
  expect(text).toContain(`1. ${product.name} - ${rupees(Number(product.price))} x 1`);
  expect(text).toContain("വിലാസം: TC 12/345, Vazhuthacaud, Thiruvananthapuram, Kerala - 695014");
  expect(text).toMatch(/\nമൊത്തം: ₹[\d,]+(\.\d\d)?$/);
  expect(text).not.toMatch(/Hello|Order:|Total:/);

  // The shop keeps the language with the order.
  const orderNumber = /ഓർഡർ: (MJ-\d{6})/.exec(text)?.[1];
  const { orders } = await asShopper<{ orders: { id: number; order_number: string; whatsapp_url: string }[] }>(
    page,
    "GET",
    "/orders",
  );
  const placed = orders.find((order) => order.order_number === orderNumber);
  if (!placed) throw new Error(`${orderNumber} is not among her orders`);
  expect(decodeURIComponent(placed.whatsapp_url)).toContain("എനിക്ക് ഈ ഓർഡർ ചെയ്യണം");

  // The owner, on her own phone (a browser of her own: the shopper's remembers Malayalam), sees she ordered in
  // Malayalam, on the order's page and in the list.
  const ownersPhone = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const desk = visitsWaitForLife(await ownersPhone.newPage());
  await signIn(desk, OWNER);
  await desk.goto(`/owner/orders/${placed.id}`);
  await expect(desk.getByRole("img", { name: "Customer's language: Malayalam" })).toHaveText("മലയാളം");
  await desk.goto(`/owner/orders?q=${placed.order_number}`);
  await expect(
    desk.getByTestId("owner-order-row").getByRole("img", { name: "Customer's language: Malayalam" }),
  ).toBeVisible();
  await ownersPhone.close();
});
