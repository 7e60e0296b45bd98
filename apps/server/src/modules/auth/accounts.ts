// What sign-in needs of the shop's accounts, declared here and provided by the users module (its UserService): auth
// imports nothing of users, so no module reaches back into itself through sign-in (decision 075).
import type { User } from "@mayil/core/account/account-schemas";

/** Who the identity provider says signed in. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  name: string | null;
  email: string | null;
  avatarUrl: string | null;
}

export interface Accounts {
  /** The account of a signed-in identity, made on its first sign-in and brought up to date on each one after. */
  signedIn(identity: VerifiedIdentity): Promise<User>;
  find(userId: number): Promise<User | null>;
}
