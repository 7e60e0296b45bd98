// A tax invoice, a bill of supply or a credit note on A4, laid out from the document the invoices module kept when it
// issued it (packages/core invoice-document.ts): every figure is printed as it is there, none is worked out here, so
// a reprint is always the same paper. What the GST rules ask an invoice to show is all on it: the seller's legal name,
// address and GSTIN; the number and date; the buyer's name and address; the place of supply with its state code; each
// line's HSN, quantity and taxable value; CGST and SGST (or IGST) with their rates; the total and the amount in
// words. A bill of supply has no tax columns; a credit note names the invoice it is against.

import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import type { InvoiceDocument, InvoiceLine } from "@mayil/core/invoices/invoice-document";
import { Money } from "@mayil/core/money/money";
import { columnWidths, lineHeight, Paper, phrasesOf, type TextStyle } from "./paper";

const MARGIN = 40;
const MUTED = "#6b6159";
const BAND = "#f1ebe4";
const LINE = "#ddd5cc";

const twoPlaces = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "1299.50" → "1,299.50": Indian grouping, always two places, as an account book writes it. */
export const amount = (wire: string) => twoPlaces.format(Money.fromDatabase(wire) / 100);

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-27" → "27 Nov 2026": a day no reader can take for another. */
export const printedDay = (isoDay: string) => {
  const [year, month, day] = isoDay.split("-");
  return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
};

/** Half of a rate as printed: "3" → "1.5" (CGST and SGST each take half). For the label only, never for money. */
const halfRate = (rate: string) => String(Number(rate) / 2);

interface Column {
  heading: string;
  align: "left" | "right";
  value: (line: InvoiceLine, index: number) => string;
  /** The description: it takes the width the others leave. */
  rest?: boolean;
}

const CELL: TextStyle = { size: 8.5 };
const HEADING: TextStyle = { size: 7.5, bold: true, color: MUTED };
const COLUMN_GAP = 6;

/** The table's columns, each with its width from what it holds (paper.ts columnWidths). */
function columnsFor(paper: Paper, document: InvoiceDocument, width: number): (Column & { width: number })[] {
  const fixed: Column[] = [
    { heading: "#", align: "left", value: (_line, index) => String(index + 1) },
    { heading: "Description", align: "left", value: (line) => line.description, rest: true },
    { heading: "HSN/SAC", align: "left", value: (line) => line.hsn },
    { heading: "Qty", align: "right", value: (line) => String(line.quantity) },
    { heading: "Unit price", align: "right", value: (line) => amount(line.unit_price) },
  ];
  // A discount agreed in the chat is shared over the lines; the column is there only when one was given.
  if (document.lines.some((line) => Money.fromDatabase(line.discount) !== 0)) {
    fixed.push({ heading: "Discount", align: "right", value: (line) => amount(line.discount) });
  }
  const taxed: Column[] =
    document.tax_split === "intra_state"
      ? [
          { heading: "Taxable value", align: "right", value: (line) => amount(line.taxable_value) },
          {
            heading: "CGST",
            align: "right",
            value: (line) => `${amount(line.cgst)}\n@ ${halfRate(line.rate_percent)}%`,
          },
          {
            heading: "SGST",
            align: "right",
            value: (line) => `${amount(line.sgst)}\n@ ${halfRate(line.rate_percent)}%`,
          },
        ]
      : document.tax_split === "inter_state"
        ? [
            { heading: "Taxable value", align: "right", value: (line) => amount(line.taxable_value) },
            { heading: "IGST", align: "right", value: (line) => `${amount(line.igst)}\n@ ${line.rate_percent}%` },
          ]
        : [];
  const columns: Column[] = [
    ...fixed,
    ...taxed,
    { heading: "Amount", align: "right", value: (line: InvoiceLine) => amount(line.total) },
  ];
  const widths = columnWidths(
    paper,
    columns.map((column) => ({
      heading: column.heading,
      cells: document.lines.map((line, index) => column.value(line, index)),
      rest: column.rest,
    })),
    width,
    COLUMN_GAP,
    { heading: HEADING, cell: CELL },
  );
  return columns.map((column, index) => ({ ...column, width: widths[index] ?? 0 }));
}

/** The seller's name in the header: at most 14 pt, smaller until its longest phrase fits, never under 10 pt. */
function sellerNameStyle(paper: Paper, name: string, width: number): TextStyle {
  const style: TextStyle = { size: 14, bold: true, breakAt: "phrases" };
  const widest = paper.widest(phrasesOf(name), style, "lines");
  return widest <= width ? style : { ...style, size: Math.max(10, Math.floor((14 * width) / widest)) };
}

/** One document onto the paper from its current page on (the month's PDF sets many in turn). */
export function renderInvoice(paper: Paper, document: InvoiceDocument): void {
  const inner = paper.width - 2 * MARGIN;
  const half = (inner - 20) / 2;
  const { seller, buyer } = document;
  let y = MARGIN;

  // The seller on the left, what this paper is on the right.
  const sellerTop = y;
  y += paper.text(seller.name, MARGIN, y, half, sellerNameStyle(paper, seller.name, half));
  if (seller.address) y += paper.text(seller.address, MARGIN, y, half, { size: 8.5 });
  if (seller.state) {
    y += paper.text(
      `State: ${seller.state}${seller.state_code ? ` (code ${seller.state_code})` : ""}`,
      MARGIN,
      y,
      half,
      { size: 8.5 },
    );
  }
  const contact = [seller.phone && `Phone ${formatIndianMobile(seller.phone)}`, seller.email]
    .filter(Boolean)
    .join(" · ");
  if (contact) y += paper.text(contact, MARGIN, y, half, { size: 8.5 });
  y += paper.text(seller.gstin ? `GSTIN ${seller.gstin}` : "Not registered for GST", MARGIN, y, half, {
    size: 9,
    bold: Boolean(seller.gstin),
  });

  const right = MARGIN + inner - half;
  let ry = sellerTop;
  ry += paper.text(document.title, right, ry, half, { size: 18, bold: true, align: "right" });
  ry += 4;
  const facts: [string, string][] = [
    [
      document.kind === "credit_note"
        ? "Credit note no."
        : document.kind === "bill_of_supply"
          ? "Bill no."
          : "Invoice no.",
      document.number,
    ],
    [
      document.kind === "credit_note"
        ? "Credit note date"
        : document.kind === "bill_of_supply"
          ? "Bill date"
          : "Invoice date",
      printedDay(document.issued_on),
    ],
    ["Order no.", document.order_number],
    ["Place of supply", document.place_of_supply],
  ];
  if (document.against) {
    facts.push(["Against invoice", `${document.against.number} of ${printedDay(document.against.issued_on)}`]);
  }
  for (const [label, value] of facts) {
    paper.text(label, right, ry, half * 0.34, { size: 8.5, color: MUTED });
    ry += paper.text(value, right + half * 0.34, ry, half * 0.66, { size: 9, bold: true, align: "right" });
  }
  y = Math.max(y, ry) + 12;

  // The buyer.
  paper.rule(MARGIN, y, MARGIN + inner, y, { color: LINE });
  y += 8;
  paper.text(document.kind === "credit_note" ? "Credited to" : "Billed to", MARGIN, y, half, {
    size: 8,
    bold: true,
    color: MUTED,
  });
  y += lineHeight(8);
  y += paper.text(buyer.name, MARGIN, y, inner, { size: 10.5, bold: true });
  if (buyer.address) y += paper.text(buyer.address, MARGIN, y, inner, { size: 9 });
  const buyerFacts = [
    buyer.state && `State: ${buyer.state}${buyer.state_code ? ` (code ${buyer.state_code})` : ""}`,
    buyer.phone && `Phone ${formatIndianMobile(buyer.phone)}`,
    buyer.gstin && `GSTIN ${buyer.gstin}`,
  ].filter(Boolean);
  if (buyerFacts.length > 0) y += paper.text(buyerFacts.join(" · "), MARGIN, y, inner, { size: 9 });
  if (document.reason) {
    y += 4;
    y += paper.text(`Reason: ${document.reason}`, MARGIN, y, inner, { size: 9 });
  }
  y += 12;

  // The lines.
  const columns = columnsFor(paper, document, inner);
  const cell = CELL;
  const headingStyle = HEADING;
  const bottom = paper.height - MARGIN - 20;
  let page = 1;
  const footer = () =>
    paper.text(`${document.title} ${document.number} · page ${page}`, MARGIN, paper.height - MARGIN + 4, inner, {
      size: 7,
      color: MUTED,
      align: "right",
    });
  const heading = () => {
    const height = Math.max(...columns.map((column) => paper.heightOf(column.heading, column.width, headingStyle))) + 6;
    paper.box(MARGIN, y, inner, height, BAND);
    let x = MARGIN;
    for (const column of columns) {
      paper.text(column.heading, x, y + 3, column.width, { ...headingStyle, align: column.align });
      x += column.width + COLUMN_GAP;
    }
    y += height + 4;
  };
  const nextPage = () => {
    footer();
    paper.newPage();
    page += 1;
    y = MARGIN;
  };
  heading();
  document.lines.forEach((line, index) => {
    const values = columns.map((column) => column.value(line, index));
    const height = Math.max(...columns.map((column, i) => paper.heightOf(values[i] ?? "", column.width, cell)));
    if (y + height > bottom) {
      nextPage();
      heading();
    }
    let x = MARGIN;
    columns.forEach((column, i) => {
      paper.text(values[i] ?? "", x, y, column.width, { ...cell, align: column.align });
      x += column.width + COLUMN_GAP;
    });
    y += height + 3;
    paper.rule(MARGIN, y, MARGIN + inner, y, { color: LINE, width: 0.4 });
    y += 4;
  });

  // The totals, under the amount columns.
  const totals: [string, string, boolean][] = [];
  if (document.tax_split !== "none") totals.push(["Taxable value", amount(document.taxable_value), false]);
  if (document.tax_split === "intra_state") {
    totals.push(["CGST", amount(document.cgst), false], ["SGST", amount(document.sgst), false]);
  }
  if (document.tax_split === "inter_state") totals.push(["IGST", amount(document.igst), false]);
  totals.push([document.kind === "credit_note" ? "Total credited (₹)" : "Total (₹)", amount(document.total), true]);
  const words = `Amount in words: ${document.amount_in_words}`;
  const needed = totals.length * lineHeight(10) + paper.heightOf(words, inner, { size: 9.5 }) + 90;
  if (y + needed > bottom) nextPage();
  y += 4;
  const labelWidth = 130;
  const valueWidth = 90;
  const totalsLeft = MARGIN + inner - labelWidth - valueWidth;
  for (const [label, value, bold] of totals) {
    const style: TextStyle = { size: bold ? 11 : 9, bold };
    if (bold) {
      paper.rule(totalsLeft, y, MARGIN + inner, y, { color: "#1f1a17", width: 0.8 });
      y += 4;
    }
    paper.text(label, totalsLeft, y, labelWidth, style);
    y += paper.text(value, totalsLeft + labelWidth, y, valueWidth, { ...style, align: "right" });
  }
  y += 10;
  y += paper.text(words, MARGIN, y, inner, { size: 9.5, bold: true });
  y += 10;

  for (const note of document.notes) y += paper.text(note, MARGIN, y, inner, { size: 8, color: MUTED });

  // Signed for the seller, at the right.
  y += 24;
  // As wide as the name needs (the signature goes under it), at least 200 pt; a name wider than the page wraps
  // between its phrases, never inside one.
  const signedFor: TextStyle = { size: 9, bold: true, align: "right", breakAt: "phrases" };
  const signWidth = Math.min(inner, Math.max(200, Math.ceil(paper.measure(`For ${seller.name}`, signedFor)) + 1));
  y += paper.text(`For ${seller.name}`, MARGIN + inner - signWidth, y, signWidth, signedFor);
  y += 18;
  paper.text("Authorised signatory", MARGIN + inner - signWidth, y, signWidth, {
    size: 8,
    color: MUTED,
    align: "right",
  });
  footer();
}

export function invoicePdf(document: InvoiceDocument, author: string): PDFKit.PDFDocument {
  const paper = new Paper("A4", { title: `${document.title} ${document.number}`, author });
  renderInvoice(paper, document);
  return paper.end();
}

/** How much of the PDF may wait unread before the next document is set: the reader's pace sets the writer's. */
const UNREAD_LIMIT = 128 * 1024;

/**
 * Many documents (a month's) in one PDF, each from a new page. pdfkit writes each finished page into its stream at
 * once and never waits for the reader, so the documents are set one at a time, each after the reader has taken what
 * was made before: a month of a thousand invoices holds about one page in memory, not a thousand.
 */
export function invoicesPdf(documents: readonly InvoiceDocument[], title: string, author: string): PDFKit.PDFDocument {
  const paper = new Paper("A4", { title, author });
  const doc = paper.doc;
  void (async () => {
    try {
      if (documents.length === 0) {
        paper.text(`No invoices: ${title}`, MARGIN, MARGIN, paper.width - 2 * MARGIN, { size: 12 });
      }
      for (const [index, document] of documents.entries()) {
        while (doc.readableLength > UNREAD_LIMIT && !doc.destroyed) await new Promise((wake) => setTimeout(wake, 5));
        // The reader went away (the owner closed the download): nothing more to set.
        if (doc.destroyed) return;
        if (index > 0) paper.newPage();
        renderInvoice(paper, document);
      }
      paper.end();
    } catch (error) {
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return doc;
}
