// Money the gateway confirmed counts as any other (decisions 012 and 082): an order paid through the stand-in by UPI
// and another by card show in the desk's reports by method (UPI counts it; "online" appears only once money came that
// way, labelled as the desk labels it), in Today's figures, in the orders and invoices spreadsheets, on the order's
// invoice and in the customer's record, on both databases.
import { isoDay } from "@mayil/core/calendar/iso-day";
import type { CustomerResponse } from "@mayil/core/orders/customer-schemas";
import type { OwnerToday } from "@mayil/core/orders/owner-schemas";
import type { SalesReport } from "@mayil/core/reports/reports-schemas";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KERALA_GSTIN } from "../invoices/invoice-fixtures";
import { type Owner, paise, placedOrder, rupees, type Shopper } from "../orders/desk-fixtures";
import { pdfText } from "../printing/pdf-text";
import { databaseKinds, type TestShop } from "../test-app";
import { gatewayScene, soon } from "./gateway-shop";
import type { RazorpayStandIn } from "./razorpay-stand-in";

const csvRows = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true });
const squeezed = (text: string) => text.replace(/\s+/g, " ");

describe.each(databaseKinds)("gateway payments in the reports, invoices and customers (%s)", (kind) => {
  let standIn: RazorpayStandIn;
  let shop: TestShop;
  let owner: Owner;
  let shopper: Shopper;
  let productId: number;
  const today = isoDay(new Date());

  beforeAll(async () => {
    ({ standIn, shop, owner, shopper, productId } = await gatewayScene(kind, "paid-online@example.com", {
      GSTIN: KERALA_GSTIN,
    }));
  });
  afterAll(async () => {
    await shop?.close();
    await standIn?.close();
  });

  const ownerGet = async <T>(path: string) => {
    const response = await owner.call<T>("GET", path);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const download = async (path: string) => {
    const response = await fetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const salesToday = () => ownerGet<SalesReport>(`/api/owner/reports/sales?from=${today}&to=${today}&by=day`);
  const methodsCsv = async () =>
    csvRows((await download(`/api/owner/reports/sales.csv?from=${today}&to=${today}&table=methods`)).toString());
  /** Places an order and pays all of it through the gateway's checkout by `method`; returns the desk's order. */
  const paidThroughGateway = async (method: "upi" | "card") => {
    const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method: "delivery" });
    const started = await shopper.call<{ gateway_order_id: string }>("POST", `/api/orders/${order.id}/online-payment`);
    expect(started.status).toBe(201);
    await standIn.pay(started.body.gateway_order_id, { method });
    return soon(
      async () => (await owner.get(order.id)).body.order,
      (desk) => desk.payment_status === "paid",
    );
  };

  it("counts a UPI and a card payment by their methods, in Today, the spreadsheets, the invoice and the customer", async () => {
    const before = await salesToday();
    expect(before.methods.map((row) => row.method)).toEqual(["upi", "cash", "bank_transfer"]);

    const byUpi = await paidThroughGateway("upi");
    expect(byUpi.payments).toMatchObject([{ method: "upi", amount: byUpi.total, gateway: "Razorpay" }]);
    // UPI through the gateway is UPI: no "online" row yet.
    const afterUpi = await salesToday();
    expect(afterUpi.methods.map((row) => [row.method, row.payments, row.paid])).toEqual([
      ["upi", 1, byUpi.total],
      ["cash", 0, "0.00"],
      ["bank_transfer", 0, "0.00"],
    ]);

    const byCard = await paidThroughGateway("card");
    expect(byCard.payments).toMatchObject([{ method: "online", amount: byCard.total, gateway: "Razorpay" }]);
    const both = paise(byUpi.total) + paise(byCard.total);

    // The sales report: every rupee paid, nothing owed, and the card's money under "online".
    const report = await salesToday();
    expect(report.totals).toMatchObject({ orders: 2, paid: rupees(both), owed: "0.00", refunded: "0.00" });
    expect(report.methods.map((row) => [row.method, row.payments, row.paid])).toEqual([
      ["upi", 1, byUpi.total],
      ["cash", 0, "0.00"],
      ["bank_transfer", 0, "0.00"],
      ["online", 1, byCard.total],
    ]);
    expect(await methodsCsv()).toEqual([
      { Method: "UPI", Payments: "1", "Paid (₹)": byUpi.total, Refunds: "0", "Refunded (₹)": "0.00" },
      { Method: "Cash", Payments: "0", "Paid (₹)": "0.00", Refunds: "0", "Refunded (₹)": "0.00" },
      { Method: "Bank transfer", Payments: "0", "Paid (₹)": "0.00", Refunds: "0", "Refunded (₹)": "0.00" },
      {
        Method: "Online (card, net banking)",
        Payments: "1",
        "Paid (₹)": byCard.total,
        Refunds: "0",
        "Refunded (₹)": "0.00",
      },
    ]);

    // Today: both placed today, neither owing anything.
    const glance = await ownerGet<OwnerToday>("/api/owner/today");
    expect(glance.unpaid).toEqual({ orders: 0, amount: "0.00" });
    expect(glance.placed_today).toMatchObject({ orders: 2, amount: rupees(both) });

    // The orders spreadsheet: each paid, for all it is worth.
    const orderRows = csvRows((await download(`/api/owner/orders.csv?from=${today}&to=${today}`)).toString());
    for (const order of [byUpi, byCard]) {
      expect(orderRows.find((row) => row.Order === order.order_number)).toMatchObject({
        Payment: "Paid",
        "Order total (₹)": order.total,
        "Paid (₹)": order.total,
        "Refund owed (₹)": "0.00",
      });
    }

    // The customer's record: both orders paid, nothing owed.
    const customer = await ownerGet<CustomerResponse>(`/api/owner/customers/${byCard.id}`);
    expect(customer.customer).toMatchObject({ orders: 2, paid: rupees(both), owed: "0.00", spent: rupees(both) });
    expect(customer.orders.map((order) => [order.order_number, order.payment_status, order.owed])).toEqual([
      [byCard.order_number, "paid", "0.00"],
      [byUpi.order_number, "paid", "0.00"],
    ]);
    const listed = await ownerGet<{ customers: { phone: string; spent: string; owed: string }[] }>(
      "/api/owner/customers?limit=100",
    );
    expect(listed.customers).toMatchObject([{ phone: byCard.customer_phone, spent: rupees(both), owed: "0.00" }]);

    // Shipped, each gets its invoice for what was paid: in the month's spreadsheet and on its PDF.
    for (const order of [byUpi, byCard]) {
      for (const status of ["confirmed", "packed", "shipped"]) {
        const moved = await owner.move(order.id, status);
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      }
    }
    const invoiceRows = csvRows((await download(`/api/owner/invoices.csv?month=${today.slice(0, 7)}`)).toString());
    for (const order of [byUpi, byCard]) {
      const lines = invoiceRows.filter((row) => row.Order === order.order_number);
      expect(lines.map((row) => row["Document type"])).toEqual(["Tax Invoice", "Tax Invoice"]);
      expect(rupees(lines.reduce((sum, row) => sum + paise(row["Total (₹)"] ?? ""), 0))).toBe(order.total);
      const [invoice] = (await owner.get(order.id)).body.order.invoices;
      if (!invoice) throw new Error(`${order.order_number} has no invoice`);
      const text = squeezed(await pdfText(await download(`/api/owner/invoices/${invoice.id}.pdf`)));
      expect(text).toContain(`Order no. ${order.order_number}`);
      expect(text).toContain(`Total (₹) ${Number(order.total).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`);
    }
  });
});
