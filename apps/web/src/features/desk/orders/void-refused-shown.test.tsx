// "Void…" on a payment that refunds rest on: the shop refuses it (409) and the owner is told why, in the shop's words,
// with the refund to void first; the payment stays listed as it was, not struck through.
import { ownerPaymentEndpoints } from "@mayil/core/api/payments-endpoints";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import { OrderPaymentsPanel } from "./order-payments-panel";

const REFUSED =
  "This ₹499 payment on MJ-000104 cannot be voided: ₹499 was refunded and only ₹0 would remain paid. Void the refund of ₹499 by UPI (UTR 412345678901) on 3 Dec 2026 first.";

const refunded = ownerOrder({
  id: 104,
  order_number: "MJ-000104",
  total: "499.00",
  amount_paid: "499.00",
  amount_refunded: "499.00",
  payment_status: "refunded",
  payments: [
    {
      id: 9,
      method: "upi",
      amount: "499.00",
      reference: "412300000001",
      gateway: null,
      gateway_id: null,
      recorded_by: "Meera Owner",
      created_at: "2026-12-01T10:30:00.000Z",
      voided_at: null,
      void_reason: null,
      voided_by: null,
    },
  ],
});

describe("voiding a refunded payment", () => {
  it("shows the shop's refusal, naming the refund to void first, and leaves the payment as it was", async () => {
    signIn();
    fakeApi.respond(ownerPaymentEndpoints.voidPayment, refusal(409, REFUSED));
    renderInShop(<OrderPaymentsPanel order={refunded} onDone={() => {}} />, { path: "/owner/orders/104" });
    await userEvent.click(await screen.findByRole("button", { name: /Void the .* payment/ }));
    await userEvent.fill(screen.getByLabelText("Why? (for the timeline)"), "typed on the wrong order");
    await userEvent.click(screen.getByRole("button", { name: "Void payment" }));
    await expect.element(await screen.findByText("The payment was not voided")).toBeVisible();
    await expect.element(await screen.findByText(REFUSED)).toBeVisible();
    expect(screen.queryByTestId("void-note")).toBeNull();
  });
});
