import { ApiError } from "@mayil/core/api/api-client";
import type { ProductImportResult } from "@mayil/core/catalogue/products-sheet-schemas";
import { describe, expect, it } from "vitest";
import { deskWords } from "../../../../test/desk-words";
import * as summary from "./import-summary";
import { canApply, rowsToShow, unchosenLines } from "./import-summary";

// Said as the English desk says them (the wording is the point); one Malayalam case at the end.
const en = deskWords("en");
const appliedSummary = (done: Parameters<typeof summary.appliedSummary>[1]) => summary.appliedSummary(en, done);
const applyLabel = (checked: Parameters<typeof summary.applyLabel>[1], choices?: summary.StockChoices) =>
  summary.applyLabel(en, checked, choices);
const dryRunHeadline = (checked: Parameters<typeof summary.dryRunHeadline>[1]) => summary.dryRunHeadline(en, checked);
const refusalText = (message: string) => summary.refusalText(en, message);
const sheetProblem = (error: unknown) => summary.sheetProblem(en, error);

const result = (overrides: Partial<ProductImportResult>): ProductImportResult => ({
  dry_run: true,
  applied: false,
  created: 0,
  changed: 0,
  unchanged: 0,
  rows: [],
  errors: [],
  stock_conflicts: [],
  ...overrides,
});

describe("a dry run in words", () => {
  it("counts what would be created and changed, and offers to apply exactly that many", () => {
    const checked = result({
      created: 1,
      changed: 2,
      unchanged: 5,
      rows: [
        { line: 2, action: "create", product: "Ring", changes: [] },
        { line: 3, action: "change", product: "Bangle", changes: ["stock 2 → 5"] },
        { line: 4, action: "change", product: "Chain", changes: ["price ₹1.00 → ₹2.00"] },
      ],
    });
    expect(dryRunHeadline(checked)).toBe(
      "Ready to import 1 new row and 2 changed rows. Nothing is saved until you apply.",
    );
    expect(applyLabel(checked)).toBe("Apply 3 changes");
    expect(
      applyLabel(result({ changed: 1, rows: [{ line: 2, action: "change", product: "Ring", changes: [] }] })),
    ).toBe("Apply 1 change");
    expect(canApply(checked)).toBe(true);
  });

  it("puts bad rows first and never offers to apply them", () => {
    const bad = result({ created: 4, errors: [{ line: 3, error: "price must be a number" }] });
    expect(dryRunHeadline(bad)).toBe("1 row needs fixing: nothing can be imported until the spreadsheet is corrected.");
    expect(canApply(bad)).toBe(false);
    expect(
      dryRunHeadline(
        result({
          errors: [
            { line: 2, error: "a" },
            { line: 9, error: "b" },
          ],
        }),
      ),
    ).toMatch(/^2 rows need fixing/);
  });

  it("has nothing to apply when every row matches the shop", () => {
    const same = result({ unchanged: 12 });
    expect(dryRunHeadline(same)).toBe("Nothing to change: every row already matches the shop.");
    expect(canApply(same)).toBe(false);
  });

  it("lists only the rows that would change", () => {
    const rows = rowsToShow(
      result({
        rows: [
          { line: 2, action: "unchanged", product: "Jhumka", changes: [] },
          { line: 3, action: "change", product: "Bangle", changes: ["stock 2 → 5"] },
          { line: 4, action: "create", product: "Ring", changes: [] },
        ],
      }),
    );
    expect(rows.map((row) => row.line)).toEqual([3, 4]);
  });
});

describe("stock the shop moved since the download", () => {
  const conflict = (line: number) => ({
    line,
    product: "Bangle",
    sheet_stock: 40,
    exported_stock: 50,
    shop_stock: 45,
    choice: null,
    message: `Line ${line}: you wrote 40; the shop had 50 when exported and has 45 now`,
  });
  const checked = result({
    changed: 1,
    unchanged: 2,
    rows: [
      { line: 2, action: "change", product: "Jhumka", changes: ["price ₹1.00 → ₹2.00"] },
      { line: 3, action: "unchanged", product: "Bangle", changes: [] },
      { line: 4, action: "change", product: "Anklet", changes: ["price ₹1.00 → ₹3.00"] },
    ],
    stock_conflicts: [conflict(3), conflict(4)],
  });

  it("asks for a choice on each line before the import can be applied", () => {
    expect(dryRunHeadline(checked)).toBe(
      "2 lines need your choice of stock count: the shop sold or took in pieces since this spreadsheet was downloaded.",
    );
    expect(canApply(checked)).toBe(true);
    expect(unchosenLines(checked, new Map())).toEqual([3, 4]);
    expect(unchosenLines(checked, new Map([[3, "sheet"]]))).toEqual([4]);
  });

  it("counts a line she takes her own count for as a change", () => {
    expect(applyLabel(checked, new Map())).toBe("Apply 2 changes");
    expect(
      applyLabel(
        checked,
        new Map([
          [3, "sheet"],
          [4, "shop"],
        ]),
      ),
    ).toBe("Apply 3 changes");
    expect(
      applyLabel(
        checked,
        new Map([
          [3, "shop"],
          [4, "sheet"],
        ]),
      ),
    ).toBe("Apply 2 changes");
  });
});

describe("after an import", () => {
  it("says what was written, and never offers to apply it again", () => {
    const done = result({ dry_run: false, applied: true, created: 2, changed: 1, unchanged: 7 });
    expect(appliedSummary(done)).toBe("2 new rows added, 1 row changed, 7 rows already up to date.");
    expect(canApply(done)).toBe(false);
  });
});

describe("a spreadsheet that was not taken", () => {
  it("gives the server's reason, a plain one for a 413 or a bare status, and names the connection", () => {
    expect(sheetProblem(new ApiError("The file has no header row", 400, [], "invalid_input"))).toBe(
      "The file has no header row",
    );
    expect(sheetProblem(new ApiError("HTTP error! status: 413", 413))).toMatch(/too large/);
    expect(sheetProblem(new ApiError("HTTP error! status: 500", 500))).toBe(
      "The spreadsheet could not be read. Please try again.",
    );
    expect(sheetProblem(new TypeError("Failed to fetch"))).toMatch(/connection/);
  });
});

describe("an import refused after its dry run", () => {
  it("says nothing was imported, once", () => {
    expect(refusalText("Nothing was imported: 1 row has a problem (first on line 4).")).toBe(
      "Nothing was imported: 1 row has a problem (first on line 4).",
    );
    expect(refusalText("The spreadsheet is larger than 5 MB.")).toBe(
      "Nothing was imported: The spreadsheet is larger than 5 MB.",
    );
  });
});

describe("on a Malayalam desk", () => {
  it("says the dry run's headline and the Apply button in Malayalam, with their counts", () => {
    const ml = deskWords("ml");
    const checked = result({ created: 1, changed: 2 });
    expect(summary.dryRunHeadline(ml, checked)).toBe(
      "1 പുതിയ വരി, ഒപ്പം മാറ്റിയ 2 വരികൾ ഇംപോർട്ട് ചെയ്യാൻ തയ്യാർ. ചേർക്കും വരെ ഒന്നും സേവ് ആകില്ല.",
    );
    expect(summary.sheetProblem(ml, new ApiError("HTTP error! status: 413", 413))).toMatch(/വലുതാണ്/);
  });
});
