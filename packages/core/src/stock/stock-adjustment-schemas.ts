// The owner's stock ledger over the API: a stock adjustment she makes and the ledger rows she reads. Owners only.
import { z } from "zod";
import { recordId, recordIdFromText } from "../api/record-id";
import { MAX_STOCK } from "../catalogue/owner-catalogue-schemas";
import { wholeNumber } from "../orders/owner-schemas";
import { optionalText } from "../shopping/shopping-schemas";
import { text } from "../text/well-formed-text";
import { ADJUSTMENT_REASONS, STOCK_REASONS } from "./stock-ledger";

export const stockAdjustmentBodySchema = z.object({
  product_id: recordId("product_id"),
  variant_id: recordId("variant_id")
    .nullish()
    .transform((id) => id ?? null),
  change: z
    .number({ error: "change must be a number" })
    .int({ error: "change must be a whole number" })
    .min(-MAX_STOCK, { error: `change must be at least -${MAX_STOCK}` })
    .max(MAX_STOCK, { error: `change can be at most ${MAX_STOCK}` })
    .refine((n) => n !== 0, { error: "change must not be 0" }),
  reason: z.enum(ADJUSTMENT_REASONS, { error: `reason must be one of ${ADJUSTMENT_REASONS.join(", ")}` }),
  note: optionalText("note", 500, true),
});
export type StockAdjustmentBody = z.output<typeof stockAdjustmentBodySchema>;

export const stockMovementSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    variant_id: z.number().int().nullable(),
    change: z.number().int().describe("+ in, - out"),
    reason: z.enum(STOCK_REASONS),
    stock_after: z.number().int(),
    order_id: z.number().int().nullable(),
    order_number: text().nullable(),
    by: text().nullable().describe("Who made it: the owner, or the shopper whose order it was; null for the system"),
    note: text().nullable(),
    created_at: text(),
  })
  .meta({ id: "StockMovement" });
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockAdjustmentResponseSchema = z.object({ movement: stockMovementSchema });

export const stockMovementsQuerySchema = z.object({
  product_id: recordIdFromText("product_id"),
  variant_id: recordIdFromText("variant_id").optional().describe("One colour; left out: the product's own stock"),
  limit: wholeNumber("limit", 1, 500).default(100),
});
export const stockMovementsResponseSchema = z.object({
  movements: z.array(stockMovementSchema).describe("Newest first"),
});
