// Cancelling or returning an order puts its pieces back on the shelf: every item's units to the product or colour
// they came from, exactly once, even when the owner's two taps (or two owners) race each other.
import { describe, expect, it } from "vitest";
import { plainProduct, productWithColours, setStock, setVariantStock, stockOf, variantStockOf } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { type Owner, placedOrder, type Shopper, signInOwner, signInShopper } from "./desk-fixtures";

describe.each(databaseKinds)("stock back on cancel and return (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;
  let shopper: Shopper;
  let second: Owner;

  const ready = async () => {
    if (owner) return;
    owner = await signInOwner(shop);
    // A second session of the owner (her phone and the shop's laptop): the races come from two sessions.
    second = await signInOwner(shop);
    shopper = await signInShopper(shop, "stockback@example.com");
  };

  /** A plain piece and two colours of another, with known stock, and an order holding 2 + 1 + 3 of them. */
  async function orderOfThree(delivery_method: "delivery" | "pickup" = "pickup") {
    const plain = await plainProduct(shop, { stock: 1 });
    const coloured = await productWithColours(shop);
    const [red, green] = coloured.variants;
    if (!red || !green) throw new Error("fixture: a product with two colours");
    await setStock(shop, plain.id, 10);
    await setVariantStock(shop, red.id, 10);
    await setVariantStock(shop, green.id, 10);
    const colouredOwnStock = await stockOf(shop, coloured.id);
    const order = await placedOrder(
      shopper,
      [
        { product_id: plain.id, quantity: 2 },
        { product_id: coloured.id, variant_id: red.id, quantity: 1 },
        { product_id: coloured.id, variant_id: green.id, quantity: 3 },
      ],
      { delivery_method },
    );
    const stock = async () => ({
      plain: await stockOf(shop, plain.id),
      red: await variantStockOf(shop, red.id),
      green: await variantStockOf(shop, green.id),
      colouredOwn: await stockOf(shop, coloured.id),
    });
    expect(await stock()).toEqual({ plain: 8, red: 9, green: 7, colouredOwn: colouredOwnStock });
    return { order, stock, full: { plain: 10, red: 10, green: 10, colouredOwn: colouredOwnStock } };
  }

  it("cancelling puts every unit back to the product and to the colour it came from", async () => {
    await ready();
    const { order, stock, full } = await orderOfThree();
    expect((await owner.move(order.id, "confirmed")).status).toBe(200);
    const cancelled = await owner.move(order.id, "cancelled", "customer changed her mind");
    expect(cancelled.status).toBe(200);
    expect(await stock()).toEqual(full);
    // The product page sees the pieces again.
    const { body } = await shop.get<{ product: { quantity: number } }>(`/api/products/${order.items[0]?.product_id}`);
    expect(body.product.quantity).toBe(10);
  });

  it("the other moves leave the stock alone", async () => {
    await ready();
    const { order, stock } = await orderOfThree("delivery");
    const held = await stock();
    for (const to of ["confirmed", "packed", "shipped", "completed"]) {
      expect((await owner.move(order.id, to)).status).toBe(200);
      expect(await stock()).toEqual(held);
    }
  });

  it("two cancels racing: one 200, one 409, stock back exactly once", async () => {
    await ready();
    for (let round = 0; round < 3; round++) {
      const { order, stock, full } = await orderOfThree();
      const responses = await Promise.all([
        owner.move(order.id, "cancelled", "from the phone"),
        second.move(order.id, "cancelled", "from the laptop"),
      ]);
      expect(responses.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = responses.find((a) => a.status === 409);
      expect(refused?.body.error).toBe(`Cannot move ${order.order_number} from cancelled to cancelled`);
      expect(await stock()).toEqual(full);
      const events = (await owner.get(order.id)).body.order.events.filter((e) => e.to_status === "cancelled");
      expect(events).toHaveLength(1);
    }
  });

  it("several cancels at once of a packed pickup order: exactly one wins", async () => {
    await ready();
    const { order, stock, full } = await orderOfThree();
    for (const to of ["confirmed", "packed", "ready_for_pickup"])
      expect((await owner.move(order.id, to)).status).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? owner : second).move(order.id, "cancelled")),
    );
    expect(responses.filter((a) => a.status === 200)).toHaveLength(1);
    expect(responses.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await stock()).toEqual(full);
  });

  it("returning a shipped order puts the stock back", async () => {
    await ready();
    const { order, stock, full } = await orderOfThree("delivery");
    for (const to of ["confirmed", "packed", "shipped"]) expect((await owner.move(order.id, to)).status).toBe(200);
    const returned = await owner.move(order.id, "returned", "did not fit");
    expect(returned.status).toBe(200);
    expect(returned.body.order.status).toBe("returned");
    expect(await stock()).toEqual(full);
  });

  it("returning a completed order puts the stock back", async () => {
    await ready();
    const { order, stock, full } = await orderOfThree("pickup");
    for (const to of ["confirmed", "packed", "ready_for_pickup", "completed"]) {
      expect((await owner.move(order.id, to)).status).toBe(200);
    }
    expect((await owner.move(order.id, "returned")).status).toBe(200);
    expect(await stock()).toEqual(full);
  });

  it("two returns racing: one 200, one 409, stock back exactly once (from shipped and from completed)", async () => {
    await ready();
    for (const path of [
      ["confirmed", "packed", "shipped"],
      ["confirmed", "packed", "shipped", "completed"],
    ]) {
      const { order, stock, full } = await orderOfThree("delivery");
      for (const to of path) expect((await owner.move(order.id, to)).status).toBe(200);
      const responses = await Promise.all([owner.move(order.id, "returned"), second.move(order.id, "returned")]);
      expect(responses.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(responses.find((a) => a.status === 409)?.body.error).toBe(
        `Cannot move ${order.order_number} from returned to returned`,
      );
      expect(await stock()).toEqual(full);
    }
  });

  it("a cancel racing a return of a completed order: only the return is legal, stock back once", async () => {
    await ready();
    const { order, stock, full } = await orderOfThree("delivery");
    for (const to of ["confirmed", "packed", "shipped", "completed"]) {
      expect((await owner.move(order.id, to)).status).toBe(200);
    }
    const [cancel, back] = await Promise.all([owner.move(order.id, "cancelled"), second.move(order.id, "returned")]);
    expect(cancel.status).toBe(409);
    expect(back.status).toBe(200);
    expect(await stock()).toEqual(full);
  });

  it("stock that came back can be sold again", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    await setStock(shop, plain.id, 1);
    const order = await placedOrder(shopper, [{ product_id: plain.id, quantity: 1 }]);
    const other = await signInShopper(shop, "nextbuyer@example.com");
    expect((await other.order([{ product_id: plain.id, quantity: 1 }])).status).toBe(409);
    expect((await owner.move(order.id, "cancelled")).status).toBe(200);
    expect((await other.order([{ product_id: plain.id, quantity: 1 }])).status).toBe(201);
    expect(await stockOf(shop, plain.id)).toBe(0);
  });
});
