// The shopper's cart, one row per line (decision 078).
import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, timestamp, unique } from "drizzle-orm/pg-core";
import { products, productVariants } from "../catalogue/catalogue-tables";
import { users } from "../users/users-tables";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();

export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // The colour chosen; null for the product itself. The same product in two colours is two lines.
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
    // NULLS NOT DISTINCT: a product without a colour is one line too, not one per add.
    unique("cart_lines_one_per_item").on(t.userId, t.productId, t.variantId).nullsNotDistinct(),
  ],
);
