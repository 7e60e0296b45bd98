// One shopper adding a piece to the cart while an order for the same piece is placed, on the PostgreSQL server
// (real row locks, a pool of connections): no deadlock reaches the shopper as a 500, and the stock is exactly what
// the successful orders left. Before the lock order of decision 006 this failed with "deadlock detected" in most
// rounds.
import { describe, expect, it } from "vitest";
import { pickupOrder, plainProduct, setStock, stockOf } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { useTestShop } from "../test-app";
import { testDatabaseUrl } from "../test-env";

const ROUNDS = 50;
const INITIAL_STOCK = 500;

describe.runIf(testDatabaseUrl)("the cart and an order at the same moment (postgres)", () => {
  // Every order here stays open and comes from one shopper: lift the per-shopper limits so only the locks are tested.
  const shop = useTestShop("postgres", {
    env: { ORDER_RATE_LIMIT_PER_MINUTE: "100000", CART_RATE_LIMIT_PER_MINUTE: "100000", MAX_OPEN_ORDERS: "100000" },
  });

  it(`${ROUNDS} rounds: no 5xx, stock = initial - units ordered`, async () => {
    const product = await plainProduct(shop, { stock: 5 });
    await setStock(shop, product.id, INITIAL_STOCK);
    const shopper = await newShopper(shop.url, { email: "racer@example.com", name: "Racer" });
    const order = pickupOrder(product.id, { name: "Racer" });

    const statuses: number[] = [];
    const serverErrors: string[] = [];
    let ordered = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const [added, placed] = await Promise.all([
        shopper.call<{ error?: string }>("POST", "/api/cart", { product_id: product.id, quantity: 1 }),
        shopper.call<{ error?: string }>("POST", "/api/orders", order),
      ]);
      for (const response of [added, placed]) {
        statuses.push(response.status);
        if (response.status >= 500) serverErrors.push(`${response.status} ${response.body.error ?? ""}`);
      }
      if (placed.status === 201) ordered += 1;
      // Start the next round with the line gone, so the cart's add is an insert again (the foreign-key lock).
      await shopper.call("DELETE", "/api/cart");
    }

    console.info(`${ROUNDS} rounds: ${serverErrors.length} server errors, ${ordered} orders placed`);
    expect(serverErrors).toEqual([]);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    expect(ordered).toBe(ROUNDS);
    expect(await stockOf(shop, product.id)).toBe(INITIAL_STOCK - ordered);
  }, 90_000); // without the fix each deadlock costs PostgreSQL's deadlock_timeout (1 s) to detect
});
