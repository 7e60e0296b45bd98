// One report on the screen: its heading, a picture of its numbers (a chart or bars), the numbers themselves in a
// table (read by a screen reader always; shown on "Show the numbers" where the picture stands in for them), and
// "Download CSV" for the same table as a spreadsheet.
import { Download, Table2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { toast } from "../../../lib/toast-store";

interface ReportFigureProps {
  title: string;
  /** One line under the heading: what is counted. */
  note?: ReactNode;
  /** A picture standing in for the table (the sales chart); without one the table is the picture, always shown. */
  picture?: ReactNode;
  table: ReactNode;
  /** Saves the table as a CSV; a report without a spreadsheet has no button. */
  download?: () => Promise<string>;
  testId: string;
  /** h2 for a report of its own; h3 inside a section with its own heading (cash on delivery). */
  heading?: "h2" | "h3";
}

const smallButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-peacock/30 bg-white px-4 text-sm font-medium text-peacock transition-colors hover:border-peacock hover:bg-peacock/5 disabled:opacity-60";

export function ReportFigure({ title, note, picture, table, download, testId, heading = "h2" }: ReportFigureProps) {
  const Heading = heading;
  const t = useDeskMessages();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!download) return;
    setBusy(true);
    try {
      toast({ title: t("desk.reports.csvDownloaded"), description: await download() });
    } catch (error) {
      toast({
        title: t("desk.reports.csvFailed"),
        ...(error instanceof Error ? { description: error.message } : {}),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
      data-testid={testId}
    >
      <Heading id={`${id}-title`} className="font-display text-2xl font-semibold">
        {title}
      </Heading>
      {note && <p className="mt-1 text-sm text-muted">{note}</p>}
      {picture && <div className="mt-4">{picture}</div>}
      {/* A table wider than a phone (Malayalam headings) scrolls here: a keyboard reaches it too. */}
      <div
        id={`${id}-table`}
        className={
          picture && !shown
            ? "sr-only"
            : "mt-4 overflow-x-auto rounded-lg focus-visible:ring-2 focus-visible:ring-peacock/40 focus-visible:outline-none"
        }
        tabIndex={picture && !shown ? undefined : 0}
      >
        {table}
      </div>
      {(picture || download) && (
        <div className="mt-4 flex flex-wrap gap-2">
          {picture && (
            <button
              type="button"
              className={smallButton}
              aria-expanded={shown}
              aria-controls={`${id}-table`}
              onClick={() => setShown((now) => !now)}
            >
              <Table2 className="size-4" aria-hidden />
              {shown ? t("desk.reports.hideNumbers") : t("desk.reports.showNumbers")}
            </button>
          )}
          {download && (
            <button type="button" className={smallButton} disabled={busy} onClick={() => void save()}>
              <Download className="size-4" aria-hidden />
              {busy ? t("desk.reports.preparing") : t("desk.reports.downloadCsv")}
              <span className="sr-only">: {title}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** A bar for a row of a table: its share of the largest, shown beside the number (the number is the content). */
export function RowBar({
  value,
  largest,
  tone = "peacock",
}: {
  value: number;
  largest: number;
  tone?: "peacock" | "gold";
}) {
  const share = largest > 0 ? Math.max(0, Math.min(1, value / largest)) : 0;
  return (
    <span className="block h-2 w-full rounded-full bg-sand" aria-hidden="true">
      <span
        className={`block h-2 rounded-full ${tone === "gold" ? "bg-gold" : "bg-peacock"}`}
        style={{ width: `${(share * 100).toFixed(1)}%` }}
      />
    </span>
  );
}
