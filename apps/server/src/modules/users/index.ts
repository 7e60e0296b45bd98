// The users module's public surface: accounts, addresses, the shopper's own data and its deletion.
export { accountDataRoutes } from "./account-data-routes";
export { AddressService } from "./address-service";
export { UserService, type VerifiedIdentity } from "./user-service";
export { usersRoutes } from "./users-routes";
