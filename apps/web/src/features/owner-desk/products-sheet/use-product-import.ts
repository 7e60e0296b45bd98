// Sending a spreadsheet: first as a dry run (what would change, and every bad row), then for real. After a real
// import the desk's products and counts and the shop's own pages are asked for again.
import { ownerProductSheetEndpoints } from "@mayil/core/api/owner-catalogue-endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { accountKey } from "../../../lib/signed-in-query";
import { ownerKeys } from "../owner-keys";

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

const sendSpreadsheet = (sheet: Spreadsheet, dryRun: boolean) => {
  const form = new FormData();
  form.append("file", new Blob([sheet.bytes], { type: "text/csv" }), sheet.name);
  return api(ownerProductSheetEndpoints.import, { query: { dry_run: dryRun }, body: form });
};

export function useCheckSpreadsheet() {
  return useMutation({ mutationFn: (sheet: Spreadsheet) => sendSpreadsheet(sheet, true) });
}

export function useImportSpreadsheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sheet: Spreadsheet) => sendSpreadsheet(sheet, false),
    onSuccess: () => {
      // Prices, stock and new pieces: every desk list and count, and the shop's catalogue answers.
      void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountKey[0] });
    },
  });
}
