// What an invoice, a bill of supply or a credit note says, put together from the order, the shop's settings and the
// taxed lines: the document kept in invoices.document and rendered as it is (packages/core invoice-document.ts).

import { addressLines } from "@mayil/core/account/delivery-address";
import { nameWithOption } from "@mayil/core/catalogue/piece-options";
import type { GstState } from "@mayil/core/india/gst-states";
import type {
  InvoiceDocument,
  InvoiceDocumentKind,
  InvoiceLine,
  TaxSplit,
} from "@mayil/core/invoices/invoice-document";
import { invoiceTotals, percentOfRate, type TaxedLine } from "@mayil/core/invoices/invoice-tax";
import { amountInWords } from "@mayil/core/money/amount-in-words";
import { Money } from "@mayil/core/money/money";
import type { ShopIdentity } from "../../config";
import type { InvoicedOrder } from "./invoiced-order";

/** What issuing needs of the shop: who sells, and its tax settings. */
export type InvoicingShop = Pick<ShopIdentity, "name" | "email" | "phone" | "seller" | "invoicing">;

export const TITLES: Record<InvoiceDocumentKind, string> = {
  tax_invoice: "Tax Invoice",
  bill_of_supply: "Bill of Supply",
  credit_note: "Credit Note",
};

/** Printed at the foot of a document without tax: the seller charges none. */
export const NO_GST_NOTE = "The seller is not registered under GST: no GST is charged.";
const TAX_NOTES = ["Prices include GST.", "Tax payable on reverse charge: No."];

export function sellerParty(shop: InvoicingShop): InvoiceDocument["seller"] {
  const { invoicing, seller } = shop;
  return {
    name: seller.legalName,
    address: seller.address,
    state: invoicing.state.name,
    state_code: invoicing.state.code,
    phone: shop.phone,
    gstin: invoicing.gstin,
    email: shop.email,
  };
}

export function buyerParty(order: InvoicedOrder, place: GstState): InvoiceDocument["buyer"] {
  const delivered = order.deliveryMethod === "delivery";
  const lines = delivered
    ? addressLines({
        address: order.customerAddress,
        city: order.customerCity,
        state: order.customerState,
        pincode: order.customerPincode,
      })
    : [];
  return {
    name: order.customerName,
    address: lines.length > 0 ? lines.join("\n") : null,
    state: delivered ? place.name : null,
    state_code: delivered ? place.code : null,
    phone: order.customerPhone,
    // Shoppers buy as consumers: the shop does not ask for a buyer's GSTIN.
    gstin: null,
  };
}

export function documentLine(line: TaxedLine): InvoiceLine {
  return {
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    unit_price: Money.toWire(line.unitPricePaise),
    discount: Money.toWire(line.discountPaise),
    taxable_value: Money.toWire(line.taxable),
    rate_percent: percentOfRate(line.rate),
    cgst: Money.toWire(line.cgst),
    sgst: Money.toWire(line.sgst),
    igst: Money.toWire(line.igst),
    total: Money.toWire(line.amount),
  };
}

/** A document's figures from its lines: the totals are the lines' sums, the words the total's. */
export function figures(lines: TaxedLine[]) {
  const totals = invoiceTotals(lines);
  return {
    totals,
    document: {
      lines: lines.map(documentLine),
      taxable_value: Money.toWire(totals.taxable),
      cgst: Money.toWire(totals.cgst),
      sgst: Money.toWire(totals.sgst),
      igst: Money.toWire(totals.igst),
      total: Money.toWire(totals.total),
      amount_in_words: amountInWords(totals.total),
    },
  };
}

export const notesFor = (split: TaxSplit) => (split === "none" ? [NO_GST_NOTE] : TAX_NOTES);

/** "Jhumka (Gold)": the product's name as sold, with the option chosen when it had one to choose (decision 069). */
export const lineDescription = (name: string, option: string | null) => nameWithOption(name, option);
