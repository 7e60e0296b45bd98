// The sales over the period as bars (revenue) with a line (paid), rendered by uPlot on a canvas: small (about 50 KB,
// 20 KB compressed), no dependencies, renders without inline scripts or styles the shop's Content-Security-Policy would
// refuse, and loaded only with this screen (decision 057). The canvas is a picture: its numbers are the table beside
// it (FigureTable), which a screen reader reads and the owner opens with "Show the numbers".
import { Money } from "@mayil/core/money/money";
import type { SalesReport } from "@mayil/core/reports/reports-schemas";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { useDeskDates } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import "uplot/dist/uPlot.min.css";
import { periodLabel } from "./report-period";

const PEACOCK = "#0f4c4a";
const GOLD = "#b08a3e";
const MUTED = "#6b5a50";
const LINE = "#e7ddd2";

/** ₹1.2L, ₹45K, ₹900: an axis has little room on a phone. */
function shortRupees(rupees: number): string {
  if (rupees >= 100_000) return `₹${(rupees / 100_000).toFixed(rupees >= 1_000_000 ? 0 : 1)}L`;
  if (rupees >= 1_000) return `₹${(rupees / 1_000).toFixed(rupees >= 10_000 ? 0 : 1)}K`;
  return `₹${Math.round(rupees)}`;
}

export function SalesChart({ report, height = 220 }: { report: SalesReport; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const t = useDeskMessages();
  const { language } = useDeskDates();
  // The bars' and the series' names in her language, as text: the chart is made again only when they change.
  const labels = report.periods.map((period) => periodLabel(period.start, report.by, t, language)).join("\n");
  const seriesNames = `${t("desk.reports.netSales")}\n${t("desk.reports.paid")}`;
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const names = labels.split("\n");
    const [revenueName, paidName] = seriesNames.split("\n");
    // Rupees as numbers only to place bars on a canvas; every figure she reads is Money's, in the table.
    const revenue = report.periods.map((period) => Money.fromWire(period.revenue) / 100);
    const paid = report.periods.map((period) => Money.fromWire(period.paid) / 100);
    const axis = { stroke: MUTED, grid: { stroke: LINE, width: 1 }, ticks: { show: false }, font: "11px system-ui" };
    const chart = new uPlot(
      {
        width: target.clientWidth || 320,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          // Half a bar either side, so the first and last bars are whole.
          x: { time: false, range: (_self, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_self, _min, max) => [0, Math.max(max, 100) * 1.1] },
        },
        axes: [
          {
            ...axis,
            grid: { show: false },
            values: (_self, ticks) => ticks.map((tick) => names[tick] ?? ""),
            space: 48,
          },
          { ...axis, values: (_self, ticks) => ticks.map(shortRupees), size: 52 },
        ],
        series: [
          {},
          {
            label: revenueName,
            fill: PEACOCK,
            stroke: PEACOCK,
            paths: uPlot.paths.bars?.({ size: [0.7, 48], radius: 0.15 }),
            points: { show: false },
          },
          { label: paidName, stroke: GOLD, width: 2, points: { show: names.length <= 14, size: 5, fill: GOLD } },
        ],
      },
      [report.periods.map((_, index) => index), revenue, paid],
      target,
    );
    const resized = new ResizeObserver(() => chart.setSize({ width: target.clientWidth || 320, height }));
    resized.observe(target);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [report, height, labels, seriesNames]);
  return <div ref={box} className="w-full" aria-hidden="true" data-testid="sales-chart" />;
}
