// An old products sheet imported after sales never puts sold pieces back on sale: a stock cell the owner left as
// exported (stock_when_exported) keeps the shop's count; one she changed while the shop's count moved too is named
// by its line in the dry run and waits for her choice, and a real import without one is refused (409).
import { describe, expect, it } from "vitest";
import { rows } from "../orders/desk-fixtures";
import { pickupOrder, stockOf } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { expectLedgerAddsUp } from "../stock/ledger-invariant";
import { databaseKinds, useTestShop } from "../test-app";
import { catalogueTables, readSheet, type SheetRecord, sheetOwner, writeSheet } from "./products-sheet-fixtures";

describe.each(databaseKinds)("an old sheet after sales (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("changes stock only where she changed the cell, and asks her where the shop moved too", {
    timeout: 120_000,
  }, async () => {
    const owner = await sheetOwner(shop);
    const [demo] = readSheet((await owner.download()).text);
    const names = ["Old Sheet Jhumka", "Old Sheet Bangle", "Old Sheet Anklet", "Old Sheet Ring"];
    const made = await owner.upload(
      writeSheet(
        names.map((name) => ({
          product_id: "",
          name,
          category: demo?.category ?? "",
          price: "119",
          stock: "50",
          draft: "no",
        })),
      ),
    );
    expect(made.body).toMatchObject({ applied: true, created: 4 });

    // The owner downloads the sheet; then a shopper buys 5 of each of the first three.
    const old = readSheet((await owner.download()).text);
    const index = names.map((name) => old.findIndex((record) => record.name === name && record.variant_id === ""));
    const record = (n: number) => old[index[n] ?? -1] as SheetRecord;
    const line = (n: number) => (index[n] ?? 0) + 2;
    const ids = names.map((_, n) => Number(record(n).product_id));
    expect(record(0)).toMatchObject({ stock: "50", stock_when_exported: "50" });
    const shopper = await newShopper(shop.url, { email: "old-sheet@example.com", name: "Anjali Nair" });
    const order = await shopper.call("POST", "/api/orders", {
      ...pickupOrder(0),
      order_items: ids.slice(0, 3).map((product_id) => ({ product_id, quantity: 5 })),
    });
    expect(order.status).toBe(201);

    // The old file comes back: the jhumka's price edited only; the bangle counted 40 and the anklet 60 (both sold
    // since); the ring (not sold since) counted 55.
    const edited = old.map((r, n) => {
      if (n === index[0]) return { ...r, price: "129" };
      if (n === index[1]) return { ...r, stock: "40" };
      if (n === index[2]) return { ...r, price: "139", stock: "60" };
      if (n === index[3]) return { ...r, stock: "55" };
      return r;
    });
    const sheet = writeSheet(edited);
    const before = await catalogueTables(shop);
    const [ledgerBefore] = await rows<{ id: number }>(
      shop,
      "select coalesce(max(id), 0)::int as id from stock_movements",
    );

    const dry = await owner.upload(sheet, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([]);
    expect(dry.body.rows.filter((row) => row.action !== "unchanged")).toEqual([
      { line: line(0), action: "change", product: names[0], changes: ["price ₹119.00 → ₹129.00"] },
      { line: line(2), action: "change", product: names[2], changes: ["price ₹119.00 → ₹139.00"] },
      { line: line(3), action: "change", product: names[3], changes: ["stock 50 → 55"] },
    ]);
    expect(dry.body.stock_conflicts).toEqual([
      {
        line: line(1),
        product: names[1],
        sheet_stock: 40,
        exported_stock: 50,
        shop_stock: 45,
        choice: null,
        message: `Line ${line(1)}: you wrote 40; the shop had 50 when exported and has 45 now`,
      },
      {
        line: line(2),
        product: names[2],
        sheet_stock: 60,
        exported_stock: 50,
        shop_stock: 45,
        choice: null,
        message: `Line ${line(2)}: you wrote 60; the shop had 50 when exported and has 45 now`,
      },
    ]);

    // Apply without her choice: refused, naming both lines, nothing written.
    const unchosen = await owner.upload(sheet, { multipart: true });
    expect(unchosen.status).toBe(409);
    expect(unchosen.body.applied).toBe(false);
    expect(unchosen.body.error).toBe(
      `Nothing was imported: the shop's stock moved since the sheet was exported on lines ${line(1)} and ${line(2)}. Choose whose count to keep (take_sheet_stock or keep_shop_stock) for each.`,
    );
    const halfChosen = await owner.upload(sheet, { takeSheet: [line(1)] });
    expect(halfChosen.status).toBe(409);
    expect(halfChosen.body.error).toMatch(new RegExp(`on line ${line(2)}\\.`));
    expect(await catalogueTables(shop)).toEqual(before);
    const both = await owner.upload(sheet, { takeSheet: [line(1)], keepShop: [line(1), line(2)] });
    expect(both.status).toBe(400);
    expect(await catalogueTables(shop)).toEqual(before);

    // Her count for the bangle, the shop's for the anklet (its new price still goes in).
    const applied = await owner.upload(sheet, { takeSheet: [line(1)], keepShop: [line(2)] });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ applied: true, errors: [] });
    expect(applied.body.stock_conflicts.map((c) => [c.line, c.choice])).toEqual([
      [line(1), "sheet"],
      [line(2), "shop"],
    ]);
    expect(await Promise.all(ids.map((id) => stockOf(shop, id)))).toEqual([45, 40, 45, 55]);
    const prices = await rows<{ price: string }>(
      shop,
      `select price from products where id in (${ids.join(",")}) order by id`,
    );
    expect(prices.map((p) => p.price)).toEqual(["129.00", "119.00", "139.00", "119.00"]);
    // Only the two counts she gave went through the ledger, as the import's.
    const imported = await rows<{ product_id: number; change: number; stock_after: number }>(
      shop,
      `select product_id, change, stock_after from stock_movements
        where reason = 'import' and id > ${Number(ledgerBefore?.id)} order by id`,
    );
    expect(imported).toEqual([
      { product_id: ids[1], change: -5, stock_after: 40 },
      { product_id: ids[3], change: 5, stock_after: 55 },
    ]);
    await expectLedgerAddsUp(shop);

    // The same old file once more: the counts she left as exported still leave the shop's alone.
    const again = await owner.upload(writeSheet(old.map((r, n) => (n === index[0] ? { ...r, price: "149" } : r))));
    expect(again.status).toBe(200);
    expect(await Promise.all(ids.map((id) => stockOf(shop, id)))).toEqual([45, 40, 45, 55]);
  });

  it("asks about every stock change of a sheet that does not say what the shop had", async () => {
    const owner = await sheetOwner(shop);
    const [first] = readSheet((await owner.download()).text).filter((r) => r.variant_id === "");
    const current = Number(first?.stock);
    const sheet = `product_id,stock\n${first?.product_id},${current + 7}\n`;
    const dry = await owner.upload(sheet, { dryRun: true });
    expect(dry.body.stock_conflicts).toEqual([
      expect.objectContaining({
        line: 2,
        exported_stock: null,
        shop_stock: current,
        message: `Line 2: you wrote ${current + 7}; the shop has ${current} now (the sheet has no stock_when_exported to say what it had then)`,
      }),
    ]);
    expect((await owner.upload(sheet)).status).toBe(409);
    expect(await stockOf(shop, Number(first?.product_id))).toBe(current);
    expect((await owner.upload(sheet, { takeSheet: [2] })).status).toBe(200);
    expect(await stockOf(shop, Number(first?.product_id))).toBe(current + 7);
  });
});
