// Invoices as the tests read them: the documents of an order straight from the table, and orders made ready to be
// invoiced through the desk.
import type { InvoiceDocument } from "@mayil/core/invoices/invoice-document";
import { newSale, type Owner, rows } from "../orders/desk-fixtures";
import type { TestShop } from "../test-app";

/** A GSTIN in Kerala whose check character is right. */
export const KERALA_GSTIN = "32AABCM1234F1Z6";

export interface InvoiceRecord {
  id: number;
  order_id: number;
  kind: string;
  financial_year: string;
  serial: number;
  number: string;
  against_invoice_id: number | null;
  total: string;
  document: InvoiceDocument;
}

export async function invoicesOf(shop: TestShop, orderId: number): Promise<InvoiceRecord[]> {
  const found = await rows<InvoiceRecord>(
    shop,
    `select id, order_id, kind, financial_year, serial, number, against_invoice_id, total::text as total, document
       from invoices where order_id = ${Number(orderId)} order by id`,
  );
  // PGlite returns jsonb parsed, node-postgres too; a string would mean it was stored as text.
  return found.map((row) => ({ ...row, serial: Number(row.serial) }));
}

/** A phone sale at an agreed price, confirmed and packed on the desk: the next move out issues its invoice. */
export async function packedSale(
  owner: Owner,
  productId: number,
  overrides: Record<string, unknown> = {},
  unitPrice = "1299.00",
): Promise<number> {
  const created = await owner.create(
    newSale([{ product_id: productId, quantity: 1, unit_price: unitPrice }], overrides),
  );
  if (created.status !== 201)
    throw new Error(`creating the sale responded ${created.status}: ${JSON.stringify(created.body)}`);
  const id = created.body.order.id;
  const packed = await owner.move(id, "packed");
  if (packed.status !== 200) throw new Error(`packing responded ${packed.status}: ${JSON.stringify(packed.body)}`);
  return id;
}

/** A delivery address in Bengaluru, Karnataka: outside the shop's state. */
export const KARNATAKA_ADDRESS = {
  customer_address: "12 MG Road",
  customer_city: "Bengaluru",
  customer_state: "Karnataka",
  customer_pincode: "560001",
};
