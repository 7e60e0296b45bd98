// Sending a spreadsheet: first as a dry run (what would change, and every bad row), then for real. After a real
// import the desk's products and counts and the shop's own pages are asked for again.
import { ownerProductSheetEndpoints } from "@mayil/core/api/products-sheet-endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";
import { accountKey } from "../../../lib/signed-in-query";
import type { StockChoices } from "./import-summary";

/**
 * The chosen file, read into memory once: the dry run and the import then send the very same bytes, even if the
 * file on the phone is edited or moved in between.
 */
export interface Spreadsheet {
  name: string;
  bytes: ArrayBuffer;
}

export async function readSpreadsheet(file: File): Promise<Spreadsheet> {
  return { name: file.name, bytes: await file.arrayBuffer() };
}

/** The lines of one choice (the query writes them as "7,12"). */
const linesChosen = (choices: StockChoices, choice: "sheet" | "shop") =>
  [...choices].flatMap(([line, chosen]) => (chosen === choice ? [line] : []));

const sendSpreadsheet = (sheet: Spreadsheet, dryRun: boolean, choices: StockChoices = new Map()) => {
  const form = new FormData();
  form.append("file", new Blob([sheet.bytes], { type: "text/csv" }), sheet.name);
  const query = {
    dry_run: dryRun,
    take_sheet_stock: linesChosen(choices, "sheet"),
    keep_shop_stock: linesChosen(choices, "shop"),
  };
  return api(ownerProductSheetEndpoints.import, { query, body: form });
};

export function useCheckSpreadsheet() {
  return useMutation({ mutationFn: (sheet: Spreadsheet) => sendSpreadsheet(sheet, true) });
}

export function useImportSpreadsheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sheet, choices }: { sheet: Spreadsheet; choices: StockChoices }) =>
      sendSpreadsheet(sheet, false, choices),
    onSuccess: () => {
      // Prices, stock and new pieces: every desk list and count, and the shop's catalogue responses.
      void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountKey[0] });
    },
  });
}
