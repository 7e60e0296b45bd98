// Shoppers: created or refreshed from a verified sign-in, read for /auth/me, and their profile edited.
import type { ProfileUpdate, User } from "@mayil/core/account/account-schemas";
import type { DeskLanguage } from "@mayil/core/languages/languages";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import type { Accounts, VerifiedIdentity } from "../auth";
import { users } from "./users-tables";

type UserRow = typeof users.$inferSelect;

export class UserService implements Accounts {
  private readonly ownerEmails: ReadonlySet<string>;

  constructor(
    private readonly db: Database,
    /** OWNER_EMAILS, lower-case. */
    ownerEmails: readonly string[] = [],
  ) {
    this.ownerEmails = new Set(ownerEmails.map((email) => email.toLowerCase()));
  }

  /**
   * Owner or shopper, from the email the last sign-in vouched for: never from the profile's email, which anyone can
   * set to the owner's address.
   */
  private roleOf(row: Pick<UserRow, "signInEmail">): User["role"] {
    return row.signInEmail && this.ownerEmails.has(row.signInEmail.toLowerCase()) ? "owner" : "shopper";
  }

  private toUser(row: UserRow): User {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      avatar_url: row.avatarUrl,
      role: this.roleOf(row),
    };
  }

  /** The language her desk is shown in (decision 084); English for an account that never chose. */
  async deskLanguage(userId: number): Promise<DeskLanguage> {
    const [row] = await this.db.select({ deskLanguage: users.deskLanguage }).from(users).where(eq(users.id, userId));
    return row?.deskLanguage ?? "en";
  }

  /** Keeps her desk's language on her account alone: another owner's stays as she left it. */
  async saveDeskLanguage(userId: number, language: DeskLanguage): Promise<DeskLanguage> {
    await this.db.update(users).set({ deskLanguage: language, updatedAt: sql`now()` }).where(eq(users.id, userId));
    return language;
  }

  /** Whether this account is one of the shop's owners now (checked on every owner request, so a removal takes effect at once). */
  async isOwner(userId: number): Promise<boolean> {
    const [row] = await this.db.select({ signInEmail: users.signInEmail }).from(users).where(eq(users.id, userId));
    return row !== undefined && this.roleOf(row) === "owner";
  }

  /**
   * The shopper behind a sign-in: created on the first one. Later sign-ins refresh the photo, and fill the name and
   * email only where they are empty, so what the shopper typed in their profile is never overwritten by Google's.
   */
  async signedIn(identity: VerifiedIdentity): Promise<User> {
    const [row] = await this.db
      .insert(users)
      .values({ ...identity, signInEmail: identity.email })
      .onConflictDoUpdate({
        target: [users.issuer, users.subject],
        set: {
          avatarUrl: sql`excluded.avatar_url`,
          signInEmail: sql`excluded.sign_in_email`,
          name: sql`coalesce(${users.name}, excluded.name)`,
          email: sql`coalesce(${users.email}, excluded.email)`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!row) throw new Error("upsert returned no row");
    return this.toUser(row);
  }

  async find(userId: number): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row ? this.toUser(row) : null;
  }

  /** Saves name, email and phone (already validated; the phone in E.164). */
  async updateProfile(userId: number, profile: Required<ProfileUpdate>): Promise<User | null> {
    const [row] = await this.db
      .update(users)
      .set({ name: profile.name, email: profile.email, phone: profile.phone, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return row ? this.toUser(row) : null;
  }

  /**
   * The phone a shopper gave at checkout, kept on a profile that has none (so the profile does not ask her again), in
   * the order's transaction; a phone she set herself stays as she set it (her order may go to another number). Handed
   * to orders at registration, as the accounts are handed to auth (decision 075): users imports orders, not back.
   */
  async keepCheckoutPhone(tx: Transaction, userId: number, phone: string): Promise<void> {
    await tx
      .update(users)
      .set({ phone, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), or(isNull(users.phone), eq(users.phone, ""))));
  }
}
