// One report's numbers as a table: a caption a screen reader announces (the picture above it stands in for sighted
// readers), a first column naming each row and number columns aligned right, rows given by the report.
import type { ReactNode } from "react";

const th = "px-2 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase";
const thNumber = "px-2 py-2 text-right text-xs font-semibold tracking-wide text-muted uppercase";
/** A row's naming cell (its `th scope="row"`) and its number cells. */
export const td = "px-2 py-2 align-top";
export const tdNumber = "px-2 py-2 text-right align-top lining-nums tabular-nums";

export function ReportTable({
  caption,
  name,
  numbers,
  children,
  footer,
}: {
  caption: ReactNode;
  /** The first column's heading: what each row is (Day, Source, Piece). */
  name: string;
  /** The number columns' headings, in order. */
  numbers: string[];
  /** The rows. */
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {name}
          </th>
          {numbers.map((heading) => (
            <th key={heading} scope="col" className={thNumber}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">{children}</tbody>
      {footer}
    </table>
  );
}
