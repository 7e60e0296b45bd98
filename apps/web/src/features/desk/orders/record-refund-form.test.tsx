// "Record refund" as the owner uses it: the amount starts at the refund owed (empty when nothing is owed back, for a
// goodwill refund she types); the shop's refusal of too much is said beside the amount and nothing is recorded; a
// good refund is said in a toast with the reason sent for the timeline, and handed on with the message to send.
import { ownerPaymentEndpoints } from "@mayil/core/api/payments-endpoints";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { RecordRefundForm } from "./record-refund-form";

const order = ownerOrder({
  id: 102,
  order_number: "MJ-000102",
  total: "3097.00",
  amount_paid: "3097.00",
  payment_status: "paid",
  refund_owed: "499.00",
});
const messageUrl = "https://wa.me/919847054321?text=Refunded%20%E2%82%B9499";

beforeEach(() => {
  signIn();
  fakeApi.respond(ownerPaymentEndpoints.recordRefund, ({ body }) => {
    const { method, amount } = body as { method: "upi" | "cash" | "bank_transfer"; amount: string };
    const refunded: OwnerOrder = {
      ...order,
      amount_refunded: amount,
      refund_owed: "0.00",
      payment_status: "partly_refunded",
    };
    return {
      order: refunded,
      refund: {
        id: 7,
        method,
        amount: Number(amount).toFixed(2),
        reference: null,
        reason: null,
        return_id: null,
        gateway_status: null,
        gateway: null,
        gateway_id: null,
        recorded_by: "Meera Owner",
        created_at: "2026-03-14T10:30:00.000Z",
        voided_at: null,
        void_reason: null,
        voided_by: null,
      },
      customer_whatsapp_url: messageUrl,
    };
  });
});

function showForm(shown: OwnerOrder = order) {
  const onRecorded = vi.fn<(done: DeskDone) => void>();
  renderInShop(<RecordRefundForm order={shown} onRecorded={onRecorded} />, { path: "/owner/orders/102" });
  return { onRecorded };
}

const amount = () => screen.getByLabelText("Amount refunded (₹)");
const record = () => userEvent.click(screen.getByRole("button", { name: "Record refund" }));

describe("recording a refund", () => {
  it("starts at the refund owed", async () => {
    showForm();
    await expect.element(amount()).toHaveValue("499.00");
  });

  it("starts empty when nothing is owed back: a goodwill refund's amount is hers to type", async () => {
    showForm({ ...order, refund_owed: "0.00" });
    await expect.element(amount()).toHaveValue("");
  });

  it("says beside the amount that more than was paid cannot go back, and records nothing", async () => {
    fakeApi.respond(
      ownerPaymentEndpoints.recordRefund,
      refusal(400, "amount ₹5,000 is more than was paid less refunded on MJ-000102: at most ₹3,097 can be refunded", [
        {
          field: "amount",
          message: "amount ₹5,000 is more than was paid less refunded on MJ-000102: at most ₹3,097 can be refunded",
        },
      ]),
    );
    const { onRecorded } = showForm();
    await userEvent.click(screen.getByText("Cash"));
    await userEvent.fill(amount(), "5000");
    await record();

    await expect
      .element(amount())
      .toHaveAccessibleDescription(
        "amount ₹5,000 is more than was paid less refunded on MJ-000102: at most ₹3,097 can be refunded",
      );
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it("records a cash refund with its reason, says so, and hands on the message to send", async () => {
    const { onRecorded } = showForm();
    await userEvent.click(screen.getByText("Cash"));
    await userEvent.fill(screen.getByLabelText("Why (optional, for the timeline)"), "one earring came back");
    await record();

    await expect.element(await screen.findByText("Cash ₹499 back for MJ-000102")).toBeVisible();
    expect(onRecorded).toHaveBeenCalledWith({ title: "Refund recorded", customerWhatsappUrl: messageUrl });
    expect(fakeApi.sent(ownerPaymentEndpoints.recordRefund).map((sent) => sent.body)).toEqual([
      { method: "cash", amount: "499.00", reason: "one earring came back" },
    ]);
  });
});
