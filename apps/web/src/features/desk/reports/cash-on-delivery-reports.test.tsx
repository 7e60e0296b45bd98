// The reports' cash on delivery section (decision 083): COD against paid-first orders, the RTO rates side by side and
// by state and courier (none while nothing finished), the courier charges, and the cash with each courier, as tables
// a screen reader reads by their captions, each downloading as a CSV; nothing at all for a shop that never took COD.
import { ownerReportEndpoints } from "@mayil/core/api/reports-endpoints";
import type { CodReport } from "@mayil/core/reports/reports-schemas";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { CashOnDeliveryReports } from "./cash-on-delivery-reports";

const report: CodReport = {
  from: "2026-11-01",
  to: "2026-11-30",
  in_use: true,
  choices: [
    { choice: "prepaid", orders: 3, sales: "3897.00", cod_fees: "0.00" },
    { choice: "cod", orders: 4, sales: "5392.00", cod_fees: "196.00" },
  ],
  parcels: {
    states: [
      { state: "Karnataka", shipped: 3, delivered: 1, returned: 1, rto_rate: 50 },
      { state: "Kerala", shipped: 2, delivered: 2, returned: 0, rto_rate: 0 },
      { state: "", shipped: 1, delivered: 0, returned: 0, rto_rate: null },
    ],
    couriers: [
      { courier: "dtdc", courier_name: "DTDC", shipped: 3, delivered: 1, returned: 1, rto_rate: 50 },
      { courier: "india_post", courier_name: "India Post", shipped: 3, delivered: 2, returned: 0, rto_rate: 0 },
    ],
    choices: [
      { choice: "prepaid", shipped: 2, delivered: 1, returned: 0, rto_rate: 0 },
      { choice: "cod", shipped: 4, delivered: 2, returned: 1, rto_rate: 33.3 },
    ],
    courier_charges: "120.00",
  },
  waiting: {
    couriers: [
      { courier: "dtdc", courier_name: "DTDC", parcels: 1, amount: "1348.00" },
      { courier: "india_post", courier_name: "India Post", parcels: 1, amount: "1348.00" },
    ],
    parcels: 2,
    amount: "2696.00",
  },
};

const PERIOD = { from: "2026-11-01", to: "2026-11-30", by: "day" } as const;

const rowsOf = (name: string) =>
  within(screen.getByRole("table", { name }))
    .getAllByRole("row")
    .map((row) => row.textContent);

describe("the reports' cash on delivery section", () => {
  it("shows COD against paid first, the RTO rates, the courier charges and the cash with the couriers", async () => {
    signIn();
    renderInShop(<CashOnDeliveryReports report={report} period={PERIOD} />, { path: "/owner/reports" });
    const section = await screen.findByRole("region", { name: "Cash on delivery" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      "Cash on delivery against paid first",
      "Cash with the couriers",
      "Returned to origin",
      "Returned to origin by courier",
    ]);
    expect(rowsOf("Orders by payment choice")).toEqual([
      "PaymentOrdersSalesCOD fees",
      "Cash on delivery4₹5,392₹196",
      "Paid first3₹3,897₹0",
    ]);
    expect(rowsOf("Returned to origin by state")).toEqual([
      "StateDeliveredReturnedRTO rate",
      "Karnataka3 shipped1150%",
      "Kerala2 shipped200%",
      "No state given1 shipped00None yet",
    ]);
    expect(rowsOf("Returned to origin by courier")).toEqual([
      "CourierDeliveredReturnedRTO rate",
      "DTDC3 shipped1150%",
      "India Post3 shipped200%",
    ]);
    const returns = screen.getByTestId("report-cod-returns");
    const card = (label: string) => within(returns).getByText(label).parentElement?.textContent;
    expect(card("Cash on delivery")).toBe("Cash on delivery33.3%1 of 4 shipped returned");
    expect(card("Paid first")).toBe("Paid first0%0 of 2 shipped returned");
    expect(card("Courier charges")).toBe("Courier charges₹120For parcels returned");
    expect(rowsOf("Cash with the couriers")).toEqual([
      "CourierParcelsCash",
      "DTDC1₹1,348",
      "India Post1₹1,348",
      "All couriers2₹2,696",
    ]);
    const record = within(screen.getByTestId("report-cod-waiting")).getByRole("link", { name: "Record a remittance" });
    expect(record.getAttribute("href")).toBe("/owner/cash-on-delivery");
    // Each table downloads as a spreadsheet.
    expect(
      within(section)
        .getAllByRole("button", { name: /Download CSV/ })
        .map((b) => b.textContent),
    ).toEqual([
      "Download CSV: Cash on delivery against paid first",
      "Download CSV: Cash with the couriers",
      "Download CSV: Returned to origin",
      "Download CSV: Returned to origin by courier",
    ]);
  });

  it("downloads the returns by courier with the period sent", async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push(blob as Blob);
      return "blob:report";
    });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    signIn();
    fakeApi.respond(ownerReportEndpoints.cashOnDeliveryCsv, "\uFEFFCourier,Shipped\r\nDTDC,3\r\n");
    renderInShop(<CashOnDeliveryReports report={report} period={PERIOD} />, { path: "/owner/reports" });
    const panel = await screen.findByTestId("report-cod-couriers");
    await userEvent.click(within(panel).getByRole("button", { name: /Download CSV/ }));
    await expect.poll(() => saved.length).toBe(1);
    const [asked] = fakeApi.sent(ownerReportEndpoints.cashOnDeliveryCsv);
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ from: "2026-11-01", to: "2026-11-30", table: "couriers" });
    expect(await saved[0]?.text()).toContain("DTDC,3");
    const link = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("mayil-returned-to-origin-by-courier-2026-11-01-to-2026-11-30.csv");
  });

  it("says so when nothing was shipped and no courier holds cash", async () => {
    signIn();
    const quiet: CodReport = {
      ...report,
      parcels: {
        ...report.parcels,
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
    renderInShop(<CashOnDeliveryReports report={quiet} period={PERIOD} />, { path: "/owner/reports" });
    expect(await screen.findAllByText("No parcel of the period's orders has been shipped yet.")).toHaveLength(2);
    expect(screen.getByText("No courier holds any of the shop's cash.")).toBeTruthy();
    expect(within(screen.getByTestId("report-cod-returns")).getAllByText("None yet")).toHaveLength(2);
  });

  it("shows nothing for a shop that never took cash on delivery", () => {
    signIn();
    renderInShop(<CashOnDeliveryReports report={{ ...report, in_use: false }} period={PERIOD} />, {
      path: "/owner/reports",
    });
    expect(screen.queryByRole("heading", { name: /Cash on delivery|Returned to origin|Cash with/ })).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
