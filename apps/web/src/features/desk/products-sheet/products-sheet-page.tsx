// /owner/products/sheet: the products as a spreadsheet. Download every product and colour, edit prices, stock and
// names in Google Sheets or Excel, and import the file back: a dry run first shows every change and every bad row
// by its line, and only "Apply" writes them, all or none.

import { Trans } from "@lingui/react";
import { ApiError } from "@mayil/core/api/api-client";
import { CheckCircle2, Download, FileSpreadsheet } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles";
import { type DeskMessageId, useDeskMessages } from "../../../lib/desk/desk-messages";
import { pickedFile } from "../../../lib/desk/picked-file";
import { toast } from "../../../lib/toast-store";
import { usePageTitle } from "../../../lib/use-page-title";
import { downloadProductsCsv } from "./download-products-csv";
import { BadRows, ChangedRows, ImportCounts } from "./import-report";
import {
  appliedSummary,
  applyLabel,
  canApply,
  dryRunHeadline,
  refusalText,
  type StockChoices,
  sheetProblem,
  unchosenLines,
} from "./import-summary";
import { StockChoicesList } from "./stock-choices";
import { readSpreadsheet, type Spreadsheet, useCheckSpreadsheet, useImportSpreadsheet } from "./use-product-import";

export function ProductsSheetPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.sheet.title") }));
  return (
    <section aria-labelledby="sheet-title">
      <h1 id="sheet-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {t("desk.sheet.title")}
      </h1>
      <p className="mt-2 max-w-2xl text-muted" data-testid="sheet-how-to">
        {t("desk.sheet.howTo")}
      </p>
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <DownloadCard />
        <ImportCard />
      </div>
    </section>
  );
}

const card = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6";

function DownloadCard() {
  const t = useDeskMessages();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const fileName = await downloadProductsCsv();
      toast({ title: t("desk.sheet.downloaded"), description: fileName });
    } catch (error) {
      setProblem(sheetProblem(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="download-title" className={card}>
      <h2 id="download-title" className="font-display text-xl font-semibold">
        {t("desk.sheet.download")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("desk.sheet.download.about")}</p>
      <p className="mt-2 text-sm text-muted" data-testid="stock-when-exported-help">
        <Trans
          id={"desk.sheet.whenExported" satisfies DeskMessageId}
          components={{ 0: <span className="font-medium text-ink" /> }}
        />
      </p>
      <button type="button" onClick={() => void download()} disabled={busy} className={`${secondaryButton} mt-4`}>
        <Download className="size-4" aria-hidden />
        {busy ? t("desk.sheet.preparing") : t("desk.sheet.download.button")}
      </button>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}

function ImportCard() {
  const t = useDeskMessages();
  const [sheet, setSheet] = useState<Spreadsheet | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [choices, setChoices] = useState<StockChoices>(new Map());
  const check = useCheckSpreadsheet();
  const importing = useImportSpreadsheet();
  const outcome = useRef<HTMLHeadingElement>(null);

  // A new response (the dry run's, or the import's) is where the owner's attention goes next: so does the focus,
  // and a screen reader reads its headline.
  const response = importing.data ?? check.data;
  useEffect(() => {
    if (response) outcome.current?.focus();
  }, [response]);

  const choose = async (file: File) => {
    importing.reset();
    check.reset();
    setRefusal(null);
    setChoices(new Map());
    const read = await readSpreadsheet(file);
    setSheet(read);
    check.mutate(read);
  };

  const chooseStock = (lines: number[], choice: "sheet" | "shop") =>
    setChoices((chosen) => new Map([...chosen, ...lines.map((line) => [line, choice] as const)]));

  const apply = () => {
    if (!sheet) return;
    importing.mutate(
      { sheet, choices },
      {
        onSuccess: (result) => toast({ title: t("desk.sheet.imported"), description: appliedSummary(t, result) }),
        onError: (error) => {
          // The shop changed since the dry run (a product renamed, stock sold): check again, so the rows to fix and
          // the lines whose stock to choose show.
          if (error instanceof ApiError && (error.code === "invalid_input" || error.code === "conflict")) {
            setRefusal(error.message);
            check.mutate(sheet);
          }
        },
      },
    );
  };

  const checked = check.data;
  const toChoose = checked ? unchosenLines(checked, choices) : [];
  return (
    <section aria-labelledby="import-title" className={card}>
      <h2 id="import-title" className="font-display text-xl font-semibold">
        {t("desk.sheet.import")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("desk.sheet.import.about")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <SpreadsheetPicker
          busy={check.isPending || importing.isPending}
          chosen={sheet !== null}
          onPick={(file) => void choose(file)}
        />
        {sheet && (
          <span className="flex min-w-0 items-center gap-1.5 text-sm text-muted" data-testid="chosen-file">
            <FileSpreadsheet className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{sheet.name}</span>
          </span>
        )}
      </div>

      <div className="mt-5 flex flex-col gap-4" aria-busy={check.isPending || importing.isPending}>
        {check.isPending && (
          <p role="status" className="text-sm text-muted">
            {t("desk.sheet.checking")}
          </p>
        )}
        {check.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            {sheetProblem(t, check.error)}
          </p>
        )}

        {importing.isSuccess ? (
          <div className="flex flex-col gap-4" data-testid="import-done">
            <div className="rounded-2xl bg-peacock/5 p-4 ring-1 ring-peacock/20">
              <h3
                ref={outcome}
                tabIndex={-1}
                className="flex items-center gap-2 font-semibold text-peacock focus:outline-none"
              >
                <CheckCircle2 className="size-5" aria-hidden />
                {t("desk.sheet.importedHeading")}
              </h3>
              <p className="mt-1 text-sm text-ink">{appliedSummary(t, importing.data)}</p>
            </div>
            <ChangedRows result={importing.data} />
          </div>
        ) : (
          checked && (
            <div className="flex flex-col gap-4" data-testid="dry-run">
              {refusal && (
                <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
                  {refusalText(t, refusal)}
                </p>
              )}
              <div>
                <h3
                  ref={outcome}
                  tabIndex={-1}
                  className={`font-semibold focus:outline-none ${checked.errors.length > 0 ? "text-red-900" : "text-ink"}`}
                >
                  {dryRunHeadline(t, checked)}
                </h3>
                <div className="mt-3">
                  <ImportCounts result={checked} />
                </div>
              </div>
              {canApply(checked) && (
                <StockChoicesList conflicts={checked.stock_conflicts} choices={choices} onChoose={chooseStock} />
              )}
              {canApply(checked) && (
                <div className="flex flex-col gap-2">
                  <button
                    type="button"
                    onClick={apply}
                    disabled={importing.isPending || toChoose.length > 0}
                    aria-describedby={toChoose.length > 0 ? "choose-first" : undefined}
                    className={`${primaryButton} w-full sm:w-auto sm:self-start`}
                  >
                    {importing.isPending ? t("desk.sheet.applying") : applyLabel(t, checked, choices)}
                  </button>
                  {toChoose.length > 0 && (
                    <p id="choose-first" className="text-sm text-muted">
                      {t("desk.sheet.chooseFirst", { count: toChoose.length, lines: toChoose.join(", ") })}
                    </p>
                  )}
                  {importing.isError && !refusal && (
                    <p role="alert" className="text-sm text-red-800">
                      {sheetProblem(t, importing.error)}
                    </p>
                  )}
                </div>
              )}

              <BadRows errors={checked.errors} />
              {checked.errors.length > 0 && <p className="text-sm text-muted">{t("desk.sheet.correctLines")}</p>}
              <ChangedRows result={checked} />
            </div>
          )
        )}
      </div>
    </section>
  );
}

interface SpreadsheetPickerProps {
  /** A file was chosen already: the picker steps back, so Apply is the page's one main button. */
  chosen: boolean;
  busy: boolean;
  onPick: (file: File) => void;
}

/** A real file input behind a button look: reachable by keyboard, named for a screen reader. */
function SpreadsheetPicker({ chosen, busy, onPick }: SpreadsheetPickerProps) {
  const t = useDeskMessages();
  const id = useId();
  const picked = pickedFile(onPick);
  return (
    <label
      htmlFor={id}
      className={`${chosen ? secondaryButton : primaryButton} cursor-pointer focus-within:ring-2 focus-within:ring-peacock focus-within:ring-offset-2 ${
        busy ? "pointer-events-none opacity-70" : ""
      }`}
    >
      <FileSpreadsheet className="size-4" aria-hidden />
      {chosen ? t("desk.sheet.chooseAnother") : t("desk.sheet.choose")}
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        disabled={busy}
        onChange={picked}
        data-testid="spreadsheet-file"
      />
    </label>
  );
}
