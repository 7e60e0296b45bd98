// The pieces reports of the period: the best and slowest pieces, the categories, and the pieces with stock and no
// sale in 60 days (decision 057).
import { Money } from "@mayil/core/money/money";
import type { PieceFigures, PiecesReport } from "@mayil/core/reports/reports-schemas";
import { useState } from "react";
import { Link } from "react-router";
import { rupees, useDeskDates } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";
import { downloadReportCsv } from "./download-report-csv";
import { ReportFigure, RowBar } from "./report-figure";
import type { ReportPeriod } from "./report-period";
import { ReportTable, td, tdNumber } from "./report-table";

const paise = (amount: string) => Money.fromWire(amount);

function PieceTable({ caption, pieces }: { caption: string; pieces: PieceFigures[] }) {
  const t = useDeskMessages();
  const largest = Math.max(0, ...pieces.map((p) => paise(p.revenue)));
  if (pieces.length === 0) return <p className="text-sm text-muted">{t("desk.reports.nothingSold")}</p>;
  return (
    <ReportTable
      caption={caption}
      name={t("desk.reports.piece")}
      numbers={[t("desk.reports.units"), t("desk.reports.revenue")]}
    >
      {pieces.map((piece) => (
        <tr key={piece.product_id ?? `gone-${piece.name}`}>
          <th scope="row" className={`${td} text-left font-medium`}>
            {piece.product_id ? (
              <Link to={paths.ownerProduct.getHref(piece.product_id)} className="hover:text-peacock hover:underline">
                {piece.name}
              </Link>
            ) : (
              piece.name
            )}
            {piece.category && <span className="block text-xs font-normal text-muted">{piece.category}</span>}
            <RowBar value={paise(piece.revenue)} largest={largest} />
          </th>
          <td className={tdNumber}>{piece.units}</td>
          <td className={tdNumber}>{rupees(piece.revenue)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** Pieces sitting unsold listed before "Show all": a new shop's whole catalogue can be there. */
const UNSOLD_SHOWN = 10;

export function PiecesReports({ report, period }: { report: PiecesReport; period: ReportPeriod }) {
  const [showAllUnsold, setShowAllUnsold] = useState(false);
  const t = useDeskMessages();
  const { day } = useDeskDates();
  const days = report.unsold_days;
  const everyPiece = () => downloadReportCsv(period, { report: "pieces", table: "pieces" });
  const largestCategory = Math.max(0, ...report.categories.map((c) => paise(c.revenue)));
  return (
    <>
      <ReportFigure
        testId="report-best"
        title={t("desk.reports.best.title")}
        note={t("desk.reports.best.note")}
        download={everyPiece}
        table={<PieceTable caption={t("desk.reports.best.title")} pieces={report.best} />}
      />
      <ReportFigure
        testId="report-slowest"
        title={t("desk.reports.slowest.title")}
        note={t("desk.reports.slowest.note")}
        download={everyPiece}
        table={<PieceTable caption={t("desk.reports.slowest.title")} pieces={report.slowest} />}
      />
      <ReportFigure
        testId="report-categories"
        title={t("desk.reports.categories.title")}
        note={t("desk.reports.categories.note")}
        download={() => downloadReportCsv(period, { report: "pieces", table: "categories" })}
        table={
          report.categories.length === 0 ? (
            <p className="text-sm text-muted">{t("desk.reports.nothingSold")}</p>
          ) : (
            <ReportTable
              caption={t("desk.reports.categories.title")}
              name={t("desk.reports.category")}
              numbers={[t("desk.reports.units"), t("desk.reports.revenue")]}
            >
              {report.categories.map((row) => (
                <tr key={row.category ?? "none"}>
                  <th scope="row" className={`${td} w-1/2 text-left font-medium`}>
                    {row.category ?? t("desk.reports.noCategory")}
                    <RowBar value={paise(row.revenue)} largest={largestCategory} />
                  </th>
                  <td className={tdNumber}>{row.units}</td>
                  <td className={tdNumber}>{rupees(row.revenue)}</td>
                </tr>
              ))}
            </ReportTable>
          )
        }
      />
      <ReportFigure
        testId="report-unsold"
        title={t("desk.reports.unsold.title", { days })}
        note={t("desk.reports.unsold.note", { days })}
        download={() => downloadReportCsv(period, { report: "pieces", table: "unsold" })}
        table={
          report.unsold.length === 0 ? (
            <p className="text-sm text-muted">{t("desk.reports.unsold.none", { days })}</p>
          ) : (
            <ReportTable
              caption={t("desk.reports.unsold.caption", { days })}
              name={t("desk.reports.piece")}
              numbers={[t("desk.reports.inStock"), t("desk.reports.lastSold")]}
              footer={
                report.unsold.length > UNSOLD_SHOWN && (
                  <tfoot>
                    <tr>
                      <td colSpan={3} className="pt-3">
                        <button
                          type="button"
                          className="min-h-11 text-sm font-medium text-peacock hover:underline"
                          onClick={() => setShowAllUnsold((now) => !now)}
                        >
                          {showAllUnsold
                            ? t("desk.reports.unsold.showFirst", { count: UNSOLD_SHOWN })
                            : t("desk.reports.unsold.showAll", { count: report.unsold.length })}
                        </button>
                      </td>
                    </tr>
                  </tfoot>
                )
              }
            >
              {(showAllUnsold ? report.unsold : report.unsold.slice(0, UNSOLD_SHOWN)).map((piece) => (
                <tr key={piece.product_id}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    <Link
                      to={paths.ownerProduct.getHref(piece.product_id)}
                      className="hover:text-peacock hover:underline"
                    >
                      {piece.name}
                    </Link>
                    {piece.category && <span className="block text-xs font-normal text-muted">{piece.category}</span>}
                  </th>
                  <td className={tdNumber}>{piece.stock}</td>
                  <td className={`${tdNumber} whitespace-nowrap`}>
                    {piece.last_sold_on ? day(piece.last_sold_on, "date") : t("desk.reports.never")}
                  </td>
                </tr>
              ))}
            </ReportTable>
          )
        }
      />
    </>
  );
}
