// The shoppers' accounts and their delivery addresses (the users module owns them, decision 078).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
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
    // The language of her desk, when this account is an owner's (decision 084): kept here, on her account, so each
    // of several owners has her own and it follows her to any device.
    deskLanguage: text("desk_language", { enum: ["en", "ml"] })
      .notNull()
      .default("en"),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    unique("users_identity_unique").on(t.issuer, t.subject),
    check("users_desk_language_known", sql`${t.deskLanguage} in ('en', 'ml')`),
  ],
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
