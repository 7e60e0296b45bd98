import { describe, expect, it } from "vitest";
import {
  counterSaleReceiptMessage,
  orderChangedMessage,
  paymentReceiptMessage,
  type ReceiptOrder,
} from "./order-receipts";

const order: ReceiptOrder = {
  orderNumber: "MJ-000012",
  customerName: "Anjali",
  status: "confirmed",
  deliveryMethod: "delivery",
  pickupLocation: null,
  amountDuePaise: 1400,
  upiPayUrl: "upi://pay?pa=mayiljewels%40okaxis&am=14.00",
  orderUrl: "https://mayil.example/orders/12",
  items: [
    { name: "Jhumka", colorName: "Ruby Red", unitPricePaise: 36500, quantity: 1 },
    { name: "Anklet", colorName: null, unitPricePaise: 0, quantity: 1 },
  ],
  deliveryFeePaise: 4900,
  discountPaise: 0,
  totalPaise: 41400,
};

describe("receipts to the customer", () => {
  it("a payment: how much arrived and by what, what is still owed, how to pay it and the order's page", () => {
    expect(paymentReceiptMessage(order, { method: "cash", amountPaise: 40000, reference: null }, "Mayil Jewels")).toBe(
      [
        "Hello Anjali, we have received ₹400 (Cash) for your order MJ-000012.",
        "Still to pay: ₹14.",
        "Pay by UPI on your order page: https://mayil.example/orders/12",
        "",
        "- Mayil Jewels",
      ].join("\n"),
    );
  });

  it("a payment that settles the order says so, with the UTR", () => {
    const message = paymentReceiptMessage(
      { ...order, amountDuePaise: 0, upiPayUrl: null },
      { method: "upi", amountPaise: 41400, reference: "412356789012" },
      "Mayil Jewels",
    );
    expect(message).toContain("we have received ₹414 (UPI, ref. 412356789012)");
    expect(message).toContain("Your order is fully paid. Thank you!");
  });

  it("an edit lists the order as it now stands", () => {
    const message = orderChangedMessage(order, "Mayil Jewels");
    expect(message).toContain("your order MJ-000012 has been updated as we agreed:");
    expect(message).toContain("1. Jhumka (Ruby Red) - ₹365 x 1\n2. Anklet - ₹0 x 1\nDelivery fee: ₹49\nTotal: ₹414");
  });

  it("a walk-in sale is a receipt with no link to a page she cannot open", () => {
    const message = counterSaleReceiptMessage(
      { ...order, orderUrl: null, amountDuePaise: 0, upiPayUrl: null, deliveryFeePaise: 0, totalPaise: 36500 },
      { method: "cash", amountPaise: 36500, reference: null },
      "Mayil Jewels",
    );
    expect(message).toContain("Your receipt for MJ-000012:");
    expect(message).toContain("Paid: ₹365 (Cash).");
    expect(message).not.toContain("http");
  });
});
