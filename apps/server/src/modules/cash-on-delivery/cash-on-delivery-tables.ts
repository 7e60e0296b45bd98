// Cash on delivery's own tables (decision 083): the owner's rules, and the couriers' remittances of the cash they
// collected with the parcels each covers. Whether an order is COD and its fee are orders'; the amount a parcel's
// courier collects, and whether it was delivered or came back, are the parcel's (fulfilment's order_shipments).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { moneyColumn } from "../../db/money-column";
import { orders } from "../orders/orders-tables";
import { users } from "../users/users-tables";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();

/**
 * The owner's rules for COD, one row (id 1), off until she turns it on: the order values it is offered for, its fee
 * (flat rupees or a percentage of the goods), where it is not offered, and the limits per phone number. Read by the
 * checkout (core's codRefusal decides) and written by the desk.
 */
export const codSettings = pgTable(
  "cod_settings",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(false),
    minOrder: moneyColumn("min_order").notNull().default(sql`'0'`),
    maxOrder: moneyColumn("max_order"),
    feeKind: text("fee_kind").notNull().default("flat"),
    // Rupees for a flat fee, a percentage for percent.
    feeValue: numeric("fee_value", { precision: 10, scale: 2 }).notNull().default("0"),
    blockedPincodes: text("blocked_pincodes").array().notNull().default(sql`'{}'::text[]`),
    blockedStates: text("blocked_states").array().notNull().default(sql`'{}'::text[]`),
    maxOpenPerCustomer: integer("max_open_per_customer").notNull().default(2),
    maxRefusals: integer("max_refusals").notNull().default(2),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    check("cod_settings_one_row", sql`${t.id} = 1`),
    check("cod_settings_fee_kind_known", sql`${t.feeKind} IN ('flat', 'percent')`),
    check(
      "cod_settings_fee_within_reason",
      sql`${t.feeValue} >= 0 AND (${t.feeKind} = 'flat' OR ${t.feeValue} <= 100)`,
    ),
    check("cod_settings_limits", sql`${t.maxOpenPerCustomer} >= 0 AND ${t.maxRefusals} >= 0 AND ${t.minOrder} >= 0`),
  ],
);

/**
 * Cash a courier paid the shop for COD parcels it delivered: the date, the courier's reference for the payout and
 * its amount, as the owner recorded it (typed, or from the courier's remittance spreadsheet).
 */
export const codRemittances = pgTable(
  "cod_remittances",
  {
    id: serial("id").primaryKey(),
    courier: text("courier").notNull(),
    remittedOn: date("remitted_on", { mode: "string" }).notNull(),
    reference: text("reference").notNull(),
    amount: moneyColumn("amount").notNull(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: stampedNow("created_at"),
  },
  (t) => [
    // One payout is recorded once: the same spreadsheet imported twice finds it.
    uniqueIndex("cod_remittances_reference_unique").on(t.courier, t.reference),
    check("cod_remittances_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** The parcels one remittance covers, each once: the cash of each COD order it paid the shop. */
export const codRemittanceParcels = pgTable(
  "cod_remittance_parcels",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    remittanceId: integer("remittance_id")
      .notNull()
      .references(() => codRemittances.id, { onDelete: "cascade" }),
    // What the courier paid for this parcel, as its spreadsheet said: may differ from what it was to collect.
    amount: moneyColumn("amount").notNull(),
  },
  (t) => [index("cod_remittance_parcels_remittance_idx").on(t.remittanceId)],
);
