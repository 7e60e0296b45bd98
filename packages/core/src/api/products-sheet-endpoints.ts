// The owner's products spreadsheet (/api/owner/products.csv and /api/owner/products/import), served by the
// products-sheet module. Owners only: 401 without a token, 403 for a shopper.
import { defineEndpoints } from "./endpoint";

const load = () => import("../catalogue/products-sheet-schemas");

export const ownerProductSheetEndpoints = defineEndpoints("owner products spreadsheet", load, {
  csv: {
    method: "GET",
    path: "/owner/products.csv",
    access: "owner",
    responseType: "csv",
    summary: "Every product and colour with its prices and stock, as a spreadsheet (text/csv, UTF-8)",
    errors: [401, 403],
    schemas: (s) => ({ response: s.productsCsvResponseSchema }),
  },
  import: {
    method: "POST",
    path: "/owner/products/import",
    access: "owner",
    encoding: "multipart",
    summary:
      "Create and change products from a spreadsheet (text/csv body or multipart `file`, up to 5 MB); dry_run=true only reports. All rows or none. Stock changes only where the stock cell differs from stock_when_exported; where the shop's count moved too, take_sheet_stock / keep_shop_stock say whose count each line keeps (409 naming the lines without)",
    errors: [400, 401, 403, 409, 413, 415],
    schemas: (s) => ({
      query: s.productImportQuerySchema,
      response: s.productImportResponseSchema,
      errorResponses: { 400: s.productImportRefusedSchema, 409: s.productImportRefusedSchema },
    }),
  },
});
