// The desk's customers over the API (/api/owner/customers...): one customer is one phone number (E.164) found on at
// least one order, whatever the name on each order; a walk-in sale without a phone and a deleted account's orders
// (their phone blanked) belong to no customer (decision 058). Owners only.

import { z } from "zod";
import { recordIdFromText } from "../api/record-id";
import { paginationSchema } from "../catalogue/catalogue-schemas";
import { LANGUAGES } from "../languages/languages";
import { rupees } from "../shopping/shopping-schemas";
import { text } from "../text/well-formed-text";
import { PAYMENT_STATUSES } from "./order-payments";
import { orderStatusField, wholeNumber } from "./owner-schemas";

export const CUSTOMER_SORTS = ["last_order", "spent"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const customerListQuerySchema = z.object({
  q: text()
    .trim()
    .max(100, { error: "q must be at most 100 characters" })
    .optional()
    .describe("A name (any part of it) or a phone number typed any way: 98470 12345, +91 98470-12345, 098470 12345"),
  sort: z
    .enum(CUSTOMER_SORTS, { error: `sort must be one of ${CUSTOMER_SORTS.join(", ")}` })
    .default("last_order")
    .describe("'last_order': who ordered last first; 'spent': who spent most first"),
  page: wholeNumber("page", 1, 10_000).default(1),
  limit: wholeNumber("limit", 1, 100).default(20),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

const customerFigures = {
  id: z
    .number()
    .int()
    .describe("The customer's first order's id: the desk's address for her (/owner/customers/:id), no phone in it"),
  name: text().describe("The name on her latest order"),
  phone: text().describe("E.164"),
  orders: z.number().int().describe("Her orders, cancelled ones left out: her sales (decision 073)"),
  cancelled_orders: z.number().int().describe("Her cancelled orders, listed apart: no sale"),
  spent: rupees.describe(
    "Net sales to her: what her orders are worth now, their value less returns; cancelled orders 0 (decision 073)",
  ),
  returns: rupees.describe("The value of the units that came back from her orders, taken off what she spent"),
  owed: rupees.describe(
    "Still to collect on her live orders (not cancelled or returned), as the order list's 'Money owed'",
  ),
  last_order_at: text().describe("When she placed her latest order (cancelled or not)"),
  has_account: z.boolean().describe("At least one of her orders was placed from a shopper's account"),
};

export const customerSummarySchema = z.object(customerFigures).meta({ id: "CustomerSummary" });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerListResponseSchema = z.object({
  customers: z.array(customerSummarySchema),
  pagination: paginationSchema,
});

/** A customer's page is addressed by her first order's id, written as every row id is (record-id.ts). */
export const customerIdParamsSchema = z.object({ id: recordIdFromText("id") });

export const customerOrderSchema = z
  .object({
    id: z.number().int(),
    order_number: text(),
    created_at: text(),
    status: orderStatusField,
    total: rupees,
    payment_status: z.enum(PAYMENT_STATUSES),
    owed: rupees.describe("Still to collect; 0 once cancelled or returned"),
    language: z.enum(LANGUAGES).describe("The language she placed it in (decision 084)"),
  })
  .meta({ id: "CustomerOrder" });
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const customerResponseSchema = z.object({
  customer: z
    .object({
      ...customerFigures,
      paid: rupees.describe("Payments received on her orders, less refunds given"),
      first_order_at: text(),
      chat_url: text().describe("wa.me link to her WhatsApp"),
      parcels: z
        .object({
          delivered: z.number().int().describe("Her parcels the courier handed over"),
          returned_to_origin: z
            .number()
            .int()
            .describe("Her parcels that came back refused or undelivered (return to origin, decision 083)"),
        })
        .describe("Her orders' parcels by their outcome"),
      language: z
        .enum(LANGUAGES)
        .describe("The language of her latest order (decision 084): the one to write to her in"),
    })
    .meta({ id: "Customer" }),
  orders: z.array(customerOrderSchema).describe("Newest first, cancelled ones too"),
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;
