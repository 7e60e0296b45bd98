// The desk's order list and today view over HTTP: newest first, paged, filtered by status and payment, searched by
// order number, name or phone; today's counts, what is owed, what came in today (India time) and low stock.

import { isoDay } from "@mayil/core/calendar/iso-day";
import type { Pagination } from "@mayil/core/catalogue/catalogue-schemas";
import type { OwnerOrderSummary, OwnerToday } from "@mayil/core/orders/owner-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { backdateOrders } from "../backdate-orders";
import { plainProduct, productWithColours, setStock, setVariantStock } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

type OrderList = { orders: OwnerOrderSummary[]; pagination: Pagination };
type Owner = Awaited<ReturnType<typeof newShopper>>;
type Placed = { order: { id: number; order_number: string; total: string } };

const customers = [
  { customer_name: "Anjali Nair", customer_phone: "+91 98470 12345" },
  { customer_name: "Beena Thomas", customer_phone: "+91 94470 55555" },
  { customer_name: "Chitra Menon", customer_phone: "+91 90000 11111" },
  { customer_name: "അമ്മു ജോസ്", customer_phone: "+91 81290 22222" },
  { customer_name: "Deepa 100% Nair", customer_phone: "+91 70000 33333" },
];

const paise = (rupees: string) => Math.round(Number(rupees) * 100);

describe.each(databaseKinds)("owner order list (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  /** Placed oldest first: customers[i] placed placed[i], with i + 1 units. */
  const placed: Placed["order"][] = [];
  const list = async (query = "") => {
    const response = await owner.call<OrderList>("GET", `/api/owner/orders${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const today = async () => {
    const response = await owner.call<OwnerToday>("GET", "/api/owner/today");
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    owner = await newShopper(shop.url, { email: "owner@mayil.test", name: "Mayil Owner" });
    const shopper = await newShopper(shop.url, { email: "regular@example.com", name: "Regular" });
    const product = await plainProduct(shop, { stock: 20 });
    for (const [index, customer] of customers.entries()) {
      const response = await shopper.call<Placed>("POST", "/api/orders", {
        ...customer,
        delivery_method: index % 2 === 0 ? "pickup" : "delivery",
        pickup_location: index % 2 === 0 ? "Peyad" : null,
        customer_address: index % 2 === 0 ? null : "TC 12/345, Pattom",
        customer_city: index % 2 === 0 ? null : "Thiruvananthapuram",
        customer_state: index % 2 === 0 ? null : "Kerala",
        customer_pincode: index % 2 === 0 ? null : "695004",
        order_items: [{ product_id: product.id, quantity: index + 1 }],
      });
      expect(response.status).toBe(201);
      placed.push(response.body.order);
    }
  }, 120_000);

  it("lists every order newest first with who, how many units, the total and nothing paid yet", async () => {
    const { orders, pagination } = await list();
    expect(orders.map((order) => order.id)).toEqual(placed.map((order) => order.id).reverse());
    expect(pagination).toEqual({ total: customers.length, hasMore: false, page: 1, limit: 20 });
    const anjali = orders.at(-1);
    expect(anjali).toEqual({
      id: placed[0]?.id,
      order_number: placed[0]?.order_number,
      status: "placed",
      source: "website",
      created_at: expect.any(String),
      customer_name: "Anjali Nair",
      customer_phone: "+919847012345",
      // The language she ordered in (decision 084): the desk shows a badge for any but English.
      language: "en",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      item_count: 1,
      total: placed[0]?.total,
      amount_paid: "0.00",
      payment_status: "unpaid",
      refund_owed: "0.00",
      // Her first order on that phone: a customer, not yet returning (decision 058).
      customer: { id: placed[0]?.id, nth_order: 1, returning: false },
    });
    expect(orders.map((order) => order.item_count)).toEqual([5, 4, 3, 2, 1]);
    expect(orders[1]).toMatchObject({ delivery_method: "delivery", pickup_location: null });
  });

  it("pages: total and hasMore tell the desk whether to offer more", async () => {
    const first = await list("?limit=2&page=1");
    expect(first.orders.map((order) => order.id)).toEqual([placed[4]?.id, placed[3]?.id]);
    expect(first.pagination).toEqual({ total: 5, hasMore: true, page: 1, limit: 2 });
    const second = await list("?limit=2&page=2");
    expect(second.orders.map((order) => order.id)).toEqual([placed[2]?.id, placed[1]?.id]);
    expect(second.pagination.hasMore).toBe(true);
    const last = await list("?limit=2&page=3");
    expect(last.orders.map((order) => order.id)).toEqual([placed[0]?.id]);
    expect(last.pagination).toEqual({ total: 5, hasMore: false, page: 3, limit: 2 });
    const beyond = await list("?limit=2&page=9");
    expect(beyond).toEqual({ orders: [], pagination: { total: 5, hasMore: false, page: 9, limit: 2 } });
  });

  it.each([
    ["the order number as quoted", () => placed[2]?.order_number ?? "", [2]],
    ["the order number in small letters without zeros", () => `mj-${placed[2]?.id}`, [2]],
    ["the bare number", () => String(placed[2]?.id), [2]],
    ["part of a name, any case", () => "nair", [4, 0]],
    ["a name in capitals", () => "CHITRA", [2]],
    ["a Malayalam name", () => "അമ്മു", [3]],
    ["part of the phone", () => "98470", [0]],
    ["the phone as people write it", () => "+91 94470 55555", [1]],
    ["the phone without the country code", () => "9000011111", [2]],
    ["a % taken literally, not as a wildcard", () => "100%", [4]],
    ["an _ taken literally", () => "a_n", []],
    ["nothing that matches", () => "Zeenath", []],
  ])("searches by %s", async (_what, q, expected) => {
    const { orders, pagination } = await list(`?q=${encodeURIComponent(q())}`);
    expect(orders.map((order) => order.id)).toEqual(expected.map((index) => placed[index]?.id));
    expect(pagination.total).toBe(expected.length);
  });

  it.each([
    ["?status=shipping", "status must be one of"],
    [
      "?payment_status=free",
      "payment_status must be one of unpaid, partially_paid, paid, partly_refunded, refunded, owed",
    ],
    ["?limit=0", "limit must be at least 1"],
    ["?limit=101", "limit can be at most 100"],
    ["?page=two", "page must be a whole number"],
    [`?q=${"x".repeat(101)}`, "q must be at most 100 characters"],
  ])("refuses %s with 400 naming the problem", async (query, error) => {
    const response = await owner.call<{ error: string }>("GET", `/api/owner/orders${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(error);
  });

  it("counts today's orders (India time) and what is owed, leaving cancelled orders out", async () => {
    const totalPaise = placed.reduce((sum, order) => sum + paise(order.total), 0);
    const before = await today();
    expect(before).toMatchObject({
      awaiting_confirmation: 5,
      to_pack: 0,
      to_hand_over: 0,
      ready_for_pickup: 0,
      shipped: 0,
      unpaid: { orders: 5, amount: (totalPaise / 100).toFixed(2) },
      placed_today: { orders: 5, amount: (totalPaise / 100).toFixed(2) },
      low_stock_threshold: 3,
    });

    // Anjali's order was placed just before midnight in India yesterday, Beena's just after it today: the day is
    // India's, whatever the server's clock zone.
    const midnightInIndia = new Date(`${isoDay(new Date())}T00:00:00+05:30`);
    const at = (id: number | undefined, when: Date) =>
      backdateOrders(shop.database.db, [Number(id)], when.toISOString());
    await at(placed[0]?.id, new Date(midnightInIndia.getTime() - 60_000));
    await at(placed[1]?.id, new Date(midnightInIndia.getTime() + 60_000));
    // Chitra's order waited three days unconfirmed: the shop's expiry cancels it.
    await at(placed[2]?.id, new Date(Date.now() - 3 * 24 * 3600_000));
    expect(await shop.app.expireUnconfirmedOrders()).toBe(1);

    const after = await today();
    const live = [0, 1, 3, 4].reduce((sum, index) => sum + paise(placed[index]?.total ?? "0"), 0);
    const placedToday = [1, 3, 4].reduce((sum, index) => sum + paise(placed[index]?.total ?? "0"), 0);
    expect(after).toMatchObject({
      awaiting_confirmation: 4,
      unpaid: { orders: 4, amount: (live / 100).toFixed(2) },
      placed_today: { orders: 3, amount: (placedToday / 100).toFixed(2) },
    });

    const cancelled = await list("?status=cancelled");
    expect(cancelled.orders.map((order) => order.id)).toEqual([placed[2]?.id]);
    expect(cancelled.orders[0]).toMatchObject({ status: "cancelled", payment_status: "unpaid" });
    const waiting = await list("?status=placed&limit=3");
    expect(waiting.orders.map((order) => order.id)).toEqual([placed[4]?.id, placed[3]?.id, placed[1]?.id]);
    expect(waiting.pagination).toEqual({ total: 4, hasMore: true, page: 1, limit: 3 });
    const searched = await list(`?status=cancelled&q=nair`);
    expect(searched.orders).toEqual([]);
  });

  it("counts pieces on sale whose stock as the shop shows it is at or below the low-stock threshold", async () => {
    const before = (await today()).low_stock;
    const plain = await plainProduct(shop, { stock: 10, skip: 3 });
    const coloured = await productWithColours(shop);
    const [first, second] = coloured.variants;
    if (!first || !second) throw new Error("two colours");

    await setStock(shop, plain.id, 3);
    expect((await today()).low_stock).toBe(before + 1);
    // A piece with colours counts its own count plus its colours' (decision 027): one colour at 0 is not low.
    await setVariantStock(shop, first.id, 0);
    expect((await today()).low_stock).toBe(before + 1);
    await setStock(shop, coloured.id, 1);
    await setVariantStock(shop, second.id, 2);
    expect((await today()).low_stock).toBe(before + 2);
    // Off sale, it is no longer the shop's worry.
    await shop.database.db.execute(`update products set is_active = false where id = ${plain.id}`);
    expect((await today()).low_stock).toBe(before + 1);
  });

  it("filters by payment status derived from the payments recorded", async () => {
    const [, beena, , ammu] = placed;
    if (!beena || !ammu) throw new Error("orders missing");
    const pay = (orderId: number, body: unknown) => owner.call("POST", `/api/owner/orders/${orderId}/payments`, body);
    expect((await pay(beena.id, { method: "upi", amount: beena.total, reference: "412345678901" })).status).toBe(201);
    const part = paise(ammu.total) - 100;
    expect((await pay(ammu.id, { method: "cash", amount: (part / 100).toFixed(2) })).status).toBe(201);

    const paid = await list("?payment_status=paid");
    expect(paid.orders.map((order) => order.id)).toEqual([beena.id]);
    expect(paid.orders[0]).toMatchObject({ payment_status: "paid", amount_paid: beena.total });
    const partly = await list("?payment_status=partially_paid");
    expect(partly.orders.map((order) => order.id)).toEqual([ammu.id]);
    expect(partly.orders[0]).toMatchObject({ amount_paid: (part / 100).toFixed(2) });
    const unpaid = await list("?payment_status=unpaid");
    expect(unpaid.orders.map((order) => order.id)).toEqual([placed[4]?.id, placed[2]?.id, placed[0]?.id]);
    expect(unpaid.pagination.total).toBe(3);
    expect((await list("?payment_status=unpaid&status=placed")).pagination.total).toBe(2);

    // Owed now: Anjali's and Deepa's in full (Chitra's is cancelled), ₹1 of Ammu's; Beena's is paid.
    const owed = paise(placed[0]?.total ?? "0") + paise(placed[4]?.total ?? "0") + 100;
    expect((await today()).unpaid).toEqual({ orders: 3, amount: (owed / 100).toFixed(2) });
    // What Today's unpaid card opens: the same three orders, unpaid or partly paid, and not the cancelled one.
    const stillOwed = await list("?payment_status=owed");
    expect(stillOwed.orders.map((order) => order.id)).toEqual([placed[4]?.id, ammu.id, placed[0]?.id]);
  });
});
