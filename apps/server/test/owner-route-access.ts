// The checks every group of owner routes must pass, route by route: refused (401) signed out, refused (403) to a
// signed-in shopper whatever the body, and let through for the owner. Each failure names the route.
import { expect } from "vitest";
import { asShopper } from "./sign-in";

/** An owner route as core's endpoint lists give it. */
export interface OwnerRoute {
  name: string;
  method: string;
  path: string;
}

/** Where each route of a group is called: its path with real ids, and a body for the routes that take one. */
export interface RouteTarget {
  pathOf(path: string): string;
  bodyOf(method: string): unknown;
}

type Caller = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

/** 401 {error: "Please login"} from every route when no token is sent. */
export async function expectEveryRouteRefusesSignedOut(shopUrl: string, routes: OwnerRoute[], target: RouteTarget) {
  for (const route of routes) {
    const response = await asShopper(
      shopUrl,
      null,
      route.method,
      target.pathOf(route.path),
      target.bodyOf(route.method),
    );
    expect({ endpoint: route.name, ...response }).toEqual({
      endpoint: route.name,
      status: 401,
      body: { code: "unauthenticated", error: "Please login" },
    });
  }
}

/** 403 {error} from every route to a signed-in shopper (`call` calls as her), before the body is looked at. */
export async function expectEveryRouteRefusesShopper(call: Caller, routes: OwnerRoute[], target: RouteTarget) {
  for (const route of routes) {
    const response = await call(route.method, target.pathOf(route.path), target.bodyOf(route.method));
    expect({ endpoint: route.name, ...response }).toEqual({
      endpoint: route.name,
      status: 403,
      body: { code: "forbidden", error: expect.any(String) },
    });
  }
}

/**
 * Every route lets the owner through (`token` is hers): neither 401 nor 403, and never a 500. The body may still be
 * refused (400). Raw fetch, since a route may respond with a file rather than JSON (the orders spreadsheet).
 */
export async function expectEveryRouteLetsOwnerThrough(
  shopUrl: string,
  token: string,
  routes: OwnerRoute[],
  target: RouteTarget,
) {
  for (const route of routes) {
    const body = target.bodyOf(route.method);
    const response = await fetch(shopUrl + target.pathOf(route.path), {
      method: route.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    expect({
      endpoint: route.name,
      allowed: ![401, 403].includes(response.status),
      ok: response.status < 500,
    }).toEqual({ endpoint: route.name, allowed: true, ok: true });
  }
}
