// Imports while shoppers order the same pieces: the import locks what it changes in the shop's lock order, so nobody
// deadlocks or gets a 5xx, an order's stock taken is never undone by a sheet that did not touch stock, and every
// product's and colour's ledger still adds up to its stock.
import { describe, expect, it } from "vitest";
import { rows } from "../orders/desk-fixtures";
import { plainProduct, setStock, stockOf } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { expectLedgerAddsUp } from "../stock/ledger-invariant";
import { databaseKinds, useTestShop } from "../test-app";
import { sheetOwner } from "./products-sheet-fixtures";

describe.each(databaseKinds)("importing while shoppers order (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("keeps every order's stock and the ledger whole", { timeout: 180_000 }, async () => {
    const owner = await sheetOwner(shop);
    const ordered = await plainProduct(shop, { stock: 5 });
    const restocked = await plainProduct(shop, { stock: 5, skip: 1 });
    // Opening counts through the ledger, so the invariant holds before the storm.
    await setStock(shop, ordered.id, 0);
    await setStock(shop, restocked.id, 0);
    await rows(shop, `delete from stock_movements where product_id in (${ordered.id}, ${restocked.id})`);
    // A hand-made sheet says nothing of what the shop had: her counts are taken because she says so.
    await owner.upload(`product_id,stock\n${ordered.id},40\n${restocked.id},40\n`, { takeSheet: [2, 3] });
    await expectLedgerAddsUp(shop);

    const shoppers = await Promise.all(
      [1, 2, 3].map((n) => newShopper(shop.url, { email: `racer${n}@example.com`, name: `Racer ${n}` })),
    );
    const order = (shopper: (typeof shoppers)[number], productId: number) =>
      shopper.call("POST", "/api/orders", {
        customer_name: "Racer",
        customer_phone: "+919847012345",
        delivery_method: "pickup",
        pickup_location: "Peyad",
        order_items: [{ product_id: productId, quantity: 1 }],
      });
    // Each sheet changes the first product's price (its stock cell blank: kept) and sets the second one's stock,
    // her count chosen over the shop's (orders move it while the sheets go in).
    const sheets = [0, 1, 2, 3, 4].map(
      (n) => `product_id,price,stock\n${ordered.id},${500 + n}.00,\n${restocked.id},${ordered.price},${30 + n}\n`,
    );
    const storm = await Promise.all([
      ...shoppers.flatMap((shopper) =>
        Array.from({ length: 6 }, (_, n) => order(shopper, n % 2 === 0 ? ordered.id : restocked.id)),
      ),
      ...sheets.map((sheet) => owner.upload(sheet, { takeSheet: [3] })),
    ]);
    const statuses = storm.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.slice(shoppers.length * 6)).toEqual([200, 200, 200, 200, 200]);
    const placedFirst = storm
      .slice(0, shoppers.length * 6)
      .filter((response, index) => index % 2 === 0 && response.status === 201).length;
    expect(placedFirst).toBe(9);
    expect(await stockOf(shop, ordered.id)).toBe(40 - placedFirst);
    // Orders and imports each wrote their own rows: every product's and colour's ledger adds up to its stock.
    await expectLedgerAddsUp(shop);
  });
});
