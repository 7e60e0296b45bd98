// The photos every process serves, kept in the database (decision 013).
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "../../db/bytea-column";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

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
