import { describe, expect, it } from "vitest";
import { type WhatsAppOrder, whatsAppLink, whatsAppOrderMessage, whatsAppShopperMessage } from "./whatsapp-order";

const delivery: WhatsAppOrder = {
  orderNumber: "MJ-000123",
  customerName: "Anjali Nair",
  customerPhone: "+919847012345",
  customerEmail: "anjali@example.com",
  deliveryMethod: "delivery",
  customerAddress: "TC 12/345, Pattom",
  customerCity: "Thiruvananthapuram",
  customerState: "Kerala",
  customerPincode: "695004",
  pickupLocation: null,
  specialInstructions: "Please gift wrap",
  items: [
    { name: "Temple Jhumka", colorName: "Ruby Red", unitPricePaise: 129900, quantity: 2 },
    { name: "Pearl Stud Earrings", colorName: null, unitPricePaise: 14950, quantity: 1 },
  ],
  subtotalPaise: 274750,
  deliveryFeePaise: 4900,
  totalPaise: 279650,
};

describe("whatsAppOrderMessage", () => {
  it("says a cash on delivery order is paid to the courier, with its fee, before the total", () => {
    const message = whatsAppOrderMessage(
      { ...delivery, paymentChoice: "cod", codFeePaise: 4900, totalPaise: 284550 },
      "Mayil Jewels",
    );
    expect(message).toContain("Delivery fee: ₹49\nPayment: cash on delivery (fee ₹49)\nTotal: ₹2,845.50");
    expect(whatsAppOrderMessage({ ...delivery, paymentChoice: "cod", codFeePaise: 0 }, "Mayil Jewels")).toContain(
      "Payment: cash on delivery\nTotal:",
    );
    expect(whatsAppOrderMessage({ ...delivery, paymentChoice: "prepaid" }, "Mayil Jewels")).not.toContain("Payment:");
  });

  it("writes a delivery order with every detail, in rupees", () => {
    expect(whatsAppOrderMessage(delivery, "Mayil Jewels")).toBe(
      [
        "Hello Mayil Jewels! I would like to place this order.",
        "",
        "Order: MJ-000123",
        "Name: Anjali Nair",
        "Phone: +91 98470 12345",
        "Email: anjali@example.com",
        "",
        "Items:",
        "1. Temple Jhumka (Ruby Red) - ₹1,299 x 2",
        "2. Pearl Stud Earrings - ₹149.50 x 1",
        "",
        "Delivery: Home delivery",
        "Address: TC 12/345, Pattom, Thiruvananthapuram, Kerala - 695004",
        "Special instructions: Please gift wrap",
        "",
        "Subtotal: ₹2,747.50",
        "Delivery fee: ₹49",
        "Total: ₹2,796.50",
      ].join("\n"),
    );
  });

  it("writes a pickup order with the location, no address, no email or instructions when there are none", () => {
    const pickup: WhatsAppOrder = {
      ...delivery,
      customerEmail: null,
      deliveryMethod: "pickup",
      customerAddress: null,
      customerCity: null,
      customerState: null,
      customerPincode: null,
      pickupLocation: "Technopark",
      specialInstructions: null,
      items: [{ name: "Kundan Bridal Necklace Set", colorName: null, unitPricePaise: 249900, quantity: 1 }],
      subtotalPaise: 249900,
      deliveryFeePaise: 0,
      totalPaise: 249900,
    };
    expect(whatsAppOrderMessage(pickup, "Mayil Jewels")).toBe(
      [
        "Hello Mayil Jewels! I would like to place this order.",
        "",
        "Order: MJ-000123",
        "Name: Anjali Nair",
        "Phone: +91 98470 12345",
        "",
        "Items:",
        "1. Kundan Bridal Necklace Set - ₹2,499 x 1",
        "",
        "Delivery: Store pickup",
        "Pickup location: Technopark",
        "",
        "Subtotal: ₹2,499",
        "Delivery fee: Free",
        "Total: ₹2,499",
      ].join("\n"),
    );
  });
});

describe("whatsAppLink", () => {
  it("addresses the shop's number and carries the message URL-encoded", () => {
    const link = whatsAppLink("919847012345", "Order: MJ-000001\n1. Jhumka (Red) - ₹49 x 1 & more");
    expect(link).toBe(
      "https://wa.me/919847012345?text=Order%3A%20MJ-000001%0A1.%20Jhumka%20(Red)%20-%20%E2%82%B949%20x%201%20%26%20more",
    );
    expect(decodeURIComponent(link.split("?text=")[1] ?? "")).toBe(
      "Order: MJ-000001\n1. Jhumka (Red) - ₹49 x 1 & more",
    );
  });
});

describe("whatsAppShopperMessage", () => {
  it("sends the order itself while it waits for the shop to confirm it", () => {
    expect(whatsAppShopperMessage({ ...delivery, status: "placed" }, "Mayil Jewels")).toBe(
      whatsAppOrderMessage(delivery, "Mayil Jewels"),
    );
  });

  it.each([
    ["confirmed", 0, "confirmed"],
    ["shipped", 0, "shipped"],
    ["ready_for_pickup", 0, "ready for pickup"],
    ["completed", 0, "completed"],
    ["cancelled", 0, "cancelled"],
    ["cancelled", 27965, "cancelled and refunded"],
    ["returned", 27965, "returned and refunded"],
  ] as const)("asks about a %s order (refunded %i paise) as %j, never as a new order", (status, refunded, words) => {
    const text = whatsAppShopperMessage({ ...delivery, status, refundedPaise: refunded }, "Mayil Jewels");
    expect(text).toBe(`Hello Mayil Jewels! I have a question about my order MJ-000123, which is ${words}.`);
    expect(text).not.toContain("place this order");
  });
});

describe("the order in her language", () => {
  it("in Malayalam: every value as in English, the words in Malayalam", () => {
    const message = whatsAppOrderMessage(
      { ...delivery, language: "ml", paymentChoice: "cod", codFeePaise: 4900 },
      "Mayil Jewels",
    );
    expect(message.split("\n")).toEqual([
      "നമസ്കാരം Mayil Jewels! എനിക്ക് ഈ ഓർഡർ ചെയ്യണം.",
      "",
      "ഓർഡർ: MJ-000123",
      "പേര്: Anjali Nair",
      "ഫോൺ: +91 98470 12345",
      "ഇമെയിൽ: anjali@example.com",
      "",
      "സാധനങ്ങൾ:",
      "1. Temple Jhumka (Ruby Red) - ₹1,299 x 2",
      "2. Pearl Stud Earrings - ₹149.50 x 1",
      "",
      "ഡെലിവറി: വീട്ടിൽ എത്തിക്കണം",
      "വിലാസം: TC 12/345, Pattom, Thiruvananthapuram, Kerala - 695004",
      "പ്രത്യേക നിർദ്ദേശങ്ങൾ: Please gift wrap",
      "",
      "ആകെ വില: ₹2,747.50",
      "ഡെലിവറി ചാർജ്: ₹49",
      "പേയ്മെന്റ്: ക്യാഷ് ഓൺ ഡെലിവറി (ചാർജ് ₹49)",
      "മൊത്തം: ₹2,796.50",
    ]);
  });

  it("in Hindi, and her question about a shipped order in Hindi", () => {
    const message = whatsAppOrderMessage({ ...delivery, language: "hi", deliveryFeePaise: 0 }, "Mayil Jewels");
    expect(message).toContain("नमस्ते Mayil Jewels! मुझे यह ऑर्डर देना है।\n\nऑर्डर: MJ-000123");
    expect(message).toContain("डिलीवरी शुल्क: मुफ़्त\nकुल: ₹2,796.50");
    expect(whatsAppShopperMessage({ ...delivery, language: "hi", status: "shipped" }, "Mayil Jewels")).toBe(
      "नमस्ते Mayil Jewels! मेरे ऑर्डर MJ-000123 (भेज दिया गया) के बारे में मुझे कुछ पूछना है।",
    );
  });
});
