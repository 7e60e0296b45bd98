// Cash on delivery at checkout (decision 083): the owner's rules, set from the desk and read by the checkout, and
// each rule refusing a COD order with a 400 naming it, nothing placed; a COD order allowed carries its fee in its
// total, and a prepaid one is as it was.
import { codRulesEndpoints, ownerCodRulesEndpoints } from "@mayil/core/api/cash-on-delivery-endpoints";
import type { CodRulesWire } from "@mayil/core/orders/cash-on-delivery";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectEveryRouteLetsOwnerThrough,
  expectEveryRouteRefusesShopper,
  expectEveryRouteRefusesSignedOut,
} from "../owner-route-access";
import { databaseKinds, useTestShop } from "../test-app";
import { type Owner, type Shopper, signInOwner, signInShopper } from "./desk-fixtures";

/** The rules a test sets: COD on, ₹49 flat, no other limit beyond the defaults' two open orders and two refusals. */
export const codOn = (overrides: Partial<CodRulesWire> = {}): CodRulesWire => ({
  enabled: true,
  min_order: "0.00",
  max_order: null,
  fee_kind: "flat",
  fee: "49.00",
  blocked_pincodes: [],
  blocked_states: [],
  max_open_per_customer: 2,
  max_refusals: 2,
  ...overrides,
});

type RulesResponse = { rules: CodRulesWire; updated_at?: string | null };

describe.each(databaseKinds)("cash on delivery at checkout (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let shopper: Shopper;

  const setRules = async (rules: CodRulesWire) => {
    const response = await owner.call<RulesResponse>("PUT", "/api/owner/cash-on-delivery", rules);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.rules;
  };

  beforeAll(async () => {
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "cod-shopper@example.in");
  });

  describe("the owner's rules", () => {
    it("are off until she sets them, for the checkout and the desk", async () => {
      const publicRead = await shop.get<RulesResponse>("/api/shop/cash-on-delivery");
      expect(publicRead.status).toBe(200);
      expect(publicRead.body.rules).toEqual({
        enabled: false,
        min_order: "0.00",
        max_order: null,
        fee_kind: "flat",
        fee: "0.00",
        blocked_pincodes: [],
        blocked_states: [],
        max_open_per_customer: 2,
        max_refusals: 2,
      });
      const deskRead = await owner.call<RulesResponse>("GET", "/api/owner/cash-on-delivery");
      expect(deskRead.body).toEqual({ rules: publicRead.body.rules, updated_at: null });
    });

    it("are saved and read back as sent, by the desk and the checkout", async () => {
      const rules = codOn({
        min_order: "500.00",
        max_order: "15000.00",
        fee_kind: "percent",
        fee: "2.50",
        blocked_pincodes: ["110001", "682001"],
        blocked_states: ["Bihar"],
        max_open_per_customer: 1,
        max_refusals: 3,
      });
      expect(await setRules(rules)).toEqual(rules);
      const deskRead = await owner.call<RulesResponse>("GET", "/api/owner/cash-on-delivery");
      expect(deskRead.body.rules).toEqual(rules);
      expect(deskRead.body.updated_at).toEqual(expect.any(String));
      expect((await shop.get<RulesResponse>("/api/shop/cash-on-delivery")).body.rules).toEqual(rules);
      // Saved again, changed: the one row is written over.
      const flat = codOn({ fee: "49", min_order: 0 as unknown as string });
      expect(await setRules(flat)).toEqual(codOn());
    });

    it("are refused field by field with a message naming what is wrong", async () => {
      const cases: [Partial<CodRulesWire> | Record<string, unknown>, string, RegExp][] = [
        [{ blocked_pincodes: ["11000"] }, "blocked_pincodes", /6 digits/],
        [{ blocked_pincodes: ["abcdef"] }, "blocked_pincodes", /6 digits/],
        [{ fee_kind: "percent", fee: "101" }, "fee", /at most 100/],
        [{ fee_kind: "percent", fee: "-1" }, "fee", /0 to 100/],
        [{ fee: "49.999" }, "fee", /2 digits after the point/],
        [{ min_order: "1000.00", max_order: "500.00" }, "max_order", /at least the smallest/],
        [{ max_open_per_customer: -1 }, "max_open_per_customer", /0 or more/],
        [{ max_refusals: 1.5 }, "max_refusals", /whole number/],
        [{ fee_kind: "share" }, "fee_kind", /'flat' or 'percent'/],
      ];
      for (const [change, field, message] of cases) {
        const response = await owner.call<{ field?: string }>("PUT", "/api/owner/cash-on-delivery", {
          ...codOn(),
          ...change,
        });
        expect({ change, status: response.status, field: response.body.field }).toEqual({
          change,
          status: 400,
          field: expect.stringMatching(new RegExp(`^${field}`)),
        });
        expect(response.body.error, JSON.stringify(change)).toMatch(message);
      }
    });

    it("are the owner's to set: 401 signed out, 403 for a shopper, through for the owner", async () => {
      const routes = Object.values(ownerCodRulesEndpoints);
      const target = {
        pathOf: (path: string) => `/api${path}`,
        bodyOf: (method: string) => (method === "PUT" ? codOn() : undefined),
      };
      await expectEveryRouteRefusesSignedOut(shop.url, routes, target);
      await expectEveryRouteRefusesShopper(shopper.call, routes, target);
      await expectEveryRouteLetsOwnerThrough(shop.url, owner.token, routes, target);
      // The checkout's read is public.
      expect(codRulesEndpoints.rules.access).toBe("public");
    });
  });
});
