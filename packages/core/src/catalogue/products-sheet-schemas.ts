// The products spreadsheet over the API: the CSV export, and an import's dry run, apply and their reports. Owners only.
import { z } from "zod";
import { text } from "../text/well-formed-text";
import { apiErrorSchema } from "./catalogue-schemas";

export const productsCsvResponseSchema = text().describe("text/csv, one row per product and per colour");

/** "7,12": spreadsheet lines, as a query parameter. */
const sheetLines = (name: string) =>
  text()
    .trim()
    .regex(/^(\d{1,5}(\s*,\s*\d{1,5})*)?$/, { error: `${name} must be line numbers separated by commas, like 7,12` })
    .transform((text) => (text === "" ? [] : text.split(",").map((line) => Number(line.trim()))))
    .default([]);

export const productImportQuerySchema = z.object({
  dry_run: z
    .enum(["true", "false"], { error: "dry_run must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  take_sheet_stock: sheetLines("take_sheet_stock").describe(
    "Lines of stock_conflicts where the sheet's count is taken (the shop's count moved since the export)",
  ),
  keep_shop_stock: sheetLines("keep_shop_stock").describe(
    "Lines of stock_conflicts where the shop's count is kept (the row's other changes still apply)",
  ),
});

export const importRowErrorSchema = z.object({
  line: z.number().int().describe("The row's line as the spreadsheet shows it (the header is line 1)"),
  error: text(),
});

export const importRowSchema = z.object({
  line: z.number().int(),
  action: z.enum(["create", "change", "unchanged"]),
  product: text().describe("The product's name (and colour)"),
  changes: z.array(text()).describe('What changes, e.g. "price ₹499.00 → ₹549.00", "stock 2 → 5"'),
});

export const stockConflictSchema = z.object({
  line: z.number().int(),
  product: text().describe("The product's name (and colour)"),
  sheet_stock: z.number().int().describe("What the owner wrote in the stock cell"),
  exported_stock: z
    .number()
    .int()
    .nullable()
    .describe("stock_when_exported: what the shop had when the file was made; null when the sheet does not say"),
  shop_stock: z.number().int().describe("What the shop has now"),
  choice: z
    .enum(["sheet", "shop"])
    .nullable()
    .describe("sheet: her count is taken; shop: the shop's is kept; null: not chosen yet"),
  message: text().describe('"Line 7: you wrote 40; the shop had 50 when exported and has 45 now"'),
});
export type StockConflict = z.infer<typeof stockConflictSchema>;

export const productImportResponseSchema = z.object({
  dry_run: z.boolean(),
  applied: z.boolean().describe("True when the rows were written (never on a dry run or with errors)"),
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(importRowSchema),
  errors: z.array(importRowErrorSchema).describe("Every bad row; when any, nothing was applied"),
  stock_conflicts: z
    .array(stockConflictSchema)
    .describe(
      "Lines whose stock cell the owner changed while the shop's count moved since the export (or the sheet has no stock_when_exported): a real import needs take_sheet_stock or keep_shop_stock for each (409 without)",
    ),
});
export type ProductImportResult = z.infer<typeof productImportResponseSchema>;

/**
 * 409 (stock_conflicts without a choice) and 400: a real import with bad rows (nothing applied, every bad row listed), or a file that cannot be read at all
 * (its header, encoding or quoting: the problem on its line, dry run or not); a bad query parameter is a plain error.
 */
export const productImportRefusedSchema = z.union([
  productImportResponseSchema
    .extend({ error: text(), code: apiErrorSchema.shape.code })
    .meta({ id: "ProductImportRefused" }),
  apiErrorSchema,
]);
