// Editing an agreed order as the owner does it: the lines as agreed, the total following every change before saving,
// a price the shop cannot take said under it, the shop's refusal (not enough stock) shown with the form kept as
// typed, and a good edit saved, said and closed.
import { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { EditOrderDialog } from "./edit-order-dialog";

// Two Temple Jhumkas at ₹1,299 and one Pearl Drop Studs at ₹450, ₹49 delivery: ₹3,097.
const order = ownerOrder();
const chatUrl = "https://wa.me/919847054321?text=Your%20order%20changed";

beforeEach(() => {
  signIn();
  fakeApi.respond(ownerOrderEndpoints.edit, {
    order: { ...order, total: "4396.00", amount_due: "4396.00" },
    customer_whatsapp_url: chatUrl,
  });
});

function OpenDialog({ onSaved, shown = order }: { onSaved: (done: DeskDone) => void; shown?: typeof order }) {
  const [open, setOpen] = useState(true);
  return <EditOrderDialog order={shown} open={open} onOpenChange={setOpen} onSaved={onSaved} />;
}

async function showDialog(shown = order) {
  const onSaved = vi.fn<(done: DeskDone) => void>();
  renderInShop(<OpenDialog onSaved={onSaved} shown={shown} />, { path: "/owner/orders/101" });
  const dialog = await screen.findByRole("dialog", { name: "Edit MJ-000101" });
  return { onSaved, dialog };
}

const lineOf = (dialog: HTMLElement, name: string) =>
  within(dialog)
    .getAllByTestId("order-line")
    .find((line) => within(line).queryByText(name)) as HTMLElement;
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));

describe("editing an order", () => {
  it("shows the order as agreed, and the new total as soon as a quantity changes", async () => {
    const { dialog } = await showDialog();
    await expect.element(await within(dialog).findByTestId("order-total")).toHaveTextContent("₹3,097");
    const jhumkas = lineOf(dialog, "Temple Jhumka");
    await userEvent.click(within(jhumkas).getByRole("button", { name: "One more Temple Jhumka" }));

    await expect.element(await within(jhumkas).findByTestId("line-total")).toHaveTextContent("3 × ₹1,299 = ₹3,897");
    await expect.element(await within(dialog).findByTestId("order-total")).toHaveTextContent("₹4,396");
  });

  it("keeps a cash on delivery order's fee in the total it shows", async () => {
    const { dialog } = await showDialog(ownerOrder({ payment_choice: "cod", cod_fee: "49.00", total: "3146.00" }));
    const figures = await within(dialog).findByTestId("order-figures");
    await expect.element(figures).toHaveTextContent("Subtotal₹3,048Delivery₹49Cash on delivery fee₹49Total₹3,146");
    await expect.element(await within(dialog).findByTestId("order-total")).toHaveTextContent("₹3,146");
  });

  it("says under a price that ₹0 is no price, and sends nothing", async () => {
    const { dialog, onSaved } = await showDialog();
    const price = within(lineOf(dialog, "Pearl Drop Studs")).getByLabelText("Price each for Pearl Drop Studs");
    await userEvent.fill(price, "0");
    await save(dialog);

    await expect.element(price).toHaveAccessibleDescription("Price must be more than ₹0");
    expect(fakeApi.sent(ownerOrderEndpoints.edit)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("asks for a piece when every line was taken out", async () => {
    const { dialog } = await showDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Temple Jhumka" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Pearl Drop Studs" }));
    await save(dialog);

    await expect
      .element(await within(dialog).findByText("An order needs at least one piece: add one below."))
      .toBeVisible();
    expect(fakeApi.sent(ownerOrderEndpoints.edit)).toHaveLength(0);
  });

  it("shows the shop's refusal and keeps the form as typed", async () => {
    fakeApi.respond(ownerOrderEndpoints.edit, refusal(409, "Only 2 of Temple Jhumka are left"));
    const { dialog, onSaved } = await showDialog();
    const jhumkas = lineOf(dialog, "Temple Jhumka");
    await userEvent.click(within(jhumkas).getByRole("button", { name: "One more Temple Jhumka" }));
    await save(dialog);

    await expect
      .element(await within(dialog).findByRole("alert"))
      .toHaveTextContent("Only 2 of Temple Jhumka are left");
    await expect.element(await within(jhumkas).findByTestId("line-quantity")).toHaveTextContent("3");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("saves the agreed change, says the new total, and closes", async () => {
    const { dialog, onSaved } = await showDialog();
    await userEvent.click(
      within(lineOf(dialog, "Temple Jhumka")).getByRole("button", { name: "One more Temple Jhumka" }),
    );
    await userEvent.fill(within(dialog).getByLabelText("Note for the timeline"), "agreed 3 in the chat");
    await save(dialog);

    await expect.element(await screen.findByText("MJ-000101 now comes to ₹4,396.")).toBeVisible();
    expect(onSaved).toHaveBeenCalledWith({ title: "Order updated", customerWhatsappUrl: chatUrl });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fakeApi.sent(ownerOrderEndpoints.edit).map((sent) => sent.body)).toEqual([
      {
        items: [
          { product_id: 7, variant_id: null, quantity: 3, unit_price: "1299.00" },
          { product_id: 9, variant_id: null, quantity: 1, unit_price: "450.00" },
        ],
        delivery_fee: "49.00",
        discount: "0.00",
        note: "agreed 3 in the chat",
      },
    ]);
  });
});
