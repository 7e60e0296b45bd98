// The customers' own table (decisions 058, 061, 079): one row per phone on an order, kept by the order writes in their
// transaction through keepCustomerFigures. The orders a customer is made of stay orders' tables.
import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Whole paise, as the figures add them up (a year of a busy shop's sales is far beyond an int's 21 crore paise). */
const paiseColumn = (name: string) => bigint(name, { mode: "number" }).notNull();

/**
 * One row per customer (decision 061): a phone number on at least one order (decision 058), with what the desk's list
 * sorts and counts by. Worked out again whole from her orders' figures by the same writes that keep those
 * (keepCustomerFigures, called by orders' keepOrderFigures), under the customer's own lock, so the list by spent or by
 * last order reads an index instead of summing every order on each request.
 */
export const customerFigures = pgTable(
  "customer_figures",
  {
    phone: text("phone").primaryKey(),
    // Her first order's id is her address on the desk (decision 058); her latest orders the list by last order.
    firstOrderId: integer("first_order_id").notNull(),
    lastOrderId: integer("last_order_id").notNull(),
    // What her orders are worth now, summed from their figures (order_figures.worth).
    spent: paiseColumn("spent"),
  },
  (t) => [
    index("customer_figures_last_order_idx").on(t.lastOrderId),
    index("customer_figures_spent_idx").on(t.spent, t.lastOrderId),
  ],
);
