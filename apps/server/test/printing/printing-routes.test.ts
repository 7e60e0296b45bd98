// The papers over HTTP on both databases: the owner's packing slip (the customer, the address, the items with colours
// and quantities, the order number; no price anywhere), an invoice for the owner and for the shopper whose order it
// is (404 for anyone else), a month's invoices in one PDF; each a PDF attachment that no browser keeps.
import type { OrderInvoice } from "@mayil/core/invoices/invoice-document";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { invoicesOf, KARNATAKA_ADDRESS, KERALA_GSTIN } from "../invoices/invoice-fixtures";
import { checkout, newSale, type Owner, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, productWithColours } from "../shop-fixtures";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { brokenWords, onOneLine, pdfFonts, pdfText, savePng } from "./pdf-text";

const squeezed = (text: string) => text.replace(/\s+/g, " ");

/** A seller's legal name as long as a real one gets: the shop's name and its proprietor's, in brackets. */
const LONG_SELLER = "Sree Bhagavathy Temple Jewellers (proprietor Lakshmi Menon Ramachandran)";
/** Pieces named as the shop names them: one that fits its line, a short one, one that must wrap. */
const PIECES = [
  "Temple Jhumka (Oxidised Silver)",
  "Pearl Drop Studs",
  "Lakshmi Kasu Mala Necklace with Matching Jhumkas, Antique Gold Finish and Kemp Stones",
] as const;

async function downloadFrom(shop: TestShop, path: string, token: string | null) {
  const response = await fetch(`${shop.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

/**
 * A walk-in sale of the three PIECES (demo pieces renamed), ₹150 off, paid and collected: invoiced at once (a tax
 * invoice, or a bill of supply when the shop has no GSTIN). Returns the order and its documents.
 */
async function discountedSale(shop: TestShop, owner: Owner) {
  const products = await Promise.all(PIECES.map((_name, index) => plainProduct(shop, { stock: 5, skip: 5 + index })));
  for (const [index, product] of products.entries()) {
    await shop.database.db.execute(`update products set name = '${PIECES[index]}' where id = ${Number(product.id)}`);
  }
  await shop.app.clearCatalogueCache();
  const created = await owner.create(
    newSale(
      products.map((product) => ({ product_id: product.id, quantity: 1, unit_price: "1299.00" })),
      { delivery_method: "pickup", discount: "150.00", paid_and_collected: { method: "cash" } },
    ),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.order;
}

/**
 * What a paper laid out by its content shows: the description heading whole, each piece's name without a word broken
 * (the short ones whole on one line), and the seller's name never broken inside one of its phrases.
 */
async function expectLaidOut(pdf: Buffer, name: string, { heading = "Description", sellerNamed = true } = {}) {
  await savePng(pdf, name);
  const text = await pdfText(pdf);
  expect(onOneLine(text, heading), `${heading} in ${text}`).toBe(true);
  for (const piece of PIECES.slice(0, 2)) expect(onOneLine(text, piece), `${piece} in ${text}`).toBe(true);
  expect(brokenWords(text, PIECES[2]), text).toEqual([]);
  if (sellerNamed) {
    // In the header, where it shares the width with the document's title: its two phrases, each whole.
    expect(onOneLine(text, "Sree Bhagavathy Temple Jewellers"), text).toBe(true);
    expect(onOneLine(text, "(proprietor Lakshmi Menon Ramachandran)"), text).toBe(true);
    expect(onOneLine(text, `For ${LONG_SELLER}`), `the signature block in ${text}`).toBe(true);
  }
  return text;
}

describe.each(databaseKinds)("printing routes (%s)", (kind) => {
  const shop = useTestShop(kind, { env: { GSTIN: KERALA_GSTIN, SELLER_LEGAL_NAME: LONG_SELLER } });
  let owner: Owner;
  const download = (path: string, token: string | null) => downloadFrom(shop, path, token);

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
      // Printed the way a number is read aloud (and dialled from the slip).
      expect(flat).toContain("Phone +91 98470 12345");
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

    it("prints a pickup order's point instead of an address, and never its pickup code", async () => {
      const piece = await plainProduct(shop, { stock: 10, skip: 3 });
      const created = await owner.create(
        newSale([{ product_id: piece.id, quantity: 1 }], { delivery_method: "pickup", customer_name: "Nila" }),
      );
      expect(created.status).toBe(201);
      const pickup = created.body.order;
      expect(pickup.pickup_code).toMatch(/^\d{4}$/);
      const flat = squeezed(
        await pdfText((await download(`/api/owner/orders/${pickup.id}/packing-slip.pdf`, owner.token)).bytes),
      );
      expect(flat).toContain("FOR PICKUP BY Nila");
      expect(flat).toContain("Pickup point: Kachani");
      // The slip travels with the parcel: the code that proves who may collect it is not on it.
      expect(flat).toContain("Hand over only for the customer's pickup code");
      // (Not "the four digits anywhere": they can turn up by chance inside the phone or the order number.)
      expect(flat).not.toMatch(new RegExp(`code\\W*${pickup.pickup_code}`, "i"));
    });

    it("is the owner's alone, and 404 for an order that is not there", async () => {
      const shopper = await signInShopper(shop, "slip-reader@example.com");
      expect((await download(`/api/owner/orders/${order.id}/packing-slip.pdf`, null)).status).toBe(401);
      expect((await download(`/api/owner/orders/${order.id}/packing-slip.pdf`, shopper.token)).status).toBe(403);
      expect((await download("/api/owner/orders/999999/packing-slip.pdf", owner.token)).status).toBe(404);
      expect((await download("/api/owner/orders/x1/packing-slip.pdf", owner.token)).status).toBe(400);
    });
  });

  it("lays a discounted sale's invoice, credit note and packing slip out by their content", async () => {
    const order = await discountedSale(shop, owner);
    const returned = await owner.returnUnits(order.id, {
      lines: order.items.map((item) => ({ order_item_id: item.id, quantity: 1 })),
      note: "all three back",
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const [invoice, credit] = await invoicesOf(shop, order.id);
    expect([invoice?.kind, credit?.kind]).toEqual(["tax_invoice", "credit_note"]);
    const invoiceText = await expectLaidOut(
      (await download(`/api/owner/invoices/${invoice?.id}.pdf`, owner.token)).bytes,
      `invoice-${kind}`,
    );
    expect(invoiceText).toContain("Discount");
    await expectLaidOut((await download(`/api/owner/invoices/${credit?.id}.pdf`, owner.token)).bytes, `credit-${kind}`);
    // The slip names the shop (not the seller's legal name) and no signatory; its pieces are under ITEM.
    await expectLaidOut(
      (await download(`/api/owner/orders/${order.id}/packing-slip.pdf`, owner.token)).bytes,
      `slip-${kind}`,
      { heading: "ITEM", sellerNamed: false },
    );
  });

  describe("invoices", () => {
    let orderId: number;
    let invoice: OrderInvoice;
    let shopper: Awaited<ReturnType<typeof signInShopper>>;

    beforeAll(async () => {
      shopper = await signInShopper(shop, "invoice-owner@example.com");
      const plain = await plainProduct(shop, { stock: 10, skip: 1 });
      // Her order to Bengaluru, shipped: the move out of the editable states issues its invoice (IGST, Karnataka).
      const placed = await shopper.call<{ order: Order }>("POST", "/api/orders", {
        ...checkout([{ product_id: plain.id, quantity: 2 }], { delivery_method: "delivery" }),
        ...KARNATAKA_ADDRESS,
      });
      expect(placed.status).toBe(201);
      orderId = placed.body.order.id;
      for (const status of ["confirmed", "packed", "shipped"])
        expect((await owner.move(orderId, status)).status).toBe(200);
      const mine = await shopper.myOrder(orderId);
      const [issued] = mine.body.order.invoices;
      if (!issued) throw new Error("no invoice was issued");
      invoice = issued;
    });

    it("gives the owner an issued invoice as a PDF attachment, its tax as IGST for Karnataka", async () => {
      const { status, headers, bytes } = await download(`/api/owner/invoices/${invoice.id}.pdf`, owner.token);
      expect(status).toBe(200);
      expect(headers.get("content-type")).toBe("application/pdf");
      expect(headers.get("content-disposition")).toBe(
        `attachment; filename="invoice-${invoice.number.replace(/\//g, "-")}.pdf"`,
      );
      expect(headers.get("cache-control")).toBe("no-store");
      const flat = squeezed(await pdfText(bytes));
      expect(flat).toContain("Tax Invoice");
      expect(flat).toContain(`Invoice no. ${invoice.number}`);
      expect(flat).toContain(`GSTIN ${KERALA_GSTIN}`);
      expect(flat).toContain("Place of supply 29-Karnataka");
      expect(flat).toContain("IGST");
      expect(flat).not.toMatch(/CGST|SGST/);
      expect(flat).toMatch(/Amount in words: Rupees .* Only/);
      expect((await download("/api/owner/invoices/999999.pdf", owner.token)).status).toBe(404);
      expect((await download(`/api/owner/invoices/${invoice.id}.pdf`, shopper.token)).status).toBe(403);
    });

    it("issues an order's invoice on request only once it is supplied, and gives back the one it has", async () => {
      const again = await owner.call<{ invoice: OrderInvoice }>("POST", `/api/owner/orders/${orderId}/invoice`);
      expect(again.status).toBe(200);
      expect(again.body.invoice).toEqual(invoice);
      const piece = await plainProduct(shop, { stock: 10, skip: 4 });
      const placed = await shopper.order([{ product_id: piece.id, quantity: 1 }]);
      const early = await owner.call<{ error: string }>("POST", `/api/owner/orders/${placed.body.order.id}/invoice`);
      expect(early.status).toBe(409);
      expect(early.body.error).toContain("is not shipped, ready for pickup or completed: it has no invoice to issue");
      expect((await owner.call("POST", "/api/owner/orders/999999/invoice")).status).toBe(404);
      expect((await shopper.call("POST", `/api/owner/orders/${orderId}/invoice`)).status).toBe(403);
    });

    it("gives the shopper her own order's invoice, and anyone else a 404", async () => {
      const own = await download(`/api/orders/${orderId}/invoices/${invoice.id}.pdf`, shopper.token);
      expect(own.status).toBe(200);
      expect(own.headers.get("content-type")).toBe("application/pdf");
      expect(own.headers.get("cache-control")).toBe("no-store");
      expect(squeezed(await pdfText(own.bytes))).toContain(`Invoice no. ${invoice.number}`);

      const stranger = await signInShopper(shop, "someone-else@example.com");
      expect((await download(`/api/orders/${orderId}/invoices/${invoice.id}.pdf`, stranger.token)).status).toBe(404);
      const piece = await plainProduct(shop, { stock: 10, skip: 2 });
      const strangersOrder = await stranger.order([{ product_id: piece.id, quantity: 1 }]);
      // Her own order with someone else's invoice in the address: still 404.
      const crossed = `/api/orders/${strangersOrder.body.order.id}/invoices/${invoice.id}.pdf`;
      expect((await download(crossed, stranger.token)).status).toBe(404);
      expect((await download(`/api/orders/${orderId}/invoices/${invoice.id}.pdf`, null)).status).toBe(401);
    });

    it("gives the owner a month's invoices in one PDF, and refuses a month that is not one", async () => {
      const month = invoice.issued_on.slice(0, 7);
      const this_month = await download(`/api/owner/invoices.pdf?month=${month}`, owner.token);
      expect(this_month.status).toBe(200);
      expect(this_month.headers.get("content-disposition")).toBe(
        `attachment; filename="mayil-jewels-invoices-${month}.pdf"`,
      );
      expect(await pdfText(this_month.bytes)).toContain(invoice.number);
      const long_ago = await pdfText((await download("/api/owner/invoices.pdf?month=2020-01", owner.token)).bytes);
      expect(long_ago).toContain("No invoices");
      expect(long_ago).not.toContain(invoice.number);

      const bad = await download("/api/owner/invoices.pdf?month=2026-13", owner.token);
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.bytes.toString()).error).toContain("month");
      expect((await download("/api/owner/invoices.pdf", owner.token)).status).toBe(400);
    });
  });
});

describe.each(databaseKinds)("a bill of supply laid out by its content (%s)", (kind) => {
  const shop = useTestShop(kind, { env: { SELLER_LEGAL_NAME: LONG_SELLER } });

  it("gives the description and the seller's name the room they need", async () => {
    const owner = await signInOwner(shop);
    const order = await discountedSale(shop, owner);
    const [bill] = await invoicesOf(shop, order.id);
    expect(bill?.kind).toBe("bill_of_supply");
    const text = await expectLaidOut(
      (await downloadFrom(shop, `/api/owner/invoices/${bill?.id}.pdf`, owner.token)).bytes,
      `bill-${kind}`,
    );
    expect(text).toContain("Discount");
  });
});
