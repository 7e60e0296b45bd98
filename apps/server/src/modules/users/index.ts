// The users module's public surface: accounts (built before every module: sign-in, the owner's checks and orders need
// them), and it registers itself (profile, addresses, the shopper's data download and account deletion).
export { UserService, type VerifiedIdentity } from "./user-service";
export { registerUsers } from "./users-module";
