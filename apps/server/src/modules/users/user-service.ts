// Shoppers: created or refreshed from a verified sign-in, read for /auth/me, and their profile edited.
import type { ProfileUpdate, User } from "@mayil/core/account-schemas";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/account-schema";
import type { Database } from "../../db/database";

/** What a verified ID token says about the shopper. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  name: string | null;
  email: string | null;
  avatarUrl: string | null;
}

type UserRow = typeof users.$inferSelect;

const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  avatar_url: row.avatarUrl,
});

export class UserService {
  constructor(private readonly db: Database) {}

  /**
   * The shopper behind a sign-in: created on the first one. Later sign-ins refresh the photo, and fill the name and
   * email only where they are empty, so what the shopper typed in their profile is never overwritten by Google's.
   */
  async signedIn(identity: VerifiedIdentity): Promise<User> {
    const [row] = await this.db
      .insert(users)
      .values(identity)
      .onConflictDoUpdate({
        target: [users.issuer, users.subject],
        set: {
          avatarUrl: sql`excluded.avatar_url`,
          name: sql`coalesce(${users.name}, excluded.name)`,
          email: sql`coalesce(${users.email}, excluded.email)`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!row) throw new Error("upsert returned no row");
    return toUser(row);
  }

  async find(userId: number): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row ? toUser(row) : null;
  }

  /** Saves name, email and phone (already validated; the phone in E.164). */
  async updateProfile(userId: number, profile: Required<ProfileUpdate>): Promise<User | null> {
    const [row] = await this.db
      .update(users)
      .set({ name: profile.name, email: profile.email, phone: profile.phone, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return row ? toUser(row) : null;
  }
}
