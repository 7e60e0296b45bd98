// Issuing an order's invoice: a tax invoice when the shop has a GSTIN, a bill of supply when it has none. Once per
// order, in the transaction that moves it out of the states where it can still change (shipped, ready for pickup, or
// completed at the counter), or later on request for an order that left them before invoices existed. The order's
// row is locked by the caller, so two moves of one order cannot both issue. The order is read through orders' read,
// which the caller hands in (invoiced-order.ts).
import { placeOfSupply, placeOfSupplyLabel } from "@mayil/core/india/gst-states";
import type { InvoiceDocumentKind, TaxSplit } from "@mayil/core/invoices/invoice-document";
import { invoiceLines, type SoldLine, type TaxedLine } from "@mayil/core/invoices/invoice-tax";
import { Money } from "@mayil/core/money/money";
import type { Transaction } from "../../db/database";
import {
  buyerParty,
  figures,
  type InvoicingShop,
  lineDescription,
  notesFor,
  sellerParty,
  TITLES,
} from "./invoice-paper";
import { type IssuedInvoice, issuedInvoice, standingInvoice, writeDocument } from "./invoice-records";
import type { InvoicedOrder, InvoicedOrderRead } from "./invoiced-order";

/** Delivery's line on an invoice: part of one composite supply, so at the goods' rate and HSN (decision 051). */
export const DELIVERY_LINE = "Delivery";
/** Cash on delivery's fee (decision 083): a charge for the delivery too, so taxed as delivery is. */
export const COD_FEE_LINE = "Cash on delivery fee";

/** The order's lines as an invoice taxes them: goods in the order they were sold, then delivery, then a COD fee. */
export function taxedOrderLines(
  order: InvoicedOrder,
  hsn: string,
  rate: number,
  split: TaxSplit,
): { lines: TaxedLine[]; itemIds: number[] } {
  const items = order.lines;
  const goods = items.map(
    (item): SoldLine => ({
      description: lineDescription(item.productName, item.optionName),
      hsn,
      quantity: item.quantity,
      unitPricePaise: item.unitPrice,
    }),
  );
  const lines = invoiceLines(
    goods,
    { description: DELIVERY_LINE, hsn, feePaise: order.deliveryFee },
    order.discount,
    rate,
    split,
    { description: COD_FEE_LINE, hsn, feePaise: order.codFee },
  );
  return { lines, itemIds: items.map((item) => item.id) };
}

/**
 * The order's standing invoice, issuing it first when it has none, from the order as orderOf reads it. The caller
 * holds the order's row lock (lock order: the order, then any stock, then the invoice series' row).
 */
export async function invoiceOrder(
  tx: Transaction,
  orderId: number,
  orderOf: InvoicedOrderRead,
  shop: InvoicingShop,
  byUserId: number | null,
  at: Date = new Date(),
): Promise<IssuedInvoice> {
  const standing = await standingInvoice(tx, orderId);
  if (standing) return issuedInvoice(standing);
  const order = await orderOf(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished under its lock`);
  const { invoicing } = shop;
  const kind: InvoiceDocumentKind = invoicing.gstin ? "tax_invoice" : "bill_of_supply";
  const place = placeOfSupply(
    { deliveryMethod: order.deliveryMethod, state: order.customerState, pincode: order.customerPincode },
    invoicing.state,
  );
  const split: TaxSplit =
    kind === "bill_of_supply" ? "none" : place.code === invoicing.state.code ? "intra_state" : "inter_state";
  const { lines } = taxedOrderLines(order, invoicing.hsn, invoicing.rate, split);
  const { totals, document } = figures(lines);
  return writeDocument(tx, {
    orderId,
    kind,
    invoicePrefix: invoicing.prefix,
    totals,
    byUserId,
    at,
    document: {
      kind,
      title: TITLES[kind],
      order_number: order.orderNumber,
      against: null,
      reason: null,
      seller: sellerParty(shop),
      buyer: buyerParty(order, place),
      place_of_supply: placeOfSupplyLabel(place),
      tax_split: split,
      ...document,
      notes: [
        ...notesFor(split),
        ...((order.cashOnDeliveryPaise ?? 0) > 0
          ? [`Cash on delivery: collect ${Money.format(order.cashOnDeliveryPaise ?? 0)}`]
          : []),
      ],
    },
  });
}
