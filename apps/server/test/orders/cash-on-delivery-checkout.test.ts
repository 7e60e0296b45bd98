// Cash on delivery at checkout (decision 083): the owner's rules, set from the desk and read by the checkout, and
// each rule refusing a COD order with a 400 naming it, nothing placed; a COD order allowed carries its fee in its
// total, and a prepaid one is as it was.
import { codRulesEndpoints, ownerCodRulesEndpoints } from "@mayil/core/api/cash-on-delivery-endpoints";
import { Money } from "@mayil/core/money/money";
import type { CodRulesWire } from "@mayil/core/orders/cash-on-delivery";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { codOn } from "../cash-on-delivery/cod-fixtures";
import {
  expectEveryRouteLetsOwnerThrough,
  expectEveryRouteRefusesShopper,
  expectEveryRouteRefusesSignedOut,
} from "../owner-route-access";
import { plainProduct, setStock, stockOf } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { type Owner, type Shopper, signInOwner, signInShopper } from "./desk-fixtures";

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

  describe("a COD order at checkout", () => {
    let productId: number;
    let pricePaise: number;
    /** Each test's own number, so one test's COD orders and refusals are not another's. */
    let phoneNumber = 9847100000;
    const nextPhone = () => `+91${++phoneNumber}`;

    beforeAll(async () => {
      const product = await plainProduct(shop, { stock: 5 });
      productId = product.id;
      pricePaise = Money.fromWire(product.price);
      await setStock(shop, productId, 60);
    });

    const checkoutBody = (phone: string, change: Record<string, unknown> = {}): Record<string, unknown> => ({
      customer_name: "Anjali Nair",
      customer_phone: phone,
      delivery_method: "delivery",
      customer_address: "TC 12/345, Pattom",
      customer_city: "Thiruvananthapuram",
      customer_state: "Kerala",
      customer_pincode: "695004",
      order_items: [{ product_id: productId, quantity: 1 }],
      payment_choice: "cod",
      ...change,
    });
    const place = (body: Record<string, unknown>) =>
      shopper.call<{ order: Order; error?: string; code?: string; field?: string; details?: unknown }>(
        "POST",
        "/api/orders",
        body,
      );
    const orderCount = async () => {
      const result = (await shop.database.db.execute("select count(*)::int as count from orders")) as unknown as {
        rows: { count: number }[];
      };
      return Number(result.rows[0]?.count);
    };
    /**
     * Placing refuses with 400 cod_refused naming the rule and the figures its words hold (for the storefront to say
     * them in her language): no order made, no stock taken.
     */
    const expectRefused = async (
      body: Record<string, unknown>,
      rule: string,
      words: RegExp,
      values: Record<string, unknown> = {},
    ) => {
      const [ordersBefore, stockBefore] = [await orderCount(), await stockOf(shop, productId)];
      const response = await place(body);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: {
          error: expect.stringMatching(words),
          code: "cod_refused",
          field: "payment_choice",
          details: { rule, ...values },
        },
      });
      expect(await orderCount()).toBe(ordersBefore);
      expect(await stockOf(shop, productId)).toBe(stockBefore);
    };
    const placed = async (body: Record<string, unknown>) => {
      const response = await place(body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.order;
    };

    it("is refused while the owner has COD off", async () => {
      await setRules(codOn({ enabled: false }));
      await expectRefused(checkoutBody(nextPhone()), "cod_off", /not offered just now/);
    });

    it("is refused for a pickup", async () => {
      await setRules(codOn());
      await expectRefused(
        checkoutBody(nextPhone(), {
          delivery_method: "pickup",
          pickup_location: "Peyad",
          customer_address: null,
          customer_city: null,
          customer_state: null,
          customer_pincode: null,
        }),
        "cod_pickup",
        /pay at the counter/,
      );
    });

    it("is refused below the smallest order and above the largest", async () => {
      await setRules(codOn({ min_order: Money.toWire(pricePaise + 100) }));
      await expectRefused(checkoutBody(nextPhone()), "cod_below_minimum", /orders of ₹[\d,]+ or more/, {
        amount: Money.format(pricePaise + 100),
      });
      await setRules(codOn({ max_order: Money.toWire(pricePaise - 100) }));
      await expectRefused(checkoutBody(nextPhone()), "cod_above_maximum", /orders up to ₹[\d,]+/, {
        amount: Money.format(pricePaise - 100),
      });
      // Two of the piece are over the largest too, though one would not be.
      await setRules(codOn({ max_order: Money.toWire(pricePaise) }));
      await placed(checkoutBody(nextPhone()));
      await expectRefused(
        checkoutBody(nextPhone(), { order_items: [{ product_id: productId, quantity: 2 }] }),
        "cod_above_maximum",
        /orders up to/,
        { amount: Money.format(pricePaise) },
      );
    });

    it("is refused to a blocked PIN code and a blocked state (any case)", async () => {
      await setRules(codOn({ blocked_pincodes: ["695004"] }));
      await expectRefused(checkoutBody(nextPhone()), "cod_pincode", /PIN code 695004/, { pincode: "695004" });
      await setRules(codOn({ blocked_states: ["kerala"] }));
      await expectRefused(checkoutBody(nextPhone()), "cod_state", /not offered in Kerala/, { state: "Kerala" });
    });

    it("is refused beyond the open COD orders one number may have, and offered again once one is closed", async () => {
      await setRules(codOn({ max_open_per_customer: 1 }));
      const phone = nextPhone();
      const first = await placed(checkoutBody(phone));
      await expectRefused(checkoutBody(phone), "cod_open_orders", /You have 1 cash on delivery order on the way/, {
        count: 1,
      });
      // Paying now is still open to her; another number is not held to her orders.
      await placed(checkoutBody(phone, { payment_choice: "prepaid" }));
      await placed(checkoutBody(nextPhone()));
      // Her first COD order cancelled, she may choose COD again.
      const cancelled = await owner.move(first.id, "cancelled", "She changed her mind");
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      await placed(checkoutBody(phone));
    });

    it("is refused to a number whose parcels were refused at the door", async () => {
      await setRules(codOn({ max_refusals: 1, max_open_per_customer: 5 }));
      const phone = nextPhone();
      const order = await placed(checkoutBody(phone));
      for (const status of ["confirmed", "packed", "shipped"]) {
        const moved = await owner.move(order.id, status);
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      }
      const back = await owner.call("POST", `/api/owner/orders/${order.id}/returned-to-origin`, {
        note: "Refused at the door",
      });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      await expectRefused(checkoutBody(phone), "cod_refusals", /not offered to this number/);
      await placed(checkoutBody(phone, { payment_choice: "prepaid" }));
    });

    it("carries a flat fee in its total, says so in her WhatsApp message, and keeps it through the owner's edit", async () => {
      await setRules(codOn({ fee: "49.00" }));
      const order = await placed(checkoutBody(nextPhone()));
      expect(order).toMatchObject({
        payment_choice: "cod",
        cod_fee: "49.00",
        delivery_fee: expect.any(String),
        subtotal: Money.toWire(pricePaise),
      });
      const delivery = Money.fromWire(order.delivery_fee);
      expect(Money.fromWire(order.total)).toBe(pricePaise + delivery + 4900);
      expect(Money.fromWire(order.amount_due)).toBe(pricePaise + delivery + 4900);
      expect(decodeURIComponent(order.whatsapp_url)).toContain("Payment: cash on delivery (fee ₹49)");
      // The desk shows it too, and an edit of the goods keeps the fee she agreed to.
      const desk = await owner.get(order.id);
      expect(desk.body.order).toMatchObject({ payment_choice: "cod", cod_fee: "49.00", total: order.total });
      const edited = await owner.edit(order.id, { items: [{ product_id: productId, quantity: 2 }] });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.order.cod_fee).toBe("49.00");
      expect(Money.fromWire(edited.body.order.total)).toBe(2 * pricePaise + delivery + 4900);
      // Shipped, its invoice adds up to the same total, the fee a line of its own.
      for (const status of ["confirmed", "packed", "shipped"]) {
        const moved = await owner.move(order.id, status);
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      }
      const result = (await shop.database.db.execute(
        `select total, document from invoices where order_id = ${Number(order.id)} and kind <> 'credit_note'`,
      )) as unknown as { rows: { total: string; document: { lines: { description: string; total: string }[] } }[] };
      const [invoice] = result.rows;
      expect(Money.fromWire(String(invoice?.total))).toBe(2 * pricePaise + delivery + 4900);
      expect(invoice?.document.lines.at(-1)).toMatchObject({ description: "Cash on delivery fee", total: "49.00" });
    });

    it("carries a percentage fee of the goods, rounded to the rupee", async () => {
      await setRules(codOn({ fee_kind: "percent", fee: "2.50" }));
      const order = await placed(checkoutBody(nextPhone()));
      const fee = Math.round((pricePaise * 2.5) / 100 / 100) * 100;
      expect(order.cod_fee).toBe(Money.toWire(fee));
      expect(Money.fromWire(order.total)).toBe(pricePaise + Money.fromWire(order.delivery_fee) + fee);
    });

    it("leaves a prepaid order as it was, COD on or not", async () => {
      await setRules(codOn({ fee: "49.00" }));
      for (const body of [
        checkoutBody(nextPhone(), { payment_choice: "prepaid" }),
        checkoutBody(nextPhone(), { payment_choice: undefined }),
      ]) {
        const order = await placed(body);
        expect(order).toMatchObject({ payment_choice: "prepaid", cod_fee: "0.00" });
        expect(Money.fromWire(order.total)).toBe(pricePaise + Money.fromWire(order.delivery_fee));
        expect(decodeURIComponent(order.whatsapp_url)).not.toContain("cash on delivery");
      }
    });

    it("refuses a payment choice it does not know", async () => {
      const response = await place(checkoutBody(nextPhone(), { payment_choice: "card" }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        field: "payment_choice",
        error: expect.stringMatching(/'prepaid' or 'cod'/),
      });
    });
  });
});
