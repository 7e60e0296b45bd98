// The checks in front of signed-in routes: a live access token for the shopper's own endpoints (401 {"error"} for a
// missing, malformed, expired or revoked token), and then an owner for the desk's (403 for a shopper). Built once in
// app.ts from what auth and the accounts offer and handed to each module, so a module needs no part of auth to guard
// its routes (decision 075).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Forbidden, Unauthenticated } from "../domain-errors";
import { endpointServer, type ServeEndpoint } from "./serve-endpoint";

// The scheme's name is case-insensitive (RFC 9110 section 11.1): "bearer" from a client library is the same thing.
const BEARER = /^Bearer\s+([A-Za-z0-9_\-.]{10,4096})$/i;

/** The signed-in shopper of a request that passed the sign-in check. */
export interface Shopper {
  userId: number;
  sessionId: string;
}

/** Who says whose a live access token is (auth's SessionService): throws Unauthenticated for any other token. */
export interface TokenCheck {
  authenticate(accessToken: string): Promise<Shopper>;
}

/** Who decides whether a signed-in account is one of the shop's owners (the users module's UserService). */
export interface OwnerCheck {
  isOwner(userId: number): Promise<boolean>;
}

/** What each module is handed to serve its signed-in endpoints. */
export interface RouteGuards {
  /** `serve(endpoint, route)` for a scope whose endpoints include the shopper's own (`access: "shopper"`). */
  forShoppers(app: FastifyInstance): ServeEndpoint;
  /** `serve(endpoint, route)` for a scope with the owner's endpoints (`access: "owner"`) and perhaps shoppers' too. */
  forOwner(app: FastifyInstance): ServeEndpoint;
}

export function routeGuards(tokens: TokenCheck, owners: OwnerCheck): RouteGuards {
  const shopper = signedIn(tokens);
  const owner = ownerSignedIn(tokens, owners);
  return {
    forShoppers: (app) => endpointServer(app, { shopper }),
    forOwner: (app) => endpointServer(app, { shopper, owner }),
  };
}

const shoppers = new WeakMap<FastifyRequest, Shopper>();

/** An onRequest hook that lets a request through only with a live access token, remembering whose it is. */
export function signedIn(tokens: TokenCheck) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (!header) throw new Unauthenticated("Please login");
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new Unauthenticated("Invalid access token");
    shoppers.set(request, await tokens.authenticate(token));
  };
}

/** Whose request this is; only valid in handlers behind the sign-in check. */
export function shopperOf(request: FastifyRequest): Shopper {
  const shopper = shoppers.get(request);
  if (!shopper) throw new Error("shopperOf() used on a route without the sign-in check");
  return shopper;
}

/** The bearer token of a request, if it has a well-formed one (logout accepts it without requiring it). */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? "")?.[1];
}

/** An onRequest hook for the owner's desk: 401 like any signed-in route without a live token, then 403 for a shopper. */
function ownerSignedIn(tokens: TokenCheck, owners: OwnerCheck) {
  const shopper = signedIn(tokens);
  return async (request: FastifyRequest): Promise<void> => {
    await shopper(request);
    if (!(await owners.isOwner(shopperOf(request).userId))) {
      throw new Forbidden("This page is for the shop's owner.");
    }
  };
}
