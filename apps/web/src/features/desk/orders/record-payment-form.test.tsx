// "Record payment" as the owner uses it: the amount starts at what is owed; an amount the shop refuses (₹0, or more
// than is owed) or a UPI payment without its UTR is said beside its field and nothing is recorded; a good payment
// is recorded, said in a toast, and handed on with the receipt to send.
import { ownerPaymentEndpoints } from "@mayil/core/api/payments-endpoints";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { RecordPaymentForm } from "./record-payment-form";

const order = ownerOrder({ id: 101, order_number: "MJ-000101", total: "3097.00", amount_due: "3097.00" });
const receiptUrl = "https://wa.me/919847054321?text=Received%20%E2%82%B93%2C097";

beforeEach(() => {
  signIn();
  fakeApi.respond(ownerPaymentEndpoints.recordPayment, ({ body }) => {
    const { method, amount } = body as { method: "upi" | "cash" | "bank_transfer"; amount: string };
    const paid: OwnerOrder = { ...order, amount_paid: amount, amount_due: "0.00", payment_status: "paid" };
    return {
      order: paid,
      payment: {
        id: 1,
        method,
        amount: Number(amount).toFixed(2),
        reference: null,
        gateway: null,
        gateway_id: null,
        recorded_by: "Meera Owner",
        created_at: "2026-03-14T10:30:00.000Z",
        voided_at: null,
        void_reason: null,
        voided_by: null,
      },
      customer_whatsapp_url: receiptUrl,
    };
  });
});

function showForm() {
  const onRecorded = vi.fn<(done: DeskDone) => void>();
  renderInShop(<RecordPaymentForm order={order} onRecorded={onRecorded} />, { path: "/owner/orders/101" });
  return { onRecorded };
}

const amount = () => screen.getByLabelText("Amount (₹)");
const record = () => userEvent.click(screen.getByRole("button", { name: "Record payment" }));

describe("recording a payment", () => {
  it("starts at what is still owed", async () => {
    showForm();
    await expect.element(amount()).toHaveValue("3097.00");
    await expect.element(await screen.findByRole("radio", { name: "UPI" })).toBeChecked();
  });

  it("refuses ₹0 beside the amount, and records nothing", async () => {
    const { onRecorded } = showForm();
    await userEvent.click(screen.getByText("Cash"));
    await userEvent.fill(amount(), "0");
    await record();

    await expect.element(amount()).toHaveAccessibleDescription("Amount must be more than ₹0");
    await expect.element(amount()).toHaveAttribute("aria-invalid", "true");
    expect(onRecorded).not.toHaveBeenCalled();
    expect(screen.queryByText("Payment recorded")).toBeNull();
  });

  it("refuses more than is owed with the shop's reason beside the amount", async () => {
    fakeApi.respond(
      ownerPaymentEndpoints.recordPayment,
      refusal(400, "amount ₹5,000 is more than the ₹3,097 still owed on MJ-000101", [
        { field: "amount", message: "amount ₹5,000 is more than the ₹3,097 still owed on MJ-000101" },
      ]),
    );
    const { onRecorded } = showForm();
    await userEvent.click(screen.getByText("Cash"));
    await userEvent.fill(amount(), "5000");
    await record();

    await expect
      .element(amount())
      .toHaveAccessibleDescription("amount ₹5,000 is more than the ₹3,097 still owed on MJ-000101");
    expect(fakeApi.sent(ownerPaymentEndpoints.recordPayment).map((sent) => sent.body)).toEqual([
      { method: "cash", amount: "5000" },
    ]);
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it("asks for the UTR of a UPI payment beside the UTR field", async () => {
    const { onRecorded } = showForm();
    await record();

    await expect
      .element(await screen.findByLabelText("UTR (12 digits, from the customer's UPI app)"))
      .toHaveAccessibleDescription(
        "A UPI payment needs its 12-digit UTR (the reference number in the customer's UPI app)",
      );
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it("records a good payment, says so, and hands on the receipt to send", async () => {
    const { onRecorded } = showForm();
    await userEvent.fill(screen.getByLabelText("UTR (12 digits, from the customer's UPI app)"), "4123 5678 9012");
    await record();

    await expect.element(await screen.findByText("UPI ₹3,097 for MJ-000101")).toBeVisible();
    expect(onRecorded).toHaveBeenCalledWith({ title: "Payment recorded", customerWhatsappUrl: receiptUrl });
    expect(fakeApi.sent(ownerPaymentEndpoints.recordPayment).map((sent) => sent.body)).toEqual([
      { method: "upi", amount: "3097.00", reference: "4123 5678 9012" },
    ]);
  });
});
