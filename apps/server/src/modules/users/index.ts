// The users module's public surface: it registers itself in two steps, the accounts first (sign-in, the owner's checks
// and orders need them), then its routes (profile, addresses, the shopper's data download and account deletion).
export type { UserService } from "./user-service";
export { registerAccounts, registerUsers } from "./users-module";
