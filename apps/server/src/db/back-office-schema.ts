// The owner's back office: the stock ledger, the photos every process serves, and the old links of renamed products.
import { STOCK_REASONS } from "@mayil/core/stock-ledger";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account-schema";
import { products, productVariants } from "./schema";
import { orders } from "./shopping-schema";

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

/** Bytes as Node's Buffer, whichever driver (PGlite's Uint8Array, pg's Buffer) read them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded photos, content-addressed (decision 013): kept in the database every process shares, so a photo uploaded
 * through one process is served by all of them.
 */
export const mediaBlobs = pgTable("media_blobs", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** Slugs a product had before a rename: /product/{old slug} still finds it. */
export const productOldSlugs = pgTable(
  "product_old_slugs",
  {
    slug: text("slug").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_old_slugs_product_idx").on(t.productId)],
);

/**
 * The shop's backups (modules/backups): one row per backup taken, daily or asked for, with what became of it. A daily
 * backup claims its day (the unique index), so of several processes sharing a PostgreSQL server only one takes it.
 * Not itself backed up: the history belongs to the machine whose backup folder holds the files.
 */
export const backups = pgTable(
  "backups",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** "daily" (the schedule) or "asked" (npm run backup). */
    kind: text("kind").notNull(),
    /** The shop's calendar day a daily backup is for; null for one asked for. */
    day: text("day"),
    /** "running", "done" or "failed". */
    status: text("status").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "string" }),
    /** The machine that took it (its backup folder holds the file). */
    host: text("host").notNull(),
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** What is in it: orders, products, ledger rows, photos (the manifest's counts). */
    counts: jsonb("counts"),
    /** Why it failed, in plain words (never a shopper's details). */
    failure: text("failure"),
  },
  (t) => [
    uniqueIndex("backups_daily_day_idx").on(t.day).where(sql`${t.kind} = 'daily'`),
    index("backups_started_idx").on(t.startedAt),
  ],
);
