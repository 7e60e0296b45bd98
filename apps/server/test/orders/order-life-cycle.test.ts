// The order's life cycle at the owner's desk, over HTTP: every legal move responds with the moved order and a WhatsApp link
// to the customer about it, the shopper's own order page follows, and the timeline records who moved it and why.
// Illegal moves are refused with the order and both states named, and change nothing.
import { ORDER_STATUS_LABELS, type OrderStatus } from "@mayil/core/orders/order-life-cycle";
import { describe, expect, it } from "vitest";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import {
  CUSTOMER_DIGITS,
  OWNER,
  type Owner,
  placedOrder,
  type Shopper,
  signInOwner,
  signInShopper,
  whatsAppText,
} from "./desk-fixtures";

const DELIVERY_PATH: OrderStatus[] = ["confirmed", "packed", "shipped", "completed", "returned"];
const PICKUP_PATH: OrderStatus[] = ["confirmed", "packed", "ready_for_pickup", "completed"];

describe.each(databaseKinds)("the order life cycle (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let shopper: Shopper;
  let productId: number;

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "lifecycle@example.com");
    const product = await plainProduct(shop, { stock: 1 });
    productId = product.id;
    await setStock(shop, productId, 1000);
  };

  const newOrder = async (delivery_method: "delivery" | "pickup") =>
    placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method });

  /** Walks an order along `path`, checking every response, the shopper's view and the owner's timeline at each step. */
  async function walk(orderId: number, orderNumber: string, path: OrderStatus[]) {
    let from: OrderStatus = "placed";
    for (const [step, to] of path.entries()) {
      const note = `step ${step + 1}: ${to}`;
      const moved = await owner.move(orderId, to, note);
      expect(moved.status, `${from} → ${to}: ${JSON.stringify(moved.body)}`).toBe(200);
      expect(moved.body.order).toMatchObject({ id: orderId, order_number: orderNumber, status: to });

      // The link the owner sends the customer: her own number, the order number and the order's page on the shop.
      const link = moved.body.customer_whatsapp_url;
      expect(link?.startsWith(`https://wa.me/${CUSTOMER_DIGITS}?text=`)).toBe(true);
      const text = whatsAppText(link);
      expect(text).toContain(orderNumber);
      expect(text).toContain(`${shop.url}/orders/${orderId}`);

      // The move is on the owner's timeline with who moved it and the note.
      const last = moved.body.order.events.at(-1);
      expect(last).toMatchObject({
        from_status: from,
        to_status: to,
        reason: "status",
        actor: "owner",
        by: OWNER.name,
        note,
      });

      // The shopper's own page shows the new status and the whole timeline.
      const mine = await shopper.myOrder(orderId);
      expect(mine.status).toBe(200);
      expect(mine.body.order.status).toBe(to);
      expect(mine.body.order.timeline.map((entry) => entry.status)).toEqual(["placed", ...path.slice(0, step + 1)]);
      expect(mine.body.order.timeline.at(-1)?.reason).toBe("status");
      // Her "Chat about this order" asks about it by number and state; it never sends the order again.
      const chat = whatsAppText(mine.body.order.whatsapp_url);
      expect(chat).toContain(
        `I have a question about my order ${orderNumber}, which is ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
      );
      expect(chat).not.toContain("place this order");

      // And the desk reads the same order back.
      const read = await owner.get(orderId);
      expect(read.status).toBe(200);
      expect(read.body.order.status).toBe(to);
      expect(read.body.order.events.map((event) => event.to_status)).toEqual(["placed", ...path.slice(0, step + 1)]);
      from = to;
    }
  }

  it("a delivery order: placed → confirmed → packed → shipped → completed → returned", async () => {
    await ready();
    const order = await newOrder("delivery");
    // Waiting for the shop, her chat still sends the order itself.
    expect(whatsAppText(order.whatsapp_url)).toContain("I would like to place this order.");
    await walk(order.id, order.order_number, DELIVERY_PATH);
    expect((await owner.get(order.id)).body.order.next_statuses).toEqual([]);
  });

  it("a pickup order: placed → confirmed → packed → ready_for_pickup → completed", async () => {
    await ready();
    const order = await newOrder("pickup");
    await walk(order.id, order.order_number, PICKUP_PATH);
    expect((await owner.get(order.id)).body.order.next_statuses).toEqual(["returned"]);
  });

  it("a shipped delivery order is returned without being completed", async () => {
    await ready();
    const order = await newOrder("delivery");
    await walk(order.id, order.order_number, ["confirmed", "packed", "shipped", "returned"]);
  });

  it.each([
    ["placed", []],
    ["confirmed", ["confirmed"]],
    ["packed", ["confirmed", "packed"]],
    ["ready_for_pickup", ["confirmed", "packed", "ready_for_pickup"]],
  ] as [OrderStatus, OrderStatus[]][])("cancels an order from %s", async (_from, before) => {
    await ready();
    const order = await newOrder("pickup");
    await walk(order.id, order.order_number, [...before, "cancelled"]);
    const mine = await shopper.myOrder(order.id);
    expect(mine.body.order.status).toBe("cancelled");
    expect((await owner.get(order.id)).body.order.next_statuses).toEqual([]);
  });

  it("the cancellation message tells the customer it was cancelled", async () => {
    await ready();
    const order = await newOrder("pickup");
    const moved = await owner.move(order.id, "cancelled", "customer changed her mind");
    expect(whatsAppText(moved.body.customer_whatsapp_url)).toMatch(/cancelled/i);
    const ready2 = await newOrder("pickup");
    for (const to of ["confirmed", "packed"]) expect((await owner.move(ready2.id, to)).status).toBe(200);
    const atPickup = await owner.move(ready2.id, "ready_for_pickup");
    expect(whatsAppText(atPickup.body.customer_whatsapp_url)).toContain("Peyad");
  });

  it("a move without a note records a null note", async () => {
    await ready();
    const order = await newOrder("pickup");
    const moved = await owner.move(order.id, "confirmed");
    expect(moved.status).toBe(200);
    expect(moved.body.order.events.at(-1)).toMatchObject({ to_status: "confirmed", actor: "owner", note: null });
  });

  // [how far the order is taken first, its delivery method, the move that is refused]
  const illegal: [OrderStatus[], "delivery" | "pickup", OrderStatus][] = [
    [[], "delivery", "shipped"],
    [[], "delivery", "completed"],
    [[], "delivery", "returned"],
    [[], "delivery", "packed"],
    [[], "pickup", "ready_for_pickup"],
    [[], "delivery", "placed"],
    [["confirmed"], "delivery", "confirmed"],
    [["confirmed"], "delivery", "shipped"],
    [["confirmed"], "pickup", "completed"],
    [["confirmed", "packed"], "delivery", "ready_for_pickup"],
    [["confirmed", "packed"], "pickup", "shipped"],
    [["confirmed", "packed"], "delivery", "completed"],
    [["confirmed", "packed", "shipped"], "delivery", "cancelled"],
    // One step back (to packed, with a reason) is allowed (undo-with-a-trace.test.ts); two at once is not.
    [["confirmed", "packed", "shipped"], "delivery", "confirmed"],
    [["confirmed", "packed", "ready_for_pickup"], "pickup", "returned"],
    [["confirmed", "packed", "shipped", "completed"], "delivery", "cancelled"],
    [["confirmed", "packed", "shipped", "completed"], "delivery", "shipped"],
    [["cancelled"], "pickup", "confirmed"],
    [["cancelled"], "pickup", "cancelled"],
    [["cancelled"], "pickup", "returned"],
    [["confirmed", "packed", "shipped", "returned"], "delivery", "completed"],
    [["confirmed", "packed", "shipped", "returned"], "delivery", "returned"],
  ];

  it.each(illegal)(
    "after %j (%s): moving to %s → 409 naming the order and both states, nothing changed",
    async (before, method, to) => {
      await ready();
      const order = await newOrder(method);
      for (const step of before) expect((await owner.move(order.id, step)).status).toBe(200);
      const from = before.at(-1) ?? "placed";
      const earlier = (await owner.get(order.id)).body.order;

      const refused = await owner.move(order.id, to, "should not stick");
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: `Cannot move ${order.order_number} from ${from} to ${to}`,
        code: "invalid_transition",
        details: { from, to },
      });

      const after = (await owner.get(order.id)).body.order;
      expect(after.status).toBe(from);
      expect(after.events).toEqual(earlier.events);
      expect(after.items).toEqual(earlier.items);
      expect((await shopper.myOrder(order.id)).body.order.status).toBe(from);
    },
  );

  it("an unknown status is a 400 naming status; an unknown order is a 404", async () => {
    await ready();
    const order = await newOrder("pickup");
    const bad = await owner.move(order.id, "delivered");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/status/i);
    const missing = await owner.move(99_999_999, "confirmed");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual(expect.any(String));
    expect((await owner.get(order.id)).body.order.status).toBe("placed");
  });

  it("a shopper cannot move her own order (403), and nothing changes", async () => {
    await ready();
    const order = await newOrder("pickup");
    const tried = await shopper.call<{ error?: string }>("POST", `/api/owner/orders/${order.id}/status`, {
      status: "confirmed",
    });
    expect(tried.status).toBe(403);
    expect(tried.body.error).toEqual(expect.any(String));
    expect((await shopper.myOrder(order.id)).body.order.status).toBe("placed");
  });
});
