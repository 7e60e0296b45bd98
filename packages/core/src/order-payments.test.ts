import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES, paymentStatus, UPI_REFERENCE, upiPayUrl } from "./order-payments";

describe("paymentStatus", () => {
  it("is unpaid with nothing paid, partly paid with some, paid with all", () => {
    expect(paymentStatus(129900, 0)).toBe("unpaid");
    expect(paymentStatus(129900, 1)).toBe("partially_paid");
    expect(paymentStatus(129900, 129899)).toBe("partially_paid");
    expect(paymentStatus(129900, 129900)).toBe("paid");
  });

  it("counts an order edited down below what was paid as paid, and a free order as paid", () => {
    expect(paymentStatus(50000, 129900)).toBe("paid");
    expect(paymentStatus(0, 0)).toBe("paid");
  });

  it("only ever returns one of the payment statuses", () => {
    for (const [total, paid] of [
      [100, 0],
      [100, 50],
      [100, 100],
      [0, 0],
    ] as const) {
      expect(PAYMENT_STATUSES).toContain(paymentStatus(total, paid));
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
