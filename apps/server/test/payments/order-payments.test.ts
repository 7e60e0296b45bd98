// Recording what the customer paid (UPI with its UTR, cash, bank transfer) at the owner's desk, over HTTP: the rules
// for each payment, the payment status derived from the records, and the shop's upi://pay link for what is owed.
import { describe, expect, it } from "vitest";
import {
  OWNER,
  type Owner,
  paise,
  placedOrder,
  rupees,
  type Shopper,
  signInOwner,
  signInShopper,
  whatsAppText,
} from "../orders/desk-fixtures";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

const UPI_ID = "mayiljewels@okaxis";

describe.each(databaseKinds)("payments (%s)", (kind) => {
  describe("a shop without a UPI id", () => {
    const shop = useTestShop(kind);
    let owner: Owner;
    let shopper: Shopper;
    let productId: number;
    let utr = 100_000_000_000;
    const nextUtr = () => String(++utr);

    const ready = async () => {
      if (owner) return;
      owner = await signInOwner(shop);
      shopper = await signInShopper(shop, "payer@example.com");
      productId = (await plainProduct(shop, { stock: 1 })).id;
      await setStock(shop, productId, 1000);
    };
    /** A delivery order of two pieces: its total is 2 × price + the ₹49 fee. */
    const newOrder = () =>
      placedOrder(shopper, [{ product_id: productId, quantity: 2 }], { delivery_method: "delivery" });

    it("a new order is unpaid, and carries no upi:// link", async () => {
      await ready();
      const order = await newOrder();
      expect(order).toMatchObject({ payment_status: "unpaid", amount_paid: "0.00", upi_pay_url: null });
      const desk = (await owner.get(order.id)).body.order;
      expect(desk).toMatchObject({
        payment_status: "unpaid",
        amount_paid: "0.00",
        amount_due: desk.total,
        payments: [],
      });
      expect(desk.upi_pay_url).toBeNull();
      expect(whatsAppText(desk.whatsapp_url)).not.toContain("upi://");
    });

    it("partial then full payment: unpaid → partially_paid → paid, with amount_paid and amount_due", async () => {
      await ready();
      const order = await newOrder();
      const total = paise(order.total);
      expect(total).toBeGreaterThan(20_000);

      const first = await owner.pay(order.id, { method: "cash", amount: "200.00" });
      expect(first.status).toBe(201);
      expect(first.body.payment).toMatchObject({
        method: "cash",
        amount: "200.00",
        reference: null,
        recorded_by: OWNER.name,
      });
      expect(first.body.order).toMatchObject({
        payment_status: "partially_paid",
        amount_paid: "200.00",
        amount_due: rupees(total - 20_000),
      });
      expect((await shopper.myOrder(order.id)).body.order).toMatchObject({
        payment_status: "partially_paid",
        amount_paid: "200.00",
      });

      const reference = nextUtr();
      const rest = await owner.pay(order.id, { method: "upi", amount: rupees(total - 20_000), reference });
      expect(rest.status).toBe(201);
      expect(rest.body.payment).toMatchObject({ method: "upi", reference, amount: rupees(total - 20_000) });
      expect(rest.body.order).toMatchObject({ payment_status: "paid", amount_paid: order.total, amount_due: "0.00" });
      expect(rest.body.order.payments.map((p) => p.method)).toEqual(["cash", "upi"]);

      // Each payment is on the timeline, the status unchanged.
      const payments = rest.body.order.events.filter((event) => event.reason === "payment");
      expect(payments).toHaveLength(2);
      for (const event of payments) {
        expect(event).toMatchObject({ actor: "owner", by: OWNER.name, from_status: "placed", to_status: "placed" });
        expect(event.details).toEqual(expect.objectContaining({ method: expect.any(String) }));
      }
      expect((await shopper.myOrder(order.id)).body.order).toMatchObject({
        payment_status: "paid",
        amount_paid: order.total,
        status: "placed",
      });

      // Nothing more is owed: any further amount is more than is owed.
      const more = await owner.pay(order.id, { method: "cash", amount: "1.00" });
      expect(more.status).toBe(400);
      expect(more.body.error).toBe(`${order.order_number} is already paid in full`);
    });

    it("amounts as numbers and without paise are read as rupees; bank transfers take an optional reference", async () => {
      await ready();
      const order = await newOrder();
      expect((await owner.pay(order.id, { method: "cash", amount: 100 })).body.payment?.amount).toBe("100.00");
      expect((await owner.pay(order.id, { method: "cash", amount: "50.5" })).body.payment?.amount).toBe("50.50");
      const bank = await owner.pay(order.id, { method: "bank_transfer", amount: "10", reference: "NEFT-HDFC-778812" });
      expect(bank.status).toBe(201);
      expect(bank.body.payment).toMatchObject({
        method: "bank_transfer",
        amount: "10.00",
        reference: "NEFT-HDFC-778812",
      });
      expect(bank.body.order.amount_paid).toBe("160.50");
    });

    it.each([
      [{ method: "upi", amount: "100.00" }, "reference"],
      [{ method: "upi", amount: "100.00", reference: "12345678901" }, "reference"],
      [{ method: "upi", amount: "100.00", reference: "1234567890123" }, "reference"],
      [{ method: "upi", amount: "100.00", reference: "12345678901a" }, "reference"],
      [{ method: "cash", amount: "0" }, "amount"],
      [{ method: "cash", amount: "0.00" }, "amount"],
      [{ method: "cash", amount: "-10.00" }, "amount"],
      [{ method: "cash", amount: "ten" }, "amount"],
      [{ method: "cash" }, "amount"],
      [{ method: "cheque", amount: "10.00" }, "method"],
    ])("%j → 400 naming %s, nothing recorded", async (payment, field) => {
      await ready();
      const order = await newOrder();
      const refused = await owner.pay(order.id, payment as { method: string; amount: string });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual(expect.any(String));
      if (field === "reference") expect(refused.body.error).toMatch(/UTR|reference/);
      else expect(refused.body.error?.toLowerCase()).toContain(field);
      const after = (await owner.get(order.id)).body.order;
      expect(after).toMatchObject({ payments: [], payment_status: "unpaid", amount_paid: "0.00" });
    });

    it("more than is owed → 400 naming the amount, nothing recorded", async () => {
      await ready();
      const order = await newOrder();
      const over = await owner.pay(order.id, { method: "cash", amount: rupees(paise(order.total) + 1) });
      expect(over.status).toBe(400);
      expect(over.body.error).toMatch(/amount/i);
      expect((await owner.get(order.id)).body.order.payments).toEqual([]);
      // Exactly what is owed is fine.
      const all = await owner.pay(order.id, { method: "cash", amount: order.total });
      expect(all.status).toBe(201);
      expect(all.body.order.payment_status).toBe("paid");
    });

    it("the same UTR twice → 409, on the same order and on another", async () => {
      await ready();
      const order = await newOrder();
      const other = await newOrder();
      const reference = nextUtr();
      expect((await owner.pay(order.id, { method: "upi", amount: "10.00", reference })).status).toBe(201);
      const again = await owner.pay(order.id, { method: "upi", amount: "10.00", reference });
      expect(again.status).toBe(409);
      expect(again.body.error).toContain(reference);
      const elsewhere = await owner.pay(other.id, { method: "upi", amount: "10.00", reference });
      expect(elsewhere.status).toBe(409);
      expect((await owner.get(order.id)).body.order.amount_paid).toBe("10.00");
      expect((await owner.get(other.id)).body.order.payments).toEqual([]);
    });

    it("the same UTR recorded twice at the same moment: one 201, one 409", async () => {
      await ready();
      const order = await newOrder();
      const reference = nextUtr();
      const responses = await Promise.all([
        owner.pay(order.id, { method: "upi", amount: "10.00", reference }),
        owner.pay(order.id, { method: "upi", amount: "10.00", reference }),
      ]);
      expect(responses.map((a) => a.status).sort()).toEqual([201, 409]);
      expect((await owner.get(order.id)).body.order.amount_paid).toBe("10.00");
    });

    it("the same UTR recorded on two orders at the same moment: one 201, one 409", async () => {
      await ready();
      const first = await newOrder();
      const second = await newOrder();
      const reference = nextUtr();
      const responses = await Promise.all([
        owner.pay(first.id, { method: "upi", amount: "10.00", reference }),
        owner.pay(second.id, { method: "upi", amount: "10.00", reference }),
      ]);
      expect(responses.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(responses.find((a) => a.status === 409)?.body.error).toContain(reference);
      const paid = [(await owner.get(first.id)).body.order, (await owner.get(second.id)).body.order];
      expect(paid.map((order) => order.payments.length).sort()).toEqual([0, 1]);
    });

    it("two payments of the whole amount at the same moment: one is recorded, the other is more than is owed", async () => {
      await ready();
      const order = await newOrder();
      const responses = await Promise.all([
        owner.pay(order.id, { method: "cash", amount: order.total }),
        owner.pay(order.id, { method: "cash", amount: order.total }),
      ]);
      expect(responses.map((a) => a.status).sort()).toEqual([201, 400]);
      const after = (await owner.get(order.id)).body.order;
      expect(after.amount_paid).toBe(order.total);
      expect(after.payments).toHaveLength(1);
    });

    it("payments on a cancelled or returned order → 409", async () => {
      await ready();
      const cancelled = await newOrder();
      expect((await owner.move(cancelled.id, "cancelled")).status).toBe(200);
      const refused = await owner.pay(cancelled.id, { method: "cash", amount: "10.00" });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toContain(cancelled.order_number);
      expect((await owner.get(cancelled.id)).body.order.payments).toEqual([]);

      const returned = await newOrder();
      for (const to of ["confirmed", "packed", "shipped", "returned"]) {
        expect((await owner.move(returned.id, to)).status).toBe(200);
      }
      expect((await owner.pay(returned.id, { method: "upi", amount: "10.00", reference: nextUtr() })).status).toBe(409);
    });

    it("an unknown order → 404; a shopper → 403", async () => {
      await ready();
      expect((await owner.pay(99_999_999, { method: "cash", amount: "10.00" })).status).toBe(404);
      const order = await newOrder();
      const tried = await shopper.call<{ error?: string }>("POST", `/api/owner/orders/${order.id}/payments`, {
        method: "cash",
        amount: "10.00",
      });
      expect(tried.status).toBe(403);
      expect((await owner.get(order.id)).body.order.payments).toEqual([]);
    });
  });

  describe("a shop with SHOP_UPI_ID", () => {
    const shop = useTestShop(kind, { env: { SHOP_UPI_ID: UPI_ID } });
    let owner: Owner;
    let shopper: Shopper;
    let productId: number;

    const ready = async () => {
      if (owner) return;
      owner = await signInOwner(shop);
      shopper = await signInShopper(shop, "upi@example.com");
      productId = (await plainProduct(shop, { stock: 1 })).id;
      await setStock(shop, productId, 1000);
    };
    const upiLink = (amount: string, orderNumber: string) =>
      `upi://pay?pa=mayiljewels%40okaxis&pn=Mayil%20Jewels&am=${amount}&cu=INR&tn=${orderNumber}`;

    it("every order carries the upi://pay link for what is owed; the shopper's own message to the shop does not", async () => {
      await ready();
      const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }], {
        delivery_method: "delivery",
      });
      expect(order.upi_pay_url).toBe(upiLink(order.total, order.order_number));
      // She writes to the shop: the shop's own payment link is the shop's to send her, not hers to send it.
      expect(whatsAppText(order.whatsapp_url)).not.toContain("upi://");

      const desk = (await owner.get(order.id)).body.order;
      expect(desk.upi_pay_url).toBe(upiLink(order.total, order.order_number));

      // After a part payment the link asks for what is left; paid in full, there is nothing to ask for.
      const part = await owner.pay(order.id, { method: "cash", amount: "100.00" });
      const left = rupees(paise(order.total) - 10_000);
      expect(part.body.order.upi_pay_url).toBe(upiLink(left, order.order_number));
      expect((await shopper.myOrder(order.id)).body.order.upi_pay_url).toBe(upiLink(left, order.order_number));
      const confirmed = await owner.move(order.id, "confirmed");
      // Her message sends her to her order page, whose Pay by UPI button and QR code hold the link: a chat opens no
      // upi:// link, and the raw text reads as a scam.
      const message = whatsAppText(confirmed.body.customer_whatsapp_url);
      expect(message).toMatch(new RegExp(`\nPay by UPI on your order page: https?://[^/\\s]+/orders/${order.id}\n`));
      expect(message).not.toContain("upi://");

      const rest = await owner.pay(order.id, { method: "upi", amount: left, reference: "998877665544" });
      expect(rest.status).toBe(201);
      expect(rest.body.order.upi_pay_url).toBeNull();
      expect(whatsAppText(rest.body.order.whatsapp_url)).not.toContain("upi://");
    });

    it("a cancelled order asks for no money", async () => {
      await ready();
      const order = await placedOrder(shopper, [{ product_id: productId, quantity: 1 }]);
      expect(order.upi_pay_url).toBe(upiLink(order.total, order.order_number));
      const cancelled = await owner.move(order.id, "cancelled");
      expect(cancelled.body.order.upi_pay_url).toBeNull();
      expect(whatsAppText(cancelled.body.customer_whatsapp_url)).not.toContain("upi://");
    });
  });
});
