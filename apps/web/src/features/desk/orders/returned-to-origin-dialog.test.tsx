// "Returned to origin" as the owner uses it on a shipped order: a button beside the moves that undo the sale opens a
// dialog saying what happens (the pieces back on sale, nothing to collect); the courier's charges are optional and
// checked as rupees before anything is sent; the shop's refusal shows in the dialog; a good mark sends the charges
// and note and closes (decision 083).
import { ownerFulfilmentEndpoints } from "@mayil/core/api/fulfilment-endpoints";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { OrderMoves } from "./order-moves";

const order = ownerOrder({
  id: 101,
  order_number: "MJ-000101",
  status: "shipped",
  payment_choice: "cod",
  next_statuses: ["completed", "returned"],
  step_back_to: "packed",
  shipment: {
    courier: "india_post",
    courier_name: "India Post",
    tracking_number: "EE123456789IN",
    tracking_url: null,
    cash_on_delivery: true,
    cod_amount: "3097.00",
    shipped_at: "2026-12-01T10:00:00.000Z",
  },
});

beforeEach(() => {
  signIn();
  fakeApi.respond(ownerFulfilmentEndpoints.returnedToOrigin, {
    order: { ...order, status: "returned", amount_due: "0.00" },
    customer_whatsapp_url: null,
  });
});

async function openDialog() {
  const onMoved = vi.fn<(done: DeskDone) => void>();
  renderInShop(<OrderMoves order={order} onMoved={onMoved} />, { path: "/owner/orders/101" });
  await userEvent.click(screen.getByRole("button", { name: "Returned to origin" }));
  const dialog = await screen.findByRole("dialog", { name: "MJ-000101 came back unopened?" });
  return { onMoved, dialog };
}

describe("a parcel returned to origin", () => {
  it("says what happens: its pieces back on sale, nothing left to collect", async () => {
    const { dialog } = await openDialog();
    const said = await within(dialog).findByText(/its 3 pieces go back on sale/);
    expect(said.textContent).toMatch(
      /with nothing to collect \(it was ₹3,097 cash on delivery\)\. This cannot be undone\.$/,
    );
  });

  it("checks the courier's charges are rupees before sending anything", async () => {
    const { dialog, onMoved } = await openDialog();
    await userEvent.fill(within(dialog).getByLabelText("Courier's charges (optional)"), "lots");
    await userEvent.click(within(dialog).getByRole("button", { name: "Returned to origin" }));
    await expect
      .element(await within(dialog).findByLabelText("Courier's charges (optional)"))
      .toHaveAccessibleDescription(/courier_charges must be an amount in rupees/i);
    expect(fakeApi.sent(ownerFulfilmentEndpoints.returnedToOrigin)).toHaveLength(0);
    expect(onMoved).not.toHaveBeenCalled();
  });

  it("shows the shop's refusal in the dialog", async () => {
    fakeApi.respond(
      ownerFulfilmentEndpoints.returnedToOrigin,
      refusal(409, "MJ-000101 is returned: only a shipped parcel can come back to the shop unopened"),
    );
    const { dialog, onMoved } = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Returned to origin" }));
    await expect
      .element(await within(dialog).findByRole("alert"))
      .toHaveTextContent("MJ-000101 is returned: only a shipped parcel can come back to the shop unopened");
    expect(onMoved).not.toHaveBeenCalled();
  });

  it("sends the charges and the note, and closes", async () => {
    const { dialog, onMoved } = await openDialog();
    await userEvent.fill(within(dialog).getByLabelText("Courier's charges (optional)"), "120");
    await userEvent.fill(within(dialog).getByLabelText("Note for the timeline (optional)"), "refused at the door");
    await userEvent.click(within(dialog).getByRole("button", { name: "Returned to origin" }));
    await vi.waitFor(() =>
      expect(onMoved).toHaveBeenCalledWith({ title: "Returned to origin", customerWhatsappUrl: null }),
    );
    expect(fakeApi.sent(ownerFulfilmentEndpoints.returnedToOrigin).map((sent) => sent.body)).toEqual([
      { courier_charges: "120", note: "refused at the door" },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
