// The shop's events in the running shop (decision 077): a subscriber that fails when an order is placed breaks
// neither the order nor the owner's alert nor the catalogue's change, and the log names the event, not the shopper.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { RaisedAlert } from "../../src/modules/alerts";
import { placedOrder, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, stockOf } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

describe.each(databaseKinds)("the shop's events in the shop (%s)", (kind) => {
  let log = "";
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const shop = useTestShop(kind, { logStream, env: { CATALOGUE_CACHE_SECONDS: "60", LOG_LEVEL: "warn" } });

  it("an order placed goes through, alerts the owner and shows its stock when a subscriber fails", async () => {
    const product = await plainProduct(shop, { stock: 5 });
    const before = await stockOf(shop, product.id);
    const raised: RaisedAlert[] = [];
    const stopRaised = shop.app.deskAlerts.onRaised((alert) => raised.push(alert));
    const stopFailing = shop.app.events.subscribe("order-placed", () => {
      throw new Error("a listener that fails");
    });
    try {
      const shopper = await signInShopper(shop, "events@example.com", "Devika Menon");
      expect((await shop.get("/api/products")).status).toBe(200);
      expect(shop.app.publicCache.count).toBeGreaterThan(0);
      const order = await placedOrder(shopper, [{ product_id: product.id, quantity: 2 }]);
      expect(raised.map(({ alert }) => alert.order_id)).toEqual([order.id]);
      // The stock is taken and the cached catalogue forgotten, by the time the shopper has her response.
      expect(await stockOf(shop, product.id)).toBe(before - 2);
      expect(shop.app.publicCache.count).toBe(0);
      expect(log).toContain('"event":"order-placed"');
      expect(log).toContain("a subscriber to a shop event failed");
      expect(log).not.toContain("Devika");
      expect(log).not.toContain("Anjali");
    } finally {
      stopFailing();
      stopRaised();
    }
  });
});
