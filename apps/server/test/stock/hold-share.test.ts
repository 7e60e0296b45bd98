// One shopper cannot hold a scarce piece hostage (decision 038): until the shop confirms them, her orders may
// hold at most her share (ORDER_HOLD_SHARE_PERCENT, 50) of what is left of a piece or colour, at least 1, counting
// what her other unconfirmed orders already hold. The check runs under the stock row locks, so shoppers racing for
// the last pieces each see what the other left. The owner's own orders and new sales are not limited.
import { describe, expect, it } from "vitest";
import { newSale, type Owner, placedOrder, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, productWithColours } from "../shop-fixtures";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { expectLedgerAddsUp } from "./ledger-invariant";
import { countOf, setCount } from "./stock-fixtures";

let n = 0;
const shopper = (shop: TestShop) => signInShopper(shop, `holder${++n}@example.com`, `Holder ${n}`);

/** Units each shopper's orders still waiting for confirmation hold of a product (all its colours and itself). */
async function heldBy(shop: TestShop, userId: number, productId: number): Promise<number> {
  const result = (await shop.database.db.execute(
    `select coalesce(sum(i.quantity), 0)::int as units from order_items i join orders o on o.id = i.order_id
     where o.user_id = ${Number(userId)} and o.status = 'placed' and i.product_id = ${Number(productId)}`,
  )) as unknown as { rows: { units: number }[] };
  return Number(result.rows[0]?.units);
}

describe.each(databaseKinds)("a shopper's share of what is left (%s)", (kind) => {
  // The shop's defaults for the share; the test harness otherwise lets one shopper hold everything.
  const shop = useTestShop(kind, { env: { ORDER_HOLD_SHARE_PERCENT: "50" } });
  let owner: Owner;
  const ownerOf = async () => {
    owner ??= await signInOwner(shop);
    return owner;
  };

  it("two shoppers racing for 4 left, 2 each: the first holds 2, the second is told she can order 1", async () => {
    const product = await plainProduct(shop, { stock: 1, skip: 0 });
    const item = { product_id: product.id };
    for (let round = 0; round < 4; round++) {
      await setCount(shop, await ownerOf(), item, 4);
      const [first, second] = await Promise.all([shopper(shop), shopper(shop)]);
      if (!first || !second) throw new Error("two shoppers");

      const responses = await Promise.all([first, second].map((who) => who.order([{ ...item, quantity: 2 }])));

      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.status === 409);
      expect(refused?.body.error).toBe(
        `Only 1 of ${product.name} can be ordered at a time now: until we confirm an order, one shopper can keep at most half of what is left of a piece. Please change the quantity to 1.`,
      );
      expect(await countOf(shop, item)).toBe(2);
      const held = [await heldBy(shop, first.user.id, product.id), await heldBy(shop, second.user.id, product.id)];
      expect(held.sort()).toEqual([0, 2]);
    }
    await expectLedgerAddsUp(shop);
  });

  it("two shoppers each sending 4 orders of 1 at once for 7 left: neither holds more than 3, stock and ledger add up", async () => {
    const product = await plainProduct(shop, { stock: 1, skip: 1 });
    const item = { product_id: product.id };
    await setCount(shop, await ownerOf(), item, 7);
    const shoppers = await Promise.all([shopper(shop), shopper(shop)]);

    const responses = await Promise.all(
      shoppers.flatMap((who) => Array.from({ length: 4 }, () => who.order([{ ...item, quantity: 1 }]))),
    );

    const placed = responses.filter((response) => response.status === 201).length;
    for (const response of responses.filter((a) => a.status !== 201)) {
      expect(response.status).toBe(409);
      expect(response.body.error).toMatch(
        new RegExp(`^(Your orders waiting for us to confirm already hold \\d of ${product.name}|You can order only)`),
      );
    }
    const held = await Promise.all(shoppers.map((who) => heldBy(shop, who.user.id, product.id)));
    // Whatever the order the requests were served in: 3 is half of 7 rounded down, and each got at least her first.
    for (const units of held) expect(units).toBeGreaterThanOrEqual(1);
    for (const units of held) expect(units).toBeLessThanOrEqual(3);
    expect(held.reduce((sum, units) => sum + units, 0)).toBe(placed);
    expect(await countOf(shop, item)).toBe(7 - placed);
    await expectLedgerAddsUp(shop);
  });

  it("her second order of a colour counts her first; other colours and confirmed orders do not", async () => {
    const product = await productWithColours(shop);
    const [colour, other] = product.variants;
    if (!colour || !other) throw new Error("fixture");
    const label = `${product.name} (${colour.color_name})`;
    const item = { product_id: product.id, variant_id: colour.id };
    await setCount(shop, await ownerOf(), item, 6);
    await setCount(shop, await ownerOf(), { product_id: product.id, variant_id: other.id }, 6);
    const her = await shopper(shop);

    const first = await placedOrder(her, [{ ...item, quantity: 2 }]);
    // 4 left and 2 hers: half of 6 is 3, so 1 more.
    expect(await her.order([{ ...item, quantity: 2 }])).toEqual({
      status: 409,
      body: {
        code: "conflict",
        error: `You can order only 1 more of ${label} now: your orders waiting for us to confirm already hold 2, and until we confirm an order, one shopper can keep at most half of what is left of a piece. Please change the quantity to 1.`,
      },
    });
    await placedOrder(her, [{ ...item, quantity: 1 }]);
    expect(await her.order([{ ...item, quantity: 1 }])).toEqual({
      status: 409,
      body: {
        code: "conflict",
        error: `Your orders waiting for us to confirm already hold 3 of ${label}, as many as we can keep for one shopper while so few are left. Please finish them with us in the WhatsApp chat before ordering more.`,
      },
    });
    expect(await countOf(shop, item)).toBe(3);
    // Another colour is another shelf.
    await placedOrder(her, [{ product_id: product.id, variant_id: other.id, quantity: 3 }]);

    // Once the shop confirms her first order it is a sale, not a hold: 3 left and 1 hers, half of 4 is 2, so 1 more.
    expect((await (await ownerOf()).move(first.id, "confirmed")).status).toBe(200);
    await placedOrder(her, [{ ...item, quantity: 1 }]);
    expect((await her.order([{ ...item, quantity: 1 }])).status).toBe(409);
    expect(await countOf(shop, item)).toBe(2);
    await expectLedgerAddsUp(shop);
  });

  it("the last piece can still be ordered: the share is at least 1", async () => {
    const product = await plainProduct(shop, { stock: 1, skip: 2 });
    const item = { product_id: product.id };
    await setCount(shop, await ownerOf(), item, 1);
    await placedOrder(await shopper(shop), [{ ...item, quantity: 1 }]);
    expect(await countOf(shop, item)).toBe(0);
  });

  it("the owner is not limited: a new sale and her own order at the shop take what she asks", async () => {
    const me = await ownerOf();
    const product = await plainProduct(shop, { stock: 1, skip: 3 });
    const item = { product_id: product.id };
    await setCount(shop, me, item, 4);

    const sale = await me.create(newSale([{ ...item, quantity: 3 }]));
    expect(sale.status).toBe(201);
    await setCount(shop, me, item, 4);
    const ownOrder = await me.call("POST", "/api/orders", {
      customer_name: "Meera Owner",
      customer_phone: "+919847012345",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      order_items: [{ ...item, quantity: 4 }],
    });
    expect(ownOrder.status).toBe(201);
    expect(await countOf(shop, item)).toBe(0);
    await expectLedgerAddsUp(shop);
  });

  it("the cart says how many she may order now, and refuses a line raised past it, naming the number", async () => {
    const product = await plainProduct(shop, { stock: 1, skip: 4 });
    const item = { product_id: product.id };
    await setCount(shop, await ownerOf(), item, 5);
    const buyer = await shopper(shop);
    type Cart = { cart: { product_id: number; quantity: number; stock: number; can_order: number }[]; error?: string };
    const lineOf = async () =>
      (await buyer.call<Cart>("GET", "/api/cart")).body.cart.find((l) => l.product_id === product.id);

    // Adding what is on the shelf stays allowed (the checkout says the share); the cart tells her 2 of the 5.
    expect((await buyer.call("POST", "/api/cart", { ...item, quantity: 1 })).status).toBe(200);
    expect(await lineOf()).toMatchObject({ quantity: 1, stock: 5, can_order: 2 });
    expect((await buyer.call("PUT", `/api/cart/${product.id}`, { quantity: 2 })).status).toBe(200);
    const refused = await buyer.call<Cart>("PUT", `/api/cart/${product.id}`, { quantity: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Only 2 of ${product.name} can be ordered at a time now: until we confirm an order, one shopper can keep at most half of what is left of a piece. Please change the quantity to 2.`,
    );
    expect((await lineOf())?.quantity).toBe(2);

    // An order of 1 waiting for the shop: 4 left, her share of 5 is still 2, so 1 more.
    await placedOrder(buyer, [{ ...item, quantity: 1 }]);
    expect((await buyer.call("POST", "/api/cart", { ...item, quantity: 1 })).status).toBe(200);
    expect(await lineOf()).toMatchObject({ quantity: 1, stock: 4, can_order: 1 });
    const more = await buyer.call<Cart>("PUT", `/api/cart/${product.id}`, { quantity: 2 });
    expect(more.status).toBe(409);
    expect(more.body.error).toContain("You can order only 1 more of");
    // Lowering is always allowed.
    expect((await buyer.call("PUT", `/api/cart/${product.id}`, { quantity: 1 })).status).toBe(200);

    // The owner is held to no share: her line goes up to the stock.
    const own = await ownerOf();
    expect((await own.call("POST", "/api/cart", { ...item, quantity: 1 })).status).toBe(200);
    const ownLine = (await own.call<Cart>("GET", "/api/cart")).body.cart.find((l) => l.product_id === product.id);
    expect(ownLine).toMatchObject({ stock: 4, can_order: 4 });
    expect((await own.call("PUT", `/api/cart/${product.id}`, { quantity: 4 })).status).toBe(200);
  });
});
