// The shoppers' tables: users, their sign-in sessions (refresh-token families), login codes and delivery addresses.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });
const stampedNow = (name: string) => timestampColumn(name).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    // Who vouched for this shopper: the identity provider's issuer and its stable subject id.
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    name: text("name"),
    email: text("email"),
    // The email the identity provider vouched for at the last sign-in. The owner's role is read from this, never
    // from `email`, which the shopper may edit in her profile (anyone could type the owner's address there).
    signInEmail: text("sign_in_email"),
    phone: text("phone"),
    avatarUrl: text("avatar_url"),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [unique("users_identity_unique").on(t.issuer, t.subject)],
);

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

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    pincode: text("pincode").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId, t.id),
    // The database itself guarantees a shopper never has two default addresses.
    uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
  ],
);
