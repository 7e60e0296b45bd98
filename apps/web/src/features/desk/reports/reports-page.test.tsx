// How the shop is doing, as the owner sees it: the period from the address asked for, the totals, a chart whose
// numbers are a table behind it (read by a screen reader, shown on request), the bars by source and method as tables,
// the pieces' lists, a period out of order refused beside its field without asking the shop, and "Download CSV"
// saving the report's own table with the period sent.
import { ownerReportEndpoints } from "@mayil/core/api/reports-endpoints";
import type { CodReport, PiecesReport, SalesFigures, SalesReport } from "@mayil/core/reports/reports-schemas";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { ReportsPage } from "./reports-page";

const figures = (orders: number, revenue: string, paid: string, owed: string, returns = "0.00"): SalesFigures => ({
  orders,
  units: orders * 2,
  sales: (Number(revenue) + Number(returns)).toFixed(2),
  returns,
  revenue,
  paid,
  owed,
  refunded: "0.00",
  refund_owed: "0.00",
});

const sales: SalesReport = {
  from: "2026-11-01",
  to: "2026-11-03",
  by: "day",
  totals: { ...figures(5, "4485.00", "2990.00", "1495.00", "549.00"), refunded: "149.00", refund_owed: "50.00" },
  periods: [
    { start: "2026-11-01", ...figures(2, "1794.00", "1794.00", "0.00") },
    { start: "2026-11-02", ...figures(0, "0.00", "0.00", "0.00") },
    { start: "2026-11-03", ...figures(3, "2691.00", "1196.00", "1495.00", "549.00") },
  ],
  sources: [
    { source: "website", ...figures(3, "2691.00", "1196.00", "1495.00") },
    { source: "whatsapp", ...figures(2, "1794.00", "1794.00", "0.00") },
    { source: "phone", ...figures(0, "0.00", "0.00", "0.00") },
    { source: "instagram", ...figures(0, "0.00", "0.00", "0.00") },
    { source: "walk_in", ...figures(0, "0.00", "0.00", "0.00") },
  ],
  methods: [
    { method: "upi", payments: 3, paid: "2392.00", refunds: 1, refunded: "149.00" },
    { method: "cash", payments: 1, paid: "598.00", refunds: 0, refunded: "0.00" },
    { method: "bank_transfer", payments: 0, paid: "0.00", refunds: 0, refunded: "0.00" },
  ],
};

const pieces: PiecesReport = {
  from: "2026-11-01",
  to: "2026-11-03",
  best: [
    { product_id: 4, name: "Peacock jhumka", category: "Earrings", units: 6, revenue: "2994.00" },
    { product_id: 9, name: "Temple necklace", category: "Necklaces", units: 1, revenue: "1299.00" },
  ],
  slowest: [{ product_id: 12, name: "Kemp bangle", category: "Bangles", units: 0, revenue: "0.00" }],
  categories: [
    { category: "Earrings", units: 6, revenue: "2994.00" },
    { category: "Necklaces", units: 1, revenue: "1299.00" },
  ],
  unsold_days: 60,
  unsold: [{ product_id: 12, name: "Kemp bangle", category: "Bangles", stock: 7, last_sold_on: null }],
};

/** A COD report from a shop that never took cash on delivery: the page shows no section for it. */
const unusedCodReport: CodReport = {
  from: "2026-11-01",
  to: "2026-11-03",
  in_use: false,
  choices: [
    { choice: "prepaid", orders: 5, sales: "5034.00", cod_fees: "0.00" },
    { choice: "cod", orders: 0, sales: "0.00", cod_fees: "0.00" },
  ],
  parcels: {
    states: [],
    couriers: [],
    choices: [
      { choice: "prepaid", shipped: 0, delivered: 0, returned: 0, rto_rate: null },
      { choice: "cod", shipped: 0, delivered: 0, returned: 0, rto_rate: null },
    ],
    courier_charges: "0.00",
  },
  waiting: { couriers: [], parcels: 0, amount: "0.00" },
};

function showReports(
  path = "/owner/reports?from=2026-11-01&to=2026-11-03&by=day",
  codReport: CodReport = unusedCodReport,
) {
  signIn();
  fakeApi.respond(ownerReportEndpoints.sales, sales);
  fakeApi.respond(ownerReportEndpoints.pieces, pieces);
  fakeApi.respond(ownerReportEndpoints.cashOnDelivery, codReport);
  fakeApi.respond(ownerReportEndpoints.salesCsv, "\uFEFFDay,Orders\r\n2026-11-01,2\r\n");
  fakeApi.respond(ownerReportEndpoints.piecesCsv, "\uFEFFPiece,Units\r\nPeacock jhumka,6\r\n");
  renderInShop(<ReportsPage />, { path });
}

describe("how the shop is doing", () => {
  it("asks for the period in the address and shows its totals", async () => {
    showReports();
    const totals = await screen.findByTestId("report-totals");
    // One definition of sales (decision 073), each figure saying what it counts: sales, returns beside, net.
    const figure = (label: string) => within(totals).getByText(label).parentElement?.textContent;
    expect(figure("Sales")).toBe("Sales₹5,0345 orders placed, cancelled ones left out");
    expect(figure("Returns")).toBe("Returns₹549Pieces that came back");
    expect(figure("Net sales")).toBe("Net sales₹4,485Sales less returns · 10 units kept");
    expect(within(totals).getByText("₹50 still to refund")).toBeTruthy();
    const [asked] = fakeApi.sent(ownerReportEndpoints.sales);
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ from: "2026-11-01", to: "2026-11-03", by: "day" });
  });

  it("shows the sales as a chart whose numbers are a table, read by a screen reader and shown on request", async () => {
    showReports();
    const panel = await screen.findByTestId("report-sales");
    await expect.poll(() => panel.querySelector("canvas")).toBeTruthy();
    expect(panel.querySelector("[data-testid=sales-chart]")?.getAttribute("aria-hidden")).toBe("true");
    // The table is there for a screen reader before she asks, hidden from sight.
    const table = within(panel).getByRole("table", { name: "Sales by day" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "DayOrdersUnitsSalesReturnsNet salesPaidOwedRefunded",
      "1 Nov24₹1,794₹0₹1,794₹1,794₹0₹0",
      "2 Nov00₹0₹0₹0₹0₹0₹0",
      "3 Nov36₹3,240₹549₹2,691₹1,196₹1,495₹0",
    ]);
    expect(table.parentElement?.className).toContain("sr-only");
    const show = within(panel).getByRole("button", { name: "Show the numbers" });
    await userEvent.click(show);
    expect(show.getAttribute("aria-expanded")).toBe("true");
    expect(table.parentElement?.className).not.toContain("sr-only");
  });

  it("shows sources, payment methods, the pieces and what sits unsold as tables", async () => {
    showReports();
    const sources = within(await screen.findByTestId("report-sources")).getByRole("table", { name: "Sales by source" });
    expect(within(sources).getByRole("rowheader", { name: "WhatsApp" })).toBeTruthy();
    const methods = within(screen.getByTestId("report-methods")).getByRole("table", { name: "Payments by method" });
    expect(within(methods).getAllByRole("row")[1]?.textContent).toBe("UPI₹2,3923 payments₹1491 refund");
    const best = await screen.findByRole("table", { name: "Best pieces" });
    expect(within(best).getByRole("link", { name: "Peacock jhumka" }).getAttribute("href")).toBe("/owner/products/4");
    const unsold = screen.getByRole("table", { name: "Pieces with no sale in 60 days" });
    expect(within(unsold).getAllByRole("row")[1]?.textContent).toBe("Kemp bangleBangles7Never");
  });

  it("shows no cash on delivery section while the shop never took COD, and asks for it with the period", async () => {
    showReports();
    await screen.findByTestId("report-sources");
    await expect.poll(() => fakeApi.sent(ownerReportEndpoints.cashOnDelivery).length).toBe(1);
    const [asked] = fakeApi.sent(ownerReportEndpoints.cashOnDelivery);
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ from: "2026-11-01", to: "2026-11-03" });
    expect(screen.queryByRole("heading", { name: "Cash on delivery" })).toBeNull();
  });

  it("shows the cash on delivery section once the shop takes COD", async () => {
    showReports(undefined, { ...unusedCodReport, in_use: true });
    expect(await screen.findByRole("heading", { name: "Cash on delivery", level: 2 })).toBeTruthy();
  });

  it("refuses a period that ends before it starts beside From, without asking the shop", async () => {
    showReports("/owner/reports?from=2026-11-05&to=2026-11-03");
    const problem = await screen.findByRole("alert");
    expect(problem.textContent).toBe("From must be on or before To.");
    expect(screen.getByLabelText("From").getAttribute("aria-invalid")).toBe("true");
    expect(fakeApi.sent(ownerReportEndpoints.sales)).toHaveLength(0);
  });

  it("downloads a report's table as a CSV with the period sent", async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push(blob as Blob);
      return "blob:report";
    });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    showReports();
    const panel = await screen.findByTestId("report-sources");
    await userEvent.click(within(panel).getByRole("button", { name: /Download CSV/ }));
    await expect.poll(() => saved.length).toBe(1);
    const [asked] = fakeApi.sent(ownerReportEndpoints.salesCsv);
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      from: "2026-11-01",
      to: "2026-11-03",
      by: "day",
      table: "sources",
    });
    expect(await saved[0]?.text()).toContain("2026-11-01,2");
    const link = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("mayil-sources-2026-11-01-to-2026-11-03.csv");
    expect(await screen.findByText("Spreadsheet downloaded")).toBeTruthy();
  });
});
