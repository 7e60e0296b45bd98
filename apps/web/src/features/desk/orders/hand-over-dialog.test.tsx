// Handing a pickup order over: what is still to be paid is said above the code, so it is taken before the piece
// leaves the counter; a paid order says nothing about money.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import { HandOverDialog } from "./hand-over-dialog";

const readyOrder = (amountDue: string) =>
  ownerOrder({
    id: 104,
    order_number: "MJ-000104",
    status: "ready_for_pickup",
    delivery_method: "pickup",
    total: "119.00",
    amount_due: amountDue,
  });

function show(amountDue: string) {
  signIn();
  renderInShop(<HandOverDialog order={readyOrder(amountDue)} onClose={() => {}} onSaved={() => {}} />, {
    path: "/owner/orders/104",
  });
}

describe("handing a pickup order over", () => {
  it("says what is still to be paid", async () => {
    show("119.00");
    await expect
      .element(await screen.findByTestId("due-at-hand-over"))
      .toHaveTextContent("₹119 is still to be paid: take it and record it under Payments before handing over.");
  });

  it("says nothing about money when it is paid", async () => {
    show("0.00");
    await expect.element(await screen.findByLabelText("Pickup code")).toBeInTheDocument();
    expect(screen.queryByTestId("due-at-hand-over")).toBeNull();
  });
});
