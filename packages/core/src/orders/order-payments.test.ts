import { describe, expect, it } from "vitest";
import {
  amountOwedPaise,
  type OrderMoney,
  orderDuePaise,
  PAYMENT_STATUSES,
  paymentStatus,
  refundOwedPaise,
  UPI_REFERENCE,
  upiPayUrl,
} from "./order-payments";

const money = (totalPaise: number, paidPaise: number, more: Partial<OrderMoney> = {}): OrderMoney => ({
  totalPaise,
  paidPaise,
  returnedPaise: 0,
  refundedPaise: 0,
  cancelled: false,
  ...more,
});

describe("paymentStatus", () => {
  it("is unpaid with nothing paid, partly paid with some, paid with all", () => {
    expect(paymentStatus(money(129900, 0))).toBe("unpaid");
    expect(paymentStatus(money(129900, 1))).toBe("partially_paid");
    expect(paymentStatus(money(129900, 129899))).toBe("partially_paid");
    expect(paymentStatus(money(129900, 129900))).toBe("paid");
  });

  it("reads an order edited below what was paid as paid, with the difference owed back; a free order as paid", () => {
    const editedDown = money(50000, 129900);
    expect(paymentStatus(editedDown)).toBe("paid");
    expect(refundOwedPaise(editedDown)).toBe(79900);
    expect(amountOwedPaise(editedDown)).toBe(0);
    expect(paymentStatus(money(0, 0))).toBe("paid");
  });

  it("is partly refunded while some of what was paid went back, refunded once all of it did", () => {
    expect(paymentStatus(money(129900, 129900, { refundedPaise: 5000 }))).toBe("partly_refunded");
    expect(paymentStatus(money(129900, 129900, { refundedPaise: 129900, cancelled: true }))).toBe("refunded");
  });

  it("owes back what the returned units were sold for, and nothing once it is refunded", () => {
    const oneBack = money(129900, 129900, { returnedPaise: 40000 });
    expect(orderDuePaise(oneBack)).toBe(89900);
    expect(refundOwedPaise(oneBack)).toBe(40000);
    expect(refundOwedPaise({ ...oneBack, refundedPaise: 40000 })).toBe(0);
    // Paid half, then a unit came back: still owes the rest of what she kept, owed nothing back.
    const halfPaid = money(129900, 60000, { returnedPaise: 40000 });
    expect(amountOwedPaise(halfPaid)).toBe(29900);
    expect(refundOwedPaise(halfPaid)).toBe(0);
  });

  it("owes back everything paid on a cancelled order, and a cancelled order never paid stays unpaid", () => {
    expect(refundOwedPaise(money(129900, 129900, { cancelled: true }))).toBe(129900);
    expect(paymentStatus(money(129900, 0, { cancelled: true }))).toBe("unpaid");
  });

  it("only ever returns one of the payment statuses", () => {
    for (const [total, paid, refunded] of [
      [100, 0, 0],
      [100, 50, 0],
      [100, 100, 0],
      [0, 0, 0],
      [100, 100, 50],
      [100, 100, 100],
    ] as const) {
      expect(PAYMENT_STATUSES).toContain(paymentStatus(money(total, paid, { refundedPaise: refunded })));
    }
  });
});

describe("upiPayUrl", () => {
  const link = upiPayUrl({
    payeeVpa: "mayiljewels@okaxis",
    payeeName: "Mayil Jewels",
    amount: "1348.00",
    note: "MJ-000012",
  });

  it("writes the NPCI link with payee, name, amount, currency and note, in that order", () => {
    expect(link).toBe("upi://pay?pa=mayiljewels%40okaxis&pn=Mayil%20Jewels&am=1348.00&cu=INR&tn=MJ-000012");
  });

  it("reads back to the very values a UPI app will fill in", () => {
    const query = new URLSearchParams(link.slice("upi://pay?".length));
    const fields = ["pa", "pn", "am", "cu", "tn"].map((key) => [key, query.get(key)]);
    expect(Object.fromEntries(fields)).toEqual({
      pa: "mayiljewels@okaxis",
      pn: "Mayil Jewels",
      am: "1348.00",
      cu: "INR",
      tn: "MJ-000012",
    });
  });

  it("encodes characters that would otherwise end or split a field (& = # + ? and spaces)", () => {
    const odd = upiPayUrl({ payeeVpa: "a.b-c@upi", payeeName: "Gold & Silver = #1+?", amount: "1.50", note: "a b" });
    expect(odd).toBe("upi://pay?pa=a.b-c%40upi&pn=Gold%20%26%20Silver%20%3D%20%231%2B%3F&am=1.50&cu=INR&tn=a%20b");
    expect(new URLSearchParams(odd.slice("upi://pay?".length)).get("pn")).toBe("Gold & Silver = #1+?");
  });
});

describe("UPI_REFERENCE", () => {
  it("is exactly 12 digits", () => {
    expect(UPI_REFERENCE.test("412345678901")).toBe(true);
    expect(UPI_REFERENCE.test("41234567890")).toBe(false);
    expect(UPI_REFERENCE.test("4123456789012")).toBe(false);
    expect(UPI_REFERENCE.test("41234567890a")).toBe(false);
  });
});
