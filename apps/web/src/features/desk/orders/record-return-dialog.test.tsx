// Recording a return as the owner does it: each line offers at most the units still with the customer (a line that
// all came back offers none), nothing is sent until a unit is chosen, the shop's refusal shows with the counts kept,
// and a good return is sent as the lines and counts chosen, said and closed.
import { ownerFulfilmentEndpoints } from "@mayil/core/api/fulfilment-endpoints";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { RecordReturnDialog } from "./record-return-dialog";

// Two Temple Jhumkas, one of which came back already, and one Pearl Drop Studs; shipped.
const shipped = ownerOrder({ status: "shipped" });
const order = {
  ...shipped,
  items: shipped.items.map((item) => (item.name === "Temple Jhumka" ? { ...item, returned_quantity: 1 } : item)),
};
const chatUrl = "https://wa.me/919847054321?text=We%20received";

beforeEach(() => {
  signIn();
  fakeApi.respond(ownerFulfilmentEndpoints.recordReturn, { order, customer_whatsapp_url: chatUrl });
});

function OpenDialog({ onSaved }: { onSaved: (done: DeskDone) => void }) {
  const [open, setOpen] = useState(true);
  return <RecordReturnDialog order={order} open={open} onOpenChange={setOpen} onSaved={onSaved} />;
}

async function showDialog() {
  const onSaved = vi.fn<(done: DeskDone) => void>();
  renderInShop(<OpenDialog onSaved={onSaved} />, { path: "/owner/orders/101" });
  const dialog = await screen.findByRole("dialog", { name: "Return from MJ-000101" });
  return { onSaved, dialog };
}

const more = (dialog: HTMLElement, name: string) =>
  userEvent.click(within(dialog).getByRole("button", { name: `One more ${name}` }));

describe("recording a return", () => {
  it("offers at most the units still with the customer", async () => {
    const { dialog } = await showDialog();
    await expect.element(await within(dialog).findByText("1 of 2 still with the customer · ₹1,299 each")).toBeVisible();
    await more(dialog, "Temple Jhumka");
    await expect.element(await within(dialog).findByRole("button", { name: "One more Temple Jhumka" })).toBeDisabled();
    await expect.element(await within(dialog).findByLabelText("Temple Jhumka back")).toHaveTextContent("1");
  });

  it("sends nothing until a unit is chosen", async () => {
    const { dialog, onSaved } = await showDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Record return" }));
    await expect
      .element(await within(dialog).findByRole("alert"))
      .toHaveTextContent("Say how many of which piece came back.");
    expect(fakeApi.sent(ownerFulfilmentEndpoints.recordReturn)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the shop's refusal and keeps the counts", async () => {
    fakeApi.respond(
      ownerFulfilmentEndpoints.recordReturn,
      refusal(409, "Every unit of Temple Jhumka on MJ-000101 has already come back"),
    );
    const { dialog, onSaved } = await showDialog();
    await more(dialog, "Temple Jhumka");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record 1 back" }));
    await expect
      .element(await within(dialog).findByRole("alert"))
      .toHaveTextContent("Every unit of Temple Jhumka on MJ-000101 has already come back");
    await expect.element(await within(dialog).findByLabelText("Temple Jhumka back")).toHaveTextContent("1");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("sends the lines and counts chosen, with the note, and closes", async () => {
    const { dialog, onSaved } = await showDialog();
    await more(dialog, "Temple Jhumka");
    await more(dialog, "Pearl Drop Studs");
    await userEvent.fill(within(dialog).getByLabelText("Note for the timeline (optional)"), "wrong shade");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record 2 back" }));

    await expect.element(await screen.findByText("2 back on the shelf from MJ-000101")).toBeVisible();
    expect(onSaved).toHaveBeenCalledWith({ title: "Return recorded", customerWhatsappUrl: chatUrl });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fakeApi.sent(ownerFulfilmentEndpoints.recordReturn).map((sent) => sent.body)).toEqual([
      {
        lines: [
          { order_item_id: 1, quantity: 1 },
          { order_item_id: 2, quantity: 1 },
        ],
        note: "wrong shade",
      },
    ]);
  });
});
