// Sales the owner enters herself (phone, WhatsApp, Instagram, walk-in), over HTTP: priced from the catalogue or at
// the agreed price, stock taken exactly like a shopper's order (the same race safety), no shopper account needed.
import type { OwnerOrderSummary } from "@mayil/core/orders/owner-schemas";
import { describe, expect, it } from "vitest";
import { plainProduct, productWithColours, setStock, setVariantStock, stockOf, variantStockOf } from "../shop-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import {
  checkout,
  newSale,
  OWNER,
  type Owner,
  paise,
  type Response,
  rows,
  rupees,
  signInOwner,
  signInShopper,
} from "./desk-fixtures";

describe.each(databaseKinds)("sales (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: Owner;

  const ready = async () => {
    if (!owner) owner = await signInOwner(shop);
  };
  const orderCount = async () =>
    Number((await rows<{ n: number }>(shop, "select count(*)::int as n from orders"))[0]?.n);

  it("a phone sale for delivery: priced from the catalogue, the flat ₹49 fee, stock taken, no shopper account", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    const coloured = await productWithColours(shop);
    const [red] = coloured.variants;
    if (!red) throw new Error("fixture");
    await setStock(shop, plain.id, 10);
    await setVariantStock(shop, red.id, 10);
    const colouredOwn = await stockOf(shop, coloured.id);

    const created = await owner.create(
      newSale(
        [
          { product_id: plain.id, quantity: 2 },
          { product_id: coloured.id, variant_id: red.id, quantity: 3 },
        ],
        { special_instructions: "Gift wrap please", note: "called at 11" },
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.order;
    const subtotal = 2 * paise(plain.price) + 3 * paise(red.price);
    expect(order).toMatchObject({
      order_number: expect.stringMatching(/^MJ-\d{6}$/),
      // Agreed with the customer before the owner entered it: nothing left to confirm, and never expired.
      status: "confirmed",
      source: "phone",
      user_id: null,
      customer_name: "Lakshmi Menon",
      customer_phone: "+919876543210",
      delivery_method: "delivery",
      customer_address: "Kowdiar",
      customer_city: "Thiruvananthapuram",
      customer_state: "Kerala",
      customer_pincode: "695003",
      special_instructions: "Gift wrap please",
      subtotal: rupees(subtotal),
      delivery_fee: "49.00",
      discount: "0.00",
      total: rupees(subtotal + 4900),
      payment_status: "unpaid",
      amount_paid: "0.00",
      editable: true,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: plain.id,
        variant_id: null,
        quantity: 2,
        unit_price: rupees(paise(plain.price)),
      }),
      expect.objectContaining({
        product_id: coloured.id,
        variant_id: red.id,
        color_name: red.color_name,
        quantity: 3,
        unit_price: rupees(paise(red.price)),
      }),
    ]);
    expect(await stockOf(shop, plain.id)).toBe(8);
    expect(await variantStockOf(shop, red.id)).toBe(7);
    expect(await stockOf(shop, coloured.id)).toBe(colouredOwn);

    // Its first event says the owner entered it, with her note.
    expect(order.events).toHaveLength(1);
    expect(order.events[0]).toMatchObject({
      from_status: null,
      to_status: "confirmed",
      reason: "manual",
      actor: "owner",
      by: OWNER.name,
      note: "called at 11",
    });

    expect((await owner.get(order.id)).body.order).toMatchObject({ id: order.id, source: "phone", total: order.total });

    // Cancelling it gives the stock back, as for a shopper's order.
    expect((await owner.move(order.id, "cancelled")).status).toBe(200);
    expect(await stockOf(shop, plain.id)).toBe(10);
    expect(await variantStockOf(shop, red.id)).toBe(10);
  });

  it("a sale is first in the desk's list, found by name, phone and order number", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    await setStock(shop, plain.id, 10);
    const created = await owner.create(
      newSale([{ product_id: plain.id, quantity: 2 }], { customer_name: "Devika Pillai", source: "instagram" }),
    );
    expect(created.status).toBe(201);
    const order = created.body.order;
    const list = await owner.call<{ orders: OwnerOrderSummary[]; pagination: { total: number; hasMore: boolean } }>(
      "GET",
      "/api/owner/orders",
    );
    expect(list.status).toBe(200);
    expect(list.body.orders[0]).toMatchObject({
      id: order.id,
      order_number: order.order_number,
      source: "instagram",
      customer_name: "Devika Pillai",
      item_count: 2,
      total: order.total,
      payment_status: "unpaid",
    });
    for (const q of ["Devika", "9876543210", order.order_number]) {
      const found = await owner.call<{ orders: OwnerOrderSummary[] }>(
        "GET",
        `/api/owner/orders?q=${encodeURIComponent(q)}`,
      );
      expect(found.status, q).toBe(200);
      expect(
        found.body.orders.map((o) => o.id),
        q,
      ).toContain(order.id);
    }
  });

  it("a walk-in sale picked up at a pickup point: no fee; the agreed price and discount are used", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    await setStock(shop, plain.id, 10);
    const created = await owner.create(
      newSale([{ product_id: plain.id, quantity: 2, unit_price: "275.50" }], {
        delivery_method: "pickup",
        source: "walk_in",
        discount: "51.00",
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.order).toMatchObject({
      source: "walk_in",
      delivery_method: "pickup",
      pickup_location: "Kachani",
      subtotal: "551.00",
      delivery_fee: "0.00",
      discount: "51.00",
      total: "500.00",
    });
    expect(created.body.order.items[0]).toMatchObject({ unit_price: "275.50", line_total: "551.00" });
    expect(await stockOf(shop, plain.id)).toBe(8);
  });

  it("every sale source is taken; an agreed delivery fee replaces the flat one", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    await setStock(shop, plain.id, 10);
    for (const source of ["whatsapp", "phone", "instagram", "walk_in"]) {
      const created = await owner.create(
        newSale([{ product_id: plain.id, quantity: 1 }], { source, delivery_fee: "0" }),
      );
      expect(created.status, source).toBe(201);
      expect(created.body.order).toMatchObject({ source, delivery_fee: "0.00", total: rupees(paise(plain.price)) });
    }
    expect(await stockOf(shop, plain.id)).toBe(6);
  });

  it("not enough stock → 409 naming the piece, nothing taken and no order written", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    const coloured = await productWithColours(shop);
    const [red] = coloured.variants;
    if (!red) throw new Error("fixture");
    await setStock(shop, plain.id, 5);
    await setVariantStock(shop, red.id, 1);
    const before = await orderCount();
    const refused = await owner.create(
      newSale([
        { product_id: plain.id, quantity: 2 },
        { product_id: coloured.id, variant_id: red.id, quantity: 2 },
      ]),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Not enough stock for .+: only 1 left\.$/);
    expect(await stockOf(shop, plain.id)).toBe(5);
    expect(await variantStockOf(shop, red.id)).toBe(1);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    [{ pickup_location: "Mars", delivery_method: "pickup" }, /pickup location/i],
    [{ delivery_method: "delivery", customer_address: undefined }, /address/i],
    [{ delivery_method: "delivery", customer_state: undefined }, /state/i],
    [{ source: "website" }, /source/i],
    [{ source: undefined }, /source/i],
    [{ customer_phone: "12345" }, /mobile|phone/i],
    [{ customer_name: "" }, /customer_name/i],
    [{ items: [] }, /item/i],
    [{ delivery_fee: "-5" }, /delivery_fee/i],
    [{ discount: "lots" }, /discount/i],
  ] as [Record<string, unknown>, RegExp][])("%j → 400 (%s), nothing written", async (overrides, named) => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    await setStock(shop, plain.id, 10);
    const before = await orderCount();
    const body = { ...newSale([{ product_id: plain.id, quantity: 1 }], overrides) } as Record<string, unknown>;
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
    const refused = await owner.create(body);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error).toMatch(named);
    expect(await stockOf(shop, plain.id)).toBe(10);
    expect(await orderCount()).toBe(before);
  });

  it("a total too large for the books, or a discount beyond it → 400, never a 500, nothing written", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    await setStock(shop, plain.id, 10);
    const before = await orderCount();
    const huge = await owner.create(newSale([{ product_id: plain.id, quantity: 3, unit_price: "99999999.99" }]));
    expect(huge.status, JSON.stringify(huge.body)).toBe(400);
    const tooMuchOff = await owner.create(
      newSale([{ product_id: plain.id, quantity: 1, unit_price: "100.00" }], { discount: "149.01" }),
    );
    expect(tooMuchOff.status).toBe(400);
    expect(tooMuchOff.body.error).toMatch(/discount/i);
    expect(await stockOf(shop, plain.id)).toBe(10);
    expect(await orderCount()).toBe(before);
  });

  it("an unknown product → 404; a shopper → 403", async () => {
    await ready();
    const missing = await owner.create(newSale([{ product_id: 99_999_999, quantity: 1 }]));
    expect(missing.status).toBe(404);
    const shopper = await signInShopper(shop, "not-the-owner@example.com");
    const plain = await plainProduct(shop, { stock: 1 });
    const tried = await shopper.call("POST", "/api/owner/orders", newSale([{ product_id: plain.id, quantity: 1 }]));
    expect(tried.status).toBe(403);
  });

  it("sales and shoppers' orders racing for the last 4 pieces: exactly 4 sold, stock 0", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    const coloured = await productWithColours(shop);
    const [red] = coloured.variants;
    if (!red) throw new Error("fixture");
    await setStock(shop, plain.id, 4);
    await setVariantStock(shop, red.id, 4);
    const shoppers = [];
    for (let i = 0; i < 8; i++) shoppers.push(await signInShopper(shop, `lastpieces${i}@example.com`));

    /** Units the live orders hold of the line's product or colour. */
    const held = async (item: { product_id: number; variant_id?: number }) =>
      (
        await rows<{ units: number }>(
          shop,
          `select coalesce(sum(i.quantity), 0)::int as units from order_items i join orders o on o.id = i.order_id
            where o.status not in ('cancelled', 'returned') and i.product_id = ${item.product_id}
              and i.variant_id ${item.variant_id ? `= ${item.variant_id}` : "is null"}`,
        )
      )[0]?.units;

    for (const item of [{ product_id: plain.id }, { product_id: coloured.id, variant_id: red.id }]) {
      const line = { ...item, quantity: 1 };
      const heldBefore = Number(await held(item));
      const attempts: Promise<Response<unknown>>[] = [];
      for (let i = 0; i < 8; i++) {
        attempts.push(owner.create(newSale([line], { source: i % 2 ? "whatsapp" : "instagram" })));
        const shopper = shoppers[i];
        if (shopper) attempts.push(shopper.call("POST", "/api/orders", checkout([line])) as Promise<Response<unknown>>);
      }
      const responses = await Promise.all(attempts);
      expect(responses.filter((a) => a.status >= 500)).toEqual([]);
      expect(responses.filter((a) => a.status === 201)).toHaveLength(4);
      expect(responses.filter((a) => a.status === 409)).toHaveLength(12);
      const left = item.variant_id ? await variantStockOf(shop, red.id) : await stockOf(shop, plain.id);
      expect(left).toBe(0);
      expect(Number(await held(item)) - heldBefore).toBe(4);
    }
  }, 120_000);
});
