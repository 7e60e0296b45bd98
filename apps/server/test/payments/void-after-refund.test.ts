// A payment that refunds rest on is not voided while they stand (decision 050, amended): voiding it would leave the
// order refunded more than paid ("paid ₹0, refunded ₹98"). The desk is told which refund to void first, and nothing
// changes; and a void racing a refund of the same order never ends with more refunded than paid.
import { Money } from "@mayil/core/money/money";
import { describe, expect, it } from "vitest";
import {
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

const ROUNDS = 10;

describe.each(databaseKinds)("voiding a payment that was refunded (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let second: Owner;
  let shopper: Shopper;
  let productId: number;
  let quantity: number;
  let utr = 512_300_000_000;
  const nextUtr = () => String(++utr);

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    // The owner's other device: the race comes from two sessions.
    second = await signInOwner(shop);
    shopper = await signInShopper(shop, "voids@example.com");
    const product = await plainProduct(shop, { stock: 1 });
    productId = product.id;
    // Enough units for an order of at least ₹400, so that ₹80 is less than half of it.
    quantity = Math.ceil(40_000 / paise(String(product.price)));
    await setStock(shop, productId, 1000);
  };
  const newOrder = () => placedOrder(shopper, [{ product_id: productId, quantity }], { delivery_method: "pickup" });
  /** What was paid and refunded on the order, summed in the database, voided records left out. */
  const sums = async (orderId: number) => {
    const [row] = await rows<{ paid: string; refunded: string }>(
      shop,
      `select coalesce((select sum(amount) from order_payments where order_id = ${orderId} and voided_at is null), 0) as paid,
              coalesce((select sum(amount) from order_refunds where order_id = ${orderId} and voided_at is null), 0) as refunded`,
    );
    return { paid: paise(String(row?.paid ?? 0)), refunded: paise(String(row?.refunded ?? 0)) };
  };

  it("a refunded payment's void is refused with 409 naming the refund to void first, and changes nothing", async () => {
    await ready();
    const order = await newOrder();
    const paid = await owner.pay(order.id, { method: "upi", amount: order.total, reference: nextUtr() });
    expect(paid.status).toBe(201);
    const refundUtr = nextUtr();
    const refund = await owner.refund(order.id, {
      method: "upi",
      amount: order.total,
      reference: refundUtr,
      reason: "changed her mind",
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const before = (await owner.get(order.id)).body.order;
    expect(before.payment_status).toBe("refunded");

    const refused = await owner.voidPayment(order.id, paid.body.payment.id, { reason: "typed on the wrong order" });
    expect(refused.status).toBe(409);
    const total = Money.format(paise(order.total));
    expect(refused.body.error).toContain(`This ${total} payment on ${order.order_number} cannot be voided`);
    expect(refused.body.error).toContain(`only ₹0 would remain paid`);
    expect(refused.body.error).toMatch(
      new RegExp(`Void the refund of ${total} by UPI \\(UTR ${refundUtr}\\) on \\d{1,2} \\w{3} \\d{4} first\\.$`),
    );
    // Nothing changed: the payment still counts, the order reads as before, no event was added.
    const after = (await owner.get(order.id)).body.order;
    expect(after).toEqual(before);
    expect(await sums(order.id)).toEqual({ paid: paise(order.total), refunded: paise(order.total) });

    // Once the refund is voided, the payment can be.
    expect((await owner.voidRefund(order.id, refund.body.refund.id, { reason: "recorded by mistake" })).status).toBe(
      200,
    );
    const voided = await owner.voidPayment(order.id, paid.body.payment.id, { reason: "typed on the wrong order" });
    expect(voided.status).toBe(200);
    expect(voided.body.order).toMatchObject({ amount_paid: "0.00", payment_status: "unpaid" });
  });

  it("a partly refunded payment names the newest refunds that cover what would be over, and a payment clear of refunds is voided", async () => {
    await ready();
    const order = await newOrder();
    const total = paise(order.total);
    // ₹80 in cash and the rest by UPI; refunds of ₹30 in cash, then ₹60 by bank transfer.
    const cash = await owner.pay(order.id, { method: "cash", amount: "80" });
    const upi = await owner.pay(order.id, { method: "upi", amount: rupees(total - 8000), reference: nextUtr() });
    expect([cash.status, upi.status]).toEqual([201, 201]);
    expect((await owner.refund(order.id, { method: "cash", amount: "30", reason: "scratch" })).status).toBe(201);
    expect(
      (await owner.refund(order.id, { method: "bank_transfer", amount: "60", reference: "NEFT-77", reason: "late" }))
        .status,
    ).toBe(201);
    // Voiding the UPI payment would leave ₹80 paid against ₹90 refunded: the ₹60 (the newest) covers the ₹10 over.
    const refused = await owner.voidPayment(order.id, upi.body.payment.id, { reason: "wrong order" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/₹90 was refunded and only ₹80 would remain paid/);
    expect(refused.body.error).toMatch(/Void the refund of ₹60 by Bank transfer \(reference NEFT-77\) on .* first\.$/);
    // The ₹80 in cash can go: the UPI payment still covers the ₹90 refunded.
    expect((await owner.voidPayment(order.id, cash.body.payment.id, { reason: "never came" })).status).toBe(200);
    expect(await sums(order.id)).toEqual({ paid: total - 8000, refunded: 9000 });
  });

  it(`a void and a refund of one order at once, ${ROUNDS} times: one of them is refused, never more refunded than paid`, async () => {
    await ready();
    const outcomes = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const order = await newOrder();
      const total = paise(order.total);
      // ₹80 and the rest: refunding the rest and voiding it cannot both stand (₹80 would remain, the rest refunded).
      const first = await owner.pay(order.id, { method: "upi", amount: rupees(total - 8000), reference: nextUtr() });
      expect((await owner.pay(order.id, { method: "cash", amount: "80" })).status).toBe(201);
      // Sent in turn one first, then the other: PGlite takes transactions one at a time, in the order they came.
      const voiding = () => owner.voidPayment(order.id, first.body.payment.id, { reason: `race ${round}` });
      const refunding = () =>
        second.refund(order.id, { method: "cash", amount: rupees(total - 8000), reason: `race ${round}` });
      const [voided, refunded] =
        round % 2 === 0
          ? await Promise.all([voiding(), refunding()])
          : await Promise.all([refunding(), voiding()]).then(([r, v]) => [v, r] as const);
      const pair = `void ${voided.status}, refund ${refunded.status}`;
      outcomes.set(pair, (outcomes.get(pair) ?? 0) + 1);
      // Either the void went first (the refund is then more than the ₹80 paid: 400) or the refund did (the void: 409).
      expect(["void 200, refund 400", "void 409, refund 201"]).toContain(pair);
      const { paid, refunded: back } = await sums(order.id);
      expect(back).toBeLessThanOrEqual(paid);
    }
    expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(ROUNDS);
  }, 180_000);
});
