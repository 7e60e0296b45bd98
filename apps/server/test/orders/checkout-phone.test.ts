// The phone she gives at checkout fills an empty profile, so the profile does not ask her for it again; a phone she
// set herself is never overwritten by the number an order went to.
import type { User } from "@mayil/core/account/account-schemas";
import { describe, expect, it } from "vitest";
import { plainProduct } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { CUSTOMER_PHONE, signInShopper } from "./desk-fixtures";

describe.each(databaseKinds)("the checkout's phone and the profile (%s)", (kind) => {
  const shop = useTestShop(kind);
  const phoneOf = async (shopper: Awaited<ReturnType<typeof signInShopper>>) =>
    (await shopper.call<{ user: User }>("GET", "/api/auth/me")).body.user.phone;

  it("keeps the checkout's phone in a profile that had none", async () => {
    const shopper = await signInShopper(shop, "phone-empty@example.com");
    const product = await plainProduct(shop, { skip: 0 });
    expect(await phoneOf(shopper)).toBeNull();
    expect((await shopper.order([{ product_id: product.id, quantity: 1 }])).status).toBe(201);
    expect(await phoneOf(shopper)).toBe(CUSTOMER_PHONE);
  });

  it("never overwrites a phone she set herself", async () => {
    const shopper = await signInShopper(shop, "phone-set@example.com");
    const product = await plainProduct(shop, { skip: 1 });
    const profile = { name: "Anjali Nair", email: "phone-set@example.com", phone: "+91 98470 12345" };
    expect((await shopper.call("PUT", "/api/users/profile", profile)).status).toBe(200);
    expect((await shopper.order([{ product_id: product.id, quantity: 1 }])).status).toBe(201);
    expect(await phoneOf(shopper)).toBe("+919847012345");
  });

  it("leaves the profile as it was when the order is refused", async () => {
    const shopper = await signInShopper(shop, "phone-refused@example.com");
    const refused = await shopper.order([{ product_id: 999_999, quantity: 1 }]);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await phoneOf(shopper)).toBeNull();
  });
});
