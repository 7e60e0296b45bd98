// Who reaches the owner's desk: every /api/owner route responds with 401 without a token and 403 to a shopper, and lets
// the owner through; the owner is whoever signed in with an OWNER_EMAILS address (any case), never someone who only
// typed that address into her profile.
import { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { ownerPaymentEndpoints } from "@mayil/core/api/payments-endpoints";
import { describe, expect, it } from "vitest";
import {
  expectEveryRouteLetsOwnerThrough,
  expectEveryRouteRefusesShopper,
  expectEveryRouteRefusesSignedOut,
} from "../owner-route-access";
import { pickupOrder, plainProduct } from "../shop-fixtures";
import { asShopper, newShopper, signIn } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

const OWNER = { email: "owner@mayil.test", name: "Mayil Owner" };
// The desk's orders as the order's page calls them: payments' endpoints share their tag.
const endpoints = [...Object.values(ownerOrderEndpoints), ...Object.values(ownerPaymentEndpoints)];

describe.each(databaseKinds)("owner access (%s)", (kind) => {
  const shop = useTestShop(kind);
  let orderId = 0;
  const pathOf = (path: string) => `/api${path.replace(/:\w+/g, String(orderId))}`;
  // A body for the routes that take one: the owner's response may be 400 for it, but never 401 or 403.
  const bodyOf = (method: string) => (method === "GET" ? undefined : {});
  const target = { pathOf, bodyOf };

  it("has an order to point the order routes at", { timeout: 60_000 }, async () => {
    const shopper = await newShopper(shop.url, { email: "placer@example.com", name: "Placer" });
    const placed = await shopper.call<{ order: { id: number } }>(
      "POST",
      "/api/orders",
      pickupOrder((await plainProduct(shop)).id),
    );
    expect(placed.status).toBe(201);
    orderId = placed.body.order.id;
    expect(endpoints.length).toBeGreaterThanOrEqual(8);
  });

  it("responds with 401 {error} on every owner route without a token", { timeout: 60_000 }, async () => {
    await expectEveryRouteRefusesSignedOut(shop.url, endpoints, target);
  });

  it("responds with 401 on every owner route with a token that is not one", { timeout: 60_000 }, async () => {
    for (const endpoint of endpoints) {
      const response = await asShopper(shop.url, "not-a-real-token", endpoint.method, pathOf(endpoint.path));
      expect({ endpoint: endpoint.name, status: response.status }).toEqual({ endpoint: endpoint.name, status: 401 });
    }
  });

  it("responds with 403 {error} on every owner route to a signed-in shopper", { timeout: 60_000 }, async () => {
    const shopper = await newShopper(shop.url, { email: "shopper@example.com", name: "Shopper" });
    await expectEveryRouteRefusesShopper(shopper.call, endpoints, target);
    // The check comes before the body is looked at: a shopper learns nothing about what the route would accept.
    const nonsense = await shopper.call("POST", pathOf(ownerOrderEndpoints.move.path), { status: "no-such" });
    expect(nonsense.status).toBe(403);
  });

  it("lets the owner (the development sign-in's owner@mayil.test) through every owner route", {
    timeout: 60_000,
  }, async () => {
    const owner = await newShopper(shop.url, OWNER);
    await expectEveryRouteLetsOwnerThrough(shop.url, owner.token, endpoints, target);
    const today = await owner.call("GET", "/api/owner/today");
    expect(today.status).toBe(200);
  });

  it("says who is the owner on GET /api/auth/me", { timeout: 60_000 }, async () => {
    const owner = await signIn(shop.url, OWNER);
    expect(owner.user.role).toBe("owner");
    const me = await asShopper<{ user: { role: string; email: string } }>(shop.url, owner.token, "GET", "/api/auth/me");
    expect(me.body.user).toMatchObject({ role: "owner", email: OWNER.email });

    const shopper = await signIn(shop.url, { email: "anjali@example.com", name: "Anjali" });
    const hers = await asShopper<{ user: { role: string } }>(shop.url, shopper.token, "GET", "/api/auth/me");
    expect(hers.body.user.role).toBe("shopper");
  });

  it("does not make a shopper the owner when she types the owner's email into her profile", {
    timeout: 60_000,
  }, async () => {
    const shopper = await newShopper(shop.url, { email: "sneaky@example.com", name: "Sneaky" });
    const saved = await shopper.call<{ user: { email: string; role: string } }>("PUT", "/api/users/profile", {
      name: "Sneaky",
      email: OWNER.email.toUpperCase(),
      phone: "+91 98470 12345",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ email: OWNER.email.toUpperCase(), role: "shopper" });
    expect((await shopper.call("GET", "/api/owner/today")).status).toBe(403);
    expect((await shopper.call("GET", "/api/owner/orders")).status).toBe(403);

    // Nor after signing in again: the role follows the address the sign-in vouched for, not the profile's.
    const again = await newShopper(shop.url, { email: "sneaky@example.com", name: "Sneaky" });
    expect(again.user).toMatchObject({ email: OWNER.email.toUpperCase(), role: "shopper" });
    expect((await again.call("GET", "/api/owner/today")).status).toBe(403);
  });
});

describe.each(databaseKinds)("OWNER_EMAILS (%s)", (kind) => {
  const shop = useTestShop(kind, { seed: false, env: { OWNER_EMAILS: "Boss@Example.com" } });

  it("matches the owner's email in any case", { timeout: 60_000 }, async () => {
    const boss = await newShopper(shop.url, { email: "boss@example.com", name: "Boss" });
    expect(boss.user.role).toBe("owner");
    expect((await boss.call("GET", "/api/owner/today")).status).toBe(200);
    const shouting = await newShopper(shop.url, { email: "BOSS@EXAMPLE.COM", name: "Boss" });
    expect(shouting.user.role).toBe("owner");
  });

  it("makes only the listed emails owners: the development owner is not one when OWNER_EMAILS is set", {
    timeout: 60_000,
  }, async () => {
    const devOwner = await newShopper(shop.url, OWNER);
    expect(devOwner.user.role).toBe("shopper");
    expect(await devOwner.call("GET", "/api/owner/today")).toEqual({
      status: 403,
      body: { code: "forbidden", error: expect.any(String) },
    });
  });
});
