// A shopper's sign-in: her sessions (refresh-token families) and the one-time login codes (decision 078).
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users-tables";

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });
const stampedNow = (name: string) => timestampColumn(name).notNull().defaultNow();

/** One signed-in device: its refresh tokens form one family, revoked together. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: stampedNow("created_at"),
    lastRefreshedAt: stampedNow("last_refreshed_at"),
    expiresAt: timestampColumn("expires_at").notNull(),
    revokedAt: timestampColumn("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Refresh tokens are kept only as SHA-256 hashes; a used one stays, so presenting it again is recognised. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: stampedNow("created_at"),
    expiresAt: timestampColumn("expires_at").notNull(),
    usedAt: timestampColumn("used_at"),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

/**
 * The single-use code the sign-in callback hands the browser, exchanged once for tokens. Hashed like tokens, and
 * bound to the browser that signed in: only the one holding the matching cookie secret can exchange it.
 */
export const loginCodes = pgTable(
  "login_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    // SHA-256 of the secret in that browser's exchange cookie.
    browserHash: text("browser_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: stampedNow("created_at"),
    expiresAt: timestampColumn("expires_at").notNull(),
    usedAt: timestampColumn("used_at"),
  },
  (t) => [index("login_codes_expiry_idx").on(t.expiresAt)],
);
