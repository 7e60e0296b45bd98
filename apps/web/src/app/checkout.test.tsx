// 'Enter Your Details' as a shopper meets it, opened from the cart by 'Order via WhatsApp' (the app composes the two,
// with the address form of Settings): a wrong phone or a missing address is said under its field before anything is
// sent, the PIN fills in city and state, a good form places the order once with the checkout's key and opens the
// server's WhatsApp link, and the server's refusal of a field shows under that field.

import { authEndpoints } from "@mayil/core/api/auth-endpoints";
import { cartEndpoints } from "@mayil/core/api/cart-endpoints";
import { orderEndpoints } from "@mayil/core/api/orders-endpoints";
import { pincodeEndpoints } from "@mayil/core/api/pincodes-endpoints";
import { shopEndpoints } from "@mayil/core/api/shop-endpoints";
import { addressEndpoints } from "@mayil/core/api/users-endpoints";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../test/fake-api";
import { renderInShop, signIn } from "../../test/render-in-shop";
import { address, cartLine, placedOrder, shopInfo, shopper } from "../../test/shop-fixtures";
import { CartRoute } from "./cart-route";

const whatsappUrl = "https://wa.me/919847012345?text=Order%20MJ-000101";

beforeEach(() => {
  signIn();
  fakeApi.respond(shopEndpoints.shop, { shop: shopInfo });
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
    fakeApi.respond(
      orderEndpoints.place,
      refusal(400, "Only 0 of Temple Jhumka left", [
        { field: "customer_pincode", message: "We do not deliver to 695010" },
      ]),
    );
    const dialog = await openCheckout();
    await userEvent.fill(field(dialog, "Phone Number*"), "98470 54321");
    await fillAddress(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Proceed to WhatsApp" }));

    await expect.element(field(dialog, "Pincode*")).toHaveAccessibleDescription(/We do not deliver to 695010/);
    await expect.element(await screen.findByText("Only 0 of Temple Jhumka left")).toBeVisible();
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
