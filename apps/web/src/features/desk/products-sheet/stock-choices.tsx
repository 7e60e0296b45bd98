// The lines of a dry run whose stock the shop moved since the download while the owner changed the cell too: each
// says what she wrote, what the shop had and has, and asks her which count to keep, before Apply.
import type { StockConflict } from "@mayil/core/catalogue/products-sheet-schemas";
import { Scale } from "lucide-react";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import type { StockChoices } from "./import-summary";

interface StockChoicesProps {
  conflicts: StockConflict[];
  choices: StockChoices;
  onChoose: (lines: number[], choice: "sheet" | "shop") => void;
}

const shortcut =
  "rounded-full border border-line bg-white px-3 py-1.5 text-xs font-medium text-ink hover:border-peacock focus-visible:ring-2 focus-visible:ring-peacock/40 focus-visible:outline-none";

export function StockChoicesList({ conflicts, choices, onChoose }: StockChoicesProps) {
  const t = useDeskMessages();
  if (conflicts.length === 0) return null;
  const lines = conflicts.map((conflict) => conflict.line);
  return (
    <section aria-labelledby="stock-choices-title" className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5">
      <h3 id="stock-choices-title" className="flex items-center gap-2 font-semibold text-amber-950">
        <Scale className="size-5 shrink-0" aria-hidden />
        {t("desk.sheet.choose.title")}
      </h3>
      <p className="mt-1 text-sm text-amber-950/80">{t("desk.sheet.choose.about", { count: conflicts.length })}</p>
      {conflicts.length > 1 && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={shortcut} onClick={() => onChoose(lines, "shop")}>
            {t("desk.sheet.choose.allShop")}
          </button>
          <button type="button" className={shortcut} onClick={() => onChoose(lines, "sheet")}>
            {t("desk.sheet.choose.allMine")}
          </button>
        </div>
      )}
      <ul className="mt-3 flex flex-col gap-2" data-testid="stock-conflicts">
        {conflicts.map((conflict) => (
          <li key={conflict.line} data-testid="stock-conflict">
            <fieldset className="rounded-xl bg-white p-3 text-sm ring-1 ring-amber-200">
              <legend className="sr-only">
                {t("desk.sheet.choose.legend", { line: conflict.line, product: conflict.product })}
              </legend>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" aria-hidden>
                <span className="text-xs font-medium text-muted lining-nums">
                  {t("desk.sheet.line", { line: conflict.line })}
                </span>
                <span className="min-w-0 font-medium break-words text-ink">{conflict.product}</span>
              </div>
              <p className="mt-1 text-muted lining-nums">{sentenceOf(conflict)}</p>
              <div className="mt-2.5 flex flex-wrap gap-2">
                <Option conflict={conflict} choices={choices} onChoose={onChoose} value="shop">
                  {t("desk.sheet.choose.shop", { count: conflict.shop_stock })}
                </Option>
                <Option conflict={conflict} choices={choices} onChoose={onChoose} value="sheet">
                  {t("desk.sheet.choose.mine", { count: conflict.sheet_stock })}
                </Option>
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "You wrote 40; the shop had 50 when downloaded and has 45 now.": the server's words without the line number. */
const sentenceOf = (conflict: StockConflict) => {
  const text = conflict.message.replace(/^Line \d+:\s*/, "");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

function Option({
  conflict,
  choices,
  onChoose,
  value,
  children,
}: Pick<StockChoicesProps, "choices" | "onChoose"> & {
  conflict: StockConflict;
  value: "sheet" | "shop";
  children: React.ReactNode;
}) {
  return (
    <label className="cursor-pointer">
      <input
        type="radio"
        name={`stock-line-${conflict.line}`}
        value={value}
        checked={choices.get(conflict.line) === value}
        onChange={() => onChoose([conflict.line], value)}
        className="peer sr-only"
      />
      <span className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink transition-colors peer-checked:border-peacock peer-checked:bg-peacock peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-peacock/40 peer-focus-visible:ring-offset-2 hover:border-peacock lining-nums">
        {children}
      </span>
    </label>
  );
}
