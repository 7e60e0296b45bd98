// The products spreadsheet as the tests drive it: the owner downloading and uploading sheets over HTTP (as a text/csv
// body or a multipart file), sheets read and written as a spreadsheet program would, and the catalogue's tables read
// whole to prove an import changed exactly what it said (or nothing).
import type { ProductImportResult } from "@mayil/core/catalogue/products-sheet-schemas";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { rows } from "../orders/desk-fixtures";
import { newShopper } from "../sign-in";
import type { TestShop } from "../test-app";

export const OWNER = { email: "owner@mayil.test", name: "Meera Owner" };

export type SheetRecord = Record<string, string>;
export type ImportResponse = { status: number; body: ProductImportResult & { error?: string } };

/** The owner, signed in, downloading and uploading the products sheet. */
export async function sheetOwner(shop: TestShop) {
  const owner = await newShopper(shop.url, OWNER);
  const auth = { authorization: `Bearer ${owner.token}` };
  return {
    ...owner,
    async download() {
      const response = await fetch(`${shop.url}/api/owner/products.csv`, { headers: auth });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, bytes, text: bytes.toString("utf8") };
    },
    /**
     * Sends `sheet` (text, or exact bytes) as a text/csv body or, with `multipart`, as the form's `file`; `takeSheet`
     * and `keepShop` are the lines whose stock conflict she settled.
     */
    async upload(
      sheet: string | Uint8Array,
      {
        dryRun = false,
        multipart = false,
        takeSheet = [],
        keepShop = [],
      }: { dryRun?: boolean; multipart?: boolean; takeSheet?: number[]; keepShop?: number[] } = {},
    ): Promise<ImportResponse> {
      const bytes = typeof sheet === "string" ? Buffer.from(sheet, "utf8") : sheet;
      let body: RequestInit["body"];
      const headers: Record<string, string> = { ...auth };
      if (multipart) {
        const form = new FormData();
        form.set("file", new Blob([bytes], { type: "text/csv" }), "products.csv");
        body = form;
      } else {
        headers["content-type"] = "text/csv";
        body = bytes;
      }
      const query = new URLSearchParams();
      if (dryRun) query.set("dry_run", "true");
      if (takeSheet.length > 0) query.set("take_sheet_stock", takeSheet.join(","));
      if (keepShop.length > 0) query.set("keep_shop_stock", keepShop.join(","));
      const search = query.size > 0 ? `?${query}` : "";
      const response = await fetch(`${shop.url}/api/owner/products/import${search}`, {
        method: "POST",
        headers,
        body,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
}
export type SheetOwner = Awaited<ReturnType<typeof sheetOwner>>;

/** The sheet's rows keyed by its header, as a spreadsheet program reads them. */
export const readSheet = (text: string): SheetRecord[] => parse(text, { bom: true, columns: true });

/** Records back to CSV as Excel saves it ("CSV UTF-8": byte order mark, CRLF), or without the mark. */
export function writeSheet(records: SheetRecord[], { bom = true }: { bom?: boolean } = {}): string {
  const columns = Object.keys(records[0] ?? {});
  // A cell holding a line break quoted, as Excel writes it.
  return stringify(records, { header: true, columns, bom, record_delimiter: "windows", quoted_match: /[\r\n]/ });
}

/** Everything an import may touch, read whole and in a fixed order: equal before and after means nothing changed. */
export async function catalogueTables(shop: TestShop) {
  return {
    products: await rows(shop, "select * from products order by id"),
    colours: await rows(shop, "select * from product_variants order by id"),
    ledger: await rows(shop, "select * from stock_movements order by id"),
    oldSlugs: await rows(shop, "select * from product_old_slugs order by slug"),
  };
}
