// Payment links as the owner uses them: with the gateway the amount starts at what is owed, a lesser one is sent as
// typed, more than is owed is said beside the amount, and a link made is handed on with its message to send; the
// open links are listed with "Send again". Without the gateway, one quiet line says what it would add.
import { ownerPaymentEndpoints } from "@mayil/core/api/payments-endpoints";
import type { OrderPaymentLink, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ownerOrder } from "../../../../test/shop-fixtures";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { PaymentLinks } from "./payment-links";

const order = ownerOrder({
  id: 101,
  order_number: "MJ-000101",
  total: "3097.00",
  amount_due: "3097.00",
  payment_gateway: "Razorpay",
});
const messageUrl = "https://wa.me/919847054321?text=Hello%20Anjali%2C%20here%20is%20the%20link";

const linkOf = (amount: string, overrides: Partial<OrderPaymentLink> = {}): OrderPaymentLink => ({
  id: "plink_Abc123",
  url: "https://rzp.io/l/Abc123",
  amount,
  status: "open",
  created_at: "2026-03-14T10:30:00.000Z",
  customer_whatsapp_url: messageUrl,
  ...overrides,
});

beforeEach(() => {
  signIn();
  fakeApi.respond(ownerPaymentEndpoints.sendPaymentLink, ({ body }) => {
    const amount = Number((body as { amount: string }).amount).toFixed(2);
    const link = linkOf(amount);
    return { order: { ...order, payment_links: [link] }, link, customer_whatsapp_url: messageUrl };
  });
});

function show(shown: OwnerOrder = order) {
  const onDone = vi.fn<(done: DeskDone) => void>();
  renderInShop(<PaymentLinks order={shown} onDone={onDone} />, { path: "/owner/orders/101" });
  return { onDone };
}

const amount = () => screen.getByLabelText("Amount for the link (₹)");
const send = () => userEvent.click(screen.getByRole("button", { name: "Send a payment link" }));

describe("payment links on the desk", () => {
  it("starts at what is still owed and hands on the link's message to send", async () => {
    const { onDone } = show();
    await expect.element(amount()).toHaveValue("3097.00");
    await send();

    await expect.element(await screen.findByText("₹3,097 for MJ-000101")).toBeVisible();
    expect(onDone).toHaveBeenCalledWith({
      title: "Payment link for ₹3,097 for MJ-000101 ready",
      customerWhatsappUrl: messageUrl,
    });
    expect(fakeApi.sent(ownerPaymentEndpoints.sendPaymentLink).map((sent) => sent.body)).toEqual([
      { amount: "3097.00" },
    ]);
  });

  it("sends a lesser amount agreed in the chat as typed", async () => {
    const { onDone } = show();
    await userEvent.fill(amount(), "500");
    await send();

    await expect.element(await screen.findByText("₹500 for MJ-000101")).toBeVisible();
    expect(onDone).toHaveBeenCalledOnce();
    expect(fakeApi.sent(ownerPaymentEndpoints.sendPaymentLink).map((sent) => sent.body)).toEqual([{ amount: "500" }]);
  });

  it("says more than is owed beside the amount, and hands on nothing", async () => {
    const tooMuch = "Amount ₹5,000 is more than the ₹3,097 still owed on MJ-000101";
    fakeApi.respond(
      ownerPaymentEndpoints.sendPaymentLink,
      refusal(400, tooMuch, [{ field: "amount", message: tooMuch }]),
    );
    const { onDone } = show();
    await userEvent.fill(amount(), "5000");
    await send();

    await expect.element(amount()).toHaveAccessibleDescription(tooMuch);
    await expect.element(amount()).toHaveAttribute("aria-invalid", "true");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says beside the button when the gateway does not reply", async () => {
    const busy = "The payment service is not responding just now. Nothing was charged; please try again in a minute.";
    fakeApi.respond(ownerPaymentEndpoints.sendPaymentLink, refusal(503, busy));
    const { onDone } = show();
    await send();

    await expect.element(await screen.findByRole("alert")).toHaveTextContent(busy);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("lists the links sent, newest first, an open one with Send again and a paid one marked paid", async () => {
    show({
      ...order,
      amount_due: "2597.00",
      payment_links: [
        linkOf("1000.00", { id: "plink_New", url: "https://rzp.io/l/New" }),
        linkOf("500.00", { id: "plink_Old", status: "paid", customer_whatsapp_url: null }),
      ],
    });
    const rows = await screen.findAllByTestId("payment-link");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("₹1,000 · Open"),
      expect.stringContaining("₹500 · Paid"),
    ]);
    const again = screen.getByRole("link", { name: "Send again: the ₹1,000 link, on WhatsApp" });
    await expect.element(again).toHaveAttribute("href", messageUrl);
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("offers no link once nothing is owed, still listing the paid ones", async () => {
    show({
      ...order,
      amount_due: "0.00",
      payment_status: "paid",
      payment_links: [linkOf("3097.00", { status: "paid", customer_whatsapp_url: null })],
    });
    await expect.element(await screen.findByText("Payment links")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send a payment link" })).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("without the gateway says in one quiet line what it would add", async () => {
    show({ ...order, payment_gateway: null });
    await expect
      .element(await screen.findByTestId("gateway-note"))
      .toHaveTextContent(
        "With Razorpay set up, shoppers pay from their order page, you send payment links, and payments confirm themselves — no UTR to type.",
      );
    expect(screen.queryByRole("button", { name: "Send a payment link" })).toBeNull();
  });
});
