// The auth module's public surface: it registers itself (sign-in, sessions) and returns the sessions, from which app.ts
// builds the checks other modules put in front of their routes (http/route-guards.ts).
export type { Accounts, VerifiedIdentity } from "./accounts";
export { registerAuth } from "./auth-module";
export type { EndedSessions } from "./live-sessions";
export type { SessionService } from "./session-service";
