// One stock model for a piece with colours (decision 027): the piece itself is its first colour, and the shop, the
// desk, the ledger and the spreadsheet count its own count plus its colours on sale, after every kind of write.
import { beforeAll, describe, expect, it } from "vitest";
import { placedOrder, type Shopper, signInShopper } from "../orders/desk-fixtures";
import { readSheet, sheetOwner, writeSheet } from "../products-sheet/products-sheet-fixtures";
import { expectPieceStockAgrees } from "../stock/ledger-invariant";
import { databaseKinds, useTestShop } from "../test-app";
import {
  type CatalogueOwner,
  catalogueOwner,
  ledgerOf,
  newProduct,
  placeInShop,
  productOf,
} from "./catalogue-fixtures";

describe.each(databaseKinds)("one stock model for pieces with colours (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: CatalogueOwner;
  let shopper: Shopper;
  let place: Awaited<ReturnType<typeof placeInShop>>;
  beforeAll(async () => {
    owner = await catalogueOwner(shop);
    shopper = await signInShopper(shop, "colour-stock@example.com");
    place = await placeInShop(shop);
  });

  /** A piece of its own 5 in Peacock Blue 3 and Ruby Red 2: the example. */
  async function peacockPiece(name: string) {
    const piece = productOf(await owner.create(newProduct(place, { name, stock: 5 })), 201);
    const peacock = productOf(
      await owner.addColour(piece.id, { color_name: "Peacock Blue", color_code: "#1d5c63", stock: 3 }),
      201,
    ).variants[0];
    const ruby = productOf(
      await owner.addColour(piece.id, { color_name: "Ruby Red", color_code: "#9b111e", stock: 2 }),
      201,
    ).variants[1];
    if (!peacock || !ruby) throw new Error("two colours");
    return { piece, peacock, ruby };
  }

  const agrees = (productId: number) => expectPieceStockAgrees(shop, owner, productId);

  it("counts own plus colours everywhere after orders, cancels, edits, adjustments, an import and a removal", {
    timeout: 120_000,
  }, async () => {
    const { piece, peacock, ruby } = await peacockPiece("Mayilpeeli Model Jhumka");
    expect(await agrees(piece.id)).toMatchObject({ own: 5, total: 10 });

    // An order of the piece itself and of a colour.
    const first = await placedOrder(shopper, [
      { product_id: piece.id, quantity: 2 },
      { product_id: piece.id, variant_id: peacock.id, quantity: 1 },
    ]);
    expect(await agrees(piece.id)).toMatchObject({ own: 3, total: 7 });

    // An order cancelled by the owner puts its colour back.
    const second = await placedOrder(shopper, [{ product_id: piece.id, variant_id: ruby.id, quantity: 2 }]);
    expect((await agrees(piece.id)).total).toBe(5);
    expect((await owner.move(second.id, "cancelled", "customer changed her mind")).status).toBe(200);
    expect((await agrees(piece.id)).total).toBe(7);

    // The owner edits the first order: one fewer of the piece, one more Peacock Blue.
    const edited = await owner.edit(first.id, {
      items: [
        { product_id: piece.id, quantity: 1 },
        { product_id: piece.id, variant_id: peacock.id, quantity: 2 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(await agrees(piece.id)).toMatchObject({ own: 4, total: 7 });

    // Adjustments by hand: a Ruby Red damaged, the piece itself restocked.
    for (const adjustment of [
      { product_id: piece.id, variant_id: ruby.id, change: -1, reason: "damaged" },
      { product_id: piece.id, change: 3, reason: "restock" },
    ]) {
      expect((await owner.call("POST", "/api/owner/stock-adjustments", adjustment)).status).toBe(201);
    }
    expect(await agrees(piece.id)).toMatchObject({ own: 7, total: 9 });

    // The spreadsheet, exported and imported with Peacock Blue counted at 6.
    const sheets = await sheetOwner(shop);
    const records = readSheet((await sheets.download()).text);
    const peacockRow = records.find((r) => r.variant_id === String(peacock.id));
    if (!peacockRow) throw new Error("Peacock Blue's row");
    peacockRow.stock = "6";
    const imported = await sheets.upload(writeSheet(records));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await agrees(piece.id)).total).toBe(7 + 6 + 1);

    // Removing Ruby Red, which still holds 1: written off in the ledger, never left unsellable and uncounted.
    productOf(await owner.removeColour(piece.id, ruby.id));
    expect(await agrees(piece.id)).toMatchObject({ own: 7, total: 13 });
    expect((await ledgerOf(shop, piece.id, ruby.id)).at(-1)).toEqual({
      change: -1,
      reason: "colour_removed",
      stock_after: 0,
      by_user_id: owner.user.id,
    });
    const history = await owner.call<{ movements: { reason: string; change: number }[] }>(
      "GET",
      `/api/owner/stock-movements?product_id=${piece.id}&variant_id=${ruby.id}`,
    );
    expect(history.body.movements[0]).toMatchObject({ reason: "colour_removed", change: -1 });
    // The desk still names it, for its history, and nobody can count pieces into it again.
    expect(productOf(await owner.product(piece.id)).removed_variants).toEqual([
      { id: ruby.id, color_name: "Ruby Red", color_code: "#9b111e" },
    ]);
    const refill = await owner.call("POST", "/api/owner/stock-adjustments", {
      product_id: piece.id,
      variant_id: ruby.id,
      change: 4,
      reason: "restock",
    });
    expect(refill).toEqual({
      status: 409,
      body: {
        code: "conflict",
        error: "Mayilpeeli Model Jhumka (Ruby Red) is no longer on sale: add the colour again to count its pieces.",
      },
    });
    expect((await agrees(piece.id)).total).toBe(13);
  });

  it("keeps a piece whose own count is 0 in stock while a colour has some, in the shop and on the desk", async () => {
    const { piece, peacock, ruby } = await peacockPiece("Mayilpeeli Own Zero Jhumka");
    // The owner corrects the piece's own count to 0: its colours still hold 3 and 2.
    productOf(await owner.update(piece.id, { stock: 0 }));
    expect(await agrees(piece.id)).toMatchObject({ own: 0, total: 5 });
    const out = await owner.list(`?stock=out&q=${encodeURIComponent("Mayilpeeli Own Zero")}`);
    expect(out.body.products).toEqual([]);
    // The piece itself cannot be bought; its colours can.
    expect(await shopper.call("POST", "/api/cart", { product_id: piece.id })).toEqual({
      status: 409,
      body: { code: "out_of_stock", error: "This product is out of stock and cannot be added to cart" },
    });
    expect((await shopper.call("POST", "/api/cart", { product_id: piece.id, variant_id: ruby.id })).status).toBe(200);

    // Sold out in every option, it is out of stock everywhere.
    await placedOrder(shopper, [
      { product_id: piece.id, variant_id: peacock.id, quantity: 3 },
      { product_id: piece.id, variant_id: ruby.id, quantity: 2 },
    ]);
    expect((await agrees(piece.id)).total).toBe(0);
    const nowOut = await owner.list(`?stock=out&q=${encodeURIComponent("Mayilpeeli Own Zero")}`);
    expect(nowOut.body.products.map((p) => p.id)).toEqual([piece.id]);
  });
});
