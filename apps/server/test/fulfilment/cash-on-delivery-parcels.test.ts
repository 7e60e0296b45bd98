// A cash on delivery order's life on the desk after it is placed (decision 083): shipped, its parcel is COD by itself
// with what she owes as the cash to collect, and only her message asks her to keep it ready; delivered, that cash is
// recorded as paid by `cod`; refused at the door, it returns to origin once, every unit back on the shelf exactly once
// however many marks race, owing nothing, the courier's charges kept.
import { COD_HIGH_VALUE_PAISE } from "@mayil/core/orders/cod-risks";
import type { CustomerResponse } from "@mayil/core/orders/customer-schemas";
import type { OwnerOrder, OwnerToday } from "@mayil/core/orders/owner-schemas";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { describe, expect, it } from "vitest";
import { backdateOrders } from "../backdate-orders";
import { turnCodOn } from "../cash-on-delivery/cod-fixtures";
import {
  checkout,
  type Owner,
  paise,
  rows,
  type Shopper,
  signInOwner,
  signInShopper,
  whatsAppText,
} from "../orders/desk-fixtures";
import { pdfText } from "../printing/pdf-text";
import { plainProduct, setStock, stockOf } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

type Changed = { order: OwnerOrder; customer_whatsapp_url: string | null };

describe.each(databaseKinds)("cash on delivery parcels (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let second: Owner;
  let shopper: Shopper;

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    // The owner's other device: a race comes from two sessions.
    second = await signInOwner(shop);
    shopper = await signInShopper(shop, "cod-parcels@example.com");
    // COD on, ₹49 flat, with room for every order these tests place on one number.
    await turnCodOn(owner, { max_open_per_customer: 100, max_refusals: 100 });
  };

  /** Places a delivery order to pay now or on delivery, as the checkout does. */
  const place = async (items: { product_id: number; quantity: number }[], cod: boolean, phone?: string) => {
    const placed = await shopper.call<{ order: Order }>("POST", "/api/orders", {
      ...checkout(items, { delivery_method: "delivery" }),
      ...(phone && { customer_phone: phone }),
      payment_choice: cod ? "cod" : "prepaid",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.order;
  };

  /** A delivery order of 2 units (5 on the shelf before it), placed to pay on delivery, taken to `upTo`. */
  async function codOrder(upTo: "placed" | "confirmed" | "packed" | "shipped", { cod = true } = {}) {
    const product = await plainProduct(shop, { stock: 1 });
    await setStock(shop, product.id, 5);
    const order = await place([{ product_id: product.id, quantity: 2 }], cod);
    expect(order.payment_choice).toBe(cod ? "cod" : "prepaid");
    const steps = ["confirmed", "packed", "shipped"];
    for (const to of steps.slice(0, steps.indexOf(upTo) + 1)) {
      const moved = await owner.move(order.id, to);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    return { order: (await owner.get(order.id)).body.order, product };
  }

  const parcelOf = async (orderId: number) =>
    (
      await rows<{
        cash_on_delivery: boolean;
        cod_amount: string | null;
        delivered_at: string | null;
        returned_to_origin_at: string | null;
        courier_charges: string | null;
      }>(
        shop,
        `select cash_on_delivery, cod_amount, delivered_at, returned_to_origin_at, courier_charges from order_shipments where order_id = ${orderId}`,
      )
    )[0];

  const returnedLedgerRows = async (orderId: number) =>
    Number(
      (
        await rows<{ n: string | number }>(
          shop,
          `select count(*) as n from stock_movements where order_id = ${orderId} and reason = 'order_returned'`,
        )
      )[0]?.n ?? 0,
    );
  const returnedToOrigin = (by: Owner, orderId: number, body: Record<string, unknown> = {}) =>
    by.call<Changed>("POST", `/api/owner/orders/${orderId}/returned-to-origin`, body);

  it("shipped, delivered and paid: the parcel collects what she owes, and delivery records it as paid by cod", async () => {
    await ready();
    const { order } = await codOrder("packed");
    const owed = paise(order.amount_due);
    // What she owes is the whole total, the COD fee in it.
    expect(order.cod_fee).toBe("49.00");
    expect(owed).toBe(paise(order.total));

    const shipped = await owner.move(order.id, "shipped");
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.order.shipment?.cash_on_delivery).toBe(true);
    expect(paise((await parcelOf(order.id))?.cod_amount ?? "0")).toBe(owed);
    const text = whatsAppText(shipped.body.customer_whatsapp_url);
    expect(text).toContain(`Please keep ₹${(owed / 100).toLocaleString("en-IN")} ready in cash for the courier`);
    expect(text).not.toMatch(/upi:\/\/|Still to pay/);

    const delivered = await owner.move(order.id, "completed");
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const after = delivered.body.order;
    expect(after.status).toBe("completed");
    expect(after.payment_status).toBe("paid");
    expect(after.amount_due).toBe("0.00");
    expect(after.payments).toEqual([
      expect.objectContaining({ method: "cod", amount: (owed / 100).toFixed(2), recorded_by: expect.any(String) }),
    ]);
    expect((await parcelOf(order.id))?.delivered_at).not.toBeNull();
    // The timeline: the courier's cash, then the move, which names what was collected.
    expect(after.events.at(-2)).toMatchObject({ reason: "payment", details: { method: "cod" } });
    expect(after.events.at(-1)).toMatchObject({
      to_status: "completed",
      details: { cod_collected: (owed / 100).toFixed(2) },
    });
    // The kept figures (Today's unpaid card, the reports) say the same.
    const [figures] = await rows<{ owed: string | number; paid: string | number }>(
      shop,
      `select owed, paid from order_figures where order_id = ${order.id}`,
    );
    expect(Number(figures?.owed)).toBe(0);
    expect(Number(figures?.paid)).toBe(owed);
  });

  it("a COD order paid before it is shipped collects nothing; a prepaid one is never COD, whatever is ticked", async () => {
    await ready();
    const { order: paidFirst } = await codOrder("packed");
    expect((await owner.pay(paidFirst.id, { method: "cash", amount: paidFirst.amount_due })).status).toBe(201);
    const shippedPaid = await owner.move(paidFirst.id, "shipped");
    expect(shippedPaid.body.order.shipment?.cash_on_delivery).toBe(false);
    expect((await parcelOf(paidFirst.id))?.cod_amount).toBeNull();
    expect(whatsAppText(shippedPaid.body.customer_whatsapp_url)).toContain("It is fully paid");
    const deliveredPaid = await owner.move(paidFirst.id, "completed");
    expect(deliveredPaid.body.order.payments.map((payment) => payment.method)).toEqual(["cash"]);

    const { order: prepaid } = await codOrder("packed", { cod: false });
    const ticked = await owner.move(prepaid.id, "shipped", undefined, {
      courier: "india_post",
      tracking_number: "EE123456789IN",
      cash_on_delivery: true,
    });
    expect(ticked.status).toBe(409);
    expect(ticked.body.error).toMatch(/placed to pay now, not cash on delivery/);
    const shipped = await owner.move(prepaid.id, "shipped");
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.shipment?.cash_on_delivery).toBe(false);
    const text = whatsAppText(shipped.body.customer_whatsapp_url);
    expect(text).not.toMatch(/keep|in cash/);
    expect(text).toContain("Still to pay:");
    const delivered = await owner.move(prepaid.id, "completed");
    expect(delivered.body.order.payments).toEqual([]);
    expect((await parcelOf(prepaid.id))?.delivered_at).not.toBeNull();
  });

  it("returned to origin: two marks at once put every unit back exactly once; nothing is owed, the charges kept", async () => {
    await ready();
    const { order, product } = await codOrder("shipped");
    expect(await stockOf(shop, product.id)).toBe(3);
    const [a, b] = await Promise.all([
      returnedToOrigin(owner, order.id, { courier_charges: "120.00", note: "refused at the door" }),
      returnedToOrigin(second, order.id, { courier_charges: "120.00", note: "refused at the door" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error).toMatch(/is returned: only a shipped parcel can come back/);
    expect(await stockOf(shop, product.id)).toBe(5);
    expect(await returnedLedgerRows(order.id)).toBe(1);
    const [ledger] = await rows<{ total: string | number }>(
      shop,
      `select coalesce(sum(change), 0) as total from stock_movements where order_id = ${order.id}`,
    );
    expect(Number(ledger?.total)).toBe(0);

    const after = (a.status === 200 ? a : b).body.order;
    expect(after.status).toBe("returned");
    expect(after.amount_due).toBe("0.00");
    expect(after.payments).toEqual([]);
    expect(after.events.at(-1)).toMatchObject({
      reason: "returned_to_origin",
      to_status: "returned",
      details: { courier_charges: "120.00" },
    });
    const parcel = await parcelOf(order.id);
    expect(parcel?.returned_to_origin_at).not.toBeNull();
    expect(parcel?.courier_charges).toMatch(/^120(\.00)?$/);
    expect(parcel?.delivered_at).toBeNull();

    // Only a shipped parcel comes back unopened; the charges are rupees.
    const { order: packed } = await codOrder("packed");
    expect((await returnedToOrigin(owner, packed.id)).status).toBe(409);
    const { order: shipped } = await codOrder("shipped");
    const wrong = await returnedToOrigin(owner, shipped.id, { courier_charges: "lots" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/courier_charges must be an amount in rupees/i);
    const noCharges = await returnedToOrigin(owner, shipped.id);
    expect(noCharges.status).toBe(200);
    expect((await parcelOf(shipped.id))?.courier_charges).toBeNull();
  });

  it("Today lists COD orders to confirm with their risks; confirmed, shipped and delivered, the figures agree", async () => {
    await ready();
    // A customer of her own, so that her first order is this test's.
    const phone = "+919847055501";
    const product = await plainProduct(shop, { stock: 1 });
    await setStock(shop, product.id, 10);
    const today = async () => (await owner.call<OwnerToday>("GET", "/api/owner/today")).body;
    const herRecord = async (orderId: number) =>
      (await owner.call<CustomerResponse>("GET", `/api/owner/customers/${orderId}`)).body.customer;

    const first = await place([{ product_id: product.id, quantity: 1 }], true, phone);
    const placedBig = await place([{ product_id: product.id, quantity: 1 }], true, phone);
    // Priced above the high value by the owner, as she may agree in the chat.
    const edited = await owner.edit(placedBig.id, {
      items: [{ product_id: product.id, quantity: 1, unit_price: (COD_HIGH_VALUE_PAISE / 100 + 500).toFixed(2) }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const big = edited.body.order;
    await rows(shop, `update orders set customer_state = 'Tamil Nadu' where id = ${big.id}`);
    let shown = await today();
    const queued = (id: number) => shown.cod_to_confirm.find((order) => order.id === id);
    expect(queued(first.id)).toMatchObject({ risks: ["first_order"], refusals: 0, total: first.total });
    expect(queued(big.id)).toMatchObject({ risks: ["other_state", "high_value"], customer_state: "Tamil Nadu" });
    expect(shown.cod_awaiting_confirmation).toBe(shown.cod_to_confirm.length);
    expect(shown.awaiting_confirmation).toBeGreaterThanOrEqual(shown.cod_awaiting_confirmation);
    // Not in the list of orders to pay now.
    expect(shown.waiting_orders.map((order) => order.id)).not.toContain(first.id);

    // The confirm step's message asks her to say she will pay what she owes in cash.
    const desk = (await owner.get(big.id)).body.order;
    expect(desk.payment_choice).toBe("cod");
    expect(whatsAppText(desk.cod_confirm_whatsapp_url)).toContain(
      `confirm you will pay ₹${(paise(big.total) / 100).toLocaleString("en-IN")} in cash to the courier`,
    );
    expect((await owner.get(first.id)).body.order.cod_confirm_whatsapp_url).toContain("wa.me/919847055501");

    // Her first parcel is refused: the other order now says so, and her record counts it.
    for (const to of ["confirmed", "packed", "shipped"]) expect((await owner.move(first.id, to)).status).toBe(200);
    expect((await returnedToOrigin(owner, first.id, { note: "refused" })).status).toBe(200);
    shown = await today();
    expect(queued(first.id)).toBeUndefined();
    expect(queued(big.id)).toMatchObject({ risks: ["other_state", "refused_before", "high_value"], refusals: 1 });
    expect((await herRecord(first.id)).parcels).toEqual({ delivered: 0, returned_to_origin: 1 });

    // Confirmed, it leaves the queue and its message; shipped with its total to collect; delivered, it reads paid.
    const confirmed = await owner.move(big.id, "confirmed");
    expect(confirmed.body.order.cod_confirm_whatsapp_url).toBeNull();
    shown = await today();
    expect(queued(big.id)).toBeUndefined();
    for (const to of ["packed", "shipped"]) expect((await owner.move(big.id, to)).status).toBe(200);
    expect((await parcelOf(big.id))?.cod_amount).toMatch(new RegExp(`^${paise(big.total) / 100}(\\.00)?$`));
    const unpaidBefore = (await today()).unpaid;
    const delivered = await owner.move(big.id, "completed");
    expect(delivered.body.order).toMatchObject({ payment_status: "paid", amount_due: "0.00", amount_paid: big.total });
    const unpaidAfter = (await today()).unpaid;
    expect(unpaidAfter.orders).toBe(unpaidBefore.orders - 1);
    expect(paise(unpaidAfter.amount)).toBe(paise(unpaidBefore.amount) - paise(big.total));

    const record = await herRecord(big.id);
    expect(record.parcels).toEqual({ delivered: 1, returned_to_origin: 1 });
    // Her record: the refused order is returned and owes nothing; the delivered one is paid, by cod.
    expect(record).toMatchObject({ orders: 2, owed: "0.00", paid: big.total });
  });

  it("a COD order never confirmed expires like any other, its stock back once", async () => {
    await ready();
    const { order, product } = await codOrder("placed");
    expect(await stockOf(shop, product.id)).toBe(3);
    await backdateOrders(shop.database.db, [order.id], { hoursAgo: 24 * 365 });
    expect(await shop.app.expireUnconfirmedOrders()).toBeGreaterThanOrEqual(1);
    const after = (await owner.get(order.id)).body.order;
    expect(after.status).toBe("cancelled");
    expect(after.events.at(-1)).toMatchObject({ reason: "expired", actor: "system" });
    expect(await stockOf(shop, product.id)).toBe(5);
    expect(
      (await owner.call<OwnerToday>("GET", "/api/owner/today")).body.cod_to_confirm.map((o) => o.id),
    ).not.toContain(order.id);
  });

  it("the packing slip and the invoice say the cash to collect for a COD parcel, and nothing for a prepaid one", async () => {
    await ready();
    const pdf = async (path: string) => {
      const response = await fetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
      expect(response.status, path).toBe(200);
      return pdfText(Buffer.from(await response.arrayBuffer()));
    };
    const flat = (text: string) => text.replace(/\s+/g, " ");
    const { order: packed } = await codOrder("packed");
    const collect = `Cash on delivery: collect ₹${(paise(packed.amount_due) / 100).toLocaleString("en-IN")}`;
    // Packed, not yet shipped: what she owes now.
    expect(flat(await pdf(`/api/owner/orders/${packed.id}/packing-slip.pdf`))).toContain(collect);
    const shipped = (await owner.move(packed.id, "shipped")).body.order;
    expect(shipped.shipment?.cod_amount).toBe(packed.amount_due);
    expect(flat(await pdf(`/api/owner/orders/${packed.id}/packing-slip.pdf`))).toContain(collect);
    const [invoice] = shipped.invoices;
    expect(invoice, "the shipped order's invoice").toBeDefined();
    expect(flat(await pdf(`/api/owner/invoices/${invoice?.id}.pdf`))).toContain(collect);

    const { order: prepaid } = await codOrder("shipped", { cod: false });
    expect(prepaid.shipment?.cod_amount).toBeNull();
    expect(await pdf(`/api/owner/orders/${prepaid.id}/packing-slip.pdf`)).not.toMatch(/Cash on delivery/);
    expect(await pdf(`/api/owner/invoices/${prepaid.invoices[0]?.id}.pdf`)).not.toMatch(/Cash on delivery/);
  });
});
