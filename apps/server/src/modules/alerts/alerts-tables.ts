// The devices the owner turned the desk's alerts on for (Web Push subscriptions, decision 056).
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users-tables";

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * One device the owner turned alerts on for: the push service's endpoint for it and the keys a push is encrypted
 * with (RFC 8291). Removed from the desk by her, or by the shop when the push service says the endpoint is gone
 * (404/410). Deleted with the account that made it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The push service's URL for this device; one row per endpoint (subscribing again replaces the keys).
    endpoint: text("endpoint").notNull().unique(),
    // The browser's P-256 public key and auth secret, base64url, as PushSubscription.toJSON() gives them.
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    // What the desk shows in the list of devices ("Chrome on Android"), from the browser that subscribed.
    deviceName: text("device_name").notNull(),
    createdAt: timestampColumn("created_at").notNull().defaultNow(),
    // The last push the service accepted, and the last it refused (status and when), for the desk's device list.
    lastSentAt: timestampColumn("last_sent_at"),
    lastFailure: text("last_failure"),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
