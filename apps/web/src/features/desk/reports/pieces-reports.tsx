// The pieces reports of the period: the best and slowest pieces, the categories, and the pieces with stock and no
// sale in 60 days (decision 057).
import { Money } from "@mayil/core/money/money";
import type { PieceFigures, PiecesReport } from "@mayil/core/reports/reports-schemas";
import { useState } from "react";
import { Link } from "react-router";
import { rupees } from "../../../lib/desk/desk-format";
import { paths } from "../../../lib/paths";
import { downloadReportCsv } from "./download-report-csv";
import { ReportFigure, RowBar } from "./report-figure";
import { dayLabel, type ReportPeriod } from "./report-period";
import { ReportTable, td, tdNumber } from "./report-table";

const paise = (amount: string) => Money.fromWire(amount);

function PieceTable({ caption, pieces }: { caption: string; pieces: PieceFigures[] }) {
  const largest = Math.max(0, ...pieces.map((p) => paise(p.revenue)));
  if (pieces.length === 0) return <p className="text-sm text-muted">Nothing sold in this period.</p>;
  return (
    <ReportTable caption={caption} name="Piece" numbers={["Units", "Revenue"]}>
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
  const everyPiece = () => downloadReportCsv(period, { report: "pieces", table: "pieces" });
  const largestCategory = Math.max(0, ...report.categories.map((c) => paise(c.revenue)));
  return (
    <>
      <ReportFigure
        testId="report-best"
        title="Best pieces"
        note="What earned most in the period, returns taken off. The CSV lists every piece."
        download={everyPiece}
        table={<PieceTable caption="Best pieces" pieces={report.best} />}
      />
      <ReportFigure
        testId="report-slowest"
        title="Slowest pieces"
        note="Pieces on sale that sold fewest units in the period."
        download={everyPiece}
        table={<PieceTable caption="Slowest pieces" pieces={report.slowest} />}
      />
      <ReportFigure
        testId="report-categories"
        title="Categories"
        note="Revenue by category, returns taken off."
        download={() => downloadReportCsv(period, { report: "pieces", table: "categories" })}
        table={
          report.categories.length === 0 ? (
            <p className="text-sm text-muted">Nothing sold in this period.</p>
          ) : (
            <ReportTable caption="Categories" name="Category" numbers={["Units", "Revenue"]}>
              {report.categories.map((row) => (
                <tr key={row.category ?? "none"}>
                  <th scope="row" className={`${td} w-1/2 text-left font-medium`}>
                    {row.category ?? "No category"}
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
        title={`No sale in ${report.unsold_days} days`}
        note={`Pieces on sale with stock that nobody ordered in the last ${report.unsold_days} days, most stock first.`}
        download={() => downloadReportCsv(period, { report: "pieces", table: "unsold" })}
        table={
          report.unsold.length === 0 ? (
            <p className="text-sm text-muted">Every piece in stock sold in the last {report.unsold_days} days.</p>
          ) : (
            <ReportTable
              caption={`Pieces with no sale in ${report.unsold_days} days`}
              name="Piece"
              numbers={["In stock", "Last sold"]}
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
                          {showAllUnsold ? `Show the first ${UNSOLD_SHOWN}` : `Show all ${report.unsold.length}`}
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
                    {piece.last_sold_on ? dayLabel(piece.last_sold_on) : "Never"}
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
