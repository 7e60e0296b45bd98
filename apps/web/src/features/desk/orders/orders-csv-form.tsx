// "Download CSV": the orders of a date range as a spreadsheet (one row per item), for the accounts.
import { FIRST_DAY, LAST_DAY } from "@mayil/core/calendar/calendar";
import { Download } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { secondaryButton } from "../../../components/ui/button-styles";
import { fieldLabelStyle, fieldStyle } from "../../../components/ui/text-field";
import { indiaToday } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { toast } from "../../../lib/toast-store";
import { downloadOrdersCsv } from "./download-orders-csv";

/** The first day of this month in India, the range the accounts usually want. */
const monthStart = (today: string) => `${today.slice(0, 8)}01`;

export function OrdersCsvForm() {
  const ids = useId();
  const today = indiaToday();
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const t = useDeskMessages();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const fileName = await downloadOrdersCsv({ from, to });
      toast({ title: t("desk.orders.csv.downloaded"), description: fileName });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t("desk.orders.csv.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="mt-10 rounded-2xl bg-sand/60 p-4 ring-1 ring-line sm:p-5">
      <h2 id={`${ids}-title`} className="font-display text-xl font-semibold">
        {t("desk.orders.csv.title")}
      </h2>
      <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${ids}-from`} className={fieldLabelStyle}>
            {t("desk.orders.csv.from")}
          </label>
          <input
            id={`${ids}-from`}
            type="date"
            value={from}
            min={FIRST_DAY}
            max={to || LAST_DAY}
            onChange={(event) => setFrom(event.target.value)}
            className={fieldStyle}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-to`} className={fieldLabelStyle}>
            {t("desk.orders.csv.to")}
          </label>
          <input
            id={`${ids}-to`}
            type="date"
            value={to}
            min={from || FIRST_DAY}
            max={LAST_DAY}
            onChange={(event) => setTo(event.target.value)}
            className={fieldStyle}
          />
        </div>
        <button type="submit" disabled={busy} className={`${secondaryButton} py-2.5`}>
          <Download className="size-4" aria-hidden />
          {busy ? t("desk.order.papers.preparing") : t("desk.orders.csv.download")}
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
