// Bearer-token check for the shopper's own endpoints: 401 {"error"} for a missing, malformed, expired or revoked token.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Forbidden, Unauthenticated } from "../../domain-errors";
import { endpointServer, type ServeEndpoint } from "../../http/serve-endpoint";
import type { AccessTokenClaims } from "./access-tokens";
import type { SessionService } from "./session-service";

// The scheme's name is case-insensitive (RFC 9110 section 11.1): "bearer" from a client library is the same thing.
const BEARER = /^Bearer\s+([A-Za-z0-9_\-.]{10,4096})$/i;

/** The signed-in shopper of a request that passed `authenticate`. */
export interface Shopper extends AccessTokenClaims {}

const shoppers = new WeakMap<FastifyRequest, Shopper>();

/** An onRequest hook that lets a request through only with a live access token, remembering whose it is. */
export function authenticate(sessions: SessionService) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (!header) throw new Unauthenticated("Please login");
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new Unauthenticated("Invalid access token");
    shoppers.set(request, await sessions.authenticate(token));
  };
}

/** Whose request this is; only valid in handlers behind the `authenticate` hook. */
export function shopperOf(request: FastifyRequest): Shopper {
  const shopper = shoppers.get(request);
  if (!shopper) throw new Error("shopperOf() used on a route without the authenticate hook");
  return shopper;
}

/** The bearer token of a request, if it has a well-formed one (logout accepts it without requiring it). */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? "")?.[1];
}

/** `serve(endpoint, route)` for a scope whose endpoints include the shopper's own (`access: "shopper"`). */
export function shopperEndpointServer(app: FastifyInstance, sessions: SessionService): ServeEndpoint {
  return endpointServer(app, { shopper: authenticate(sessions) });
}

/** Who decides whether a signed-in account is one of the shop's owners (UserService). */
export interface OwnerCheck {
  isOwner(userId: number): Promise<boolean>;
}

/** An onRequest hook for the owner's desk: 401 like any signed-in route without a live token, then 403 for a shopper. */
export function authenticateOwner(sessions: SessionService, owners: OwnerCheck) {
  const signedIn = authenticate(sessions);
  return async (request: FastifyRequest): Promise<void> => {
    await signedIn(request);
    if (!(await owners.isOwner(shopperOf(request).userId))) {
      throw new Forbidden("This page is for the shop's owner.");
    }
  };
}

/** `serve(endpoint, route)` for a scope with the owner's endpoints (`access: "owner"`) and perhaps shoppers' too. */
export function ownerEndpointServer(app: FastifyInstance, sessions: SessionService, owners: OwnerCheck): ServeEndpoint {
  return endpointServer(app, { shopper: authenticate(sessions), owner: authenticateOwner(sessions, owners) });
}
