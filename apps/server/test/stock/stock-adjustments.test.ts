// The owner restocks, corrects a count or writes off damaged and lost pieces, and reads why a count changed: every
// change is a ledger row with who and why, stock never goes below 0, the shop shows the new count at once, and only
// the owner may do any of it. A freshly seeded shop's ledger already adds up.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { describe, expect, it } from "vitest";
import { OWNER, type Owner, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, productWithColours } from "../shop-fixtures";
import { asShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";
import { expectLedgerAddsUp } from "./ledger-invariant";
import { adjust, countOf, movementsOf, setCount } from "./stock-fixtures";

describe.each(databaseKinds)("stock adjustments and the ledger (%s)", (kind) => {
  // A long cache, as in production: the storefront must show a new count because the change was announced.
  const shop = useTestShop(kind, { env: { CATALOGUE_CACHE_SECONDS: "600" } });
  let owner: Owner;
  const ready = async () => {
    owner ??= await signInOwner(shop);
  };
  const productPage = async (id: number) => (await shop.get<{ product: Product }>(`/api/products/${id}`)).body.product;

  it("a freshly seeded shop's ledger adds up: one opening row for every product and colour in stock", async () => {
    const checked = await expectLedgerAddsUp(shop);
    expect(checked.items).toBeGreaterThan(60);
    expect(checked.movements).toBeGreaterThan(60);
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    const history = await movementsOf(owner, { product_id: plain.id });
    expect(history).toEqual([
      expect.objectContaining({ change: plain.quantity, reason: "opening", stock_after: plain.quantity, by: null }),
    ]);
  });

  it("a restock and a write-off are listed newest first with the count after each, who and why", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    const item = { product_id: plain.id };
    // The shop has served the page before the change: a cached response must not hide the restock.
    const start = (await productPage(plain.id)).quantity;
    expect(start).toBe(await countOf(shop, item));

    const restocked = await adjust(owner, { ...item, change: 5, reason: "restock", note: "From the Kochi supplier" });
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(201);
    expect(restocked.body.movement).toMatchObject({
      product_id: plain.id,
      variant_id: null,
      change: 5,
      reason: "restock",
      stock_after: start + 5,
      order_id: null,
      order_number: null,
      by: OWNER.name,
      note: "From the Kochi supplier",
    });
    expect((await productPage(plain.id)).quantity).toBe(start + 5);

    const damaged = await adjust(owner, { ...item, change: -2, reason: "damaged" });
    expect(damaged.status).toBe(201);
    expect(damaged.body.movement).toMatchObject({ change: -2, reason: "damaged", stock_after: start + 3, note: null });
    expect(await countOf(shop, item)).toBe(start + 3);
    expect((await productPage(plain.id)).quantity).toBe(start + 3);

    const history = await movementsOf(owner, item);
    expect(
      history.slice(0, 2).map(({ change, reason, stock_after, by }) => ({ change, reason, stock_after, by })),
    ).toEqual([
      { change: -2, reason: "damaged", stock_after: start + 3, by: OWNER.name },
      { change: 5, reason: "restock", stock_after: start + 5, by: OWNER.name },
    ]);
    expect(history.at(-1)?.reason).toBe("opening");
    expect(history[0]?.id).toBe(damaged.body.movement.id);
    expect(Number.isNaN(Date.parse(history[0]?.created_at ?? ""))).toBe(false);
    await expectLedgerAddsUp(shop);
  });

  it("a colour has a history of its own, apart from its product's", async () => {
    await ready();
    const coloured = await productWithColours(shop);
    const [red, green] = coloured.variants;
    if (!red || !green) throw new Error("fixture: a product with two colours");
    const ownBefore = await movementsOf(owner, { product_id: coloured.id });
    const response = await adjust(owner, { product_id: coloured.id, variant_id: red.id, change: 3, reason: "restock" });
    expect(response.status).toBe(201);
    expect(response.body.movement).toMatchObject({ variant_id: red.id, stock_after: red.stock_quantity + 3 });

    expect((await movementsOf(owner, { product_id: coloured.id, variant_id: red.id }))[0]).toMatchObject({
      change: 3,
      reason: "restock",
    });
    expect(await movementsOf(owner, { product_id: coloured.id, variant_id: green.id })).toEqual([
      expect.objectContaining({ reason: "opening", variant_id: green.id }),
    ]);
    expect(await movementsOf(owner, { product_id: coloured.id })).toEqual(ownBefore);
    const page = await productPage(coloured.id);
    expect(page.variants.find((v) => v.id === red.id)?.stock_quantity).toBe(red.stock_quantity + 3);
  });

  it("below 0 → 409 naming the piece and the count left, and nothing changes", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    const item = { product_id: plain.id };
    await setCount(shop, owner, item, 2);
    const before = await movementsOf(owner, item);
    const refused = await adjust(owner, { ...item, change: -3, reason: "lost" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(plain.name);
    expect(refused.body.error).toMatch(/below 0/i);
    expect(refused.body.error).toMatch(/2 left/);
    expect(await countOf(shop, item)).toBe(2);
    expect(await movementsOf(owner, item)).toEqual(before);
    // Down to exactly 0 is allowed: the piece is sold out.
    expect((await adjust(owner, { ...item, change: -2, reason: "correction" })).status).toBe(201);
    expect((await productPage(plain.id)).quantity).toBe(0);
    await expectLedgerAddsUp(shop);
  });

  it("an unknown product or colour → 404; a colour of another product → 400 naming it", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    const coloured = await productWithColours(shop);
    const colour = coloured.variants[0];
    if (!colour) throw new Error("fixture");

    const noProduct = await adjust(owner, { product_id: 999_999, change: 1, reason: "restock" });
    expect(noProduct.status).toBe(404);
    expect(noProduct.body.error).toMatch(/Product 999999/);
    const noColour = await adjust(owner, {
      product_id: coloured.id,
      variant_id: 999_999,
      change: 1,
      reason: "restock",
    });
    expect(noColour.status).toBe(404);
    expect(noColour.body.error).toMatch(/Colour 999999/);
    const elsewhere = await adjust(owner, {
      product_id: plain.id,
      variant_id: colour.id,
      change: 1,
      reason: "restock",
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatch(/variant_id/i);
    expect(elsewhere.body.error).toContain(plain.name);

    const listOfNothing = await owner.call("GET", "/api/owner/stock-movements?product_id=999999");
    expect(listOfNothing.status).toBe(404);
    const listElsewhere = await owner.call(
      "GET",
      `/api/owner/stock-movements?product_id=${plain.id}&variant_id=${colour.id}`,
    );
    expect(listElsewhere.status).toBe(400);
    await expectLedgerAddsUp(shop);
  });

  it.each([
    [{ change: 1, reason: "restock" }, /product_id/i],
    [{ product_id: "abc", change: 1, reason: "restock" }, /product_id/i],
    [{ product_id: 0, change: 1, reason: "restock" }, /product_id/i],
    [{ product_id: 1, variant_id: -4, change: 1, reason: "restock" }, /variant_id/i],
    [{ product_id: 1, reason: "restock" }, /change/i],
    [{ product_id: 1, change: 0, reason: "restock" }, /change/i],
    [{ product_id: 1, change: 1.5, reason: "restock" }, /change/i],
    [{ product_id: 1, change: "5", reason: "restock" }, /change/i],
    [{ product_id: 1, change: 100_001, reason: "restock" }, /change/i],
    [{ product_id: 1, change: 1 }, /reason/i],
    [{ product_id: 1, change: 1, reason: "opening" }, /reason/i],
    [{ product_id: 1, change: -1, reason: "order_placed" }, /reason/i],
    [{ product_id: 1, change: 1, reason: "restock", note: "x".repeat(501) }, /note/i],
    [{ product_id: 1, change: 1, reason: "restock", note: "bell\u0007" }, /note/i],
  ] as [Record<string, unknown>, RegExp][])("%j → 400 naming the field, nothing written", async (body, named) => {
    await ready();
    const before = await expectLedgerAddsUp(shop);
    const refused = await owner.call("POST", "/api/owner/stock-adjustments", body);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error).toMatch(named);
    expect((await expectLedgerAddsUp(shop)).movements).toBe(before.movements);
  });

  it.each([
    ["", /product_id/i],
    ["?product_id=abc", /product_id/i],
    ["?product_id=1&variant_id=x", /variant_id/i],
    ["?product_id=1&limit=0", /limit/i],
    ["?product_id=1&limit=501", /limit/i],
  ])("movements%s → 400 naming the field", async (query, named) => {
    await ready();
    const refused = await owner.call("GET", `/api/owner/stock-movements${query}`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error).toMatch(named);
  });

  it("limit gives the newest rows only", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    for (const change of [1, 2, 3]) await adjust(owner, { product_id: plain.id, change, reason: "restock" });
    const response = await owner.call<{ movements: { change: number }[] }>(
      "GET",
      `/api/owner/stock-movements?product_id=${plain.id}&limit=2`,
    );
    expect(response.body.movements.map((m) => m.change)).toEqual([3, 2]);
  });

  it("a shopper gets 403 and a signed-out visitor 401 on both routes; nothing changes", async () => {
    await ready();
    const plain = await plainProduct(shop, { stock: 1 });
    const item = { product_id: plain.id };
    const before = await countOf(shop, item);
    const shopper = await signInShopper(shop, "not-the-owner@example.com");
    const body = { ...item, change: 50, reason: "restock" };
    const movements = `/api/owner/stock-movements?product_id=${plain.id}`;

    const asShopperAdjust = await shopper.call<{ error: string }>("POST", "/api/owner/stock-adjustments", body);
    expect(asShopperAdjust).toEqual({ status: 403, body: { code: "forbidden", error: expect.any(String) } });
    expect((await shopper.call("GET", movements)).status).toBe(403);
    expect(await asShopper(shop.url, null, "POST", "/api/owner/stock-adjustments", body)).toEqual({
      status: 401,
      body: { code: "unauthenticated", error: "Please login" },
    });
    expect((await asShopper(shop.url, null, "GET", movements)).status).toBe(401);
    expect(await countOf(shop, item)).toBe(before);
  });
});
