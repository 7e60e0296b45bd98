import { describe, expect, it } from "vitest";
import { gstStateNamed, gstStateOfPincode, placeOfSupply, placeOfSupplyLabel } from "../india/gst-states";
import { amountInWords } from "../money/amount-in-words";
import { financialYearOf } from "./financial-year";
import { gstinCheckCharacter, gstinProblem } from "./gstin";
import { invoiceNumber, invoicePrefixProblem } from "./invoice-numbers";
import {
  apportion,
  invoiceLines,
  invoiceTotals,
  partOf,
  percentOfRate,
  rateFromPercent,
  taxInside,
} from "./invoice-tax";

const kerala = { code: "32", name: "Kerala" };

describe("GST states and the place of supply", () => {
  it("knows a state by its name in any case, its old name or its code", () => {
    expect(gstStateNamed("Kerala")).toEqual(kerala);
    expect(gstStateNamed("KERALA")).toEqual(kerala);
    expect(gstStateNamed("32")).toEqual(kerala);
    expect(gstStateNamed("Orissa")?.code).toBe("21");
    expect(gstStateNamed("Jammu & Kashmir")?.code).toBe("01");
    expect(gstStateNamed("tamil nadu.")?.code).toBe("33");
    expect(gstStateNamed("Narnia")).toBeUndefined();
    expect(gstStateNamed(null)).toBeUndefined();
  });

  it("tells the state from a PIN code where its digits say it", () => {
    expect(gstStateOfPincode("695001")?.name).toBe("Kerala");
    expect(gstStateOfPincode("560001")?.name).toBe("Karnataka");
    expect(gstStateOfPincode("403001")?.name).toBe("Goa");
    expect(gstStateOfPincode("605001")?.name).toBe("Puducherry");
    // 8x is shared by Bihar and Jharkhand: not guessed.
    expect(gstStateOfPincode("800001")).toBeUndefined();
  });

  it("is the delivery state, else the PIN's, else the shop's; a pickup is the shop's", () => {
    const karnataka = placeOfSupply({ deliveryMethod: "delivery", state: "Karnataka", pincode: "560001" }, kerala);
    expect(placeOfSupplyLabel(karnataka)).toBe("29-Karnataka");
    expect(placeOfSupply({ deliveryMethod: "delivery", state: "Karnatka", pincode: "560001" }, kerala).code).toBe("29");
    expect(placeOfSupply({ deliveryMethod: "pickup", state: "Karnataka", pincode: null }, kerala)).toEqual(kerala);
    expect(placeOfSupply({ deliveryMethod: "delivery", state: null, pincode: null }, kerala)).toEqual(kerala);
  });
});

describe("GSTIN", () => {
  it("accepts a GSTIN whose check character is right and says what is wrong with one that is not", () => {
    const first14 = "32AABCM1234F1Z";
    const valid = `${first14}${gstinCheckCharacter(first14)}`;
    expect(gstinProblem(valid)).toBeNull();
    // The GST Network's published example.
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    const wrongCheck = `${first14}${valid[14] === "A" ? "B" : "A"}`;
    expect(gstinProblem(wrongCheck)).toMatch(/check character/);
    expect(gstinProblem("32AABCM1234F1Z")).toMatch(/15 characters/);
    expect(gstinProblem("32aabcm1234f1z5")).toMatch(/PAN/);
    expect(gstinProblem("3XAABCM1234F1Z5")).toMatch(/state code/);
  });
});

describe("financial year", () => {
  it("runs from 1 April to 31 March by the India calendar day", () => {
    expect(financialYearOf("2026-11-27")).toBe("2026-27");
    expect(financialYearOf("2027-03-31")).toBe("2026-27");
    expect(financialYearOf("2027-04-01")).toBe("2027-28");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
    // 1 April 00:10 in India is still 31 March in UTC.
    expect(financialYearOf(new Date("2027-03-31T18:40:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2027-03-31T18:29:00Z"))).toBe("2026-27");
  });
});

describe("invoice numbers", () => {
  it("are prefix/year/serial in at most 16 characters, a series per kind", () => {
    expect(invoiceNumber("tax_invoice", "MJ", "2026-27", 123)).toBe("MJ/26-27/000123");
    expect(invoiceNumber("bill_of_supply", "MJ", "2026-27", 1)).toBe("MJB/26-27/000001");
    expect(invoiceNumber("credit_note", "MJ", "2027-28", 4)).toBe("CN/27-28/000004");
    expect(invoiceNumber("bill_of_supply", "ABC", "2026-27", 7)).toBe("ABCB/26-27/00007");
    expect(() => invoiceNumber("bill_of_supply", "ABC", "2026-27", 123_456)).toThrow(RangeError);
    expect(invoiceNumber("tax_invoice", "ABC", "2026-27", 123_456)).toHaveLength(16);
  });

  it("refuses a prefix that would not fit or would read as a credit note's", () => {
    expect(invoicePrefixProblem("MJ")).toBeNull();
    expect(invoicePrefixProblem("mj")).not.toBeNull();
    expect(invoicePrefixProblem("MAYIL")).not.toBeNull();
    expect(invoicePrefixProblem("CNX")).toMatch(/credit notes/);
  });
});

describe("tax inside a price", () => {
  it("takes 3 % out of ₹1,299 as CGST and SGST halves that add back to exactly what was paid", () => {
    const tax = taxInside(129900, 300, "intra_state");
    // 1299 × 1.5 / 103 = 18.917… → 18.92 each half.
    expect(tax).toEqual({ taxable: 126116, cgst: 1892, sgst: 1892, igst: 0 });
    expect(tax.taxable + tax.cgst + tax.sgst).toBe(129900);
  });

  it("takes it as IGST between states, and none on a bill of supply", () => {
    // 1299 × 3 / 103 = 37.834… → 37.83.
    expect(taxInside(129900, 300, "inter_state")).toEqual({ taxable: 126117, cgst: 0, sgst: 0, igst: 3783 });
    expect(taxInside(129900, 300, "none")).toEqual({ taxable: 129900, cgst: 0, sgst: 0, igst: 0 });
  });

  it("rounds half a paisa up", () => {
    // 103 paise at 3 %: IGST exactly 3 paise; 51.5 paise → 1.5 each half → 2 half-up.
    expect(taxInside(103, 300, "inter_state").igst).toBe(3);
    expect(taxInside(10300, 300, "intra_state").cgst).toBe(150);
    expect(taxInside(103, 300, "intra_state").cgst).toBe(2);
  });

  it("reads and prints a rate", () => {
    expect(rateFromPercent("3")).toBe(300);
    expect(rateFromPercent("0.25")).toBe(25);
    expect(percentOfRate(300)).toBe("3");
    expect(percentOfRate(25)).toBe("0.25");
    expect(percentOfRate(1250)).toBe("12.5");
    expect(() => rateFromPercent("3.125")).toThrow(RangeError);
  });

  it("shares a discount over lines by their value, to the paisa", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(5000, [59800, 29900])).toEqual([3333, 1667]);
    expect(apportion(0, [100])).toEqual([0]);
    expect(partOf(1000, 1, 3)).toBe(333);
    expect(partOf(1000, 2, 3)).toBe(667);
    expect(partOf(1000, 3, 3)).toBe(1000);
  });

  it("taxes an order's lines so that they add up to its total, delivery a line of its own", () => {
    const lines = invoiceLines(
      [
        { description: "Jhumka (Gold)", hsn: "7117", quantity: 2, unitPricePaise: 29900 },
        { description: "Bangle", hsn: "7117", quantity: 1, unitPricePaise: 49900 },
      ],
      { description: "Delivery", hsn: "7117", feePaise: 4900 },
      5000,
      300,
      "intra_state",
    );
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.discountPaise)).toEqual([2726, 2274, 0]);
    const totals = invoiceTotals(lines);
    expect(totals.total).toBe(59800 + 49900 + 4900 - 5000);
    expect(totals.taxable + totals.cgst + totals.sgst).toBe(totals.total);
    for (const line of lines) expect(line.cgst).toBe(line.sgst);
  });

  it("takes a discount beyond the goods off delivery", () => {
    const lines = invoiceLines(
      [{ description: "Ring", hsn: "7117", quantity: 1, unitPricePaise: 1000 }],
      { description: "Delivery", hsn: "7117", feePaise: 4900 },
      1500,
      300,
      "inter_state",
    );
    expect(lines.map((line) => line.amount)).toEqual([0, 4400]);
  });

  it("adds a cash on delivery fee as a line after delivery, taxed alike, and a discount beyond both off it", () => {
    const goods = [{ description: "Ring", hsn: "7117", quantity: 1, unitPricePaise: 1000 }];
    const delivery = { description: "Delivery", hsn: "7117", feePaise: 4900 };
    const cod = { description: "Cash on delivery fee", hsn: "7117", feePaise: 4900 };
    const lines = invoiceLines(goods, delivery, 0, 300, "intra_state", cod);
    expect(lines.map((line) => [line.description, line.amount])).toEqual([
      ["Ring", 1000],
      ["Delivery", 4900],
      ["Cash on delivery fee", 4900],
    ]);
    expect(invoiceTotals(lines).total).toBe(1000 + 4900 + 4900);
    expect(invoiceLines(goods, delivery, 6000, 300, "intra_state", cod).map((line) => line.amount)).toEqual([
      0, 0, 4800,
    ]);
    // No fee, no line.
    expect(invoiceLines(goods, delivery, 0, 300, "intra_state", { ...cod, feePaise: 0 })).toHaveLength(2);
  });
});

describe("amount in words", () => {
  it("writes rupees and paise in Indian numbering", () => {
    expect(amountInWords(129900)).toBe("Rupees One Thousand Two Hundred Ninety-Nine Only");
    expect(amountInWords(129950)).toBe("Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only");
    expect(amountInWords(12345650)).toBe(
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only",
    );
    expect(amountInWords(123456789_00)).toBe(
      "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only",
    );
    expect(amountInWords(1_000_000_000_00)).toBe("Rupees One Hundred Crore Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(50)).toBe("Fifty Paise Only");
    expect(amountInWords(10001)).toBe("Rupees One Hundred and One Paise Only");
    expect(amountInWords(4900)).toBe("Rupees Forty-Nine Only");
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
