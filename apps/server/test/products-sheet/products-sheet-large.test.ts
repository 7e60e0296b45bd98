// A whole shop's sheet in one import: 2000 new products, then every product and colour restocked and repriced, each
// in one transaction that the shopper-request database timeouts (2.5 s a statement) do not cut short.
import { describe, expect, it } from "vitest";
import { rows } from "../orders/desk-fixtures";
import { expectLedgerAddsUp } from "../stock/ledger-invariant";
import { databaseKinds, useTestShop } from "../test-app";
import { catalogueTables, readSheet, sheetOwner, writeSheet } from "./products-sheet-fixtures";

const NEW_PRODUCTS = 2000;

describe.each(databaseKinds)("a 2000-row products sheet (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("creates 2000 products, then changes every row, each import whole", { timeout: 300_000 }, async () => {
    const owner = await sheetOwner(shop);
    const [demo] = readSheet((await owner.download()).text);
    const category = demo?.category ?? "";
    const created = Array.from({ length: NEW_PRODUCTS }, (_, n) => ({
      product_id: "",
      name: n % 2 === 0 ? `Bulk Ring ${n}` : `ബൾക്ക് മാല ${n} ✨`,
      category,
      price: `${100 + (n % 900)}.50`,
      stock: String(n % 7),
      description: `Piece ${n}, made for the big sheet.\nSecond line.`,
    }));
    let started = Date.now();
    const first = await owner.upload(writeSheet(created));
    const createMs = Date.now() - started;
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applied: true, created: NEW_PRODUCTS, errors: [] });
    const [count] = await rows<{ n: number }>(
      shop,
      "select count(*)::int as n from products where name like 'Bulk Ring %'",
    );
    expect(count?.n).toBe(NEW_PRODUCTS / 2);

    // Every row of the whole catalogue changed: price and stock of each product and colour.
    const all = readSheet((await owner.download()).text);
    expect(all.length).toBeGreaterThan(NEW_PRODUCTS);
    const edited = all.map((record) => ({
      ...record,
      price: (Number(record.price) + 1).toFixed(2),
      stock: String(Number(record.stock) + 2),
    }));
    const importRows = async () =>
      (await rows<{ n: number }>(shop, "select count(*)::int as n from stock_movements where reason = 'import'"))[0]?.n;
    const importRowsBefore = await importRows();
    started = Date.now();
    const second = await owner.upload(writeSheet(edited), { multipart: true });
    const changeMs = Date.now() - started;
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ applied: true, created: 0, changed: all.length, unchanged: 0, errors: [] });
    console.info(`${kind}: created ${NEW_PRODUCTS} in ${createMs} ms; changed ${all.length} rows in ${changeMs} ms`);
    expect(await importRows()).toBe(Number(importRowsBefore) + all.length);
    await expectLedgerAddsUp(shop);

    // A dry run of the same size responds too, and changes nothing.
    const now = readSheet((await owner.download()).text);
    const before = await catalogueTables(shop);
    const dry = await owner.upload(writeSheet(now.map((r) => ({ ...r, stock: "1" }))), { dryRun: true });
    expect(dry.body).toMatchObject({ changed: all.length, errors: [] });
    expect(await catalogueTables(shop)).toEqual(before);
  });
});
