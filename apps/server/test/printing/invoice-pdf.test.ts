// The invoice PDF carries, as text a reader can find, every field the GST rules ask for, the tax split of the place of
// supply (CGST + SGST inside Kerala, IGST outside), the amount in words, a bill of supply without tax lines and a
// credit note against its invoice; a Malayalam name is set in the Malayalam face. The figures come from fixtures: the
// invoices module's tests check how they are worked out, these check they are printed.
import { describe, expect, it } from "vitest";
import { invoicePdf, invoicesPdf } from "../../src/modules/printing/invoice-pdf";
import { billOfSupply, creditNote, karnatakaInvoice, keralaInvoice } from "./invoice-fixtures";
import { bytesOf, pdfFonts, pdfPages, pdfText } from "./pdf-text";

const render = async (document: typeof keralaInvoice) => bytesOf(invoicePdf(document, "Mayil Jewels"));
const squeezed = (text: string) => text.replace(/\s+/g, " ");

describe("invoice PDF", () => {
  it("prints every mandatory field of a tax invoice, CGST and SGST for a Kerala buyer", async () => {
    const pdf = await render(keralaInvoice);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf);
    const flat = squeezed(text);
    for (const field of [
      "Tax Invoice",
      "Mayil Jewels (Lakshmi Nair)",
      "TC 9/1234, Sasthamangalam",
      "GSTIN 32ABCDE1234F1Z5",
      "Invoice no. MJ/26-27/000123",
      "Invoice date 27 Nov 2026",
      "Place of supply 32-Kerala",
      "TC 12/345, Pattom",
      "Thiruvananthapuram, Kerala - 695004",
      "HSN/SAC",
      "7117",
      "Taxable value",
      "1,261.65",
      "Total (₹) 1,299.50",
      "Amount in words: Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only",
    ]) {
      expect(flat, field).toContain(field);
    }
    expect(flat).toMatch(/CGST 18\.92/);
    expect(flat).toMatch(/SGST 18\.93/);
    expect(flat).toContain("@ 1.5%");
    expect(text).not.toContain("IGST");
    // The buyer's Malayalam name: its words whose letters pdftotext gives back in order, and the face embedded.
    expect(text).toContain("കൃഷ്ണൻ");
    expect(await pdfFonts(pdf)).toContain("NotoSansMalayalam-Bold");
  });

  it("prints IGST at the whole rate for a Karnataka buyer, and no CGST or SGST", async () => {
    const text = await pdfText(await render(karnatakaInvoice));
    const flat = squeezed(text);
    expect(flat).toContain("Place of supply 29-Karnataka");
    expect(flat).toContain("State: Karnataka (code 29)");
    expect(flat).toMatch(/IGST 60\.00/);
    expect(flat).toContain("@ 3%");
    expect(flat).toContain("Amount in words: Rupees Two Thousand Sixty Only");
    // The line's share of the discount, in a column of its own.
    expect(flat).toMatch(/Discount .*2,160\.00 100\.00 2,000\.00 60\.00/);
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("prints a bill of supply with no tax columns or lines", async () => {
    const text = await pdfText(await render(billOfSupply));
    const flat = squeezed(text);
    expect(flat).toContain("Bill of Supply");
    expect(flat).toContain("Bill no. MJB/26-27/000007");
    expect(flat).toContain("Not registered for GST");
    expect(flat).toContain("Total (₹) 1,299.50");
    expect(flat).toContain("Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only");
    expect(text).not.toMatch(/CGST|SGST|IGST|Taxable value|GSTIN|@ \d|Discount/);
  });

  it("prints a credit note against its invoice and date", async () => {
    const flat = squeezed(await pdfText(await render(creditNote)));
    expect(flat).toContain("Credit Note");
    expect(flat).toContain("Credit note no. CN/26-27/000004");
    expect(flat).toContain("Against invoice MJ/26-27/000123 of 27 Nov 2026");
    expect(flat).toContain("Reason: 1 of 2 Kemp Jhumka Earrings returned");
    expect(flat).toContain("Total credited (₹) 649.75");
  });

  it("sets many documents in one PDF, each from a page of its own", async () => {
    const pdf = await bytesOf(
      invoicesPdf([keralaInvoice, karnatakaInvoice, creditNote], "Invoices of November 2026", "Mayil Jewels"),
    );
    expect(await pdfPages(pdf)).toBe(3);
    const pages = (await pdfText(pdf)).split("\f").filter((page) => page.trim());
    expect(pages[0]).toContain("MJ/26-27/000123");
    expect(pages[1]).toContain("MJ/26-27/000124");
    expect(pages[2]).toContain("CN/26-27/000004");
  });

  it("carries a long order over to a new page, its heading repeated", async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      ...keralaInvoice.lines[0],
      description: `Bangle number ${index + 1}`,
    })) as typeof keralaInvoice.lines;
    const pdf = await render({ ...keralaInvoice, lines });
    expect(await pdfPages(pdf)).toBeGreaterThan(1);
    const pages = (await pdfText(pdf)).split("\f").filter((page) => page.trim());
    expect(pages[1]).toContain("Description");
    expect(squeezed(pages.join(" "))).toContain("Bangle number 40");
    expect(pages.at(-1) ?? "").toContain("Amount in words");
  });

  it("sets a month's documents at the reader's pace: what waits unread stays near one limit, not the whole month", async () => {
    const month = Array.from({ length: 400 }, (_, index) => ({
      ...keralaInvoice,
      number: `MJ/26-27/${String(index + 1).padStart(6, "0")}`,
    }));
    const pdf = invoicesPdf(month, "Invoices of November 2026", "Mayil Jewels");
    let most = 0;
    let total = 0;
    for await (const chunk of pdf) {
      // Each read takes all that waits, so a chunk is what was waiting.
      total += (chunk as Buffer).length;
      most = Math.max(most, (chunk as Buffer).length + pdf.readableLength);
      // A slow phone on the other end.
      await new Promise((wake) => setTimeout(wake, 1));
    }
    // About 2 KB a page: the month is some 800 KB, of which at most the limit (128 KB) and one document wait.
    expect(total).toBeGreaterThan(600 * 1024);
    expect(most).toBeLessThan(200 * 1024);
  }, 120_000);
});
