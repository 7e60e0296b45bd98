// Mistakes undone with a trace, over HTTP: an order stepping back one step with a reason, stock untouched. A payment
// voided with its reason is payments' (payments/payment-voids.test.ts).
import { describe, expect, it } from "vitest";
import { plainProduct, setStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { OWNER, type Owner, placedOrder, rows, type Shopper, signInOwner, signInShopper } from "./desk-fixtures";

describe.each(databaseKinds)("undo with a trace: stepping back (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let shopper: Shopper;
  let productId: number;

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    shopper = await signInShopper(shop, "undo@example.com");
    productId = (await plainProduct(shop, { stock: 1 })).id;
    await setStock(shop, productId, 1000);
  };
  const newOrder = (delivery_method: "delivery" | "pickup" = "delivery") =>
    placedOrder(shopper, [{ product_id: productId, quantity: 1 }], { delivery_method });
  const stock = async () =>
    (await rows<{ stock: number }>(shop, `select stock from products where id = ${productId}`))[0]?.stock;

  describe("stepping back", () => {
    it("shipped → packed → confirmed with reasons: on the timeline, stock untouched, edits possible again", async () => {
      await ready();
      const order = await newOrder("delivery");
      for (const to of ["confirmed", "packed", "shipped"]) expect((await owner.move(order.id, to)).status).toBe(200);
      expect((await owner.get(order.id)).body.order).toMatchObject({ step_back_to: "packed", editable: false });
      const before = await stock();

      const back = await owner.move(order.id, "packed", "Courier did not collect it");
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.order).toMatchObject({ status: "packed", step_back_to: "confirmed", editable: true });
      expect(back.body.order.events.at(-1)).toMatchObject({
        from_status: "shipped",
        to_status: "packed",
        reason: "step_back",
        note: "Courier did not collect it",
        by: OWNER.name,
      });
      const again = await owner.move(order.id, "confirmed", "Wrong piece packed");
      expect(again.status).toBe(200);
      expect(again.body.order).toMatchObject({ status: "confirmed", step_back_to: null });
      expect(await stock()).toBe(before);
      // The shopper's timeline shows where her order is now.
      const mine = (await shopper.myOrder(order.id)).body.order;
      expect(mine.status).toBe("confirmed");
      expect(mine.timeline.at(-1)).toMatchObject({ status: "confirmed", reason: "step_back" });
    });

    it("ready for pickup → packed with a reason", async () => {
      await ready();
      const order = await newOrder("pickup");
      for (const to of ["confirmed", "packed", "ready_for_pickup"]) {
        expect((await owner.move(order.id, to)).status).toBe(200);
      }
      const back = await owner.move(order.id, "packed", "Marked ready by mistake");
      expect(back.status).toBe(200);
      expect(back.body.order.status).toBe("packed");
    });

    it("a step back without a reason → 400; steps the life cycle does not allow → 409; nothing changes", async () => {
      await ready();
      const order = await newOrder("delivery");
      for (const to of ["confirmed", "packed", "shipped"]) await owner.move(order.id, to);
      for (const note of [undefined, "   "]) {
        const refused = await owner.move(order.id, "packed", note);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toMatch(/^Say why MJ-\d{6} steps back from shipped to packed$/);
      }
      // Two steps at once, or back from where there is no step back.
      expect((await owner.move(order.id, "confirmed", "too far")).status).toBe(409);
      expect((await owner.move(order.id, "placed", "too far")).status).toBe(409);
      expect((await owner.move(order.id, "completed")).status).toBe(200);
      const fromCompleted = await owner.move(order.id, "shipped", "not delivered after all");
      expect(fromCompleted.status).toBe(409);
      expect(fromCompleted.body.error).toBe(`Cannot move ${order.order_number} from completed to shipped`);
      const placed = await newOrder();
      expect((await owner.move(placed.id, "placed", "back")).status).toBe(409);
      expect((await owner.get(order.id)).body.order.status).toBe("completed");
    });
  });
});
