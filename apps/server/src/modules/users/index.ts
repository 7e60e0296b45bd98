// The users module's public surface: it registers itself in two steps, the accounts first (sign-in, the route guards
// and orders need them), then its routes (profile, addresses, the shopper's data download and account deletion).
// Other modules supply their part of a shopper's data (AccountDataPart) without users importing any of them.
export type { AccountDataPart } from "./account-data-part";
export { namesOfPeople } from "./names-of-people";
export { phoneOnProfile } from "./profile-phone";
export type { UserService } from "./user-service";
export { registerAccounts, registerUsers } from "./users-module";
