// The products spreadsheet (GET /api/owner/products.csv, POST /api/owner/products/import): the owner downloads every
// product and colour, edits it in a spreadsheet and uploads it again. A dry run says exactly what would change and
// changes nothing; a real run applies every row in one transaction, stock through the ledger, or nothing at all; a bad
// row is reported on the line the spreadsheet shows.
import { isoDay } from "@mayil/core/calendar/iso-day";
import { hiddenCharacterMessage } from "@mayil/core/text/single-line-text";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { hiddenCharactersFor } from "../hidden-characters";
import { rows } from "../orders/desk-fixtures";
import { asShopper, newShopper } from "../sign-in";
import { expectLedgerAddsUp } from "../stock/ledger-invariant";
import { databaseKinds, useTestShop } from "../test-app";
import {
  catalogueTables,
  readSheet,
  type SheetOwner,
  type SheetRecord,
  sheetOwner,
  writeSheet,
} from "./products-sheet-fixtures";

const HEADER = [
  "product_id",
  "variant_id",
  "name",
  "colour",
  "colour_code",
  "own_colour",
  "category",
  "subcategory",
  "price",
  "stock",
  "stock_when_exported",
  "featured",
  "archived",
  "draft",
  "description",
  "name_ml",
  "name_hi",
  "description_ml",
  "description_hi",
  "colour_ml",
  "colour_hi",
  "own_colour_ml",
  "own_colour_hi",
];

const indiaDay = (moment: Date) => isoDay(moment);
const rupees = (paise: number) => (paise / 100).toFixed(2);
const paise = (text: string) => Math.round(Number(text) * 100);

type ProductRow = {
  id: number;
  name: string;
  color_name: string | null;
  price: string;
  stock: number;
  is_active: boolean;
  slug: string;
};
type ColourRow = { id: number; product_id: number; color_name: string; price: string; stock: number };

describe.each(databaseKinds)("the products spreadsheet (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: SheetOwner;

  beforeAll(async () => {
    owner = await sheetOwner(shop);
  });

  /** The export's records, and the spreadsheet line of each (the header is line 1; no cell in the demo spans lines). */
  const exported = async () => readSheet((await owner.download()).text);
  const productRecords = (records: SheetRecord[]) => records.filter((r) => r.variant_id === "");
  const colourRecords = (records: SheetRecord[]) => records.filter((r) => r.variant_id !== "");
  const changedRows = <R extends { action: string }>(response: { body: { rows: R[] } }) =>
    response.body.rows.filter((row) => row.action !== "unchanged");

  it("is for the owner only: 401 signed out, 403 for a shopper", async () => {
    const shopper = await newShopper(shop.url, { email: "sheet-shopper@example.com", name: "Shopper" });
    for (const token of [null, shopper.token]) {
      const status = token === null ? 401 : 403;
      expect((await asShopper(shop.url, token, "GET", "/api/owner/products.csv")).status).toBe(status);
      const headers: Record<string, string> = { "content-type": "text/csv" };
      if (token) headers.authorization = `Bearer ${token}`;
      const imported = await fetch(`${shop.url}/api/owner/products/import?dry_run=true`, {
        method: "POST",
        headers,
        body: "product_id,price\n1,1.00\n",
      });
      expect(imported.status).toBe(status);
      expect(await imported.json()).toEqual({
        error: expect.any(String),
        code: token === null ? "unauthenticated" : "forbidden",
      });
    }
  });

  it("exports every product and colour with prices and stock, as a dated UTF-8 file Excel reads", async () => {
    // One archived product and one colour taken off sale: both still in the sheet, marked.
    const [archived] = await rows<{ id: number }>(
      shop,
      "update products set is_active = false where id = (select max(id) from products) returning id",
    );
    const [removed] = await rows<{ id: number }>(
      shop,
      "update product_variants set is_active = false where id = (select max(id) from product_variants) returning id",
    );
    const csv = await owner.download();
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="products-${indiaDay(new Date())}.csv"`);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = parse(csv.text, { bom: true }) as string[][];
    expect(header).toEqual(HEADER);

    const records = readSheet(csv.text);
    const products = await rows<ProductRow>(shop, "select * from products order by id");
    const colours = await rows<ColourRow>(shop, "select * from product_variants order by id");
    expect(products.length).toBeGreaterThan(20);
    expect(colours.length).toBeGreaterThan(5);
    expect(records).toHaveLength(products.length + colours.length);
    for (const product of products) {
      const record = productRecords(records).find((r) => r.product_id === String(product.id));
      expect(record, product.name).toMatchObject({
        name: product.name,
        price: product.price,
        stock: String(product.stock),
        stock_when_exported: String(product.stock),
        archived: product.id === archived?.id ? "yes" : "no",
        draft: "no",
        colour: "",
        own_colour: product.color_name ?? "",
      });
      expect(record?.category).not.toBe("");
    }
    for (const colour of colours) {
      const record = colourRecords(records).find((r) => r.variant_id === String(colour.id));
      const product = products.find((p) => p.id === colour.product_id);
      expect(record, colour.color_name).toMatchObject({
        product_id: String(colour.product_id),
        name: product?.name,
        colour: colour.color_name,
        colour_code: expect.stringMatching(/^#[0-9a-f]{6}$/i),
        price: colour.price,
        stock: String(colour.stock),
        stock_when_exported: String(colour.stock),
        archived: colour.id === removed?.id ? "yes" : "no",
        draft: "",
        category: "",
        own_colour: "",
      });
    }
    // A colour's row comes right after its product's.
    const firstColour = records.findIndex((r) => r.variant_id !== "");
    expect(records[firstColour - 1]?.product_id).toBe(records[firstColour]?.product_id);
    const daily = productRecords(records).find((r) => r.category === "Daily Wear");
    expect(daily?.subcategory).not.toBe("");
    await rows(shop, `update products set is_active = true where id = ${Number(archived?.id)}`);
    await rows(shop, `update product_variants set is_active = true where id = ${Number(removed?.id)}`);
  });

  it("round trip: a dry run reports exactly the edits and changes nothing; the real import applies them", {
    timeout: 120_000,
  }, async () => {
    const records = await exported();
    const pricedIndex = records.findIndex((r) => r.variant_id === "");
    const colourIndex = records.findIndex((r) => r.variant_id !== "" && Number(r.stock) > 0);
    const priced = records[pricedIndex];
    const colour = records[colourIndex];
    if (!priced || !colour) throw new Error("the demo sheet has no product or colour");
    const newPrice = rupees(paise(priced.price ?? "0") + 5000);
    const oldStock = Number(colour.stock);
    const newName = "മുല്ലപ്പൂ ജിമിക്കി 💐 Jasmine";
    const edited = records.map((r, index) =>
      index === pricedIndex
        ? { ...r, price: newPrice }
        : index === colourIndex
          ? { ...r, stock: String(oldStock + 3) }
          : r,
    );
    edited.push({
      ...Object.fromEntries(HEADER.map((column) => [column, ""])),
      name: newName,
      category: priced.category ?? "",
      subcategory: priced.subcategory ?? "",
      price: "749",
      stock: "4",
      featured: "no",
      archived: "no",
      // On sale at once: a new row's blank draft cell would keep it a draft until published.
      draft: "no",
      description: 'Jasmine buds in gold, handmade.\nSold as a pair, "best seller", ₹749.',
    });
    const sheet = writeSheet(edited);
    const newLine = edited.length + 1;
    const expected = [
      {
        line: pricedIndex + 2,
        action: "change",
        product: priced.name,
        changes: [`price ₹${priced.price} → ₹${newPrice}`],
      },
      {
        line: colourIndex + 2,
        action: "change",
        product: `${colour.name} (${colour.colour})`,
        changes: [`stock ${oldStock} → ${oldStock + 3}`],
      },
      {
        line: newLine,
        action: "create",
        product: newName,
        changes: expect.arrayContaining(["price ₹749.00", "stock 4", `category ${priced.category}`]),
      },
    ].sort((a, b) => a.line - b.line);

    const before = await catalogueTables(shop);
    const dry = await owner.upload(sheet, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      dry_run: true,
      applied: false,
      created: 1,
      changed: 2,
      unchanged: records.length - 2,
      errors: [],
    });
    expect(changedRows(dry)).toEqual(expected);
    expect(await catalogueTables(shop)).toEqual(before);

    const real = await owner.upload(sheet, { multipart: true });
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ dry_run: false, applied: true, created: 1, changed: 2, errors: [] });
    expect(changedRows(real)).toEqual(expected);

    // The shop shows it at once.
    const product = await shop.get<{ product: { price: string } }>(`/api/products/${priced.product_id}`);
    expect(product.body.product.price).toBe(newPrice);
    const coloured = await shop.get<{ product: { variants: { id: number; stock_quantity: number }[] } }>(
      `/api/products/${colour.product_id}`,
    );
    expect(coloured.body.product.variants.find((v) => v.id === Number(colour.variant_id))?.stock_quantity).toBe(
      oldStock + 3,
    );
    const [created] = await rows<ProductRow & { description: string }>(
      shop,
      `select * from products where name = '${newName}'`,
    );
    expect(created).toMatchObject({ price: "749.00", stock: 4, is_active: true });
    expect(created?.slug).toMatch(/^jasmine(-\d+)?$/);
    expect(created?.description).toBe('Jasmine buds in gold, handmade.\nSold as a pair, "best seller", ₹749.');
    const page = await shop.get<{ product: { name: string } }>(`/api/products/slug/${created?.slug}`);
    expect(page.body.product.name).toBe(newName);

    // Stock went through the ledger, on the owner's account.
    const ledger = await rows<{ product_id: number; variant_id: number | null; change: number; stock_after: number }>(
      shop,
      `select product_id, variant_id, change, stock_after from stock_movements
        where reason = 'import' and by_user_id = ${Number(owner.user.id)} order by id`,
    );
    expect(ledger).toEqual([
      {
        product_id: Number(colour.product_id),
        variant_id: Number(colour.variant_id),
        change: 3,
        stock_after: oldStock + 3,
      },
      { product_id: created?.id, variant_id: null, change: 4, stock_after: 4 },
    ]);
    await expectLedgerAddsUp(shop);

    // The same sheet uploaded twice does not put the new piece on sale twice.
    const twice = await owner.upload(sheet, { dryRun: true });
    expect(twice.body.errors).toEqual([
      {
        line: newLine,
        error: `A product named ${newName} already exists (product_id ${created?.id}): put its id in product_id to change it`,
      },
    ]);
    // Imported again as it now stands: nothing left to change.
    const again = await owner.upload((await owner.download()).bytes, { dryRun: true });
    expect(again.body).toMatchObject({ created: 0, changed: 0, errors: [] });
  });

  it("reports a bad row on its spreadsheet line (a quoted cell spanning lines above it) and changes nothing", async () => {
    const products = productRecords(await exported()).slice(0, 7);
    const pick = (index: number) => {
      const record = products[index];
      if (!record) throw new Error("too few demo products");
      return {
        product_id: record.product_id ?? "",
        name: record.name ?? "",
        price: record.price ?? "",
        stock: record.stock ?? "",
        description: record.description ?? "",
      };
    };
    const sheet = writeSheet([
      pick(0), // line 2
      { ...pick(1), description: 'First line,\nsecond line with "quotes",\nthird line' }, // line 3, three lines of text
      { ...pick(2), price: "1234.50" }, // line 4
      { ...pick(3), stock: "42" }, // line 5
      { ...pick(4), price: "0.00" }, // line 6: bad, "₹119 → ₹0.00"
      { ...pick(5), price: "abc" }, // line 7: bad
      { ...pick(6), stock: "-1" }, // line 8: bad
    ]);
    // The text has more lines than the sheet has rows: the cell on line 3 spans three.
    expect(sheet.trimEnd().split(/\r?\n/)).toHaveLength(10);
    const before = await catalogueTables(shop);

    const dry = await owner.upload(sheet, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      { line: 6, error: "Price must be more than ₹0" },
      { line: 7, error: 'Price must be an amount in rupees, like "499.00"' },
      { line: 8, error: "Stock cannot be below 0" },
    ]);
    expect(changedRows(dry).map((row) => [row.line, row.changes])).toEqual([
      [3, ["description changed"]],
      [4, [`price ₹${pick(2).price} → ₹1234.50`]],
    ]);
    // A sheet without stock_when_exported does not say whether 42 is a new count or an old one: she chooses.
    expect(dry.body.stock_conflicts.map((conflict) => [conflict.line, conflict.choice])).toEqual([[5, null]]);
    expect(await catalogueTables(shop)).toEqual(before);

    const real = await owner.upload(sheet);
    expect(real.status).toBe(400);
    expect(real.body).toMatchObject({
      applied: false,
      dry_run: false,
      error: "Nothing was imported: 3 rows have a problem (first on line 6).",
      errors: dry.body.errors,
    });
    expect(await catalogueTables(shop)).toEqual(before);
  });

  it("reads a sheet with or without a byte order mark, CRLF or LF, comma or semicolon, blank rows counted", async () => {
    const [first, second] = productRecords(await exported());
    if (!first || !second) throw new Error("too few demo products");
    const lines = [
      "product_id,price,featured",
      `${first.product_id},"₹1,299.00",TRUE`,
      "",
      `${second.product_id},abc,no`,
    ];
    const variants = {
      "BOM, CRLF": `\uFEFF${lines.join("\r\n")}\r\n`,
      "no BOM, LF": `${lines.join("\n")}\n`,
      "semicolons (Excel in many countries)": `\uFEFF${lines.map((l) => l.replaceAll(",", ";").replace('"₹1;299.00"', "₹1299")).join("\r\n")}`,
    };
    for (const [how, text] of Object.entries(variants)) {
      const response = await owner.upload(text, { dryRun: true });
      expect({ how, status: response.status }).toEqual({ how, status: 200 });
      expect(changedRows(response), how).toEqual([
        {
          line: 2,
          action: "change",
          product: first.name,
          changes: [`price ₹${first.price} → ₹1299.00`, ...(first.featured === "yes" ? [] : ["featured no → yes"])],
        },
      ]);
      // Line 3 is blank (skipped, but a spreadsheet still shows it as a row).
      expect(response.body.errors, how).toEqual([
        { line: 4, error: 'Price must be an amount in rupees, like "499.00"' },
      ]);
    }
  });

  it("keeps what a blank cell leaves out (name, price, stock, colour); a blank description, subcategory or own colour clears it", async () => {
    const records = await exported();
    const product = productRecords(records).find((r) => r.subcategory !== "" && r.description !== "");
    const colour = colourRecords(records)[0];
    if (!product || !colour) throw new Error("no product with a subcategory, or no colour");
    const blank = Object.fromEntries(HEADER.map((column) => [column, ""]));
    const response = await owner.upload(
      writeSheet([
        { ...blank, product_id: product.product_id ?? "" },
        { ...blank, product_id: colour.product_id ?? "", variant_id: colour.variant_id ?? "", stock: "12" },
      ]),
      { dryRun: true },
    );
    expect(response.body.errors).toEqual([]);
    expect(changedRows(response)).toEqual([
      {
        line: 2,
        action: "change",
        product: product.name,
        changes: [
          "description changed",
          // A blank Malayalam or Hindi name is none too (decision 084): the shop then shows the English.
          ...(product.name_ml ? [`Malayalam name ${product.name_ml} → none`] : []),
          ...(product.name_hi ? [`Hindi name ${product.name_hi} → none`] : []),
          ...(product.description_ml ? ["Malayalam description removed"] : []),
          ...(product.description_hi ? ["Hindi description removed"] : []),
          ...(product.own_colour ? [`own colour ${product.own_colour} → As shown`] : []),
          `subcategory ${product.subcategory} → none`,
        ],
      },
      // The colour's names in Malayalam and Hindi, blank, are none too.
      ...(colour.colour_ml || colour.colour_hi
        ? [
            {
              line: 3,
              action: "change",
              product: expect.any(String),
              changes: [
                ...(colour.colour_ml ? [`Malayalam colour name ${colour.colour_ml} → none`] : []),
                ...(colour.colour_hi ? [`Hindi colour name ${colour.colour_hi} → none`] : []),
              ],
            },
          ]
        : []),
    ]);
    // Its stock_when_exported blank: 12 may be an old count, so it waits for her choice.
    expect(response.body.stock_conflicts.map((conflict) => conflict.line)).toEqual(colour.stock === "12" ? [] : [3]);
  });

  it("names the piece itself in own_colour: exported, changed and cleared by an import, checked like a colour's name", async () => {
    const records = await exported();
    const colour = colourRecords(records).find((r) => r.archived === "no");
    const piece = productRecords(records).find((r) => r.product_id === colour?.product_id);
    if (!piece || !colour) throw new Error("no product with colours");
    const [stored] = await rows<{ color_name: string | null }>(
      shop,
      `select color_name from products where id = ${Number(piece.product_id)}`,
    );
    expect(piece.own_colour).toBe(stored?.color_name ?? "");
    const before = await catalogueTables(shop);

    const renamed = writeSheet([{ ...piece, own_colour: "Antique Gold" }]);
    const dry = await owner.upload(renamed, { dryRun: true });
    expect(dry.body.errors).toEqual([]);
    expect(changedRows(dry)).toEqual([
      {
        line: 2,
        action: "change",
        product: piece.name,
        changes: [`own colour ${piece.own_colour || "As shown"} → Antique Gold`],
      },
    ]);
    expect(await catalogueTables(shop)).toEqual(before);
    expect((await owner.upload(renamed)).status).toBe(200);
    const shown = await shop.get<{ product: { color_name: string | null } }>(`/api/products/${piece.product_id}`);
    expect(shown.body.product.color_name).toBe("Antique Gold");
    expect(productRecords(await exported()).find((r) => r.product_id === piece.product_id)?.own_colour).toBe(
      "Antique Gold",
    );

    // Checked as a colour's name is (hidden characters are refused for every cell, below); on a colour's row it must repeat the piece's, or stay empty.
    const bad = await owner.upload(
      writeSheet([
        { ...piece, own_colour: "G".repeat(61) },
        { ...colour, own_colour: "Rose Gold" },
      ]),
      { dryRun: true },
    );
    expect(bad.body.errors.map((error) => [error.line, error.error])).toEqual([
      [2, "Own_colour must be at most 60 characters"],
      [3, "Own_colour is read from the product's own row: leave it empty on a colour's row"],
    ]);

    // Blank: the piece itself goes by "As shown" again.
    expect((await owner.upload(writeSheet([{ ...piece, own_colour: "" }]))).status).toBe(200);
    const [cleared] = await rows<{ color_name: string | null }>(
      shop,
      `select color_name from products where id = ${Number(piece.product_id)}`,
    );
    expect(cleared?.color_name).toBeNull();
    await rows(
      shop,
      `update products set color_name = ${stored?.color_name ? `'${stored.color_name}'` : "null"} where id = ${Number(piece.product_id)}`,
    );
  });

  it("takes the sheet as a text/csv body or as a multipart file, with the same response", async () => {
    const [first] = productRecords(await exported());
    const sheet = `product_id,stock,stock_when_exported\n${first?.product_id},77,${first?.stock}\n`;
    const asCsv = await owner.upload(sheet, { dryRun: true });
    const asFile = await owner.upload(sheet, { dryRun: true, multipart: true });
    expect(asCsv.status).toBe(200);
    expect(asFile).toEqual(asCsv);
    expect(changedRows(asCsv)).toEqual([
      { line: 2, action: "change", product: first?.name, changes: [`stock ${first?.stock} → 77`] },
    ]);
  });

  it("changes nothing when the database refuses a row in the middle of a real import", async () => {
    await rows(
      shop,
      "alter table products add constraint sheet_test_refuses check (name <> 'Refused by the database')",
    );
    try {
      const [first, second, third] = productRecords(await exported());
      if (!first || !second || !third) throw new Error("too few demo products");
      const row = (record: SheetRecord, changes: SheetRecord) => ({
        product_id: record.product_id ?? "",
        name: record.name ?? "",
        category: record.category ?? "",
        price: record.price ?? "",
        stock: record.stock ?? "",
        stock_when_exported: record.stock ?? "",
        ...changes,
      });
      const sheet = writeSheet([
        row(first, { price: "111.00", stock: "5" }),
        row(first, { product_id: "", name: "A new piece before the refusal", price: "222.00", stock: "3" }),
        row(second, { name: "Refused by the database", stock: "9" }),
        row(third, { stock: "8" }),
      ]);
      const before = await catalogueTables(shop);
      // The plan cannot see the database's own rule: the dry run says all is well.
      const dry = await owner.upload(sheet, { dryRun: true });
      expect(dry.body.errors).toEqual([]);

      const real = await owner.upload(sheet);
      expect(real.status).toBe(400);
      expect(real.body).toMatchObject({
        applied: false,
        errors: [{ line: 4, error: "Line 4 could not be saved: the database refused it (rule sheet_test_refuses)" }],
      });
      expect(await catalogueTables(shop)).toEqual(before);
    } finally {
      await rows(shop, "alter table products drop constraint sheet_test_refuses");
    }
  });

  it("adds colours: to a product by its product_id, and to a new product by its name", async () => {
    const [product] = productRecords(await exported()).filter((r) => r.archived === "no");
    if (!product) throw new Error("no product");
    const category = product.category ?? "";
    const blank = Object.fromEntries(HEADER.map((column) => [column, ""]));
    const sheet = writeSheet([
      { ...blank, product_id: product.product_id ?? "", colour: "Midnight Blue", colour_code: "#1A2B6D", stock: "2" },
      { ...blank, name: "Twin Peacock Studs", category, price: "399.00", stock: "0" },
      { ...blank, name: "Twin Peacock Studs", colour: "Green", colour_code: "#1f8a5b", price: "419", stock: "6" },
      { ...blank, name: "Twin Peacock Studs", colour: "green", colour_code: "#1f8a5b", stock: "1" },
      { ...blank, name: "Nobody's Studs", colour: "Red", colour_code: "#aa0000" },
    ]);
    const dry = await owner.upload(sheet, { dryRun: true });
    expect(dry.body.errors).toEqual([
      { line: 5, error: "The product already has a colour named green (line 4)" },
      {
        line: 6,
        error:
          "A new colour needs its product's product_id, or a new product of the same name on its own row in this file",
      },
    ]);
    // Without the two bad rows it goes in.
    const good = writeSheet(readSheet(sheet).slice(0, 3));
    const real = await owner.upload(good);
    expect(real.status).toBe(200);
    expect(real.body.rows).toEqual([
      {
        line: 2,
        action: "create",
        product: `${product.name} (Midnight Blue)`,
        changes: ["colour code #1a2b6d", `price ₹${product.price}`, "stock 2"],
      },
      {
        line: 3,
        action: "create",
        product: "Twin Peacock Studs",
        // No draft cell: a new piece waits as a draft until it has a photo and is published.
        changes: ["price ₹399.00", "stock 0", `category ${category}`, "draft"],
      },
      {
        line: 4,
        action: "create",
        product: "Twin Peacock Studs (Green)",
        changes: ["colour code #1f8a5b", "price ₹419.00", "stock 6"],
      },
    ]);
    const colours = await rows<{ name: string; color_name: string; stock: number; price: string; position: number }>(
      shop,
      `select p.name, v.color_name, v.stock, v.price, v.position from product_variants v
         join products p on p.id = v.product_id
        where v.color_name in ('Midnight Blue', 'Green') order by v.id`,
    );
    expect(colours).toEqual([
      expect.objectContaining({ name: product.name, color_name: "Midnight Blue", stock: 2, price: product.price }),
      { name: "Twin Peacock Studs", color_name: "Green", stock: 6, price: "419.00", position: 0 },
    ]);
    await expectLedgerAddsUp(shop);
  });

  it("refuses a file it cannot read, naming the problem, dry run or not", async () => {
    const cases: [string, string | Uint8Array, RegExp][] = [
      ["unknown columns", "product_id,price,weight,Notes\n1,2,3,4\n", /Unknown columns "weight", "Notes"/],
      ["no product_id", "name,price\nRing,100\n", /missing product_id/i],
      ["colours without variant_id", "product_id,colour,stock\n1,Gold,3\n", /missing variant_id/i],
      ["a column twice", "product_id,price,Price\n1,2,3\n", /price appears twice/i],
      ["not UTF-8", Buffer.from("product_id,name\n1,Caf\xe9\n", "latin1"), /not UTF-8/i],
      [
        "an unclosed quote",
        'product_id,name\n1,"Ring\n2,Chain\n',
        /Line 2 cannot be read: a quoted cell is never closed/,
      ],
      ["empty", "", /empty/i],
    ];
    for (const [what, sheet, message] of cases) {
      for (const dryRun of [true, false]) {
        const response = await owner.upload(sheet, { dryRun });
        expect({ what, dryRun, status: response.status }).toEqual({ what, dryRun, status: 400 });
        expect(response.body.error, what).toMatch(message);
        expect(response.body.applied).toBe(false);
      }
    }
  });

  it("refuses NUL and every hidden character in any cell with a 400 on its line, before any database read, dry run or not", {
    timeout: 120_000,
  }, async () => {
    // NUL in a new product's name responded 500: the name was looked up in the database before the cell was checked.
    const records = await exported();
    const product = productRecords(records)[0];
    if (!product) throw new Error("the demo sheet has no product");
    const newProduct = {
      ...Object.fromEntries(HEADER.map((column) => [column, ""])),
      name: "Jasmine jhumka",
      category: product.category ?? "",
      price: "749",
      stock: "4",
    };
    const cells: [what: string, record: SheetRecord, column: string, label: string, multiline: boolean][] = [
      ["a new product's name", newProduct, "name", "Name", false],
      ["a product's name", product, "name", "Name", false],
      ["a product's category", product, "category", "Category", false],
      ["a product's price", product, "price", "Price", false],
      ["a product's description", product, "description", "Description", true],
    ];
    const before = await catalogueTables(shop);
    const wrong: string[] = [];
    for (const [what, record, column, label, multiline] of cells) {
      for (const [characterName, character] of hiddenCharactersFor(multiline)) {
        const value = record[column] || "Gold";
        const bad = { ...record, [column]: `${value.slice(0, 2)}${character}${value.slice(2)}` };
        // The bad row is line 3, after a good one.
        // Every cell quoted, as a spreadsheet writes a cell holding a line break: the break is then inside the cell.
        const sheet = stringify([product, bad], { header: true, columns: HEADER, quoted: true });
        const message = hiddenCharacterMessage(label, multiline);
        for (const dryRun of [true, false]) {
          const response = await owner.upload(sheet, { dryRun });
          const ok =
            response.status === 400 &&
            response.body.applied === false &&
            response.body.error === `Line 3: ${message}` &&
            JSON.stringify(response.body.errors) === JSON.stringify([{ line: 3, error: message }]);
          if (!ok)
            wrong.push(
              `${what} ${characterName} dry_run=${dryRun}: ${response.status} ${JSON.stringify(response.body)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await catalogueTables(shop)).toEqual(before);

    // Several bad cells: each on its own line, the header's too.
    const several = `product_id,name\u200b,price\n${product.product_id},Ring\u2028,100\n,New\u0000ring,200\n`;
    const response = await owner.upload(several, { dryRun: true });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((problem) => problem.line)).toEqual([1, 2, 3]);
    expect(response.body.error).toMatch(
      /^Line 1: The header's column 2 has a character we can't accept .* \(3 cells in all\)$/,
    );
  });

  it("responds with 413 for a sheet over 5 MB and 415 for a body that is not a sheet", async () => {
    const huge = `product_id,description\n${"1,x\n".repeat(1_400_000)}`;
    expect((await owner.upload(huge)).status).toBe(413);
    const hugeFile = await owner.upload(huge, { multipart: true });
    expect(hugeFile).toEqual({
      status: 413,
      body: { error: "The spreadsheet is larger than 5 MB.", code: "too_large" },
    });
    const json = await fetch(`${shop.url}/api/owner/products/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
      body: JSON.stringify({ product_id: 1 }),
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: expect.stringContaining("text/csv"), code: "not_supported" });
    const form = new FormData();
    form.set("sheet", new Blob(["product_id\n"]), "products.csv");
    const wrongField = await fetch(`${shop.url}/api/owner/products/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({
      error: "Attach the spreadsheet as the form's file field.",
      code: "invalid_input",
      field: "file",
    });
  });
});

describe.each(databaseKinds)("the shop after an import (%s)", (kind) => {
  // A long cache: only the import's announcement (decision 009) can make the new price show at once.
  const shop = useTestShop(kind, { env: { CATALOGUE_CACHE_SECONDS: "60" } });

  it("shows the imported price at once, though the catalogue is cached for a minute", async () => {
    const owner = await sheetOwner(shop);
    const [record] = readSheet((await owner.download()).text);
    if (!record) throw new Error("no product");
    const path = `/api/products/${record.product_id}`;
    expect((await shop.get<{ product: { price: string } }>(path)).body.product.price).toBe(record.price);
    const newPrice = rupees(paise(record.price ?? "0") + 100);
    const response = await owner.upload(`product_id,price\n${record.product_id},${newPrice}\n`);
    expect(response.body).toMatchObject({ applied: true, changed: 1 });
    expect((await shop.get<{ product: { price: string } }>(path)).body.product.price).toBe(newPrice);
  });
});
