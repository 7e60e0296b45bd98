// The ledger holds under a storm: shoppers' orders, the owner's sales, cancels, returns, edits, stock adjustments and
// the expiry all at once against a few pieces with little stock. Some are refused (409, not enough stock or a move
// already made), none fails otherwise, and afterwards every product and colour is at or above 0, its ledger rows add up
// to its stock, and its rows count up to each row's stock_after.
import { describe, expect, it } from "vitest";
import { backdateOrders } from "../backdate-orders";
import {
  newSale,
  type OrderLine,
  type Owner,
  placedOrder,
  type Shopper,
  signInOwner,
  signInShopper,
} from "../orders/desk-fixtures";
import { plainProduct, productWithColours } from "../shop-fixtures";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { expectLedgerAddsUp } from "./ledger-invariant";
import { adjust, type Item, setCount } from "./stock-fixtures";

/** A small seeded generator (mulberry32): the same storm every run, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: T[]): T => list[int(0, list.length - 1)] as T;
  return { int, pick };
}

const backdate = (shop: TestShop, orderIds: number[]) => backdateOrders(shop.database.db, orderIds, { hoursAgo: 49 });

describe.each(databaseKinds)("the ledger under a storm of concurrent stock changes (%s)", (kind) => {
  const shop = useTestShop(kind, { env: { ORDER_HOLD_HOURS: "48", ORDER_EXPIRY_CHECK_SECONDS: "86400" } });

  it("every refusal is a 409, and afterwards every product's and colour's ledger adds up", {
    timeout: 240_000,
  }, async () => {
    const owner = await signInOwner(shop);
    // The owner's phone and the shop's laptop: her changes come from two sessions.
    const counter = await signInOwner(shop);
    const shoppers: Shopper[] = [];
    for (let n = 1; n <= 4; n++) shoppers.push(await signInShopper(shop, `storm${n}@example.com`, `Storm ${n}`));
    const coloured = await productWithColours(shop);
    const items: Item[] = [
      { product_id: (await plainProduct(shop, { stock: 1 })).id },
      { product_id: (await plainProduct(shop, { stock: 1, skip: 1 })).id },
      ...coloured.variants.slice(0, 2).map((v) => ({ product_id: coloured.id, variant_id: v.id })),
    ];
    const line = (item: Item, quantity: number): OrderLine => ({
      product_id: item.product_id,
      variant_id: item.variant_id ?? null,
      quantity,
    });
    const random = randomFrom(kind === "pglite" ? 13 : 42);
    const someLines = () => {
      const first = random.pick(items);
      const second = random.pick(items.filter((item) => item !== first));
      const lines = [line(first, random.int(1, 2))];
      if (random.int(0, 1) === 1) lines.push(line(second, random.int(1, 2)));
      return lines;
    };

    let refused = 0;
    let done = 0;
    for (const round of [1, 2]) {
      // Orders for the owner to cancel, return, edit and for the clock to expire, placed while there is enough stock.
      for (const item of items) await setCount(shop, owner, item, 30);
      const toCancel = [];
      const toEdit = [];
      const toReturn = [];
      const toExpire = [];
      for (let n = 0; n < 4; n++) toCancel.push(await placedOrder(random.pick(shoppers), someLines()));
      for (let n = 0; n < 4; n++) toEdit.push(await placedOrder(random.pick(shoppers), someLines()));
      for (let n = 0; n < 3; n++) {
        const order = await placedOrder(random.pick(shoppers), someLines(), { delivery_method: "delivery" });
        for (const to of ["confirmed", "packed", "shipped"]) await owner.move(order.id, to);
        toReturn.push(order);
      }
      for (let n = 0; n < 2; n++) toExpire.push(await placedOrder(random.pick(shoppers), someLines()));
      await backdate(
        shop,
        toExpire.map((order) => order.id),
      );
      // Then little stock, so the storm runs out of pieces.
      for (const item of items) await setCount(shop, owner, item, random.int(1, 4));

      const desk = () => random.pick<Owner>([owner, counter]);
      const storm: Promise<{ what: string; status: number; error?: string }>[] = [];
      const run = (what: string, call: Promise<{ status: number; body: { error?: string } }>) =>
        storm.push(call.then(({ status, body }) => ({ what, status, error: body.error })));
      for (let n = 0; n < 12; n++) run("order", random.pick(shoppers).order(someLines()));
      for (let n = 0; n < 5; n++) run("sale", desk().create(newSale(someLines())));
      // One order cancelled twice at once: the second finds it cancelled (409) and gives nothing back twice.
      for (const order of [...toCancel, toCancel[0]]) if (order) run("cancel", desk().move(order.id, "cancelled"));
      for (const order of toReturn) run("return", desk().move(order.id, "returned"));
      for (const order of toEdit) run("edit", desk().edit(order.id, { items: someLines() }));
      for (let n = 0; n < 10; n++) {
        const change = random.int(-3, 4) || 1;
        const reason =
          change > 0 ? random.pick(["restock", "correction"]) : random.pick(["damaged", "lost", "correction"]);
        run("adjustment", adjust(desk(), { ...random.pick(items), change, reason, note: `storm round ${round}` }));
      }
      storm.push(shop.app.expireUnconfirmedOrders().then((count) => ({ what: "expiry", status: count > 0 ? 200 : 0 })));

      const responses = await Promise.all(storm);
      const unexpected = responses.filter((response) => ![200, 201, 409].includes(response.status));
      expect(unexpected, `round ${round}: only successes and 409s`).toEqual([]);
      refused += responses.filter((response) => response.status === 409).length;
      done += responses.filter((response) => response.status === 200 || response.status === 201).length;
      // Every adjustment that succeeded is one row, and one that was refused none.
      const adjusted = responses.filter((response) => response.what === "adjustment" && response.status === 201).length;
      const [rows] = (
        (await shop.database.db.execute(
          `select count(*)::int as n from stock_movements where note = 'storm round ${round}'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      expect(Number(rows?.n)).toBe(adjusted);
      await expectLedgerAddsUp(shop);
    }
    // The storm really ran short: some changes were refused, and most went through.
    console.info(`${kind}: ${done} changes went through, ${refused} were refused`);
    expect(refused).toBeGreaterThan(0);
    expect(done).toBeGreaterThan(refused);
  });
});
