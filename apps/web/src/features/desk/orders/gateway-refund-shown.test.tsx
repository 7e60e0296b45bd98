// A refund through the payment gateway as the owner meets it: offered first when the shopper paid through it, with
// nothing to type but the amount; once sent, its standing at the gateway beside it and no "Void…" (the gateway moved
// the money); a refusal said in the gateway's words; one it failed struck through with its reason.
import { ownerPaymentEndpoints } from "@mayil/core/api/payments-endpoints";
import type { OrderPayment, OrderRefund, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import { OrderPaymentsPanel } from "./order-payments-panel";

const paidOnline: OrderPayment = {
  id: 11,
  method: "upi",
  amount: "1296.00",
  reference: "412300000077",
  gateway: "Razorpay",
  gateway_id: "pay_Stand1nPayment1",
  recorded_by: null,
  created_at: "2026-12-01T10:30:00.000Z",
  voided_at: null,
  void_reason: null,
  voided_by: null,
};

const order = ownerOrder({
  id: 123,
  order_number: "MJ-000123",
  total: "1296.00",
  amount_due: "0.00",
  amount_paid: "1296.00",
  payment_status: "paid",
  refund_owed: "0.00",
  payments: [paidOnline],
  payment_gateway: "Razorpay",
});

const sentBack = (gateway_status: OrderRefund["gateway_status"], extra: Partial<OrderRefund> = {}): OrderRefund => ({
  ...paidOnline,
  id: 5,
  amount: "450.00",
  reference: null,
  gateway_id: "rfnd_Stand1nRefund1",
  gateway_status,
  recorded_by: "Meera Owner",
  return_id: null,
  reason: "one came back",
  ...extra,
});

const refunded = (refund: OrderRefund): OwnerOrder => ({
  ...order,
  amount_refunded: refund.voided_at ? "0.00" : refund.amount,
  payment_status: refund.voided_at ? "paid" : "partly_refunded",
  refunds: [refund],
});

const showPanel = (shown: OwnerOrder) =>
  renderInShop(<OrderPaymentsPanel order={shown} onDone={() => {}} />, { path: "/owner/orders/123" });

beforeEach(() => signIn());

describe("a refund through the gateway", () => {
  it("is offered first when she paid through it, asks for no reference, and sends the amount only", async () => {
    fakeApi.respond(ownerPaymentEndpoints.recordRefund, () => ({
      order: refunded(sentBack("pending")),
      refund: sentBack("pending"),
      customer_whatsapp_url: "https://wa.me/919847054321?text=Refunded",
    }));
    showPanel(order);
    await userEvent.click(screen.getByRole("button", { name: "Record a refund…" }));
    await expect.element(await screen.findByRole("radio", { name: "Through Razorpay" })).toBeChecked();
    expect(screen.queryByLabelText(/UTR|Bank reference/)).toBeNull();
    await userEvent.fill(screen.getByLabelText("Amount refunded (₹)"), "450");
    await userEvent.click(screen.getByRole("button", { name: "Record refund" }));
    await expect.element(await screen.findByText("UPI · Razorpay ₹450 back for MJ-000123")).toBeVisible();
    expect(fakeApi.sent(ownerPaymentEndpoints.recordRefund).map((sent) => sent.body)).toEqual([
      { method: "gateway", amount: "450" },
    ]);
  });

  it("is not offered when nothing was paid through the gateway", async () => {
    showPanel({ ...order, payments: [{ ...paidOnline, gateway: null, gateway_id: null, recorded_by: "Meera" }] });
    await userEvent.click(screen.getByRole("button", { name: "Record a refund…" }));
    await expect.element(await screen.findByRole("radio", { name: "UPI" })).toBeChecked();
    expect(screen.queryByRole("radio", { name: /Razorpay/ })).toBeNull();
  });

  it("shows where it stands at the gateway, and cannot be voided here", async () => {
    showPanel(refunded(sentBack("sending")));
    await expect
      .element(await screen.findByTestId("refund-gateway-status"))
      .toHaveTextContent("Being sent to Razorpay");
    expect(screen.queryByRole("button", { name: /Void the .* refund/ })).toBeNull();
  });

  it("one the gateway refused is said in its words", async () => {
    const refusedWords =
      "Razorpay refused it: Refund is not allowed for this payment. Nothing was given back: the refund is voided, refund by UPI, cash or bank transfer";
    fakeApi.respond(ownerPaymentEndpoints.recordRefund, refusal(409, refusedWords));
    showPanel(order);
    await userEvent.click(screen.getByRole("button", { name: "Record a refund…" }));
    await userEvent.fill(screen.getByLabelText("Amount refunded (₹)"), "450");
    await userEvent.click(screen.getByRole("button", { name: "Record refund" }));
    await expect.element(await screen.findByText(refusedWords)).toBeVisible();
  });

  it("voided by the shop, shows the gateway's reason struck through", async () => {
    showPanel(
      refunded(
        sentBack("failed", {
          voided_at: "2026-12-02T10:00:00.000Z",
          void_reason: "Razorpay could not send it back",
          voided_by: null,
        }),
      ),
    );
    expect((await screen.findByTestId("void-note")).textContent).toContain("“Razorpay could not send it back”");
    expect(screen.queryByTestId("refund-gateway-status")).toBeNull();
  });
});
