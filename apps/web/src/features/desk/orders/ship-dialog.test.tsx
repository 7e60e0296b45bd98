// "Mark shipped" as the owner uses it at the counter: she picks the courier from the shop's list, types the number
// from the slip, and the shop's refusal of a number in the wrong shape is said under the number, with what she typed
// kept; "Other" asks the courier's name; a good parcel moves the order to shipped with the customer's message. A cash on
// delivery order says what the courier collects; a prepaid one has nothing to tick (decision 083).
import { ownerFulfilmentEndpoints } from "@mayil/core/api/fulfilment-endpoints";
import { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { checkTrackingNumber } from "@mayil/core/fulfilment/couriers";
import type { ShopCourier } from "@mayil/core/fulfilment/shipment-schemas";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { ShipDialog } from "./ship-dialog";

const wrongShape = (() => {
  const checked = checkTrackingNumber("india_post", "EE12345IN");
  return checked.ok ? "" : checked.message;
})();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const order = ownerOrder({ id: 105, order_number: "MJ-000105", status: "packed" });
const messageUrl = "https://wa.me/919847054321?text=Shipped";
const couriers: ShopCourier[] = [
  {
    id: "india_post",
    name: "India Post",
    number_hint: "13 characters, like EE123456789IN",
    tracking_url_pattern: "https://www.indiapost.gov.in/?consignment={number}",
  },
  { id: "other", name: "Other", number_hint: null, tracking_url_pattern: null },
];

beforeEach(() => {
  signIn();
  fakeApi.respond(ownerFulfilmentEndpoints.couriers, { couriers });
  // A number in the wrong shape is refused by the contract's own check, as the server refuses it (fake-api.ts).
  fakeApi.respond(ownerOrderEndpoints.move, {
    order: { ...order, status: "shipped" },
    customer_whatsapp_url: messageUrl,
  });
});

function showDialog(shown = order) {
  const onSaved = vi.fn<(done: DeskDone) => void>();
  renderInShop(<ShipDialog order={shown} correcting={false} onClose={() => {}} onSaved={onSaved} />, {
    path: "/owner/orders/105",
  });
  return { onSaved };
}

const courier = () => screen.getByLabelText("Courier");
const trackingNumber = () => screen.getByLabelText("Tracking number");
/** The shop's couriers are in the list (a closed list's options are not in the accessibility tree). */
const couriersLoaded = () =>
  vi.waitFor(() => expect([...courier().querySelectorAll("option")].map((option) => option.text)).toContain("Other"));
const markShipped = () => userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));

describe("shipping an order", () => {
  it("asks which courier before anything is sent", async () => {
    showDialog();
    await couriersLoaded();
    await markShipped();
    await expect.element(courier()).toHaveAccessibleDescription("Choose the courier the parcel went with");
    expect(fakeApi.sent(ownerOrderEndpoints.move)).toHaveLength(0);
  });

  it("says the courier's number shape, and the shop's refusal under the number, keeping what she typed", async () => {
    const { onSaved } = showDialog();
    await couriersLoaded();
    await userEvent.selectOptions(courier(), "india_post");
    await expect
      .element(await screen.findByText("As on the slip: 13 characters, like EE123456789IN"))
      .toBeInTheDocument();
    await userEvent.fill(trackingNumber(), "EE12345IN");
    await markShipped();
    await expect.element(trackingNumber()).toHaveAccessibleDescription(new RegExp(`${escaped(wrongShape)}$`));
    await expect.element(trackingNumber()).toHaveValue("EE12345IN");
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.fill(trackingNumber(), "EE123456789IN");
    // Money is owed, but she chose to pay now: the courier collects nothing, and there is nothing to tick.
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByTestId("ship-cod")).toBeNull();
    await markShipped();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ title: "Shipped", customerWhatsappUrl: messageUrl }));
    expect(fakeApi.sent(ownerOrderEndpoints.move).at(-1)?.body).toEqual({
      status: "shipped",
      courier: "india_post",
      tracking_number: "EE123456789IN",
    });
  });

  it("says what the courier collects for a cash on delivery order", async () => {
    const { onSaved } = showDialog({ ...order, payment_choice: "cod" });
    await couriersLoaded();
    await expect
      .element(await screen.findByTestId("ship-cod"))
      .toHaveTextContent("Cash on delivery: the courier collects ₹3,097. Write it on the courier's slip.");
    await userEvent.selectOptions(courier(), "india_post");
    await userEvent.fill(trackingNumber(), "EE123456789IN");
    await markShipped();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fakeApi.sent(ownerOrderEndpoints.move).at(-1)?.body).toEqual({
      status: "shipped",
      courier: "india_post",
      tracking_number: "EE123456789IN",
    });
  });

  it("asks the courier's name when it is another courier", async () => {
    showDialog();
    await couriersLoaded();
    expect(screen.queryByLabelText("Courier's name")).toBeNull();
    await userEvent.selectOptions(courier(), "other");
    await userEvent.fill(trackingNumber(), "TVM-4471");
    await markShipped();
    await expect
      .element(await screen.findByLabelText("Courier's name"))
      .toHaveAccessibleDescription("Type the courier's name");
    expect(fakeApi.sent(ownerOrderEndpoints.move)).toHaveLength(0);
  });
});
