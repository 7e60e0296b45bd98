// One definition of sales across the desk (decision 073): sales are the orders placed and not cancelled, at their
// value; returns are their own figure beside; net sales are sales less returns. Today's "Placed today", the reports'
// day and the customers list say the same figures for the same orders, and a customer whose only order was
// cancelled is listed as "1 cancelled order", never as "0 orders, spent ₹0".

import { isoDay } from "@mayil/core/calendar/iso-day";
import type { CustomerSummary } from "@mayil/core/orders/customer-schemas";
import type { OwnerToday } from "@mayil/core/orders/owner-schemas";
import type { SalesReport } from "@mayil/core/reports/reports-schemas";
import { describe, expect, it } from "vitest";
import { newSale, paise, rupees, signInOwner } from "../orders/desk-fixtures";
import { plainProduct } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

const KEPT_PHONE = "+919847011111";
const CANCELLED_PHONE = "+919847022222";

describe.each(databaseKinds)("one definition of sales (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("a day with an order, a return and a cancelled order: Today, Reports and Customers agree", async () => {
    const owner = await signInOwner(shop);
    const product = await plainProduct(shop, { stock: 10 });

    // Priya buys two and sends one back; Devi's only order is cancelled.
    const kept = await owner.create(
      newSale([{ product_id: product.id, quantity: 2 }], {
        customer_name: "Priya Nair",
        customer_phone: KEPT_PHONE,
      }),
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const order = kept.body.order;
    // A sale the shop entered starts confirmed (agreed in the chat).
    expect(order.status).toBe("confirmed");
    for (const status of ["packed", "shipped"]) {
      const moved = await owner.move(order.id, status);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const line = order.items[0];
    const back = await owner.returnUnits(order.id, { lines: [{ order_item_id: Number(line?.id), quantity: 1 }] });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    const cancelled = await owner.create(
      newSale([{ product_id: product.id, quantity: 1 }], {
        customer_name: "Devi Menon",
        customer_phone: CANCELLED_PHONE,
      }),
    );
    expect(cancelled.status).toBe(201);
    expect((await owner.move(cancelled.body.order.id, "cancelled", "changed her mind")).status).toBe(200);

    const sales = paise(order.total);
    const returns = paise(line?.unit_price ?? "0");
    const net = sales - returns;
    expect(returns).toBeGreaterThan(0);

    // Today: sales at the order's value, the return beside, and net sales.
    const today = await owner.call<OwnerToday>("GET", "/api/owner/today");
    expect(today.status).toBe(200);
    expect(today.body.placed_today).toEqual({
      orders: 1,
      amount: rupees(sales),
      returns: rupees(returns),
      net: rupees(net),
    });

    // The reports' day says the same figures.
    const day = isoDay(new Date());
    const report = await owner.call<SalesReport>("GET", `/api/owner/reports/sales?from=${day}&to=${day}&by=day`);
    expect(report.status).toBe(200);
    expect(report.body.totals).toMatchObject({
      orders: today.body.placed_today.orders,
      sales: today.body.placed_today.amount,
      returns: today.body.placed_today.returns,
      revenue: today.body.placed_today.net,
    });

    // Customers: what Priya spent is the net sale with the return said beside; Devi is one cancelled order, no sale.
    const list = await owner.call<{ customers: CustomerSummary[] }>("GET", "/api/owner/customers");
    expect(list.status).toBe(200);
    const priya = list.body.customers.find((customer) => customer.phone === KEPT_PHONE);
    const devi = list.body.customers.find((customer) => customer.phone === CANCELLED_PHONE);
    expect(priya).toMatchObject({
      orders: 1,
      cancelled_orders: 0,
      spent: report.body.totals.revenue,
      returns: report.body.totals.returns,
    });
    expect(devi).toMatchObject({ orders: 0, cancelled_orders: 1, spent: "0.00", returns: "0.00" });
  });
});
