// The auth module's public surface: sign-in, sessions, and the checks other modules' routes put in front of theirs.
export { AccessTokens } from "./access-tokens";
export { authRoutes } from "./auth-routes";
export { deriveKey, loadAuthSecret } from "./auth-secret";
export { type OwnerCheck, ownerEndpointServer, type Shopper, shopperEndpointServer, shopperOf } from "./authenticate";
export { devSignInRoutes } from "./dev-sign-in-routes";
export { chooseIdentityProvider } from "./identity-provider";
export { endedSessionsDetail, LiveSessions, parseEndedSessions } from "./live-sessions";
export { SessionService } from "./session-service";
export { shopperRateLimit } from "./shopper-rate-limit";
export { SignInFlow } from "./sign-in-flow";
