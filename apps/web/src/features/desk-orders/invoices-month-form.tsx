// "Invoices as one PDF": every invoice, bill of supply and credit note of a month, for the accountant, beside the
// orders spreadsheet.
import { FileText } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { secondaryButton } from "../../components/ui/button-styles";
import { fieldLabelStyle, fieldStyle } from "../../components/ui/text-field";
import { indiaToday } from "../../lib/desk/desk-format";
import { toast } from "../../lib/toast-store";
import { downloadMonthsInvoices } from "./download-paper";

export function InvoicesMonthForm() {
  const ids = useId();
  const thisMonth = indiaToday().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const fileName = await downloadMonthsInvoices(month);
      toast({ title: "Invoices downloaded", description: fileName });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The invoices could not be downloaded.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="mt-4 rounded-2xl bg-sand/60 p-4 ring-1 ring-line sm:p-5">
      <h2 id={`${ids}-title`} className="font-display text-xl font-semibold">
        A month's invoices
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every invoice, bill of supply and credit note of the month in one PDF, for the accountant.
      </p>
      <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${ids}-month`} className={fieldLabelStyle}>
            Month
          </label>
          <input
            id={`${ids}-month`}
            type="month"
            required
            value={month}
            max={thisMonth}
            onChange={(event) => setMonth(event.target.value)}
            className={fieldStyle}
          />
        </div>
        <button type="submit" disabled={busy || !month} className={`${secondaryButton} py-2.5`}>
          <FileText className="size-4" aria-hidden />
          {busy ? "Preparing..." : "Download invoices (PDF)"}
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
