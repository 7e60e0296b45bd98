// A courier's remittance of the cash it collected for COD parcels (decision 083): typed by the owner, or read from
// the courier's remittance spreadsheet with a dry run first. What the desk reads back: the cash each courier
// collected and has not yet paid the shop, and each remittance with whether it adds up.
import { z } from "zod";
import { calendarDay } from "../calendar/calendar-schemas";
import { apiErrorSchema } from "../catalogue/catalogue-schemas";
import { requiredText } from "../catalogue/owner-catalogue-schemas";
import { COURIER_IDS } from "../fulfilment/couriers";
import { rupeeAmount } from "../money/rupee-amount";
import { text } from "../text/well-formed-text";

/** The most parcels one remittance covers: a month of a busy shop's COD parcels with one courier. */
export const MAX_REMITTANCE_PARCELS = 2000;

const courierField = z
  .enum(COURIER_IDS, { error: `courier must be one of ${COURIER_IDS.join(", ")}` })
  .describe("The courier that paid, by its id (GET /api/owner/couriers)");

/** What the courier's payout says of itself: who paid, when, its reference (a UTR) and how much. */
const remittanceFields = {
  courier: courierField,
  remitted_on: calendarDay("remitted_on", "The day the courier paid the shop"),
  reference: requiredText("reference", 100).describe("The courier's reference for the payout (a UTR or remittance id)"),
  amount: rupeeAmount("amount", { aboveZero: true }).describe('The payout\'s total in rupees, e.g. "4850.00"'),
};

const remittedParcelSchema = z.object({
  tracking_number: requiredText("tracking_number", 60).describe("The parcel's AWB or consignment number"),
  amount: rupeeAmount("amount", { aboveZero: true }).describe("What the courier paid for this parcel"),
});

export const recordRemittanceBodySchema = z.object({
  ...remittanceFields,
  parcels: z
    .array(remittedParcelSchema, { error: "parcels must be a list of tracking numbers with amounts" })
    .min(1, { error: "A remittance covers at least one parcel" })
    .max(MAX_REMITTANCE_PARCELS, { error: `A remittance covers at most ${MAX_REMITTANCE_PARCELS} parcels` }),
});
export type RecordRemittanceBody = z.output<typeof recordRemittanceBodySchema>;

/** The largest remittance sheet taken as text: a few thousand short rows. */
export const MAX_REMITTANCE_SHEET_CHARACTERS = 200_000;

export const importRemittanceBodySchema = z.object({
  ...remittanceFields,
  sheet: text({ error: "sheet must be the spreadsheet's text" })
    .min(1, { error: "sheet is empty: it needs a header row and a row per parcel" })
    .max(MAX_REMITTANCE_SHEET_CHARACTERS, { error: "sheet is too large for one remittance" })
    .describe(
      "The courier's remittance spreadsheet as CSV text: a header row with a tracking number column (tracking_number, AWB...) and an amount column (amount, COD amount...), then a row per parcel",
    ),
});
export type ImportRemittanceBody = z.output<typeof importRemittanceBodySchema>;

export const importRemittanceQuerySchema = z.object({
  dry_run: z
    .enum(["true", "false"], { error: "dry_run must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
});

export const REMITTANCE_MISMATCHES = [
  "unreadable_line",
  "unknown_tracking_number",
  "other_courier",
  "not_cod",
  "not_delivered",
  "already_remitted",
  "repeated",
  "amount_differs",
  "total_differs",
] as const;
export type RemittanceMismatchCode = (typeof REMITTANCE_MISMATCHES)[number];

const mismatchSchema = z.object({
  line: z
    .number()
    .int()
    .nullable()
    .describe("The spreadsheet's line (the header is line 1) or the typed parcel's place (from 1); null for the whole"),
  tracking_number: z.string().nullable(),
  code: z.enum(REMITTANCE_MISMATCHES),
  message: z.string(),
  blocks: z
    .boolean()
    .describe(
      "True when the remittance cannot be recorded with it (an unknown, not COD, not delivered or already remitted parcel); an amount that differs is recorded as the courier paid it",
    ),
});
export type RemittanceMismatch = z.infer<typeof mismatchSchema>;

const remittedOrderSchema = z.object({
  line: z.number().int(),
  tracking_number: z.string(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  amount: z.string().describe("What the courier paid for it"),
  cod_amount: z.string().nullable().describe("What the courier was to collect at her door"),
});

export const codRemittanceSchema = z.object({
  id: z.number().int(),
  courier: z.string(),
  courier_name: z.string(),
  remitted_on: z.string(),
  reference: z.string(),
  amount: z.string().describe("The payout's total as the courier gave it"),
  parcel_count: z.number().int(),
  parcels_sum: z.string().describe("The sum of what it paid for each parcel"),
  cod_sum: z.string().describe("The sum of what the courier was to collect for those parcels"),
  adds_up: z.boolean().describe("True when the total, the parcels' sum and their COD amounts are all equal"),
  created_at: z.string(),
});
export type CodRemittance = z.infer<typeof codRemittanceSchema>;

/** A remittance checked (a dry run) or recorded: its parcels, their sums and every mismatch, by line. */
export const remittanceReportSchema = z.object({
  dry_run: z.boolean(),
  applied: z
    .boolean()
    .describe("True when the remittance was recorded (never on a dry run or with a blocking mismatch)"),
  parcels: z.array(remittedOrderSchema),
  amount: z.string(),
  parcels_sum: z.string(),
  cod_sum: z.string(),
  mismatches: z.array(mismatchSchema),
  remittance: codRemittanceSchema.nullable(),
});
export type RemittanceReport = z.infer<typeof remittanceReportSchema>;

/** 400: a blocking mismatch (nothing recorded, every mismatch listed), or a file that cannot be read. */
export const remittanceRefusedSchema = z.union([
  remittanceReportSchema
    .extend({ error: text(), code: apiErrorSchema.shape.code })
    .meta({ id: "CodRemittanceRefused" }),
  apiErrorSchema,
]);

export const codRemittancesResponseSchema = z.object({ remittances: z.array(codRemittanceSchema) });

export const unremittedCashResponseSchema = z.object({
  couriers: z.array(
    z.object({
      courier: z.string(),
      courier_name: z.string(),
      parcels: z.number().int().describe("COD parcels delivered and not yet covered by a remittance"),
      amount: z.string().describe("The cash the courier collected for them"),
    }),
  ),
  parcels: z.number().int(),
  amount: z.string(),
});
export type UnremittedCash = z.infer<typeof unremittedCashResponseSchema>;
