// How the shop is doing (GET /api/owner/reports/...): the sales report's totals are the sum of the orders and payments
// they cover, worked out here from each order's own page (the oracle), in India days at the day, week and month
// boundaries, after an edit, a cancel, a partial return, a refund and a voided payment; by source and by payment
// method add up to the totals; the best, slowest and unsold pieces; every CSV says what the JSON says; owners only;
// a bad period is refused naming its field.
import { ownerReportEndpoints } from "@mayil/core/api/reports-endpoints";
import { isoDay } from "@mayil/core/calendar/iso-day";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import type { PiecesReport, SalesFigures, SalesReport } from "@mayil/core/reports/reports-schemas";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { backdateOrders } from "../backdate-orders";
import { newSale, type Owner, paise, placedOrder, rupees, signInOwner, signInShopper } from "../orders/desk-fixtures";
import {
  expectEveryRouteLetsOwnerThrough,
  expectEveryRouteRefusesShopper,
  expectEveryRouteRefusesSignedOut,
} from "../owner-route-access";
import { plainProduct } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

/** 23:50 and 00:10 India time (+05:30) as UTC instants, around the ends of a Sunday, a Tuesday and a month. */
const PLACED_AT = {
  sundayLate: "2026-03-29T18:20:00Z", // Sun 29 Mar 23:50 IST: week of Mon 23 Mar, March
  mondayEarly: "2026-03-29T18:40:00Z", // Mon 30 Mar 00:10 IST: week of Mon 30 Mar
  monthEndLate: "2026-03-31T18:20:00Z", // Tue 31 Mar 23:50 IST: March
  monthStartEarly: "2026-03-31T18:40:00Z", // Wed 1 Apr 00:10 IST: April
  aprilMorning: "2026-04-01T04:30:00Z", // Wed 1 Apr 10:00 IST, then cancelled
};

/** What one order adds to a report, from its own page: decision 057's definitions, nothing from the report's SQL. */
function figuresOfOrder(order: OwnerOrder) {
  const returnedUnits = order.items.reduce((sum, item) => sum + item.returned_quantity, 0);
  const returnedValue = order.items.reduce((sum, item) => sum + item.returned_quantity * paise(item.unit_price), 0);
  const due = Math.max(0, paise(order.total) - returnedValue);
  const paid = order.payments.filter((p) => !p.voided_at).reduce((sum, p) => sum + paise(p.amount), 0);
  const refunded = order.refunds.filter((r) => !r.voided_at).reduce((sum, r) => sum + paise(r.amount), 0);
  // The order page's own figures say the same (a check of the oracle itself).
  expect(paise(order.amount_paid)).toBe(paid);
  expect(paise(order.amount_refunded)).toBe(refunded);
  expect(paise(order.amount_due)).toBe(Math.max(0, due - paid));
  expect(paise(order.refund_owed)).toBe(Math.max(0, paid - refunded - due));
  return {
    orders: 1,
    units: order.items.reduce((sum, item) => sum + item.quantity, 0) - returnedUnits,
    // Decision 073: sales at the order's value, returns beside, net sales (revenue) the difference.
    sales: paise(order.total),
    returns: paise(order.total) - due,
    revenue: due,
    paid,
    owed: paise(order.amount_due),
    refunded,
    refund_owed: paise(order.refund_owed),
  };
}
type Tally = ReturnType<typeof figuresOfOrder>;

function sumOf(orders: OwnerOrder[]): SalesFigures {
  const tally: Tally = {
    orders: 0,
    units: 0,
    sales: 0,
    returns: 0,
    revenue: 0,
    paid: 0,
    owed: 0,
    refunded: 0,
    refund_owed: 0,
  };
  for (const order of orders.filter((o) => o.status !== "cancelled")) {
    const one = figuresOfOrder(order);
    for (const key of Object.keys(tally) as (keyof Tally)[]) tally[key] += one[key];
  }
  return {
    orders: tally.orders,
    units: tally.units,
    sales: rupees(tally.sales),
    returns: rupees(tally.returns),
    revenue: rupees(tally.revenue),
    paid: rupees(tally.paid),
    owed: rupees(tally.owed),
    refunded: rupees(tally.refunded),
    refund_owed: rupees(tally.refund_owed),
  };
}

const indiaDayOf = (order: OwnerOrder) => isoDay(new Date(order.created_at));
const csvRows = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true });

describe.each(databaseKinds)("reports (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  const ids: Record<keyof typeof PLACED_AT, number> = {
    sundayLate: 0,
    mondayEarly: 0,
    monthEndLate: 0,
    monthStartEarly: 0,
    aprilMorning: 0,
  };
  let pieceA: { id: number; name: string };
  let pieceB: { id: number; name: string };
  let pieceC: { id: number; name: string };

  const report = <T>(path: string) => owner.call<T>("GET", `/api/owner/reports/${path}`);
  const download = async (path: string) => {
    const response = await fetch(`${shop.url}/api/owner/reports/${path}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const pagesOf = async (keys: (keyof typeof PLACED_AT)[]) =>
    Promise.all(keys.map(async (key) => (await owner.get(ids[key])).body.order));
  const allPages = () => pagesOf(Object.keys(PLACED_AT) as (keyof typeof PLACED_AT)[]);

  beforeAll(async () => {
    owner = await signInOwner(shop);
    const shopper = await signInShopper(shop, "reports@example.com");
    pieceA = await plainProduct(shop, { stock: 20 });
    pieceB = await plainProduct(shop, { stock: 20, skip: 1 });
    pieceC = await plainProduct(shop, { stock: 1, skip: 2 });
    const created = async (items: { product_id: number; quantity: number }[], source: string) => {
      const response = await owner.create(newSale(items, { source }));
      expect(response.status).toBe(201);
      return response.body.order.id;
    };
    ids.sundayLate = await created([{ product_id: pieceA.id, quantity: 2 }], "whatsapp");
    ids.mondayEarly = (
      await placedOrder(shopper, [
        { product_id: pieceA.id, quantity: 1 },
        { product_id: pieceB.id, quantity: 1 },
      ])
    ).id;
    ids.monthEndLate = await created([{ product_id: pieceB.id, quantity: 3 }], "instagram");
    ids.monthStartEarly = await created([{ product_id: pieceA.id, quantity: 1 }], "phone");
    ids.aprilMorning = await created([{ product_id: pieceB.id, quantity: 1 }], "phone");
    for (const [key, at] of Object.entries(PLACED_AT)) {
      await backdateOrders(shop.database.db, [ids[key as keyof typeof PLACED_AT]], at);
    }

    // Paid in full by UPI; part paid in cash; paid by bank, then shipped, a unit back and part refunded by UPI.
    const sunday = (await owner.get(ids.sundayLate)).body.order;
    expect(
      (await owner.pay(sunday.id, { method: "upi", amount: sunday.total, reference: "400000000001" })).status,
    ).toBe(201);
    expect((await owner.pay(ids.mondayEarly, { method: "cash", amount: "100.00" })).status).toBe(201);
    const monthEnd = (await owner.get(ids.monthEndLate)).body.order;
    expect(
      (await owner.pay(monthEnd.id, { method: "bank_transfer", amount: monthEnd.total, reference: "NEFT-77" })).status,
    ).toBe(201);
    for (const to of ["packed", "shipped"]) expect((await owner.move(monthEnd.id, to)).status).toBe(200);
    const line = monthEnd.items[0];
    if (!line) throw new Error("expected a line");
    const back = await owner.returnUnits(monthEnd.id, { lines: [{ order_item_id: line.id, quantity: 1 }] });
    expect(back.status).toBe(201);
    const refund = await owner.refund(monthEnd.id, {
      method: "upi",
      amount: "10.00",
      reference: "400000000002",
      reason: "part of the unit back",
    });
    expect(refund.status).toBe(201);
    // The phone order's total changed by an edit; a UPI payment voided, a cash one kept.
    const edited = await owner.edit(ids.monthStartEarly, { items: [{ product_id: pieceA.id, quantity: 2 }] });
    expect(edited.status).toBe(200);
    const mistaken = await owner.pay(ids.monthStartEarly, { method: "upi", amount: "5.00", reference: "400000000003" });
    expect(mistaken.status).toBe(201);
    expect(
      (await owner.voidPayment(ids.monthStartEarly, mistaken.body.payment.id, { reason: "typed wrong" })).status,
    ).toBe(200);
    expect((await owner.pay(ids.monthStartEarly, { method: "cash", amount: "50.00" })).status).toBe(201);
    // Paid, then cancelled: not a sale, and its payment counts nowhere.
    expect((await owner.pay(ids.aprilMorning, { method: "cash", amount: "20.00" })).status).toBe(201);
    expect((await owner.move(ids.aprilMorning, "cancelled", "changed her mind")).status).toBe(200);
  }, 180_000);

  it("puts 23:50 and 00:10 India time on different days, weeks and months, each summing its orders", async () => {
    const pages = await allPages();
    expect(pages.map(indiaDayOf)).toEqual(["2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01", "2026-04-01"]);
    const byDay = await report<SalesReport>("sales?from=2026-03-29&to=2026-04-01&by=day");
    expect(byDay.status).toBe(200);
    expect(byDay.body.periods.map((p) => [p.start, p.orders])).toEqual([
      ["2026-03-29", 1],
      ["2026-03-30", 1],
      ["2026-03-31", 1],
      ["2026-04-01", 1],
    ]);
    for (const period of byDay.body.periods) {
      const { start, ...figures } = period;
      expect({ start, ...figures }).toEqual({ start, ...sumOf(pages.filter((o) => indiaDayOf(o) === start)) });
    }

    const byWeek = await report<SalesReport>("sales?from=2026-03-29&to=2026-04-01&by=week");
    expect(byWeek.body.periods.map((p) => [p.start, p.orders])).toEqual([
      ["2026-03-23", 1],
      ["2026-03-30", 3],
    ]);
    expect(byWeek.body.periods[1]).toEqual({
      start: "2026-03-30",
      ...sumOf(pages.filter((o) => indiaDayOf(o) >= "2026-03-30")),
    });

    const byMonth = await report<SalesReport>("sales?from=2026-03-01&to=2026-04-30&by=month");
    expect(byMonth.body.periods.map((p) => [p.start, p.orders])).toEqual([
      ["2026-03-01", 3],
      ["2026-04-01", 1],
    ]);
    expect(byMonth.body.periods[0]).toEqual({
      start: "2026-03-01",
      ...sumOf(pages.filter((o) => indiaDayOf(o) < "2026-04-01")),
    });
    expect(byMonth.body.periods[1]).toEqual({
      start: "2026-04-01",
      ...sumOf(pages.filter((o) => indiaDayOf(o) >= "2026-04-01")),
    });

    // One India day alone: only the order placed on it, whichever UTC day it was.
    const monday = await report<SalesReport>("sales?from=2026-03-30&to=2026-03-30");
    expect(monday.body.totals).toEqual(sumOf(pages.filter((o) => o.id === ids.mondayEarly)));
  });

  it("totals the orders and payments after an edit, a cancel, a partial return, a refund and a void", async () => {
    const pages = await allPages();
    const { body } = await report<SalesReport>("sales?from=2026-03-01&to=2026-04-30&by=month");
    expect(body.totals).toEqual(sumOf(pages));
    // What that means, in numbers a person can follow: the cancelled order is not there; the voided payment is not.
    const [sunday, monday, monthEnd, monthStart] = pages as [OwnerOrder, OwnerOrder, OwnerOrder, OwnerOrder];
    const unitB = paise(monthEnd.items[0]?.unit_price ?? "0");
    expect(body.totals.orders).toBe(4);
    expect(body.totals.units).toBe(2 + 2 + (3 - 1) + 2);
    expect(paise(body.totals.paid)).toBe(paise(sunday.total) + 10_000 + paise(monthEnd.total) + 5_000);
    expect(paise(body.totals.refunded)).toBe(1_000);
    expect(paise(body.totals.revenue)).toBe(
      paise(sunday.total) + paise(monday.total) + paise(monthEnd.total) - unitB + paise(monthStart.total),
    );
    expect(paise(body.totals.returns)).toBe(unitB);
    expect(paise(body.totals.sales)).toBe(paise(body.totals.revenue) + unitB);
    expect(paise(body.totals.refund_owed)).toBe(unitB - 1_000);
    expect(paise(body.totals.owed)).toBe(paise(monday.total) - 10_000 + paise(monthStart.total) - 5_000);
    // The edit doubled the phone order: the report has its new total.
    expect(monthStart.items[0]?.quantity).toBe(2);
  });

  it("adds up by source and by payment method to the totals", async () => {
    const { body } = await report<SalesReport>("sales?from=2026-03-01&to=2026-04-30&by=month");
    expect(body.sources.map((s) => s.source)).toEqual(["website", "whatsapp", "phone", "instagram", "walk_in"]);
    for (const key of ["orders", "units"] as const) {
      expect(body.sources.reduce((sum, s) => sum + s[key], 0)).toBe(body.totals[key]);
    }
    for (const key of ["sales", "returns", "revenue", "paid", "owed", "refunded", "refund_owed"] as const) {
      expect(rupees(body.sources.reduce((sum, s) => sum + paise(s[key]), 0))).toBe(body.totals[key]);
    }
    const bySource = Object.fromEntries(body.sources.map((s) => [s.source, s.orders]));
    expect(bySource).toEqual({ website: 1, whatsapp: 1, phone: 1, instagram: 1, walk_in: 0 });
    expect(rupees(body.methods.reduce((sum, m) => sum + paise(m.paid), 0))).toBe(body.totals.paid);
    expect(rupees(body.methods.reduce((sum, m) => sum + paise(m.refunded), 0))).toBe(body.totals.refunded);
    expect(body.methods.map((m) => [m.method, m.payments, m.refunds])).toEqual([
      ["upi", 1, 1],
      ["cash", 2, 0],
      ["bank_transfer", 1, 0],
    ]);
  });

  it("ranks the best and slowest pieces and categories net of returns, and lists pieces with stock unsold 60 days", async () => {
    const pages = await allPages();
    const { status, body } = await report<PiecesReport>("pieces?from=2026-03-01&to=2026-04-30");
    expect(status).toBe(200);
    const kept = (productId: number) =>
      pages
        .filter((o) => o.status !== "cancelled")
        .flatMap((o) => o.items)
        .filter((item) => item.product_id === productId)
        .reduce(
          (sum, item) => ({
            units: sum.units + item.quantity - item.returned_quantity,
            revenue: sum.revenue + (item.quantity - item.returned_quantity) * paise(item.unit_price),
          }),
          { units: 0, revenue: 0 },
        );
    const a = kept(pieceA.id);
    const b = kept(pieceB.id);
    expect(a.units).toBe(5);
    expect(b.units).toBe(3);
    const best = body.best.map((p) => ({ id: p.product_id, units: p.units, revenue: paise(p.revenue) }));
    expect(best).toHaveLength(2);
    expect(best).toEqual(
      expect.arrayContaining([
        { id: pieceA.id, ...a },
        { id: pieceB.id, ...b },
      ]),
    );
    expect(best[0]?.revenue).toBeGreaterThanOrEqual(best[1]?.revenue ?? 0);
    expect(body.slowest.every((p) => p.units === 0)).toBe(true);
    expect(body.slowest.map((p) => p.product_id)).not.toContain(pieceA.id);
    expect(rupees(body.categories.reduce((sum, c) => sum + paise(c.revenue), 0))).toBe(rupees(a.revenue + b.revenue));

    // Sold in March and April only: every one of them sits unsold now, C never sold; B's last sale is not the
    // cancelled order of 1 April.
    const unsold = new Map(body.unsold.map((p) => [p.product_id, p]));
    expect(unsold.get(pieceA.id)?.last_sold_on).toBe("2026-04-01");
    expect(unsold.get(pieceB.id)?.last_sold_on).toBe("2026-03-31");
    expect(unsold.get(pieceC.id)?.last_sold_on).toBeNull();
    expect(body.unsold.every((p) => p.stock > 0)).toBe(true);
    // A sale today takes A off the list.
    const today = await owner.create(newSale([{ product_id: pieceA.id, quantity: 1 }], { source: "walk_in" }));
    expect(today.status).toBe(201);
    const after = await report<PiecesReport>("pieces");
    expect(after.body.unsold.map((p) => p.product_id)).not.toContain(pieceA.id);
    expect(after.body.unsold.map((p) => p.product_id)).toContain(pieceC.id);
    expect(after.body.best.map((p) => p.product_id)).toContain(pieceA.id);
    expect(after.body.to).toBe(isoDay(new Date()));
  });

  it("downloads every table as a CSV holding what the JSON says", async () => {
    const period = "from=2026-03-01&to=2026-04-30&by=week";
    const { body } = await report<SalesReport>(`sales?${period}`);
    const periods = await download(`sales.csv?${period}&table=periods`);
    expect(periods.status).toBe(200);
    expect(periods.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(periods.headers.get("content-disposition")).toBe(
      'attachment; filename="sales-by-week-2026-03-01-to-2026-04-30.csv"',
    );
    const figureColumns = (f: SalesFigures) => ({
      Orders: String(f.orders),
      Units: String(f.units),
      "Sales (₹)": f.sales,
      "Returns (₹)": f.returns,
      "Net sales (₹)": f.revenue,
      "Paid (₹)": f.paid,
      "Owed (₹)": f.owed,
      "Refunded (₹)": f.refunded,
      "Refund owed (₹)": f.refund_owed,
    });
    expect(csvRows(periods.text)).toEqual(
      body.periods.map((p) => ({ "Week from (Monday)": p.start, ...figureColumns(p) })),
    );
    const sources = await download(`sales.csv?${period}&table=sources`);
    const labels = {
      website: "Website",
      whatsapp: "WhatsApp",
      phone: "Phone",
      instagram: "Instagram",
      walk_in: "Walk-in",
    };
    expect(csvRows(sources.text)).toEqual(body.sources.map((s) => ({ Source: labels[s.source], ...figureColumns(s) })));
    const methods = await download(`sales.csv?${period}&table=methods`);
    expect(csvRows(methods.text)).toEqual([
      { Method: "UPI", Payments: "1", "Paid (₹)": body.methods[0]?.paid, Refunds: "1", "Refunded (₹)": "10.00" },
      { Method: "Cash", Payments: "2", "Paid (₹)": "150.00", Refunds: "0", "Refunded (₹)": "0.00" },
      {
        Method: "Bank transfer",
        Payments: "1",
        "Paid (₹)": body.methods[2]?.paid,
        Refunds: "0",
        "Refunded (₹)": "0.00",
      },
    ]);

    const pieces = (await report<PiecesReport>("pieces?from=2026-03-01&to=2026-04-30")).body;
    const piecesCsv = csvRows((await download("pieces.csv?from=2026-03-01&to=2026-04-30&table=pieces")).text);
    expect(piecesCsv.slice(0, pieces.best.length)).toEqual(
      pieces.best.map((p) => ({
        Piece: p.name,
        Category: p.category ?? "",
        Units: String(p.units),
        "Revenue (₹)": p.revenue,
      })),
    );
    expect(piecesCsv.find((row) => row.Piece === pieceC.name)).toMatchObject({ Units: "0", "Revenue (₹)": "0.00" });
    const categories = csvRows((await download("pieces.csv?from=2026-03-01&to=2026-04-30&table=categories")).text);
    expect(categories).toEqual(
      pieces.categories.map((c) => ({
        Category: c.category ?? "No category",
        Units: String(c.units),
        "Revenue (₹)": c.revenue,
      })),
    );
    const unsold = csvRows((await download("pieces.csv?table=unsold")).text);
    const now = (await report<PiecesReport>("pieces")).body.unsold;
    expect(unsold).toEqual(
      now.map((p) => ({
        Piece: p.name,
        Category: p.category ?? "",
        "In stock": String(p.stock),
        "Last sold": p.last_sold_on ?? "Never",
      })),
    );
  });

  it("refuses a bad period with a 400 naming the field", async () => {
    const refused = async (query: string, field: string) => {
      for (const path of ["sales", "sales.csv", "pieces", "pieces.csv"]) {
        const response = await report<{ error: string; field: string }>(`${path}?${query}`);
        expect({ path, query, status: response.status, field: response.body.field }).toEqual({
          path,
          query,
          status: 400,
          field,
        });
        expect(response.body.error).toBeTruthy();
      }
    };
    await refused("from=2026-02-30", "from");
    await refused("from=yesterday", "from");
    await refused("to=2026-13-01", "to");
    await refused("from=2026-04-02&to=2026-04-01", "from");
    // Longer than any report lists: 121 months (each grouping's own longest: dates-bounded.test.ts).
    await refused("from=2020-01-01&to=2030-01-01", "to");
    // Too long by day, a year and a quarter is served by month.
    const byDay = await report<{ field: string }>("sales?from=2025-01-01&to=2026-04-01");
    expect([byDay.status, byDay.body.field]).toEqual([400, "to"]);
    expect((await report<SalesReport>("sales?from=2025-01-01&to=2026-04-01&by=month")).body.periods).toHaveLength(16);
    const grouping = await report<{ field: string }>("sales?by=year");
    expect([grouping.status, grouping.body.field]).toEqual([400, "by"]);
    const table = await report<{ field: string }>("pieces.csv?table=everything");
    expect([table.status, table.body.field]).toEqual([400, "table"]);
  });

  it("is the owner's alone: 401 signed out, 403 for a shopper", async () => {
    const routes = Object.values(ownerReportEndpoints).map((e) => ({
      name: e.name,
      method: e.method,
      path: `/api${e.path}`,
    }));
    const target = { pathOf: (path: string) => path, bodyOf: () => undefined };
    const shopper = await newShopper(shop.url, { email: "not-owner@example.com", name: "Not Owner" });
    await expectEveryRouteRefusesSignedOut(shop.url, routes, target);
    await expectEveryRouteRefusesShopper(shopper.call, routes, target);
    await expectEveryRouteLetsOwnerThrough(shop.url, owner.token, routes, target);
  });
});
