// Reading an uploaded sheet: each row numbered as a spreadsheet shows it (csv-parse's own `info.lines` counts the
// lines of text instead, which a cell with line breaks makes larger), whatever the file's line ends and byte order mark.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { readProductsSheet, UnreadableSheet } from "../../src/modules/products-sheet/products-sheet-file";

const bytes = (text: string) => Buffer.from(text, "utf8");

describe("reading a products sheet", () => {
  const text = [
    "product_id,name,description",
    '1,Ring,"one line"',
    '2,Chain,"three\nlines of\ntext"',
    "",
    ",,",
    '3,"Studs, small","with ""quotes"""',
  ].join("\r\n");

  it("numbers rows as the spreadsheet does, not as lines of text", () => {
    // What csv-parse reports for the last record: its line in the text (8), not its row in a spreadsheet (6).
    const records = parse(text, { info: true, relax_column_count: true }) as unknown as { info: { lines: number } }[];
    expect(records.at(-1)?.info.lines).toBe(8);

    const sheet = readProductsSheet(bytes(text));
    expect(sheet.rows.map((row) => [row.line, row.cells.name])).toEqual([
      [2, "Ring"],
      [3, "Chain"],
      // Lines 4 and 5 are blank rows: skipped, still counted.
      [6, "Studs, small"],
    ]);
    expect(sheet.rows[1]?.cells.description).toBe("three\nlines of\ntext");
    expect(sheet.rows[2]?.cells.description).toBe('with "quotes"');
  });

  it("reads the same rows with a byte order mark, LF, CR or CRLF line ends", () => {
    const expected = readProductsSheet(bytes(text)).rows;
    for (const variant of [`\uFEFF${text}`, text.replaceAll("\r\n", "\n"), text.replaceAll("\r\n", "\r")]) {
      expect(readProductsSheet(bytes(variant)).rows).toEqual(expected);
    }
  });

  it("reads Malayalam and emoji, and headers as a person types them", () => {
    const sheet = readProductsSheet(bytes("Product ID,Variant-ID,Colour Code,Color\n5,,#aabbcc,മയിൽ നീല 🦚\n"));
    expect([...sheet.columns]).toEqual(["product_id", "variant_id", "colour_code", "colour"]);
    expect(sheet.rows[0]?.cells).toEqual({
      product_id: "5",
      variant_id: "",
      colour_code: "#aabbcc",
      colour: "മയിൽ നീല 🦚",
    });
  });

  it("ignores a trailing column with no name and nothing in it, and flags text beyond the header", () => {
    const sheet = readProductsSheet(bytes("product_id,price,\n1,10,\n2,20,,extra\n"));
    expect(sheet.rows.map((row) => row.overflows)).toEqual([false, true]);
  });

  it("says where a quoted cell is never closed", () => {
    const error = (() => {
      try {
        readProductsSheet(bytes('product_id,name\n1,Ring\n2,"Chain\n3,Studs\n'));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UnreadableSheet);
    expect(error).toMatchObject({ line: 3 });
  });
});
