// Credit notes: what the shop takes back off an invoice, each a document of its own in the credit notes' series,
// against the order's standing invoice and on its terms (seller, buyer, place of supply, rate, tax split), whatever
// the settings say today. One for each return (the returned units' share of what was paid for their line), one for
// each refund not tied to a return as far as it gives back more than the customer overpaid (goodwill: "₹50 off for a
// scratch"), and one withdrawing the whole invoice when the order is cancelled or changed after it was invoiced (decision 051).
import type { InvoiceDocument } from "@mayil/core/invoices/invoice-document";
import { partOf, rateFromPercent, type TaxedLine, taxInside } from "@mayil/core/invoices/invoice-tax";
import { Money, type Paise } from "@mayil/core/money/money";
import { inArray } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { returnLinesOf, returnsOf, unitsReturnedBefore } from "../fulfilment";
import { moneyMovedBeforeRefund, standingRefundsApartFromReturns } from "../payments";
import { taxedOrderLines } from "./invoice-issue";
import { figures, TITLES } from "./invoice-paper";
import { creditedSoFar, type InvoiceRow, type IssuedInvoice, standingInvoice, writeDocument } from "./invoice-records";
import type { InvoicedOrderRead } from "./invoiced-order";
import { invoices } from "./invoices-tables";

interface CreditTerms {
  invoice: InvoiceRow;
  document: InvoiceDocument;
  rate: number;
}

function termsOf(invoice: InvoiceRow): CreditTerms {
  const document = invoice.document as InvoiceDocument;
  const rate = document.tax_split === "none" ? 0 : rateFromPercent(document.lines[0]?.rate_percent ?? "0");
  return { invoice, document, rate };
}

/** A credit line worth `amount` (tax included), its tax taken out as the invoice's was. */
function creditLine(
  terms: CreditTerms,
  line: { description: string; hsn: string; quantity: number; unitPricePaise: Paise },
  amount: Paise,
): TaxedLine {
  return {
    ...line,
    discountPaise: Money.subtract(Money.times(line.unitPricePaise, line.quantity), amount),
    amount,
    rate: terms.rate,
    ...taxInside(amount, terms.rate, terms.document.tax_split),
  };
}

async function writeCredit(
  tx: Transaction,
  terms: CreditTerms,
  lines: TaxedLine[],
  reason: string,
  link: { returnId?: number; refundId?: number },
  byUserId: number | null,
  at: Date,
): Promise<IssuedInvoice> {
  const { totals, document } = figures(lines);
  const invoice = terms.document;
  return writeDocument(tx, {
    orderId: terms.invoice.orderId,
    kind: "credit_note",
    invoicePrefix: "",
    totals,
    againstInvoiceId: terms.invoice.id,
    ...link,
    byUserId,
    at,
    document: {
      kind: "credit_note",
      title: TITLES.credit_note,
      order_number: invoice.order_number,
      against: { number: invoice.number, issued_on: invoice.issued_on },
      reason,
      seller: invoice.seller,
      buyer: invoice.buyer,
      place_of_supply: invoice.place_of_supply,
      tax_split: invoice.tax_split,
      ...document,
      notes: invoice.tax_split === "none" ? invoice.notes : [],
    },
  });
}

/**
 * Withdraws the order's standing invoice: a credit note for all of it that is not credited yet (its own lines when
 * nothing is; else one line for the balance). After it the order has no invoice, and the next move out of the
 * editable states issues a new one. Nothing when the order has no standing invoice or nothing is left to credit.
 */
export async function withdrawInvoice(
  tx: Transaction,
  orderId: number,
  reason: string,
  byUserId: number | null,
  at: Date = new Date(),
): Promise<IssuedInvoice | null> {
  const standing = await standingInvoice(tx, orderId);
  if (!standing) return null;
  const terms = termsOf(standing);
  const credited = await creditedSoFar(tx, standing.id);
  const left = Money.subtract(standing.total, credited);
  if (credited > 0 && left <= 0) return null;
  const lines =
    credited === 0
      ? terms.document.lines.map((line) =>
          creditLine(
            terms,
            {
              description: line.description,
              hsn: line.hsn,
              quantity: line.quantity,
              unitPricePaise: Money.fromWire(line.unit_price),
            },
            Money.fromWire(line.total),
          ),
        )
      : [creditLine(terms, balanceLine(terms, left), left)];
  return writeCredit(tx, terms, lines, reason, {}, byUserId, at);
}

const balanceLine = (terms: CreditTerms, amount: Paise) => ({
  description: `Balance of ${terms.document.number}`,
  hsn: terms.document.lines[0]?.hsn ?? "",
  quantity: 1,
  unitPricePaise: amount,
});

/**
 * A credit note for each of the order's returns, and each of its refunds not tied to a return, that has none yet,
 * against its standing invoice; nothing when it has none. Called by whoever records the return or refund, in its
 * transaction, under the order's row lock; a return's credit prices its units from the order's lines as orderOf
 * reads them.
 */
export async function issueCreditNotes(
  tx: Transaction,
  orderId: number,
  orderOf: InvoicedOrderRead,
  byUserId: number | null,
  at: Date = new Date(),
): Promise<IssuedInvoice[]> {
  const standing = await standingInvoice(tx, orderId);
  if (!standing) return [];
  const terms = termsOf(standing);
  const issued: IssuedInvoice[] = [];
  for (const returned of await uncreditedReturns(tx, orderId)) {
    const note = await creditReturn(tx, terms, returned, orderOf, byUserId, at);
    if (note) issued.push(note);
  }
  for (const refund of await uncreditedRefunds(tx, orderId)) {
    const note = await creditRefund(tx, terms, refund, byUserId, at);
    if (note) issued.push(note);
  }
  return issued;
}

/**
 * issueCreditNotes reading the order with orderOf: what the return and refund flows are handed at registration
 * (fulfilment and payments are below the invoices, and the invoices below orders, so app.ts puts the two together).
 */
export function creditNotesReading(orderOf: InvoicedOrderRead) {
  return (tx: Transaction, orderId: number, byUserId: number | null): Promise<IssuedInvoice[]> =>
    issueCreditNotes(tx, orderId, orderOf, byUserId);
}

/** The order's returns (fulfilment's records), oldest first, that have no credit note yet. */
async function uncreditedReturns(tx: Transaction, orderId: number) {
  const returns = await returnsOf(tx, orderId);
  if (returns.length === 0) return [];
  const credited = await tx
    .select({ returnId: invoices.returnId })
    .from(invoices)
    .where(
      inArray(
        invoices.returnId,
        returns.map((back) => back.id),
      ),
    );
  const creditedIds = new Set(credited.map((row) => row.returnId));
  return returns.filter((back) => !creditedIds.has(back.id)).map((back) => ({ id: back.id, note: back.note }));
}

/** The order's standing refunds tied to no return (payments' records) that have no credit note yet. */
async function uncreditedRefunds(tx: Transaction, orderId: number) {
  const refunds = await standingRefundsApartFromReturns(tx, orderId);
  if (refunds.length === 0) return refunds;
  const credited = await tx
    .select({ refundId: invoices.refundId })
    .from(invoices)
    .where(
      inArray(
        invoices.refundId,
        refunds.map((refund) => refund.id),
      ),
    );
  const creditedIds = new Set(credited.map((row) => row.refundId));
  return refunds.filter((refund) => !creditedIds.has(refund.id));
}

/**
 * The returned units' share of what was paid for their lines. Units of a line returned over several returns are
 * credited so that, all of them back, the credits add up to the line exactly: each return credits the share of all
 * units returned so far less the share of those returned before it.
 */
async function creditReturn(
  tx: Transaction,
  terms: CreditTerms,
  returned: { id: number; note: string | null },
  orderOf: InvoicedOrderRead,
  byUserId: number | null,
  at: Date,
): Promise<IssuedInvoice | null> {
  const orderId = terms.invoice.orderId;
  const order = await orderOf(tx, orderId);
  if (!order) return null;
  const hsn = terms.document.lines[0]?.hsn ?? "";
  const { lines: sold, itemIds } = taxedOrderLines(order, hsn, terms.rate, terms.document.tax_split);
  const units = await returnLinesOf(tx, returned.id);
  if (units.length === 0) return null;
  const earlier = await unitsReturnedBefore(
    tx,
    orderId,
    returned.id,
    units.map((unit) => unit.itemId),
  );
  const before = new Map(earlier.map((row) => [row.itemId, Number(row.quantity)]));
  const lines = units.flatMap((unit) => {
    const index = itemIds.indexOf(unit.itemId);
    const line = sold[index];
    if (!line) return [];
    const already = before.get(unit.itemId) ?? 0;
    before.set(unit.itemId, already + unit.quantity);
    const amount = Money.subtract(
      partOf(line.amount, already + unit.quantity, line.quantity),
      partOf(line.amount, already, line.quantity),
    );
    return [creditLine(terms, { ...line, quantity: unit.quantity }, amount)];
  });
  if (lines.length === 0) return null;
  const reason = `Units returned${returned.note ? `: ${returned.note}` : ""}`;
  return writeCredit(tx, terms, lines, reason, { returnId: returned.id }, byUserId, at);
}

/**
 * A refund not tied to a return. As far as it gives back what the customer paid beyond the invoice (an order
 * changed down after paying, whose new invoice is already lower), it changes no supply and needs no credit note;
 * beyond that it lowers the price of what was supplied (goodwill), and that part is credited, at most what is left
 * of the invoice.
 */
async function creditRefund(
  tx: Transaction,
  terms: CreditTerms,
  refund: { id: number; amount: Paise; reason: string | null },
  byUserId: number | null,
  at: Date,
): Promise<IssuedInvoice | null> {
  const orderId = terms.invoice.orderId;
  const before = await moneyMovedBeforeRefund(tx, orderId, refund.id);
  const credited = await creditedSoFar(tx, terms.invoice.id);
  const invoiceLeft = Money.subtract(terms.invoice.total, credited);
  const kept = before.paidPaise - before.refundedPaise;
  const overpaid = Math.max(0, kept - invoiceLeft);
  const amount = Math.min(refund.amount - Math.min(refund.amount, overpaid), invoiceLeft);
  if (amount <= 0) return null;
  const line = {
    description: `Price reduced${refund.reason ? `: ${refund.reason}` : ""}`,
    hsn: terms.document.lines[0]?.hsn ?? "",
    quantity: 1,
    unitPricePaise: amount,
  };
  const reason = `Refund${refund.reason ? `: ${refund.reason}` : ""}`;
  return writeCredit(tx, terms, [creditLine(terms, line, amount)], reason, { refundId: refund.id }, byUserId, at);
}
