// The stock ledger (decision 014); the counts themselves are columns of the catalogue's products and colours.
import { STOCK_REASONS } from "@mayil/core/stock/stock-ledger";
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products, productVariants } from "../catalogue/catalogue-tables";
import { orders } from "../orders/orders-tables";
import { users } from "../users/users-tables";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

export const stockReason = pgEnum("stock_reason", STOCK_REASONS);

/**
 * One row per change of a product's own stock (variant_id null) or of one colour's stock, written in the transaction
 * that makes the change (modules/stock). The invariant: for every product and colour, the sum of `change` over its
 * rows equals its stock column; `stock_after` is the count right after this row's change.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    change: integer("change").notNull(),
    reason: stockReason("reason").notNull(),
    stockAfter: integer("stock_after").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    check("stock_movements_change_not_zero", sql`${t.change} <> 0`),
    check("stock_movements_stock_after_not_negative", sql`${t.stockAfter} >= 0`),
    index("stock_movements_item_idx").on(t.productId, t.variantId, t.id),
    index("stock_movements_order_idx").on(t.orderId),
  ],
);
