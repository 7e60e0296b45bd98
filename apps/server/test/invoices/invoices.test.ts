// Invoices over HTTP on both databases: issued once when an order leaves the editable states, numbered in a gap-free
// series per financial year even when fifty are issued at once, the tax split by the place of supply, credit notes
// against the invoice, a bill of supply for an unregistered shop, and the month's CSV adding up to the documents.

import { financialYearOf } from "@mayil/core/invoices/financial-year";
import { amountInWords } from "@mayil/core/money/amount-in-words";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { issueCreditNotes } from "../../src/modules/invoices/credit-notes";
import { ensureInvoice } from "../../src/modules/invoices/invoice-service";
import { invoicedOrderOf } from "../../src/modules/orders";
import { type Owner, paise, rows, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { invoicesOf, KARNATAKA_ADDRESS, KERALA_GSTIN, packedSale } from "./invoice-fixtures";

const thisYear = () => financialYearOf(new Date());

describe.each(databaseKinds)("invoices of a GST-registered shop (%s)", (kind) => {
  const shop = useTestShop(kind, { env: { GSTIN: KERALA_GSTIN } });
  const registered = loadConfig({ GSTIN: KERALA_GSTIN }).shop;
  let owner: Owner;
  let productId: number;

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    productId = (await plainProduct(shop)).id;
    await setStock(shop, productId, 1000);
  };

  it("fifty orders made ready at once get serials 1 to 50 of the year's series: no gap, no duplicate", async () => {
    await ready();
    const ids: number[] = [];
    for (let n = 0; n < 50; n++) ids.push(await packedSale(owner, productId, { delivery_method: "pickup" }));
    // Fifty at once on a busy machine: a move the database could not serve in time is refused with 503 and rolled
    // back whole (its serial with it), and the desk tries again, as a phone would. The series must still have no gap.
    const moveUntilServed = async (id: number) => {
      for (let attempt = 1; ; attempt++) {
        const move = await owner.move(id, "ready_for_pickup");
        if (move.status !== 503 || attempt === 5) return move;
      }
    };
    const moves = await Promise.all(ids.map(moveUntilServed));
    expect(moves.map((move) => move.status)).toEqual(ids.map(() => 200));

    const issued = await rows<{ serial: number; number: string }>(
      shop,
      `select serial, number from invoices where kind = 'tax_invoice' and financial_year = '${thisYear()}' order by serial`,
    );
    expect(issued.map((row) => Number(row.serial))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(issued.map((row) => row.number)).size).toBe(50);
    expect(issued[0]?.number).toBe(`MJ/${thisYear().slice(2)}/000001`);
    const [series] = await rows<{ last_serial: number }>(
      shop,
      `select last_serial from invoice_series where kind = 'tax_invoice' and financial_year = '${thisYear()}'`,
    );
    expect(Number(series?.last_serial)).toBe(50);
    // One invoice per order, and moving on to completed issues no second one.
    const completed = await owner.move(ids[0] as number, "completed");
    expect(completed.status).toBe(200);
    expect(await invoicesOf(shop, ids[0] as number)).toHaveLength(1);
  });

  it("a delivery in Kerala carries CGST and SGST halves; the words say the total", async () => {
    await ready();
    const id = await packedSale(owner, productId);
    const shipped = await owner.move(id, "shipped");
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const [invoice] = await invoicesOf(shop, id);
    const document = invoice?.document;
    expect(document).toMatchObject({
      kind: "tax_invoice",
      title: "Tax Invoice",
      place_of_supply: "32-Kerala",
      tax_split: "intra_state",
      seller: { gstin: KERALA_GSTIN, state_code: "32", name: "Mayil Jewels (proprietor Lakshmi Menon)" },
      buyer: { name: "Lakshmi Menon", state: "Kerala", state_code: "32" },
      igst: "0.00",
    });
    expect(document?.number).toMatch(/^MJ\/\d\d-\d\d\/\d{6}$/);
    // ₹1,299 and the ₹49 delivery, both at 3 % inside the price.
    expect(document?.lines.map((line) => [line.description, line.hsn, line.rate_percent, line.total])).toEqual([
      [expect.any(String), "7117", "3", "1299.00"],
      ["Delivery", "7117", "3", "49.00"],
    ]);
    expect(document?.lines[0]).toMatchObject({ taxable_value: "1261.16", cgst: "18.92", sgst: "18.92", igst: "0.00" });
    expect(document?.total).toBe("1348.00");
    expect(paise(document?.taxable_value ?? "") + paise(document?.cgst ?? "") * 2).toBe(134800);
    expect(document?.amount_in_words).toBe("Rupees One Thousand Three Hundred Forty-Eight Only");

    // The owner's view lists it.
    const view = await owner.get(id);
    expect(view.body.order.invoices).toEqual([
      { id: invoice?.id, kind: "tax_invoice", number: invoice?.number, issued_on: document?.issued_on },
    ]);
  });

  it("a delivery to Karnataka carries IGST; the shopper sees her own invoice and no one else does", async () => {
    await ready();
    const shopper = await signInShopper(shop, "karnataka@example.com");
    const placed = await shopper.call<{ order: { id: number } }>("POST", "/api/orders", {
      customer_name: "Divya Rao",
      customer_phone: "+919876543210",
      delivery_method: "delivery",
      ...KARNATAKA_ADDRESS,
      order_items: [{ product_id: productId, quantity: 2 }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.order.id;
    for (const status of ["confirmed", "packed", "shipped"]) expect((await owner.move(id, status)).status).toBe(200);
    const [invoice] = await invoicesOf(shop, id);
    expect(invoice?.document).toMatchObject({
      place_of_supply: "29-Karnataka",
      tax_split: "inter_state",
      cgst: "0.00",
      sgst: "0.00",
      buyer: { name: "Divya Rao", state: "Karnataka", state_code: "29" },
    });
    const document = invoice?.document;
    expect(paise(document?.igst ?? "")).toBeGreaterThan(0);
    expect(paise(document?.taxable_value ?? "") + paise(document?.igst ?? "")).toBe(paise(document?.total ?? ""));

    const mine = await shopper.myOrder(id);
    expect(mine.body.order.invoices).toEqual([
      { id: invoice?.id, kind: "tax_invoice", number: invoice?.number, issued_on: document?.issued_on },
    ]);
    const stranger = await signInShopper(shop, "stranger@example.com");
    expect((await stranger.myOrder(id)).status).toBe(404);
  });

  it("a walk-in sale paid and collected is invoiced at once, at the shop's own state", async () => {
    await ready();
    const created = await owner.create({
      customer_name: "Walk-in",
      customer_phone: null,
      source: "walk_in",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      items: [{ product_id: productId, variant_id: null, quantity: 1, unit_price: "250.50" }],
      paid_and_collected: { method: "cash" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [invoice] = await invoicesOf(shop, created.body.order.id);
    expect(invoice?.document).toMatchObject({
      place_of_supply: "32-Kerala",
      tax_split: "intra_state",
      total: "250.50",
      amount_in_words: "Rupees Two Hundred Fifty and Fifty Paise Only",
      buyer: { address: null, phone: null },
    });
    expect(created.body.order.invoices).toHaveLength(1);
  });

  it("cancelling an invoiced order credits the whole invoice; a step back and an edit credit it and the next move invoices again", async () => {
    await ready();
    const cancelled = await packedSale(owner, productId, { delivery_method: "pickup" });
    await owner.move(cancelled, "ready_for_pickup");
    expect((await owner.move(cancelled, "cancelled")).status).toBe(200);
    const [invoice, credit] = await invoicesOf(shop, cancelled);
    expect(credit).toMatchObject({ kind: "credit_note", against_invoice_id: invoice?.id, total: invoice?.total });
    expect(credit?.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(credit?.document).toMatchObject({
      title: "Credit Note",
      against: { number: invoice?.number, issued_on: invoice?.document.issued_on },
      reason: "Order cancelled",
      lines: invoice?.document.lines,
      place_of_supply: invoice?.document.place_of_supply,
    });

    const edited = await packedSale(owner, productId);
    await owner.move(edited, "shipped");
    // A step back alone keeps the invoice: the parcel may go out again unchanged.
    expect((await owner.move(edited, "packed", "wrong parcel")).status).toBe(200);
    expect(await invoicesOf(shop, edited)).toHaveLength(1);
    const edit = await owner.edit(edited, { items: [{ product_id: productId, quantity: 2, unit_price: "1299.00" }] });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await owner.move(edited, "shipped")).status).toBe(200);
    const [first, withdrawn, second] = await invoicesOf(shop, edited);
    expect(withdrawn).toMatchObject({ kind: "credit_note", against_invoice_id: first?.id, total: "1348.00" });
    expect(second).toMatchObject({ kind: "tax_invoice", total: "2647.00", against_invoice_id: null });
    const view = await owner.get(edited);
    expect(view.body.order.invoices.map((listed: OwnerOrder["invoices"][number]) => listed.kind)).toEqual([
      "tax_invoice",
      "credit_note",
      "tax_invoice",
    ]);
  });

  it("credits returned units by their share of the line, and a goodwill refund by what it gives back, over the desk's API", async () => {
    await ready();
    const created = await owner.create({
      customer_name: "Asha",
      customer_phone: "+919876543210",
      source: "phone",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      items: [{ product_id: productId, variant_id: null, quantity: 3, unit_price: "100.00" }],
      discount: "10.00",
      paid_and_collected: { method: "cash" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.order.id;
    const itemId = created.body.order.items[0]?.id;
    // Three returns of one unit each: the credits add up to the line (₹290) exactly.
    for (const note of ["one earring", "another", "the last"]) {
      const returned = await owner.call("POST", `/api/owner/orders/${id}/returns`, {
        lines: [{ order_item_id: itemId, quantity: 1 }],
        note,
      });
      expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    }
    // The refund paying a return back is the return's: no credit note of its own.
    const [firstReturn] = await rows<{ id: number }>(
      shop,
      `select id from order_returns where order_id = ${id} order by id`,
    );
    const repaid = await owner.call("POST", `/api/owner/orders/${id}/refunds`, {
      method: "cash",
      amount: "96.67",
      return_id: firstReturn?.id,
    });
    expect(repaid.status, JSON.stringify(repaid.body)).toBe(201);
    const [invoice, ...credits] = await invoicesOf(shop, id);
    expect(credits.map((credit) => [credit.kind, credit.against_invoice_id, credit.document.total])).toEqual([
      ["credit_note", invoice?.id, "96.67"],
      ["credit_note", invoice?.id, "96.66"],
      ["credit_note", invoice?.id, "96.67"],
    ]);
    expect(credits[0]?.document).toMatchObject({
      reason: "Units returned: one earring",
      against: { number: invoice?.number },
      lines: [{ quantity: 1, unit_price: "100.00", discount: "3.33", total: "96.67", rate_percent: "3" }],
    });

    // ₹50 back for a scratch on a paid order: a price reduction, credited with its tax taken out.
    const goodwill = await packedSale(owner, productId, { delivery_method: "pickup" });
    await owner.move(goodwill, "ready_for_pickup");
    await owner.pay(goodwill, { method: "cash", amount: "1299.00" });
    const refund = await owner.call("POST", `/api/owner/orders/${goodwill}/refunds`, {
      method: "cash",
      amount: "50.00",
      reason: "a scratch",
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const [, scratch] = await invoicesOf(shop, goodwill);
    expect(scratch?.document).toMatchObject({
      total: "50.00",
      reason: "Refund: a scratch",
      amount_in_words: "Rupees Fifty Only",
      cgst: "0.73",
      sgst: "0.73",
      taxable_value: "48.54",
    });
    // Called again in a transaction of its own, nothing is left to credit.
    expect(await shop.database.db.transaction((tx) => issueCreditNotes(tx, goodwill, invoicedOrderOf, null))).toEqual(
      [],
    );
  });

  it("a refund of what was paid beyond an order changed down gets no credit note: the new invoice is already lower", async () => {
    await ready();
    const id = await packedSale(owner, productId, { delivery_method: "pickup" }, "1000.00");
    await owner.move(id, "ready_for_pickup");
    await owner.pay(id, { method: "cash", amount: "1000.00" });
    await owner.move(id, "packed", "customer wants it cheaper");
    const edit = await owner.edit(id, { items: [{ product_id: productId, quantity: 1, unit_price: "800.00" }] });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await owner.move(id, "ready_for_pickup");
    const refund = await owner.call("POST", `/api/owner/orders/${id}/refunds`, { method: "cash", amount: "200.00" });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect((await invoicesOf(shop, id)).map((document) => [document.kind, document.total])).toEqual([
      ["tax_invoice", "1000.00"],
      ["credit_note", "1000.00"],
      ["tax_invoice", "800.00"],
    ]);
  });

  it("an older order past the editable states is invoiced on request; 1 April in India starts a new series", async () => {
    await ready();
    const older: number[] = [];
    for (let n = 0; n < 3; n++) {
      const id = await packedSale(owner, productId, { delivery_method: "pickup" });
      // As an order completed before invoices existed: moved in the table, so nothing was issued.
      await shop.database.db.execute(`update orders set status = 'completed' where id = ${id}`);
      older.push(id);
    }
    const [march, april, laterApril] = older as [number, number, number];
    // 23:59 on 31 March 2030 in India, then 00:10 on 1 April 2030 (still 31 March in UTC).
    const lastOfYear = await ensureInvoice(
      shop.database.db,
      march,
      invoicedOrderOf,
      null,
      registered,
      new Date("2030-03-31T18:29:00Z"),
    );
    const firstOfYear = await ensureInvoice(
      shop.database.db,
      april,
      invoicedOrderOf,
      null,
      registered,
      new Date("2030-03-31T18:40:00Z"),
    );
    const second = await ensureInvoice(
      shop.database.db,
      laterApril,
      invoicedOrderOf,
      null,
      registered,
      new Date("2030-04-02T06:00:00Z"),
    );
    expect(lastOfYear?.number).toBe("MJ/29-30/000001");
    expect(firstOfYear?.number).toBe("MJ/30-31/000001");
    expect(firstOfYear?.document.issued_on).toBe("2030-04-01");
    expect(second?.number).toBe("MJ/30-31/000002");
    // Asked again, the same invoice.
    expect((await ensureInvoice(shop.database.db, april, invoicedOrderOf, null, registered))?.id).toBe(firstOfYear?.id);
    // Over the desk's API too: the same invoice when it has one; 409 for an order still being agreed, 404 for none.
    const again = await owner.call<{ invoice: { id: number; number: string } }>(
      "POST",
      `/api/owner/orders/${april}/invoice`,
    );
    expect(again.status).toBe(200);
    expect(again.body.invoice).toMatchObject({ id: firstOfYear?.id, number: "MJ/30-31/000001", kind: "tax_invoice" });
    const fourth = await packedSale(owner, productId, { delivery_method: "pickup" });
    await shop.database.db.execute(`update orders set status = 'completed' where id = ${fourth}`);
    const issued = await owner.call<{ invoice: { number: string; issued_on: string } }>(
      "POST",
      `/api/owner/orders/${fourth}/invoice`,
    );
    expect(issued.status).toBe(200);
    expect(issued.body.invoice.number).toMatch(/^MJ\/\d\d-\d\d\/\d{6}$/);
    expect(await invoicesOf(shop, fourth)).toHaveLength(1);
    const notYet = await owner.call<{ error: string }>(
      "POST",
      `/api/owner/orders/${await packedSale(owner, productId)}/invoice`,
    );
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toMatch(/no invoice to issue/);
    expect((await owner.call("POST", "/api/owner/orders/999999/invoice")).status).toBe(404);
    // An order still being agreed has none to give.
    const agreed = (
      await owner.create({
        customer_name: "Not yet",
        customer_phone: "+919876543210",
        source: "phone",
        delivery_method: "pickup",
        pickup_location: "Peyad",
        items: [{ product_id: productId, variant_id: null, quantity: 1 }],
      })
    ).body.order.id;
    expect(await ensureInvoice(shop.database.db, agreed, invoicedOrderOf, null, registered)).toBeNull();
  });

  it("the month's CSV has a row per line that adds up to each document, credit notes negative", async () => {
    await ready();
    const download = async (query: string) => {
      const response = await fetch(`${shop.url}/api/owner/invoices.csv${query}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    const month = new Date().toISOString().slice(0, 7);
    const today = await download(`?month=${month}`);
    // The month in India may have turned before UTC's: fall back on the month the documents carry.
    const documents = await rows<{ number: string; kind: string; total: string; issued_at: string }>(
      shop,
      `select number, kind, total::text as total from invoices where issued_at < '2030-01-01' order by id`,
    );
    expect(today.status).toBe(200);
    expect(today.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(today.headers.get("content-disposition")).toBe(`attachment; filename="invoices-${month}.csv"`);
    const [header, ...records] = parse(today.text, { bom: true }) as string[][];
    expect(header).toEqual([
      "Document type",
      "Document number",
      "Document date",
      "Against invoice",
      "Order",
      "Customer",
      "Place of supply",
      "Description",
      "HSN",
      "Rate (%)",
      "Quantity",
      "Taxable value (₹)",
      "CGST (₹)",
      "SGST (₹)",
      "IGST (₹)",
      "Total (₹)",
    ]);
    const byNumber = new Map<string, number>();
    for (const record of records) {
      const [type, number, , , , , place, , hsn, rate, , taxable, cgst, sgst, igst, total] = record as string[];
      expect(type).toMatch(/^(Tax Invoice|Credit Note)$/);
      expect(place).toMatch(/^\d\d-[A-Z]/);
      expect([hsn, rate]).toEqual(["7117", "3"]);
      // Each row adds up: taxable value and taxes make its total.
      expect(paise(taxable ?? "") + paise(cgst ?? "") + paise(sgst ?? "") + paise(igst ?? "")).toBe(paise(total ?? ""));
      byNumber.set(number ?? "", (byNumber.get(number ?? "") ?? 0) + paise(total ?? ""));
    }
    for (const document of documents) {
      const sign = document.kind === "credit_note" ? -1 : 1;
      expect(byNumber.get(document.number), document.number).toBe(sign * paise(document.total));
    }
    expect(byNumber.size).toBe(documents.length);

    // April 2030 holds the two invoices issued then, and nothing else; a month that is not one is refused.
    const april = parse((await download("?month=2030-04")).text, { bom: true }) as string[][];
    expect(april.slice(1).map((record) => record[1])).toEqual(["MJ/30-31/000001", "MJ/30-31/000002"]);
    expect(april[1]?.[2]).toBe("01-Apr-2030");
    const bad = await download("?month=2026-13");
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/month/);
  });
});

describe.each(databaseKinds)("bills of supply of a shop without a GSTIN (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("issues a bill of supply in its own series with no tax and says why", async () => {
    const owner = await signInOwner(shop);
    const productId = (await plainProduct(shop)).id;
    await setStock(shop, productId, 100);
    const id = await packedSale(owner, productId, { ...KARNATAKA_ADDRESS });
    expect((await owner.move(id, "shipped")).status).toBe(200);
    const [bill] = await invoicesOf(shop, id);
    expect(bill?.kind).toBe("bill_of_supply");
    expect(bill?.number).toBe(`MJB/${thisYear().slice(2)}/000001`);
    expect(bill?.document).toMatchObject({
      title: "Bill of Supply",
      tax_split: "none",
      place_of_supply: "29-Karnataka",
      seller: { gstin: null },
      taxable_value: "1348.00",
      cgst: "0.00",
      sgst: "0.00",
      igst: "0.00",
      total: "1348.00",
      amount_in_words: amountInWords(134800),
      notes: ["The seller is not registered under GST: no GST is charged."],
    });
    for (const line of bill?.document.lines ?? []) {
      expect(line).toMatchObject({ rate_percent: "0", cgst: "0.00", sgst: "0.00", igst: "0.00" });
    }
  });
});
