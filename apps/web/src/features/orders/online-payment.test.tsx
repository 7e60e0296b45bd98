// 'Pay ₹X now' on the order page as the shopper meets it (decision 082), with the gateway's checkout stood in for on
// window.Razorpay: the button in What happens next, busy while the checkout opens, the checkout's values sent to be
// confirmed and the order asked for again, the paid state, the wait while the bank confirms, a refusal or a failed
// payment said with a way to try again, and the button back when she closes the checkout.
import { authEndpoints } from "@mayil/core/api/auth-endpoints";
import { orderEndpoints } from "@mayil/core/api/orders-endpoints";
import { onlinePaymentEndpoints } from "@mayil/core/api/payments-endpoints";
import { shopEndpoints } from "@mayil/core/api/shop-endpoints";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, type Refusal, refusal } from "../../../test/fake-api";
import { renderInShop, signIn } from "../../../test/render-in-shop";
import { placedOrder, shopInfo, shopper } from "../../../test/shop-fixtures";
import { OrderPage } from "./order-page";

/** Owes ₹1,296 of ₹1,348 (₹52 paid by UPI already), and the shop takes online payment. */
const owing = placedOrder({
  id: 7,
  amount_paid: "52.00",
  amount_due: "1296.00",
  payment_status: "partially_paid",
  pay_online: true,
});
const paid = placedOrder({ id: 7, amount_paid: "1348.00", amount_due: "0.00", payment_status: "paid" });

interface Opened {
  options: Record<string, unknown> & {
    handler: (success: Record<string, string>) => void;
    modal: { ondismiss: () => void };
  };
  failed?: (failure: { error?: { description?: string } }) => void;
}
let opened: Opened[] = [];

/** The gateway's checkout, standing in for Razorpay's checkout.js: notes what it was opened with. */
class FakeCheckout {
  private readonly record: Opened;
  constructor(options: Opened["options"]) {
    this.record = { options };
    opened.push(this.record);
  }
  on(_event: string, callback: Opened["failed"]) {
    this.record.failed = callback;
  }
  open() {}
}

let order: Order = owing;
beforeEach(() => {
  opened = [];
  order = owing;
  signIn();
  (window as unknown as { Razorpay: unknown }).Razorpay = FakeCheckout;
  fakeApi.respond(shopEndpoints.shop, { shop: shopInfo });
  fakeApi.respond(authEndpoints.me, { user: shopper });
  fakeApi.respond(orderEndpoints.get, () => ({ order }));
  fakeApi.respond(onlinePaymentEndpoints.startOnlinePayment, {
    gateway: "razorpay",
    key_id: "rzp_test_StandInKey0001",
    gateway_order_id: "order_Abc123",
    amount_paise: 129600,
    order_number: "MJ-000101",
    shop_name: "Mayil Jewels",
    checkout_script: "https://checkout.razorpay.com/v1/checkout.js",
  });
});
afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
  vi.useRealTimers();
});

function openOrderPage() {
  renderInShop(
    <Routes>
      <Route path="/orders/:id" element={<OrderPage />} />
    </Routes>,
    { path: "/orders/7" },
  );
}

const payButton = () => screen.findByRole("button", { name: "Pay ₹1,296 now" });

describe("paying online on the order page", () => {
  it("opens the checkout for what is owed, confirms what it hands back, and shows the order paid", async () => {
    openOrderPage();
    const steps = await screen.findByTestId("order-next-steps");
    await userEvent.click(await within(steps).findByRole("button", { name: "Pay ₹1,296 now" }));

    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(fakeApi.sent(onlinePaymentEndpoints.startOnlinePayment)[0]?.params).toEqual({ id: "7" });
    expect(opened[0]?.options).toMatchObject({
      key: "rzp_test_StandInKey0001",
      order_id: "order_Abc123",
      amount: 129600,
      currency: "INR",
      name: "Mayil Jewels",
      description: "MJ-000101",
      prefill: { name: "Anjali Menon", contact: "+919847054321" },
    });
    // While the checkout is open the button says so, and a second tap opens nothing more.
    const busy = await screen.findByRole("button", { name: "Opening payment…" });
    await expect.element(busy).toHaveAttribute("aria-busy", "true");
    await userEvent.click(busy);
    expect(fakeApi.sent(onlinePaymentEndpoints.startOnlinePayment)).toHaveLength(1);

    fakeApi.respond(onlinePaymentEndpoints.confirmOnlinePayment, () => {
      order = paid;
      return { confirmed: true };
    });
    opened[0]?.options.handler({
      razorpay_payment_id: "pay_Xyz789",
      razorpay_order_id: "order_Abc123",
      razorpay_signature: "a".repeat(64),
    });
    await expect
      .element(await screen.findByText("Paid. Thank you! Your payment is recorded on this order."))
      .toBeVisible();
    expect(fakeApi.sent(onlinePaymentEndpoints.confirmOnlinePayment)[0]?.body).toEqual({
      gateway_order_id: "order_Abc123",
      gateway_payment_id: "pay_Xyz789",
      signature: "a".repeat(64),
    });
    // In a live region, and the order as the server now has it: nothing owed, no button.
    expect(screen.getByText(/^Paid\. Thank you/).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("button", { name: /Pay .* now/ })).toBeNull();
    await expect.element(await screen.findByText("Paid in full: thank you.")).toBeVisible();
    await expect.element(await screen.findByTestId("payment-status")).toHaveTextContent("Paid");
  });

  it("says the bank is still confirming, and asks for the order again until it is paid", async () => {
    openOrderPage();
    await userEvent.click(await payButton());
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    fakeApi.respond(onlinePaymentEndpoints.confirmOnlinePayment, { confirmed: false });
    opened[0]?.options.handler({
      razorpay_payment_id: "pay_Xyz789",
      razorpay_order_id: "order_Abc123",
      razorpay_signature: "b".repeat(64),
    });
    await expect
      .element(
        await screen.findByText("We are confirming your payment with the bank; this page updates when it is done."),
      )
      .toBeVisible();
    const asked = fakeApi.sent(orderEndpoints.get).length;
    // The webhook records it meanwhile: the next time the page asks, the order is paid.
    order = paid;
    await vi.waitFor(() => expect(fakeApi.sent(orderEndpoints.get).length).toBeGreaterThan(asked), {
      timeout: 5000,
    });
    await expect
      .element(await screen.findByText("Paid. Thank you! Your payment is recorded on this order."))
      .toBeVisible();
  });

  it("says the gateway is not replying when the server says so (busy), and the button tries again", async () => {
    fakeApi.respond(onlinePaymentEndpoints.startOnlinePayment, {
      ...refusal(503, "The payment service is not responding just now."),
      code: "busy",
    } as Refusal);
    openOrderPage();
    await userEvent.click(await payButton());
    const alert = await screen.findByRole("alert");
    await expect
      .element(alert)
      .toHaveTextContent(
        "The payment service is not responding just now. Nothing was charged; please try again in a minute.",
      );
    expect(opened).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Try again: pay ₹1,296 now" }));
    await vi.waitFor(() => expect(fakeApi.sent(onlinePaymentEndpoints.startOnlinePayment)).toHaveLength(2));
  });

  it("says a failed payment took no money, and the button is back once the checkout is closed", async () => {
    openOrderPage();
    await userEvent.click(await payButton());
    await vi.waitFor(() => expect(opened[0]?.failed).toBeDefined());
    opened[0]?.failed?.({ error: { description: "Payment was declined by the bank" } });
    await expect
      .element(await screen.findByRole("alert"))
      .toHaveTextContent(
        "The payment did not go through: Payment was declined by the bank. No money was taken; you can try again.",
      );
    opened[0]?.options.modal.ondismiss();
    await userEvent.click(await screen.findByRole("button", { name: "Try again: pay ₹1,296 now" }));
    await vi.waitFor(() => expect(opened).toHaveLength(2));
  });

  it("gives the button back when she closes the checkout without paying", async () => {
    openOrderPage();
    await userEvent.click(await payButton());
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0]?.options.modal.ondismiss();
    await expect.element(await payButton()).not.toHaveAttribute("aria-busy");
    expect(fakeApi.sent(onlinePaymentEndpoints.confirmOnlinePayment)).toHaveLength(0);
  });

  it("has a Pay online card of its own once the shop has confirmed the order", async () => {
    order = { ...owing, status: "confirmed" };
    openOrderPage();
    const card = await screen.findByRole("region", { name: "Pay online" });
    await expect.element(await within(card).findByRole("button", { name: "Pay ₹1,296 now" })).toBeVisible();
  });

  it("shows no button when the shop takes no online payment for the order", async () => {
    order = { ...owing, pay_online: false };
    openOrderPage();
    await screen.findByTestId("order-next-steps");
    expect(screen.queryByRole("button", { name: /Pay .* now/ })).toBeNull();
  });
});
