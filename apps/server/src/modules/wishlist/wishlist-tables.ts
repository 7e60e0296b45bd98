// The shopper's wishlist, one row per product (decision 078).
import { integer, pgTable, serial, timestamp, unique } from "drizzle-orm/pg-core";
import { products } from "../catalogue/catalogue-tables";
import { users } from "../users/users-tables";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: stampedNow("created_at"),
  },
  (t) => [unique("wishlist_items_one_per_product").on(t.userId, t.productId)],
);
