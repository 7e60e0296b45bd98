// The papers over HTTP on both databases: the owner's packing slip (the customer, the address, the items with colours
// and quantities, the order number; no price anywhere), an invoice for the owner and for the shopper whose order it
// is (404 for anyone else), a month's invoices in one PDF; each a PDF attachment that no browser keeps.
import type { InvoiceDocument } from "@mayil/core/invoice-document";
import { beforeAll, describe, expect, it } from "vitest";
import { type Owner, rows, signInOwner, signInShopper } from "../owner/desk-fixtures";
import { plainProduct, productWithColours } from "../shopping/shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { creditNote, keralaInvoice } from "./invoice-fixtures";
import { pdfFonts, pdfText } from "./pdf-text";

const squeezed = (text: string) => text.replace(/\s+/g, " ");

describe.each(databaseKinds)("printing routes (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;

  const download = async (path: string, token: string | null) => {
    const response = await fetch(`${shop.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes };
  };

  beforeAll(async () => {
    owner = await signInOwner(shop);
  });

  describe("packing slip", () => {
    let order: { id: number; order_number: string; total: string; items: { unit_price: string }[] };
    let colourName: string;
    let productName: string;

    beforeAll(async () => {
      const coloured = await productWithColours(shop);
      const colour = coloured.variants[1];
      if (!colour) throw new Error("no colour");
      colourName = colour.color_name;
      productName = coloured.name;
      const plain = await plainProduct(shop, { stock: 10 });
      const created = await owner.create({
        customer_name: "അമ്മു കൃഷ്ണൻ",
        customer_phone: "+919847012345",
        delivery_method: "delivery",
        customer_address: "TC 12/345, Pottakuzhy Lane\nPattom",
        customer_city: "Thiruvananthapuram",
        customer_state: "Kerala",
        customer_pincode: "695004",
        source: "whatsapp",
        items: [
          { product_id: coloured.id, variant_id: colour.id, quantity: 2 },
          { product_id: plain.id, variant_id: null, quantity: 1 },
        ],
      });
      expect(created.status).toBe(201);
      order = created.body.order;
    });

    it("prints the customer, the whole address, the items with colours and quantities, and no price", async () => {
      const { status, headers, bytes } = await download(`/api/owner/orders/${order.id}/packing-slip.pdf`, owner.token);
      expect(status).toBe(200);
      expect(headers.get("content-type")).toBe("application/pdf");
      expect(headers.get("content-disposition")).toBe(`attachment; filename="packing-slip-${order.order_number}.pdf"`);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

      const text = await pdfText(bytes);
      const flat = squeezed(text);
      expect(flat).toContain(order.order_number);
      expect(flat).toContain("+919847012345");
      expect(flat).toContain("TC 12/345, Pottakuzhy Lane");
      expect(flat).toContain("Pattom");
      expect(flat).toContain("Thiruvananthapuram, Kerala - 695004");
      expect(flat).toContain(productName.split(" ")[0]);
      expect(flat).toContain(colourName);
      expect(flat).toContain("3 pieces in all");
      // The Malayalam name: a word pdftotext gives back letter for letter, and the Malayalam face embedded.
      expect(text).toContain("കൃഷ്ണൻ");
      expect(await pdfFonts(bytes)).toContain("NotoSansMalayalam-Bold");
      // No price: not the rupee sign, not the total, not a unit price.
      expect(text).not.toContain("₹");
      expect(flat).not.toContain(order.total);
      for (const item of order.items) expect(flat).not.toContain(item.unit_price);
    });

    it("is the owner's alone, and 404 for an order that is not there", async () => {
      const shopper = await signInShopper(shop, "slip-reader@example.com");
      expect((await download(`/api/owner/orders/${order.id}/packing-slip.pdf`, null)).status).toBe(401);
      expect((await download(`/api/owner/orders/${order.id}/packing-slip.pdf`, shopper.token)).status).toBe(403);
      expect((await download("/api/owner/orders/999999/packing-slip.pdf", owner.token)).status).toBe(404);
      expect((await download("/api/owner/orders/x1/packing-slip.pdf", owner.token)).status).toBe(400);
    });
  });

  describe("invoices", () => {
    let orderId: number;
    let invoiceId: number;
    let creditNoteId: number;
    let shopper: Awaited<ReturnType<typeof signInShopper>>;

    /** An issued document as the invoices module keeps it. */
    const issue = async (document: InvoiceDocument, issuedAt: string, against: number | null) => {
      const [row] = await rows<{ id: number }>(
        shop,
        `insert into invoices (order_id, kind, financial_year, serial, number, against_invoice_id, place_of_supply,
           taxable_value, cgst, sgst, igst, total, document, issued_at)
         values (${orderId}, '${document.kind}', '2026-27', ${Number(document.number.slice(-6))}, '${document.number}',
           ${against ?? "null"}, '${document.place_of_supply}', ${document.taxable_value}, ${document.cgst},
           ${document.sgst}, ${document.igst}, ${document.total}, '${JSON.stringify(document).replace(/'/g, "''")}'::jsonb,
           '${issuedAt}') returning id`,
      );
      if (!row) throw new Error("no invoice");
      return row.id;
    };

    beforeAll(async () => {
      shopper = await signInShopper(shop, "invoice-owner@example.com");
      const plain = await plainProduct(shop, { stock: 10, skip: 1 });
      const placed = await shopper.order([{ product_id: plain.id, quantity: 1 }], { delivery_method: "delivery" });
      expect(placed.status).toBe(201);
      orderId = placed.body.order.id;
      invoiceId = await issue(keralaInvoice, "2026-11-27T10:00:00+05:30", null);
      creditNoteId = await issue(creditNote, "2026-12-02T10:00:00+05:30", invoiceId);
    });

    it("gives the owner an invoice as a PDF attachment", async () => {
      const { status, headers, bytes } = await download(`/api/owner/invoices/${invoiceId}.pdf`, owner.token);
      expect(status).toBe(200);
      expect(headers.get("content-type")).toBe("application/pdf");
      expect(headers.get("content-disposition")).toBe('attachment; filename="invoice-MJ-26-27-000123.pdf"');
      expect(headers.get("cache-control")).toBe("no-store");
      expect(squeezed(await pdfText(bytes))).toContain("Invoice no. MJ/26-27/000123");
      expect((await download("/api/owner/invoices/999999.pdf", owner.token)).status).toBe(404);
      expect((await download(`/api/owner/invoices/${invoiceId}.pdf`, shopper.token)).status).toBe(403);
    });

    it("gives the shopper her own order's invoice, and anyone else a 404", async () => {
      const own = await download(`/api/orders/${orderId}/invoices/${invoiceId}.pdf`, shopper.token);
      expect(own.status).toBe(200);
      expect(own.headers.get("content-type")).toBe("application/pdf");
      expect(own.headers.get("cache-control")).toBe("no-store");
      expect(squeezed(await pdfText(own.bytes))).toContain("Amount in words: Rupees One Thousand Two Hundred");
      const credit = await download(`/api/orders/${orderId}/invoices/${creditNoteId}.pdf`, shopper.token);
      expect(credit.headers.get("content-disposition")).toBe('attachment; filename="credit-note-CN-26-27-000004.pdf"');

      const stranger = await signInShopper(shop, "someone-else@example.com");
      expect((await download(`/api/orders/${orderId}/invoices/${invoiceId}.pdf`, stranger.token)).status).toBe(404);
      const strangersOrder = await stranger.order([
        { product_id: (await plainProduct(shop, { stock: 10, skip: 2 })).id, quantity: 1 },
      ]);
      // Her own order with someone else's invoice in the address: still 404.
      expect(
        (await download(`/api/orders/${strangersOrder.body.order.id}/invoices/${invoiceId}.pdf`, stranger.token))
          .status,
      ).toBe(404);
      expect((await download(`/api/orders/${orderId}/invoices/${invoiceId}.pdf`, null)).status).toBe(401);
    });

    it("gives the owner a month's invoices in one PDF, and refuses a month that is not one", async () => {
      const november = await download("/api/owner/invoices.pdf?month=2026-11", owner.token);
      expect(november.status).toBe(200);
      expect(november.headers.get("content-disposition")).toBe(
        'attachment; filename="mayil-jewels-invoices-2026-11.pdf"',
      );
      const text = await pdfText(november.bytes);
      expect(text).toContain("MJ/26-27/000123");
      expect(text).not.toContain("CN/26-27/000004");
      const december = await pdfText((await download("/api/owner/invoices.pdf?month=2026-12", owner.token)).bytes);
      expect(december).toContain("CN/26-27/000004");

      const bad = await download("/api/owner/invoices.pdf?month=2026-13", owner.token);
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.bytes.toString()).error).toContain("month");
      expect((await download("/api/owner/invoices.pdf", owner.token)).status).toBe(400);
    });
  });
});
