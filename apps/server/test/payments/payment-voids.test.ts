// A payment recorded by mistake undone with a trace, over HTTP: voided with its reason (kept, listed, on the timeline,
// counting for nothing), two voids racing void once, a voided UPI's UTR recorded again. An order stepping back one
// step is orders' (orders/undo-with-a-trace.test.ts).
import { describe, expect, it } from "vitest";
import {
  OWNER,
  type Owner,
  paise,
  placedOrder,
  rows,
  rupees,
  type Shopper,
  signInOwner,
  signInShopper,
} from "../orders/desk-fixtures";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

describe.each(databaseKinds)("undo with a trace: voiding a payment (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let shopper: Shopper;
  let productId: number;
  let utr = 412_300_000_000;
  const nextUtr = () => String(++utr);

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "undo@example.com");
    productId = (await plainProduct(shop, { stock: 1 })).id;
    await setStock(shop, productId, 1000);
  };
  const newOrder = (delivery_method: "delivery" | "pickup" = "delivery") =>
    placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method });

  describe("voiding a payment", () => {
    it("a wrong cash payment voided: kept and marked, owed back, status back, on the timeline, today's and the list follow", async () => {
      await ready();
      const order = await newOrder();
      const total = paise(order.total);
      const wrong = await owner.pay(order.id, { method: "cash", amount: "14" });
      expect(wrong.status).toBe(201);
      expect(wrong.body.order).toMatchObject({ payment_status: "partially_paid", amount_paid: "14.00" });
      const unpaidBefore = (await owner.call<{ unpaid: { amount: string } }>("GET", "/api/owner/today")).body.unpaid;

      const voided = await owner.voidPayment(order.id, wrong.body.payment.id, { reason: "  Typed ₹14 for ₹414  " });
      expect(voided.status, JSON.stringify(voided.body)).toBe(200);
      expect(voided.body.payment).toMatchObject({
        id: wrong.body.payment.id,
        amount: "14.00",
        void_reason: "Typed ₹14 for ₹414",
        voided_by: OWNER.name,
      });
      expect(voided.body.payment.voided_at).toEqual(expect.any(String));
      expect(voided.body.order).toMatchObject({
        payment_status: "unpaid",
        amount_paid: "0.00",
        amount_due: rupees(total),
      });
      // Never deleted: still listed, beside what it was.
      expect(voided.body.order.payments).toHaveLength(1);
      expect(voided.body.order.events.at(-1)).toMatchObject({
        reason: "payment_voided",
        actor: "owner",
        by: OWNER.name,
        note: "Typed ₹14 for ₹414",
        details: { payment_id: wrong.body.payment.id, method: "cash", amount: "14.00", reference: null },
      });
      // The shopper's own page and the desk's figures count it for nothing.
      expect((await shopper.myOrder(order.id)).body.order).toMatchObject({
        payment_status: "unpaid",
        amount_paid: "0.00",
      });
      const unpaidAfter = (await owner.call<{ unpaid: { amount: string } }>("GET", "/api/owner/today")).body.unpaid;
      expect(paise(unpaidAfter.amount) - paise(unpaidBefore.amount)).toBe(1400);
      const list = await owner.call<{ orders: { id: number; amount_paid: string; payment_status: string }[] }>(
        "GET",
        `/api/owner/orders?q=${order.order_number}&payment_status=unpaid`,
      );
      expect(list.body.orders).toEqual([expect.objectContaining({ id: order.id, amount_paid: "0.00" })]);
      const csv = await fetch(`${shop.url}/api/owner/orders.csv`, {
        headers: { authorization: `Bearer ${owner.token}` },
      }).then((response) => response.text());
      const line = csv.split("\n").find((row) => row.includes(order.order_number));
      expect(line).toMatch(/,Unpaid,.*,0\.00\r?$/);

      // The right amount can now be recorded in full.
      const right = await owner.pay(order.id, { method: "cash", amount: order.total });
      expect(right.status).toBe(201);
      expect(right.body.order).toMatchObject({ payment_status: "paid", amount_paid: order.total, amount_due: "0.00" });
    });

    it("a void of a voided payment → 409 with a clear message; nothing changes", async () => {
      await ready();
      const order = await newOrder();
      const paid = await owner.pay(order.id, { method: "cash", amount: "100" });
      expect((await owner.voidPayment(order.id, paid.body.payment.id, { reason: "wrong order" })).status).toBe(200);
      const again = await owner.voidPayment(order.id, paid.body.payment.id, { reason: "again" });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatch(/^This payment on MJ-\d{6} was already voided: "wrong order"$/);
      const events = (await owner.get(order.id)).body.order.events.filter((e) => e.reason === "payment_voided");
      expect(events).toHaveLength(1);
    });

    it("two voids of one payment at the same moment void it once", async () => {
      await ready();
      const order = await newOrder();
      const paid = await owner.pay(order.id, { method: "cash", amount: "50" });
      const responses = await Promise.all(
        [1, 2, 3].map((n) => owner.voidPayment(order.id, paid.body.payment.id, { reason: `race ${n}` })),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
      const stored = await rows<{ voids: number }>(
        shop,
        `select count(*)::int as voids from order_events where order_id = ${order.id} and reason = 'payment_voided'`,
      );
      expect(stored[0]?.voids).toBe(1);
    });

    it("a voided UPI payment frees its UTR: the right payment is recorded with it", async () => {
      await ready();
      const order = await newOrder();
      const reference = nextUtr();
      const wrong = await owner.pay(order.id, { method: "upi", amount: "14", reference });
      expect(wrong.status).toBe(201);
      expect((await owner.pay(order.id, { method: "upi", amount: "20", reference })).status).toBe(409);
      expect((await owner.voidPayment(order.id, wrong.body.payment.id, { reason: "₹414 paid, not ₹14" })).status).toBe(
        200,
      );
      const right = await owner.pay(order.id, { method: "upi", amount: order.total, reference });
      expect(right.status, JSON.stringify(right.body)).toBe(201);
      expect(right.body.order).toMatchObject({ payment_status: "paid", amount_paid: order.total });
      expect(right.body.order.payments.map((p) => [p.reference, p.voided_at !== null])).toEqual([
        [reference, true],
        [reference, false],
      ]);
    });

    it("bad voids: no reason or a blank one → 400; another order's payment or none → 404; a shopper → 403", async () => {
      await ready();
      const order = await newOrder();
      const other = await newOrder();
      const paid = await owner.pay(order.id, { method: "cash", amount: "10" });
      for (const body of [{}, { reason: "   " }, { reason: "x".repeat(201) }, { reason: 5 }]) {
        const refused = await owner.voidPayment(order.id, paid.body.payment.id, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.error).toMatch(/^[A-Z].*reason/i);
      }
      const elsewhere = await owner.voidPayment(other.id, paid.body.payment.id, { reason: "wrong" });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.error).toMatch(/^Payment \d+ was not found on MJ-/);
      expect((await owner.voidPayment(order.id, 999_999, { reason: "wrong" })).status).toBe(404);
      expect((await owner.voidPayment(999_999, paid.body.payment.id, { reason: "wrong" })).status).toBe(404);
      const asShopper = await shopper.call(
        "POST",
        `/api/owner/orders/${order.id}/payments/${paid.body.payment.id}/void`,
        { reason: "mine" },
      );
      expect(asShopper.status).toBe(403);
      expect((await owner.get(order.id)).body.order.amount_paid).toBe("10.00");
    });
  });
});
