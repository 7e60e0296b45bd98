// An order that took more than it now comes to (edited down, or units came back) and has not been refunded yet: the
// desk says what is owed back in the totals and beside the payment badge, and never "Due ₹0" or "Fully paid." as if
// it were settled. With nothing owed back, the totals keep "Due" and the panel "Fully paid.".
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import { OrderTotals } from "./order-items";
import { OrderPaymentsPanel } from "./order-payments-panel";
import { PaymentBadge, RefundOwedBadge } from "./status-badges";

const editedDown = ownerOrder({
  id: 103,
  order_number: "MJ-000103",
  total: "298.00",
  amount_paid: "547.00",
  amount_due: "0.00",
  payment_status: "paid",
  refund_owed: "249.00",
});
const settled = { ...editedDown, amount_paid: "298.00", refund_owed: "0.00" };

function show(order: typeof editedDown) {
  signIn();
  renderInShop(
    <>
      <PaymentBadge status={order.payment_status} />
      <RefundOwedBadge amount={order.refund_owed} />
      <OrderTotals order={order} />
      <OrderPaymentsPanel order={order} onDone={() => {}} />
    </>,
    { path: "/owner/orders/103" },
  );
}

describe("money owed back on the desk", () => {
  it("shows the refund owed, not a settled order", async () => {
    show(editedDown);
    await expect.element(await screen.findByTestId("refund-owed-badge")).toHaveTextContent("₹249 to refund");
    await expect.element(await screen.findByTestId("totals-refund-owed")).toHaveTextContent("₹249");
    expect(screen.queryByTestId("amount-due")).toBeNull();
    expect(screen.queryByText("Fully paid.")).toBeNull();
  });

  it("keeps Due and Fully paid when nothing is owed back", async () => {
    show(settled);
    await expect.element(await screen.findByTestId("amount-due")).toHaveTextContent("₹0");
    await expect.element(await screen.findByText("Fully paid.")).toBeInTheDocument();
    expect(screen.queryByTestId("refund-owed-badge")).toBeNull();
    expect(screen.queryByTestId("totals-refund-owed")).toBeNull();
  });
});
