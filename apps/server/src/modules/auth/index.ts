// The auth module's public surface: it registers itself (sign-in, sessions) and gives other modules' routes the checks
// they put in front of theirs.
export type { Accounts, VerifiedIdentity } from "./accounts";
export { registerAuth } from "./auth-module";
export { type OwnerCheck, ownerEndpointServer, type Shopper, shopperEndpointServer, shopperOf } from "./authenticate";
export type { EndedSessions } from "./live-sessions";
export type { SessionService } from "./session-service";
export { shopperRateLimit } from "./shopper-rate-limit";
