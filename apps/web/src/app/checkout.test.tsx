// 'Enter Your Details' as a shopper meets it, opened from the cart by 'Order via WhatsApp' (the app composes the two,
// with the address form of Settings): a wrong phone or a missing address is said under its field before anything is
// sent, the PIN fills in city and state, a good form places the order once with the checkout's key and opens the
// server's WhatsApp link, and the server's refusal of a field shows under that field.

import { authEndpoints } from "@mayil/core/api/auth-endpoints";
import { cartEndpoints } from "@mayil/core/api/cart-endpoints";
import { codRulesEndpoints } from "@mayil/core/api/cash-on-delivery-endpoints";
import { orderEndpoints } from "@mayil/core/api/orders-endpoints";
import { pincodeEndpoints } from "@mayil/core/api/pincodes-endpoints";
import { shopEndpoints } from "@mayil/core/api/shop-endpoints";
import { addressEndpoints } from "@mayil/core/api/users-endpoints";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, type Refusal, refusal } from "../../test/fake-api";
import { renderInShop, signIn } from "../../test/render-in-shop";
import { address, cartLine, placedOrder, shopInfo, shopper } from "../../test/shop-fixtures";
import { CartRoute } from "./cart-route";

const whatsappUrl = "https://wa.me/919847012345?text=Order%20MJ-000101";

/** The owner's rules for cash on delivery as GET /api/shop/cash-on-delivery gives them: off unless a test says. */
function codRules(change: { enabled?: boolean; fee?: string; blocked_states?: string[] } = {}) {
  return {
    rules: {
      enabled: false,
      min_order: "0.00",
      max_order: null,
      fee_kind: "flat" as const,
      fee: "0.00",
      blocked_pincodes: [],
      blocked_states: [],
      max_open_per_customer: 2,
      max_refusals: 2,
      ...change,
    },
  };
}

beforeEach(() => {
  signIn();
  fakeApi.respond(shopEndpoints.shop, { shop: shopInfo });
  fakeApi.respond(codRulesEndpoints.rules, codRules());
  fakeApi.respond(authEndpoints.me, { user: { ...shopper, phone: null } });
  fakeApi.respond(addressEndpoints.list, { addresses: [] });
  fakeApi.respond(cartEndpoints.list, { cart: [cartLine({ name: "Temple Jhumka", quantity: 1, stock: 4 })] });
  fakeApi.respond(pincodeEndpoints.lookup, ({ params }) =>
    params.pincode === "695010"
      ? { place: { pincode: "695010", city: "Thiruvananthapuram", state: "Kerala", post_offices: ["Vellayambalam"] } }
      : refusal(404, `PIN code ${params.pincode} was not found`),
  );
  fakeApi.respond(orderEndpoints.place, {
    success: true,
    message: "Order placed",
    order: placedOrder(),
    whatsapp_url: whatsappUrl,
    prices_changed: false,
  });
});

/** The cart, then 'Order via WhatsApp': the dialog as the shopper first sees it. */
async function openCheckout() {
  renderInShop(<CartRoute />, { path: "/cart" });
  await userEvent.click(await screen.findByRole("button", { name: "Order via WhatsApp" }));
  const dialog = await screen.findByRole("dialog", { name: "Enter Your Details" });
  // Prefilled with the shopper's name once she is known.
  await expect.element(await within(dialog).findByLabelText("Name*")).toHaveValue("Anjali Menon");
  return dialog;
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

async function fillAddress(dialog: HTMLElement) {
  await userEvent.fill(field(dialog, "Address*"), "TC 14/203, Vellayambalam");
  await userEvent.fill(field(dialog, "Pincode*"), "695010");
  await expect.element(field(dialog, "City*")).toHaveValue("Thiruvananthapuram");
}

describe("the checkout form", () => {
  it("says what is wrong with a phone number under it, moves there, and sends nothing", async () => {
    const dialog = await openCheckout();
    await fillAddress(dialog);
    await userEvent.fill(field(dialog, "Phone Number*"), "58470 12345");
    await userEvent.click(within(dialog).getByRole("button", { name: "Proceed to WhatsApp" }));

    const phone = field(dialog, "Phone Number*");
    await expect.element(phone).toHaveAccessibleDescription("Invalid Indian mobile number format");
    await expect.element(phone).toHaveAttribute("aria-invalid", "true");
    await expect.element(phone).toHaveFocus();
    await expect.element(await screen.findByText("Invalid phone number")).toBeVisible();
    expect(fakeApi.sent(orderEndpoints.place)).toHaveLength(0);

    // Mending the number clears its message.
    await userEvent.fill(phone, "98470 54321");
    await expect.element(phone).not.toHaveAttribute("aria-invalid");
  });

  it("asks for each missing part of the address under its field", async () => {
    const dialog = await openCheckout();
    await userEvent.fill(field(dialog, "Phone Number*"), "98470 54321");
    await userEvent.click(within(dialog).getByRole("button", { name: "Proceed to WhatsApp" }));

    await expect.element(field(dialog, "Address*")).toHaveAccessibleDescription("Please enter the delivery address.");
    await expect.element(field(dialog, "Address*")).toHaveFocus();
    await expect.element(field(dialog, "Pincode*")).toHaveAccessibleDescription(/Pincode is required/);
    await expect.element(field(dialog, "City*")).toHaveAccessibleDescription("Please enter the city.");
    await expect.element(field(dialog, "State*")).toHaveAccessibleDescription("Please enter the state.");
    await expect
      .element(await screen.findByText("Please provide your delivery address, pincode, city and state."))
      .toBeVisible();
    expect(fakeApi.sent(orderEndpoints.place)).toHaveLength(0);
  });

  it("fills city and state from the PIN, and warns of a PIN that does not exist", async () => {
    const dialog = await openCheckout();
    await userEvent.fill(field(dialog, "Pincode*"), "695010");
    await expect.element(field(dialog, "City*")).toHaveValue("Thiruvananthapuram");
    await expect.element(field(dialog, "State*")).toHaveValue("Kerala");

    await userEvent.fill(field(dialog, "Pincode*"), "999999");
    await expect
      .element(await within(dialog).findByTestId("pincode-place"))
      .toHaveTextContent("PIN code 999999 was not found. Please check it.");
  });

  it("places the order once, under the checkout's key, and opens the server's WhatsApp link", async () => {
    const chat = { opener: {} as unknown };
    const open = vi.spyOn(window, "open").mockReturnValue(chat as Window);
    const dialog = await openCheckout();
    await userEvent.fill(field(dialog, "Phone Number*"), "98470 54321");
    await fillAddress(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Proceed to WhatsApp" }));

    await expect
      .element(await screen.findByText("Your order details have been saved and WhatsApp chat opened."))
      .toBeVisible();
    expect(open).toHaveBeenCalledWith(whatsappUrl, "_blank");
    expect(chat.opener).toBeNull();
    const [sent] = fakeApi.sent(orderEndpoints.place);
    expect(sent?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent?.body).toMatchObject({
      customer_name: "Anjali Menon",
      customer_phone: "98470 54321",
      customer_address: "TC 14/203, Vellayambalam",
      customer_pincode: "695010",
      customer_city: "Thiruvananthapuram",
      customer_state: "Kerala",
      delivery_method: "delivery",
      // ₹1,299 and ₹49 delivery.
      total_amount: "1348.00",
      order_items: [{ product_id: 7, quantity: 1, price: "1299.00" }],
    });
    await expect.element(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a field under that field, and keeps what was typed", async () => {
    fakeApi.respond(orderEndpoints.place, {
      ...refusal(409, "Only 0 of Temple Jhumka left", [
        { field: "customer_pincode", message: "We do not deliver to 695010" },
      ]),
      code: "out_of_stock",
    } as Refusal);
    const dialog = await openCheckout();
    await userEvent.fill(field(dialog, "Phone Number*"), "98470 54321");
    await fillAddress(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Proceed to WhatsApp" }));

    await expect.element(field(dialog, "Pincode*")).toHaveAccessibleDescription(/We do not deliver to 695010/);
    // The toast says the refusal by its code, in the page's language.
    await expect.element(await screen.findByText("This product is out of stock")).toBeVisible();
    await expect.element(field(dialog, "Address*")).toHaveValue("TC 14/203, Vellayambalam");
  });

  it("starts from the default saved address, whole", async () => {
    fakeApi.respond(addressEndpoints.list, {
      addresses: [
        address({ id: 3, name: "Anjali Menon", is_default: true }),
        address({ id: 4, name: "Amma", is_default: false }),
      ],
    });
    renderInShop(<CartRoute />, { path: "/cart" });
    await userEvent.click(await screen.findByRole("button", { name: "Order via WhatsApp" }));
    const dialog = await screen.findByRole("dialog", { name: "Enter Your Details" });
    await expect.element(await within(dialog).findByRole("radio", { name: /Anjali Menon/ })).toBeChecked();
    await expect.element(field(dialog, "Phone Number*")).toHaveValue("+91 98470 54321");
    expect(within(dialog).queryByLabelText("Address*")).toBeNull();
  });
});

describe("paying on delivery at checkout", () => {
  it("is not offered while the shop has it off: she pays now, as before", async () => {
    const dialog = await openCheckout();
    await fillAddress(dialog);
    expect(within(dialog).queryByRole("group", { name: "How would you like to pay?" })).toBeNull();
  });

  it("offers the courier with its fee, says what paying now saves, and places the order with the fee in its total", async () => {
    fakeApi.respond(codRulesEndpoints.rules, codRules({ enabled: true, fee: "49.00" }));
    vi.spyOn(window, "open").mockReturnValue({ opener: {} } as Window);
    const dialog = await openCheckout();
    await userEvent.fill(field(dialog, "Phone Number*"), "98470 54321");
    await fillAddress(dialog);
    const choice = await within(dialog).findByRole("group", { name: "How would you like to pay?" });
    await expect.element(await within(choice).findByRole("radio", { name: /Pay now/ })).toBeChecked();
    await expect.element(await within(choice).findByText("Pay now and save ₹49")).toBeVisible();
    const onDelivery = within(choice).getByRole("radio", { name: /Pay on delivery/ });
    await expect.element(onDelivery).toHaveAccessibleName(/\+₹49/);

    await userEvent.click(onDelivery);
    // ₹1,299, ₹49 delivery and ₹49 for paying the courier.
    await expect.element(await within(dialog).findByTestId("checkout-foot-total")).toHaveTextContent("₹1,397");
    await expect.element(await within(dialog).findByTestId("checkout-total")).toHaveTextContent("₹1,397");
    await userEvent.click(within(dialog).getByRole("button", { name: "Proceed to WhatsApp" }));

    await expect.element(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const [sent] = fakeApi.sent(orderEndpoints.place);
    expect(sent?.body).toMatchObject({ payment_choice: "cod", total_amount: "1397.00" });
  });

  it("says why it is not open to this order before she submits, and she pays now", async () => {
    fakeApi.respond(codRulesEndpoints.rules, codRules({ enabled: true, fee: "49.00", blocked_states: ["Kerala"] }));
    const dialog = await openCheckout();
    await fillAddress(dialog);
    const choice = await within(dialog).findByRole("group", { name: "How would you like to pay?" });
    const onDelivery = within(choice).getByRole("radio", { name: /Pay on delivery/ });
    await expect.element(onDelivery).toBeDisabled();
    await expect.element(onDelivery).toHaveAccessibleDescription(/not offered in Kerala: please pay now/);
    await expect
      .element(await within(choice).findByRole("status"))
      .toHaveTextContent("Cash on delivery is not offered in Kerala: please pay now.");
    await expect.element(await within(dialog).findByTestId("checkout-foot-total")).toHaveTextContent("₹1,348");
  });

  it("shows the shop's refusal of her COD (her record) on the option, and switches to paying now", async () => {
    fakeApi.respond(codRulesEndpoints.rules, codRules({ enabled: true, fee: "49.00" }));
    const message = "You have 2 cash on delivery orders on the way: please pay now for this one.";
    fakeApi.respond(orderEndpoints.place, {
      ...refusal(400, message, [{ field: "payment_choice", message }]),
      code: "cod_refused",
      details: { rule: "cod_open_orders" },
    } as Refusal);
    const dialog = await openCheckout();
    await userEvent.fill(field(dialog, "Phone Number*"), "98470 54321");
    await fillAddress(dialog);
    const choice = await within(dialog).findByRole("group", { name: "How would you like to pay?" });
    await userEvent.click(within(choice).getByRole("radio", { name: /Pay on delivery/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Proceed to WhatsApp" }));

    const onDelivery = within(choice).getByRole("radio", { name: /Pay on delivery/ });
    await expect.element(onDelivery).toBeDisabled();
    await expect.element(onDelivery).toHaveAccessibleDescription(message);
    await expect.element(await within(choice).findByRole("radio", { name: /Pay now/ })).toBeChecked();
    await expect.element(await within(dialog).findByTestId("checkout-foot-total")).toHaveTextContent("₹1,348");
  });
});
