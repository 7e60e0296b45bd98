// "A month's invoices": every invoice, bill of supply and credit note of a month for the accountant, as one PDF or as
// a spreadsheet (one row per line, GSTR-1's columns), beside the orders spreadsheet.
import { FIRST_MONTH } from "@mayil/core/calendar/calendar";
import { FileSpreadsheet, FileText } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { secondaryButton } from "../../../components/ui/button-styles";
import { fieldLabelStyle, fieldStyle } from "../../../components/ui/text-field";
import { indiaToday } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { toast } from "../../../lib/toast-store";
import { downloadInvoicesCsv } from "./download-invoices-csv";
import { downloadMonthsInvoices } from "./download-paper";

export function InvoicesMonthForm() {
  const ids = useId();
  const thisMonth = indiaToday().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const t = useDeskMessages();
  const [busy, setBusy] = useState<"pdf" | "csv" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (as: "pdf" | "csv") => {
    setBusy(as);
    setProblem(null);
    try {
      const fileName = as === "pdf" ? await downloadMonthsInvoices(month) : await downloadInvoicesCsv(month);
      toast({ title: t("desk.orders.invoices.downloaded"), description: fileName });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t("desk.orders.invoices.failed"));
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void download("pdf");
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="mt-4 rounded-2xl bg-sand/60 p-4 ring-1 ring-line sm:p-5">
      <h2 id={`${ids}-title`} className="font-display text-xl font-semibold">
        {t("desk.orders.invoices.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("desk.orders.invoices.about")}</p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${ids}-month`} className={fieldLabelStyle}>
            {t("desk.orders.invoices.month")}
          </label>
          <input
            id={`${ids}-month`}
            type="month"
            required
            value={month}
            min={FIRST_MONTH}
            max={thisMonth}
            onChange={(event) => setMonth(event.target.value)}
            className={fieldStyle}
          />
        </div>
        <button type="submit" disabled={busy !== null || !month} className={`${secondaryButton} py-2.5`}>
          <FileText className="size-4" aria-hidden />
          {busy === "pdf" ? t("desk.order.papers.preparing") : t("desk.orders.invoices.downloadPdf")}
        </button>
        <button
          type="button"
          disabled={busy !== null || !month}
          onClick={() => void download("csv")}
          className={`${secondaryButton} py-2.5`}
        >
          <FileSpreadsheet className="size-4" aria-hidden />
          {busy === "csv" ? t("desk.order.papers.preparing") : t("desk.orders.invoices.downloadCsv")}
        </button>
      </form>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
