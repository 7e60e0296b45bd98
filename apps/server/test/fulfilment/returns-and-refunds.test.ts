// Some units of some lines coming back, and money given back: the units go back on the shelf exactly once (two returns
// of one line at once never give back more than was sold), the ledger and the stock agree, and the payment status,
// the refund owed, the desk list, the spreadsheet, Today and the shopper's page all read the same.
import { Money } from "@mayil/core/money/money";
import type { OwnerOrderSummary, OwnerToday } from "@mayil/core/orders/owner-schemas";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  type Owner,
  paise,
  placedOrder,
  rows,
  rupees,
  type Shopper,
  signInOwner,
  signInShopper,
  whatsAppText,
} from "../orders/desk-fixtures";
import { plainProduct, productWithColours, setStock, setVariantStock, variantStockOf } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

const UTR = "412345678901";

describe.each(databaseKinds)("returns and refunds (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let second: Owner;
  let shopper: Shopper;

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    // The owner's other device: the race comes from two sessions.
    second = await signInOwner(shop);
    shopper = await signInShopper(shop, "returns@example.com");
  };

  /** A delivered order of 2 plain units and 3 red ones, shipped, with 10 of each on the shelf before it. */
  async function shippedOrder() {
    const plain = await plainProduct(shop, { stock: 1 });
    const coloured = await productWithColours(shop);
    const red = coloured.variants[0];
    if (!red) throw new Error("fixture: a product with colours");
    await setStock(shop, plain.id, 10);
    await setVariantStock(shop, red.id, 10);
    const order = await placedOrder(
      shopper,
      [
        { product_id: plain.id, quantity: 2 },
        { product_id: coloured.id, variant_id: red.id, quantity: 3 },
      ],
      { delivery_method: "delivery" },
    );
    for (const to of ["confirmed", "packed", "shipped"]) expect((await owner.move(order.id, to)).status).toBe(200);
    const desk = (await owner.get(order.id)).body.order;
    const [plainLine, redLine] = desk.items;
    if (!plainLine || !redLine) throw new Error("expected two lines");
    return { order: desk, plain, red, plainLine, redLine };
  }

  /** The ledger's rows for one colour and order, summed: what the order took and gave back. */
  const ledgerOf = async (variantId: number, orderId: number) =>
    Number(
      (
        await rows<{ total: string | number | null }>(
          shop,
          `select coalesce(sum(change), 0) as total from stock_movements where variant_id = ${variantId} and order_id = ${orderId}`,
        )
      )[0]?.total ?? 0,
    );
  const returnedLedgerRows = async (orderId: number) =>
    Number(
      (
        await rows<{ n: string | number }>(
          shop,
          `select count(*) as n from stock_movements where order_id = ${orderId} and reason = 'order_returned'`,
        )
      )[0]?.n ?? 0,
    );

  it("two returns of the same line at once: one is recorded, the other refused, and no more comes back than was sold", async () => {
    await ready();
    const { order, red, redLine } = await shippedOrder();
    expect(await variantStockOf(shop, red.id)).toBe(7);
    const lines = [{ order_item_id: redLine.id, quantity: 2 }];
    const [a, b] = await Promise.all([
      owner.returnUnits(order.id, { lines, note: "wrong shade" }),
      second.returnUnits(order.id, { lines, note: "wrong shade" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error).toMatch(/Only 1 of .* can still come back, not 2/);
    expect(await variantStockOf(shop, red.id)).toBe(9);
    // The ledger says the same: 3 taken, 2 back, each row naming the order.
    expect(await ledgerOf(red.id, order.id)).toBe(-1);

    const after = (await owner.get(order.id)).body.order;
    expect(after.status).toBe("shipped");
    expect(after.items.map((item) => item.returned_quantity)).toEqual([0, 2]);
    expect(after.returns).toHaveLength(1);
    expect(after.returns[0]?.lines).toEqual([
      expect.objectContaining({ order_item_id: redLine.id, quantity: 2, color_name: red.color_name }),
    ]);
    // Units came back: the lines must stay as sold.
    expect(after.editable).toBe(false);
    expect(after.step_back_to).toBeNull();
    const back = await owner.move(order.id, "packed", "slip");
    expect(back.status).toBe(409);
    expect(back.body.error).toMatch(/can no longer step back/);
  });

  it("mark returned gives back only what is still out, once; the order's ledger then sums to nothing", async () => {
    await ready();
    const { order, plain, red, redLine } = await shippedOrder();
    expect((await owner.returnUnits(order.id, { lines: [{ order_item_id: redLine.id, quantity: 1 }] })).status).toBe(
      201,
    );
    expect((await owner.move(order.id, "completed")).status).toBe(200);
    const [first, again] = await Promise.all([
      owner.move(order.id, "returned", "all back"),
      second.move(order.id, "returned", "all back"),
    ]);
    expect([first.status, again.status].sort()).toEqual([200, 409]);
    expect(await variantStockOf(shop, red.id)).toBe(10);
    expect(await ledgerOf(red.id, order.id)).toBe(0);
    const [{ stock } = { stock: -1 }] = await rows<{ stock: number }>(
      shop,
      `select stock from products where id = ${plain.id}`,
    );
    expect(Number(stock)).toBe(10);
    const returned = (await owner.get(order.id)).body.order;
    expect(returned.status).toBe("returned");
    expect(returned.returns.map((row) => row.lines.map((line) => line.quantity))).toEqual([[1], [2, 2]]);
    // One return row each time: the first (one red), then the plain pair and the last two red.
    expect(await returnedLedgerRows(order.id)).toBe(3);
    const more = await owner.returnUnits(order.id, { lines: [{ order_item_id: redLine.id, quantity: 1 }] });
    expect(more.status).toBe(409);
  });

  it("the last units coming back make the order returned, and the message says what came back", async () => {
    await ready();
    const { order, plainLine, redLine } = await shippedOrder();
    const all = await owner.returnUnits(order.id, {
      lines: [
        { order_item_id: plainLine.id, quantity: 2 },
        { order_item_id: redLine.id, quantity: 3 },
      ],
    });
    expect(all.status).toBe(201);
    expect(all.body.order.status).toBe("returned");
    const text = whatsAppText(all.body.customer_whatsapp_url);
    expect(text).toContain(`we have received 2 x ${plainLine.name}, 3 x ${redLine.name} (${redLine.color_name})`);
    expect(text).toContain("That is everything from this order.");
    expect(all.body.order.events.at(-1)).toMatchObject({ reason: "returned_units", to_status: "returned" });
  });

  it("refuses a return on an order not yet shipped, of a line not on the order, and of more than was sold", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 10 });
    const placed = await placedOrder(shopper, [{ product_id: plain.id, quantity: 1 }]);
    const lineId = (await owner.get(placed.id)).body.order.items[0]?.id ?? 0;
    const early = await owner.returnUnits(placed.id, { lines: [{ order_item_id: lineId, quantity: 1 }] });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/only a shipped or completed order/);

    const { order, redLine } = await shippedOrder();
    const foreign = await owner.returnUnits(order.id, { lines: [{ order_item_id: lineId, quantity: 1 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatch(/is not a line of/);
    const tooMany = await owner.returnUnits(order.id, { lines: [{ order_item_id: redLine.id, quantity: 4 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toContain(`Only 3 of ${redLine.name} (${redLine.color_name})`);
    expect((await owner.returnUnits(order.id, { lines: [] })).status).toBe(400);
  });

  it("payment status adds up: paid, a unit back owes its price, partly refunded, voided, refunded; list, CSV, Today and her page agree", async () => {
    await ready();
    const { order, plainLine, redLine } = await shippedOrder();
    const total = paise(order.total);
    expect((await owner.pay(order.id, { method: "upi", amount: order.total, reference: "998877665544" })).status).toBe(
      201,
    );
    const back = await owner.returnUnits(order.id, { lines: [{ order_item_id: redLine.id, quantity: 1 }] });
    expect(back.status).toBe(201);
    const unit = paise(redLine.unit_price);
    expect(back.body.order).toMatchObject({ payment_status: "paid", refund_owed: rupees(unit), amount_due: "0.00" });
    expect(whatsAppText(back.body.customer_whatsapp_url)).toContain(`We owe you ${Money.format(unit)} back`);

    const owedToday = (await owner.call<OwnerToday>("GET", "/api/owner/today")).body;
    expect(owedToday.refunds_owed).toContainEqual(
      expect.objectContaining({ id: order.id, refund_owed: rupees(unit), order_number: order.order_number }),
    );

    // More than was paid is refused, naming the amount and the most that can be refunded.
    const tooMuch = await owner.refund(order.id, { method: "cash", amount: rupees(total + 1) });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatch(/^amount .* is more than was paid .* at most ₹.* can be refunded/i);
    // UPI needs its UTR, a bank refund its reference.
    const noUtr = await owner.refund(order.id, { method: "upi", amount: rupees(unit), reference: "12345" });
    expect(noUtr.status).toBe(400);
    expect(noUtr.body.error).toMatch(/12-digit UTR/);
    expect((await owner.refund(order.id, { method: "bank_transfer", amount: rupees(unit) })).status).toBe(400);

    const refunded = await owner.refund(order.id, {
      method: "upi",
      amount: rupees(unit),
      reference: `${UTR.slice(0, 4)} ${UTR.slice(4, 8)} ${UTR.slice(8)}`,
      reason: "one earring came back",
      return_id: back.body.order.returns[0]?.id,
    });
    expect(refunded.status).toBe(201);
    expect(refunded.body.refund).toMatchObject({ method: "upi", reference: UTR, amount: rupees(unit) });
    expect(refunded.body.order).toMatchObject({
      payment_status: "partly_refunded",
      amount_refunded: rupees(unit),
      refund_owed: "0.00",
    });
    expect(whatsAppText(refunded.body.customer_whatsapp_url)).toContain(`(UPI, ref. ${UTR}) for your order`);

    const listed = async () =>
      (
        await owner.call<{ orders: OwnerOrderSummary[] }>(
          "GET",
          `/api/owner/orders?q=${order.order_number}&payment_status=partly_refunded`,
        )
      ).body.orders;
    expect((await listed()).map((row) => row.id)).toEqual([order.id]);
    const page = (await shopper.myOrder(order.id)).body.order;
    expect(page).toMatchObject({ payment_status: "partly_refunded", amount_refunded: rupees(unit) });
    expect(page.items.map((item) => item.returned_quantity)).toEqual([0, 1]);
    const csv = await fetch(`${shop.url}/api/owner/orders.csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const records: Record<string, string>[] = parse(await csv.text(), { bom: true, columns: true });
    const orderRows = records.filter((record) => record.Order === order.order_number);
    expect(orderRows[0]).toMatchObject({
      Payment: "Partly refunded",
      "Refunded (₹)": rupees(unit),
      "Refund owed (₹)": "0.00",
    });
    // What came back is on its own line's row; the order's money only on its first row, so columns sum true.
    expect(orderRows.map((record) => record["Returned units"])).toEqual(["0", "1"]);
    expect(orderRows[1]).toMatchObject({ "Refunded (₹)": "", "Refund owed (₹)": "" });
    expect(
      (await owner.call<OwnerToday>("GET", "/api/owner/today")).body.refunds_owed.map((row) => row.id),
    ).not.toContain(order.id);

    // A refund recorded by mistake is voided with the reason: it stays listed, counts for nothing, the debt is back.
    const refundId = refunded.body.refund.id;
    expect((await owner.voidRefund(order.id, refundId, { reason: "" })).status).toBe(400);
    const voided = await owner.voidRefund(order.id, refundId, { reason: "recorded on the wrong order" });
    expect(voided.status).toBe(200);
    expect(voided.body.refund).toMatchObject({ void_reason: "recorded on the wrong order" });
    expect(voided.body.refund.voided_at).not.toBeNull();
    expect(voided.body.order).toMatchObject({
      payment_status: "paid",
      amount_refunded: "0.00",
      refund_owed: rupees(unit),
    });
    expect(voided.body.order.events.at(-1)).toMatchObject({
      reason: "refund_voided",
      note: "recorded on the wrong order",
    });
    expect((await owner.voidRefund(order.id, refundId, { reason: "again" })).status).toBe(409);
    expect(await listed()).toEqual([]);

    // Everything else comes back and everything paid goes back: refunded.
    expect((await owner.move(order.id, "returned", "all back")).status).toBe(200);
    const owedAll = (await owner.get(order.id)).body.order;
    const owedBack = paise(owedAll.refund_owed);
    // The delivery fee stays with the shop: the units were sold at their prices, the parcel was delivered.
    expect(owedBack).toBe(paise(plainLine.line_total) + paise(redLine.line_total));
    const paidBack = await owner.refund(order.id, { method: "cash", amount: rupees(owedBack), reference: "ignored" });
    expect(paidBack.status).toBe(201);
    expect(paidBack.body.refund.reference).toBeNull();
    const stillPaid = total - owedBack;
    if (stillPaid === 0) expect(paidBack.body.order.payment_status).toBe("refunded");
    else expect(paidBack.body.order.payment_status).toBe("partly_refunded");
    const rest = await owner.refund(order.id, { method: "cash", amount: rupees(stillPaid || 1) });
    if (stillPaid > 0) {
      expect(rest.status).toBe(201);
      expect(rest.body.order.payment_status).toBe("refunded");
    } else {
      expect(rest.status).toBe(400);
    }
    const nothingLeft = await owner.refund(order.id, { method: "cash", amount: "1.00" });
    expect(nothingLeft.status).toBe(400);
    expect(nothingLeft.body.error).toMatch(/left to refund/);
  });

  it("an order edited below what was paid shows the refund owed until it is recorded, and Today lists it", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 10 });
    const placed = await placedOrder(shopper, [{ product_id: plain.id, quantity: 3 }]);
    expect((await owner.move(placed.id, "confirmed")).status).toBe(200);
    expect((await owner.pay(placed.id, { method: "cash", amount: placed.total })).status).toBe(201);
    const edited = await owner.edit(placed.id, { items: [{ product_id: plain.id, quantity: 2 }] });
    expect(edited.status).toBe(200);
    const owed = paise(placed.total) - paise(edited.body.order.total);
    expect(owed).toBeGreaterThan(0);
    expect(edited.body.order).toMatchObject({ payment_status: "paid", refund_owed: rupees(owed), amount_due: "0.00" });
    const today = (await owner.call<OwnerToday>("GET", "/api/owner/today")).body;
    expect(today.refunds_owed).toContainEqual(expect.objectContaining({ id: placed.id, refund_owed: rupees(owed) }));
    const summary = (
      await owner.call<{ orders: OwnerOrderSummary[] }>("GET", `/api/owner/orders?q=${placed.order_number}`)
    ).body.orders[0];
    expect(summary).toMatchObject({ payment_status: "paid", refund_owed: rupees(owed) });
    expect((await shopper.myOrder(placed.id)).body.order.refund_owed).toBe(rupees(owed));

    const refunded = await owner.refund(placed.id, { method: "cash", amount: rupees(owed), reason: "one less" });
    expect(refunded.status).toBe(201);
    expect(refunded.body.order).toMatchObject({ payment_status: "partly_refunded", refund_owed: "0.00" });
    expect(
      (await owner.call<OwnerToday>("GET", "/api/owner/today")).body.refunds_owed.map((row) => row.id),
    ).not.toContain(placed.id);
  });
});
