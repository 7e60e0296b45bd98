// The desk and the shop at the same moment, on the same few pieces: the owner edits and cancels agreed orders while
// shoppers place new ones. Whatever the interleaving, nothing is oversold (no stock below zero, no 5xx), and at the
// end every product's and colour's stock is exactly what it started with less what the live orders hold.
import { describe, expect, it } from "vitest";
import { plainProduct, productWithColours, setStock, setVariantStock } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import {
  type OrderLine,
  type Owner,
  type Response,
  rows,
  type Shopper,
  signInOwner,
  signInShopper,
} from "./desk-fixtures";

const SHOPPERS = 10;
const SHOPPER_ORDERS = 30;
const OWNER_ACTIONS = 30;
const STARTING_ORDERS = 12;
/** Units of each piece put on the shelf before each round. */
const INITIAL_STOCK = 8;
const ROUNDS = 2;

/**
 * A small deterministic random sequence (mulberry32), so a failing mix of requests can be replayed with the same seed.
 * (A plain linear congruential generator's low bits repeat every few renders: every order then asked for the same piece.)
 */
function randomNumbers(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

interface Piece {
  label: string;
  line: { product_id: number; variant_id: number | null };
}

describe.each(databaseKinds)("the desk racing the shop (%s)", (kind) => {
  // Each shopper holds several open orders at once here; the limit of open orders is not what is tested.
  const shop = useTestShop(kind, { env: { MAX_OPEN_ORDERS: "100" } });

  it(`${OWNER_ACTIONS} owner edits and cancels against ${SHOPPER_ORDERS} shopper orders: never oversold, stock = initial − live orders`, async () => {
    const plainA = await plainProduct(shop, { stock: 1 });
    const plainB = await plainProduct(shop, { stock: 1, skip: 1 });
    const coloured = await productWithColours(shop);
    const [red, green] = coloured.variants;
    if (!red || !green) throw new Error("fixture: a product with two colours");
    const pieces: Piece[] = [
      { label: plainA.name, line: { product_id: plainA.id, variant_id: null } },
      { label: plainB.name, line: { product_id: plainB.id, variant_id: null } },
      { label: `${coloured.name} (${red.color_name})`, line: { product_id: coloured.id, variant_id: red.id } },
      { label: `${coloured.name} (${green.color_name})`, line: { product_id: coloured.id, variant_id: green.id } },
    ];
    const productIds = [plainA.id, plainB.id, coloured.id];
    const variantIds = [red.id, green.id];

    const owner: Owner = await signInOwner(shop);
    const second: Owner = await signInOwner(shop); // the owner's other device: two sessions race as well
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await signInShopper(shop, `racer${i}@example.com`, `Racer ${i}`));

    const productStock = async () =>
      new Map(
        (
          await rows<{ id: number; stock: number }>(
            shop,
            `select id, stock from products where id in (${productIds.join(",")})`,
          )
        ).map((row) => [Number(row.id), Number(row.stock)]),
      );
    const variantStock = async () =>
      new Map(
        (
          await rows<{ id: number; stock: number }>(
            shop,
            `select id, stock from product_variants where id in (${variantIds.join(",")})`,
          )
        ).map((row) => [Number(row.id), Number(row.stock)]),
      );

    for (const product of [plainA, plainB]) await setStock(shop, product.id, 0);
    for (const colour of [red, green]) await setVariantStock(shop, colour.id, 0);
    // Every round puts INITIAL_STOCK more of each piece on the shelf (as a delivery from the workshop would), so each
    // round races for pieces again; `stocked` is all that was ever put there.
    let stocked = 0;
    const restock = async () => {
      await shop.database.db.execute(
        `update products set stock = stock + ${INITIAL_STOCK} where id in (${plainA.id}, ${plainB.id})`,
      );
      await shop.database.db.execute(
        `update product_variants set stock = stock + ${INITIAL_STOCK} where id in (${red.id}, ${green.id})`,
      );
      await shop.app.clearCatalogueCache();
      stocked += INITIAL_STOCK;
    };
    const colouredOwnStock = (await productStock()).get(coloured.id);

    const random = randomNumbers(kind === "postgres" ? 20_261_123 : 12);
    const someLines = (most: number): OrderLine[] => {
      const count = 1 + random(most);
      const chosen = new Map<number, OrderLine>();
      for (let i = 0; i < count; i++) {
        const index = random(pieces.length);
        const piece = pieces[index];
        if (!piece) continue;
        chosen.set(index, { ...piece.line, quantity: 1 + random(2) });
      }
      return [...chosen.values()];
    };

    const unexpected: string[] = [];
    const tally = new Map<string, number>();
    const reasons = new Map<string, number>();
    const note = (what: string, response: Response<unknown>, allowed: number[]) => {
      const key = `${what} ${response.status}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
      // Why refusals happened, for the log: the message with its numbers and numbers blurred.
      if (response.status === 409) {
        const why = String(response.body.error ?? "").replace(/MJ-\d+|\d+/g, "#");
        reasons.set(why, (reasons.get(why) ?? 0) + 1);
      }
      if (!allowed.includes(response.status)) unexpected.push(`${key}: ${JSON.stringify(response.body)}`);
    };

    for (let round = 0; round < ROUNDS; round++) {
      await restock();
      // Orders the owner will be working on: placed by the shoppers before the rush.
      const agreed: number[] = [];
      for (let i = 0; i < STARTING_ORDERS; i++) {
        const shopper = shoppers[i % SHOPPERS] as Shopper;
        const placed = await shopper.order([{ ...(pieces[i % pieces.length] as Piece).line, quantity: 1 }]);
        if (placed.status === 201) agreed.push(placed.body.order.id);
        else if (placed.status !== 409) unexpected.push(`starting order ${placed.status}`);
      }
      expect(agreed.length).toBeGreaterThan(0);

      const requests: Promise<void>[] = [];
      for (let i = 0; i < SHOPPER_ORDERS; i++) {
        const shopper = shoppers[i % SHOPPERS] as Shopper;
        const lines = someLines(2);
        const delivery_method = random(2) ? "delivery" : "pickup";
        requests.push(
          shopper.order(lines, { delivery_method }).then((response) => note("shopper order", response, [201, 409])),
        );
      }
      for (let i = 0; i < OWNER_ACTIONS; i++) {
        const desk = i % 2 ? owner : second;
        const orderId = agreed[random(agreed.length)] as number;
        const action = random(5);
        if (action < 3) {
          const body: Parameters<Owner["edit"]>[1] = { items: someLines(3) };
          if (random(3) === 0) body.discount = "10.00";
          requests.push(desk.edit(orderId, body).then((response) => note("edit", response, [200, 409])));
        } else if (action === 3) {
          requests.push(
            desk.move(orderId, "cancelled", "race").then((response) => note("cancel", response, [200, 409])),
          );
        } else {
          // Moving on: confirm (or pack), which locks the same order row as the edits and cancels do.
          requests.push(
            desk
              .move(orderId, random(2) ? "confirmed" : "packed")
              .then((response) => note("move", response, [200, 409])),
          );
        }
      }
      await Promise.all(requests);

      // What the live orders (not cancelled or returned) hold, per product and per colour.
      const held = await rows<{ product_id: number; variant_id: number | null; units: number }>(
        shop,
        `select i.product_id, i.variant_id, sum(i.quantity)::int as units
           from order_items i join orders o on o.id = i.order_id
          where o.status not in ('cancelled', 'returned') and i.product_id in (${productIds.join(",")})
          group by i.product_id, i.variant_id`,
      );
      const heldBy = (productId: number, variantId: number | null) =>
        held
          .filter(
            (row) =>
              Number(row.product_id) === productId &&
              (row.variant_id === null ? null : Number(row.variant_id)) === variantId,
          )
          .reduce((sum, row) => sum + Number(row.units), 0);

      const products = await productStock();
      const variants = await variantStock();
      const expected = {
        [plainA.name]: stocked - heldBy(plainA.id, null),
        [plainB.name]: stocked - heldBy(plainB.id, null),
        red: stocked - heldBy(coloured.id, red.id),
        green: stocked - heldBy(coloured.id, green.id),
        colouredOwn: colouredOwnStock,
        colouredWithoutColour: 0,
      };
      const actual = {
        [plainA.name]: products.get(plainA.id),
        [plainB.name]: products.get(plainB.id),
        red: variants.get(red.id),
        green: variants.get(green.id),
        colouredOwn: products.get(coloured.id),
        colouredWithoutColour: heldBy(coloured.id, null),
      };
      console.info(
        `${kind} round ${round + 1}: ${[...tally].map(([key, count]) => `${key}×${count}`).join(", ")}; stock ${JSON.stringify(actual)}; refused: ${JSON.stringify(Object.fromEntries(reasons))}`,
      );
      expect(unexpected).toEqual([]);
      expect(actual).toEqual(expected);
      for (const stock of [...products.values(), ...variants.values()]) expect(stock).toBeGreaterThanOrEqual(0);
      // The race was real: some requests were refused for stock or state, and some went through.
      expect((tally.get("shopper order 201") ?? 0) + (tally.get("edit 200") ?? 0)).toBeGreaterThan(0);

      // Every order's own numbers still add up after the race.
      const broken = await rows<{ id: number }>(
        shop,
        `select o.id from orders o
          where o.subtotal <> (select coalesce(sum(i.line_total), 0) from order_items i where i.order_id = o.id)
             or o.total <> o.subtotal + o.delivery_fee - o.discount`,
      );
      expect(broken).toEqual([]);

      tally.clear();
      reasons.clear();
    }
  }, 240_000);
});
