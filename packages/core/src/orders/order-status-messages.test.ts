import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order-life-cycle";
import {
  codConfirmMessage,
  orderStatusMessage,
  paymentLinkMessage,
  refundSentMessage,
  returnReceivedMessage,
  type StatusMessageOrder,
  shipmentCorrectedMessage,
} from "./order-status-messages";

const order: StatusMessageOrder = {
  orderNumber: "MJ-000012",
  customerName: "Anjali",
  status: "placed",
  deliveryMethod: "delivery",
  pickupLocation: null,
  amountDuePaise: 134800,
  upiPayUrl: "upi://pay?pa=mayiljewels%40okaxis&pn=Mayil%20Jewels&am=1348.00&cu=INR&tn=MJ-000012",
  orderUrl: "https://mayil.example/orders/12",
};

describe("orderStatusMessage", () => {
  it.each(ORDER_STATUSES)("for %s greets her, names the order, links to it and signs as the shop", (status) => {
    const message = orderStatusMessage({ ...order, status }, "Mayil Jewels");
    expect(message.startsWith("Hello Anjali, ")).toBe(true);
    expect(message).toContain("MJ-000012");
    expect(message).toMatch(/(Your order|Pay by UPI on your order page): https:\/\/mayil\.example\/orders\/12\n/);
    expect(message).not.toContain("upi://");
    expect(message.endsWith("- Mayil Jewels")).toBe(true);
  });

  it("says what happened and what to do next for a confirmed order that is still owed", () => {
    expect(orderStatusMessage({ ...order, status: "confirmed" }, "Mayil Jewels")).toBe(
      [
        "Hello Anjali, your order MJ-000012 is confirmed. We are getting your pieces ready.",
        "Amount to pay: ₹1,348.",
        "Pay by UPI on your order page: https://mayil.example/orders/12",
        "",
        "- Mayil Jewels",
      ].join("\n"),
    );
  });

  it("names the pickup point and asks her to bring the amount when a pickup order is ready", () => {
    const message = orderStatusMessage(
      { ...order, status: "ready_for_pickup", deliveryMethod: "pickup", pickupLocation: "Kachani" },
      "Mayil Jewels",
    );
    expect(message).toContain(
      "your order MJ-000012 is ready for pickup at Kachani (Kachani Junction, Thiruvananthapuram, Kerala 695013). " +
        "Hours: 10 am to 7 pm, Monday to Saturday. " +
        "Map: https://www.google.com/maps/search/?api=1&query=Kachani%2C%20Kachani%20Junction%2C%20Thiruvananthapuram%2C%20Kerala%20695013",
    );
    expect(message).toContain("Please bring this message and ₹1,348 (cash or UPI) when you come.");
  });

  it("asks for no money once it is paid, and gives no UPI link", () => {
    const paid = { ...order, amountDuePaise: 0 };
    const shipped = orderStatusMessage({ ...paid, status: "shipped" }, "Mayil Jewels");
    expect(shipped).toContain("It is fully paid: there is nothing to pay when it reaches you.");
    expect(shipped).not.toContain("keep");
    expect(shipped).toContain("Your order: https://mayil.example/orders/12");
    expect(orderStatusMessage({ ...paid, status: "confirmed" }, "Mayil Jewels")).not.toContain("Pay by UPI");
    expect(orderStatusMessage({ ...paid, status: "ready_for_pickup" }, "Mayil Jewels")).toContain(
      "Please bring this message when you come.",
    );
  });

  it("never asks a cancelled, returned or completed order to pay by UPI", () => {
    for (const status of ["cancelled", "returned", "completed"] as const) {
      expect(orderStatusMessage({ ...order, status }, "Mayil Jewels"), status).not.toContain("Pay by UPI");
    }
    expect(orderStatusMessage({ ...order, status: "cancelled" }, "Mayil Jewels")).toContain(
      "If this is a mistake, or you would like something else, just reply here.",
    );
  });

  it("offers the UPI link only when the shop has one", () => {
    expect(orderStatusMessage({ ...order, status: "packed", upiPayUrl: null }, "Mayil Jewels")).not.toContain(
      "Pay by UPI",
    );
  });

  it("a shipped order owing money asks to keep cash ready only when the courier collects it", () => {
    const shipment = { courierName: "India Post", trackingNumber: "EK123456789IN", trackingUrl: null };
    const cod = orderStatusMessage(
      { ...order, status: "shipped", shipment: { ...shipment, cashOnDelivery: true } },
      "Mayil Jewels",
    );
    expect(cod).toContain("Please keep ₹1,348 ready in cash for the courier when it reaches you.");
    expect(cod).not.toContain("Pay by UPI");
    expect(cod).toContain("Your order: https://mayil.example/orders/12");

    const byUpi = orderStatusMessage({ ...order, status: "shipped", shipment }, "Mayil Jewels");
    expect(byUpi).not.toContain("keep");
    expect(byUpi).toContain("Still to pay: ₹1,348.\nPay by UPI on your order page: https://mayil.example/orders/12");

    const noUpi = orderStatusMessage({ ...order, status: "shipped", shipment, upiPayUrl: null }, "Mayil Jewels");
    expect(noUpi).toContain("Still to pay: ₹1,348, as we agreed in this chat.");
    expect(noUpi).not.toMatch(/UPI|keep/);
  });

  it("never carries a upi:// link: her order page holds the UPI button and QR code", () => {
    for (const status of ["placed", "confirmed", "packed", "shipped", "ready_for_pickup"] as const) {
      const message = orderStatusMessage({ ...order, status }, "Mayil Jewels");
      expect(message, status).not.toContain("upi://");
      expect(message, status).toContain("Pay by UPI on your order page: https://mayil.example/orders/12");
      expect(message.match(/https:\/\/mayil\.example\/orders\/12/g), status).toHaveLength(1);
    }
    // A sale the shop entered has no page she can open: the shop's UPI id, in words.
    const entered = orderStatusMessage({ ...order, status: "confirmed", orderUrl: null }, "Mayil Jewels");
    expect(entered).toContain("Pay by UPI to mayiljewels@okaxis, for MJ-000012.");
    expect(entered).not.toContain("upi://");
  });

  it("names a pickup point it knows no details of as configured", () => {
    const message = orderStatusMessage(
      { ...order, status: "ready_for_pickup", deliveryMethod: "pickup", pickupLocation: "Kowdiar" },
      "Mayil Jewels",
    );
    expect(message).toContain("ready for pickup at Kowdiar");
    expect(message).not.toContain("Map:");
  });

  it("links to no order page a customer without an account could not open", () => {
    const message = orderStatusMessage({ ...order, status: "completed", orderUrl: null }, "Mayil Jewels");
    expect(message).not.toContain("Your order:");
    expect(message).not.toContain("http");
  });

  it("names the courier and the tracking number of a shipped order, with the link to follow it", () => {
    const shipment = {
      courierName: "Blue Dart",
      trackingNumber: "12345678901",
      trackingUrl: "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901",
    };
    const message = orderStatusMessage({ ...order, status: "shipped", shipment }, "Mayil Jewels");
    expect(message).toContain(
      "your order MJ-000012 is on its way to you.\nCourier: Blue Dart, tracking number 12345678901.\n" +
        `Track parcel: ${shipment.trackingUrl}\n`,
    );
    const noLink = orderStatusMessage(
      { ...order, status: "shipped", shipment: { ...shipment, courierName: "Professional", trackingUrl: null } },
      "Mayil Jewels",
    );
    expect(noLink).toContain("Courier: Professional, tracking number 12345678901.");
    expect(noLink).not.toContain("Track parcel");
    const corrected = shipmentCorrectedMessage({ ...order, status: "shipped", shipment }, "Mayil Jewels");
    expect(corrected).toContain("a correction to the tracking details of your order MJ-000012");
    expect(corrected).toContain(`Track parcel: ${shipment.trackingUrl}`);
  });

  it("gives the pickup code when a pickup order is ready, and only then", () => {
    const ready = { ...order, deliveryMethod: "pickup" as const, pickupLocation: "Peyad", pickupCode: "0427" };
    expect(orderStatusMessage({ ...ready, status: "ready_for_pickup" }, "Mayil Jewels")).toContain(
      "Your pickup code: 0427. Please tell it to us when you collect your order.",
    );
    expect(orderStatusMessage({ ...ready, status: "completed" }, "Mayil Jewels")).not.toContain("0427");
  });
});

describe("returns and refunds", () => {
  const shipped = { ...order, status: "shipped" as const, amountDuePaise: 0, upiPayUrl: null };

  it("after a return says what came back and the refund owed", () => {
    const lines = [
      { name: "Temple Jhumka", colorName: "Red", quantity: 1 },
      { name: "Anklet", colorName: null, quantity: 2 },
    ];
    expect(returnReceivedMessage({ ...shipped, refundOwedPaise: 129900 }, lines, "Mayil Jewels")).toBe(
      [
        "Hello Anjali, we have received 1 x Temple Jhumka (Red), 2 x Anklet back from your order MJ-000012.",
        "We owe you ₹1,299 back and will send it to you soon.",
        "Your order: https://mayil.example/orders/12",
        "",
        "- Mayil Jewels",
      ].join("\n"),
    );
    const everything = returnReceivedMessage({ ...shipped, status: "returned" }, lines, "Mayil Jewels");
    expect(everything).toContain("That is everything from this order.");
    expect(everything).toContain("If a refund is due, we will settle it with you in this chat.");
  });

  it("after a refund says how much went back, by what, and what is still to come", () => {
    const refund = { method: "upi" as const, amountPaise: 5000, reference: "412345678901" };
    const message = refundSentMessage({ ...shipped, refundOwedPaise: 20000 }, refund, "Mayil Jewels");
    expect(message).toContain("we have refunded ₹50 (UPI, ref. 412345678901) for your order MJ-000012.");
    expect(message).toContain("We owe you ₹200 back");
    expect(refundSentMessage(shipped, refund, "Mayil Jewels")).not.toContain("We owe you");
  });

  it("after a refund through the gateway says where it went and how long a bank takes", () => {
    const upi = { method: "upi" as const, amountPaise: 129600, reference: null, gateway: "Razorpay" };
    expect(refundSentMessage(shipped, upi, "Mayil Jewels")).toContain(
      "we have refunded ₹1,296 for your order MJ-000012 to the UPI account you paid from (through Razorpay). Banks take 5 to 7 working days to show it.",
    );
    const card = { ...upi, method: "online" as const };
    expect(refundSentMessage(shipped, card, "Mayil Jewels")).toContain("to the card or account you paid from");
  });

  it("a cancelled order paid for names the refund owed", () => {
    expect(orderStatusMessage({ ...shipped, status: "cancelled", refundOwedPaise: 134800 }, "Mayil Jewels")).toContain(
      "We owe you ₹1,348 back and will send it to you soon.",
    );
  });
});

describe("paymentLinkMessage", () => {
  const link = {
    orderNumber: "MJ-000123",
    customerName: "Anjali Nair",
    amountPaise: 125050,
    url: "https://rzp.io/l/abc",
  };

  it("names the order, the amount the Indian way and the link, and signs as the shop", () => {
    expect(paymentLinkMessage(link, "Mayil Jewels")).toBe(
      [
        "Hello Anjali Nair, here is the link to pay ₹1,250.50 for your order MJ-000123:",
        "https://rzp.io/l/abc",
        "You can pay by UPI, card or net banking. We will see your payment as soon as it goes through: no screenshot needed.",
        "",
        "- Mayil Jewels",
      ].join("\n"),
    );
  });

  it("groups lakhs as India does", () => {
    expect(paymentLinkMessage({ ...link, amountPaise: 12_345_600 }, "Mayil Jewels")).toContain("pay ₹1,23,456 for");
  });
});

describe("codConfirmMessage", () => {
  it("asks her to confirm she will pay the amount in cash on delivery, with her order's page", () => {
    expect(codConfirmMessage({ ...order, amountDuePaise: 314_900 }, "Mayil Jewels")).toBe(
      [
        "Hello Anjali, thank you for your order MJ-000012, to pay by cash on delivery.",
        "Please reply YES to confirm you will pay ₹3,149 in cash to the courier when it reaches you. We will send it once you confirm.",
        "Your order: https://mayil.example/orders/12",
        "",
        "- Mayil Jewels",
      ].join("\n"),
    );
  });

  it("leaves out the page for a sale the shop entered", () => {
    const message = codConfirmMessage({ ...order, orderUrl: null }, "Mayil Jewels");
    expect(message).not.toContain("Your order:");
    expect(message).toContain("pay ₹1,348 in cash");
  });
});

describe("the messages in the order's language", () => {
  const shipment = {
    courierName: "India Post",
    trackingNumber: "EE123456789IN",
    trackingUrl: "https://www.indiapost.gov.in/track?EE123456789IN",
  };

  it("in Malayalam keep the number, the amount, the parcel and the links exactly", () => {
    const shipped = orderStatusMessage({ ...order, status: "shipped", shipment, language: "ml" }, "Mayil Jewels");
    expect(shipped.split("\n")[0]).toBe("നമസ്കാരം Anjali, നിങ്ങളുടെ ഓർഡർ MJ-000012 അയച്ചിട്ടുണ്ട്, ഉടൻ നിങ്ങളുടെ അടുത്തെത്തും.");
    for (const value of ["EE123456789IN", shipment.trackingUrl, "₹1,348", "https://mayil.example/orders/12"]) {
      expect(shipped).toContain(value);
    }
    expect(shipped).not.toMatch(/Hello|Your order|Still to pay/);
    expect(shipped.endsWith("\n\n- Mayil Jewels")).toBe(true);
  });

  it("in Hindi, a pickup with the point's hours in Hindi and the code", () => {
    const ready = orderStatusMessage(
      {
        ...order,
        status: "ready_for_pickup",
        deliveryMethod: "pickup",
        pickupLocation: "Kachani",
        pickupCode: "0427",
        language: "hi",
      },
      "Mayil Jewels",
    );
    expect(ready).toContain("नमस्ते Anjali जी, आपका ऑर्डर MJ-000012 लेने के लिए तैयार है: Kachani (Kachani Junction");
    expect(ready).toContain("सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक");
    expect(ready).toContain("आपका पिकअप कोड: 0427।");
    expect(ready).toContain("₹1,348 (नकद या UPI)");
  });

  it("a refund, a payment link and the COD question in Malayalam", () => {
    const refund = refundSentMessage(
      { ...order, status: "cancelled", language: "ml" },
      { method: "upi", amountPaise: 134800, reference: "412345678901" },
      "Mayil Jewels",
    );
    expect(refund).toContain("₹1,348 (UPI, റഫ. 412345678901) തിരികെ അയച്ചിട്ടുണ്ട്");
    const link = paymentLinkMessage(
      {
        orderNumber: "MJ-000012",
        customerName: "Anjali",
        amountPaise: 12_345_600,
        url: "https://rzp.io/i/x",
        language: "ml",
      },
      "Mayil Jewels",
    );
    expect(link).toContain("₹1,23,456 അടയ്ക്കാനുള്ള ലിങ്ക് ഇതാ:\nhttps://rzp.io/i/x");
    expect(codConfirmMessage({ ...order, language: "hi" }, "Mayil Jewels")).toContain("₹1,348 नकद");
  });
});
