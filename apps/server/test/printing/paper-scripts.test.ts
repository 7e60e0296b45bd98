// The papers' words stay English, as the tax rules are written, but a customer's name and address print in the script
// she typed them in: Malayalam, Devanagari (Hindi) and Tamil, each letter in the face that has it, a line that mixes
// scripts ("Flat 3, ശ്രീ നിലയം, Chennai") in runs. Checked on real PDFs as a person would: pdffonts lists each face
// embedded, pdftotext finds the words, and no letter is printed as the missing-glyph box.
import type { InvoiceDocument } from "@mayil/core/invoices/invoice-document";
import { describe, expect, it } from "vitest";
import { invoicePdf } from "../../src/modules/printing/invoice-pdf";
import { packingSlipPdf, type SlipOrder } from "../../src/modules/printing/packing-slip-pdf";
import { runsOf } from "../../src/modules/printing/paper-fonts";
import { keralaInvoice } from "./invoice-fixtures";
import { bytesOf, missingGlyphs, pdfFontsEmbedded, pdfText, savePng } from "./pdf-text";

/** A name in three scripts, as a family might write it: Malayalam, Hindi and Tamil. */
const NAME = "ശ്രീലക്ഷ്മി कृष्णा முருகன்";
const ADDRESS = "Flat 3, ശ്രീ നിലയം, Chennai\n12 गांधी मार्ग, அண்ணா நகர்";
const CITY = "சென்னை";

/**
 * Words pdftotext gives back letter for letter. A vowel sign written before its consonant (Tamil's ெ, ை) or a reph
 * (Malayalam's ്ര in ശ്രീ, Hindi's र्ग) comes out in the order it is printed, not typed, so those words are checked
 * by the glyphs instead (missingGlyphs) and these are the ones a search would find.
 */
const WORDS = ["കൃഷ്ണൻ", "നിലയം", "कृष्णा", "गांधी", "முருகன்", "அண்ணா", "நகர்"];

const slipOrder: SlipOrder = {
  order_number: "MJ-000789",
  created_at: "2026-12-01T10:00:00.000Z",
  customer_name: NAME.replace("ശ്രീലക്ഷ്മി", "കൃഷ്ണൻ"),
  customer_phone: "9847012345",
  delivery_method: "delivery",
  customer_address: ADDRESS,
  customer_city: CITY,
  customer_state: "Tamil Nadu",
  customer_pincode: "600040",
  pickup_location: null,
  special_instructions: null,
  payment_choice: "prepaid",
  amount_due: "0.00",
  shipment: null,
  items: [{ name: "Kemp Jhumka Earrings", color_name: "Ruby red", quantity: 1 }],
};

const invoice: InvoiceDocument = {
  ...keralaInvoice,
  place_of_supply: "33-Tamil Nadu",
  buyer: {
    ...keralaInvoice.buyer,
    name: NAME.replace("ശ്രീലക്ഷ്മി", "കൃഷ്ണൻ"),
    address: `${ADDRESS}\n${CITY}, Tamil Nadu - 600040`,
  },
};

async function expectEveryScript(pdf: Buffer, name: string, labels: string[]) {
  await savePng(pdf, name);
  const fonts = await pdfFontsEmbedded(pdf);
  const names = fonts.map((font) => font.name);
  expect(names).toEqual(expect.arrayContaining(["NotoSansMalayalam-Bold", "NotoSansTamil-Bold"]));
  expect(names).toEqual(expect.arrayContaining(["NotoSansMalayalam-Regular", "NotoSansTamil-Regular"]));
  expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  const text = await pdfText(pdf);
  for (const word of WORDS) expect(text, word).toContain(word);
  // The mixed line on one line of the paper, its Latin and Malayalam runs side by side.
  expect(text).toMatch(/Flat 3, \S+ നിലയം, Chennai/);
  const { shown, missing } = missingGlyphs(pdf);
  expect(shown).toBeGreaterThan(100);
  expect(missing, "letters printed as the missing-glyph box").toBe(0);
  for (const label of labels) expect(text.replace(/\s+/g, " "), label).toContain(label);
}

describe("papers in any script", () => {
  it("splits a mixed line into runs, each in the face of its script", () => {
    expect(runsOf("Flat 3, ശ്രീ നിലയം, Chennai")).toEqual([
      { face: "latin", text: "Flat 3, " },
      { face: "malayalam", text: "ശ്രീ നിലയം" },
      { face: "latin", text: ", Chennai" },
    ]);
    expect(runsOf("12 गांधी मार्ग, அண்ணா நகர் ₹1,299").map((run) => run.face)).toEqual([
      "latin",
      "devanagari",
      "latin",
      "tamil",
      "latin-ext",
      "latin",
    ]);
  });

  it("prints a packing slip to a name and address in Malayalam, Hindi and Tamil, its own words in English", async () => {
    const pdf = await bytesOf(
      await packingSlipPdf(slipOrder, { name: "Mayil Jewels", phone: "9847012345", address: "Pattom" }),
    );
    await expectEveryScript(pdf, "slip-scripts", [
      "Packing slip",
      "DELIVER TO",
      "ITEM",
      "COLOUR",
      "QTY",
      "1 piece in all",
    ]);
  });

  it("prints an invoice to a buyer in Malayalam, Hindi and Tamil, the tax words in English", async () => {
    const pdf = await bytesOf(invoicePdf(invoice, "Mayil Jewels"));
    await expectEveryScript(pdf, "invoice-scripts", [
      "Tax Invoice",
      "Place of supply",
      "Taxable value",
      "Amount in words",
    ]);
  });

  it("finds a letter printed as the missing-glyph box (a script no face has)", async () => {
    // Kannada has no face on the papers: the check above would see it, so its zero means something.
    const pdf = await bytesOf(invoicePdf({ ...invoice, buyer: { ...invoice.buyer, name: "ಕನ್ನಡ" } }, "Mayil Jewels"));
    expect(missingGlyphs(pdf).missing).toBeGreaterThan(0);
  });
});
