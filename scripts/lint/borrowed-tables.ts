// The one list of the server's modules using another module's tables (decision 078). A module uses its own tables
// file and reaches another's data through that module's surface; these files still do otherwise, each group for the
// reason given, until the owner's function named in `replaceWith` takes its place. biome.json lets exactly these
// files import another module's `*-tables`, and scripts/lint-layers.test.ts holds the two equal and checks that each
// file still imports the tables listed: an entry paid off leaves this list, and nothing joins it. One entry stays for
// good, and says so: the stock counts, columns stock owns in the catalogue's tables.

export interface BorrowedTables {
  /** The files, under apps/server/src/modules/. */
  files: string[];
  /** The module that owns the tables they use. */
  owner: string;
  /** Why they still use them. */
  reason: string;
  /** What the owner should offer instead. */
  replaceWith: string;
}

export const borrowedTables: BorrowedTables[] = [
  {
    files: [
      "stock/colour-write-off.ts",
      "stock/known-stock-item.ts",
      "stock/release-stock.ts",
      "stock/reserve-stock.ts",
      "stock/running-out.ts",
      "stock/sellable-item.ts",
      "stock/stock-counts.ts",
      "stock/stock-ledger.ts",
    ],
    owner: "catalogue",
    reason:
      "For good (decision 078, amended: the counts' owner): the stock counts are columns of products and " +
      "product_variants, locked as the product's or colour's own row in the lock order (decision 006) and read with " +
      "the row by every shopper's read. Stock owns those columns and is their only writer, which " +
      "scripts/lint-layers.test.ts checks; the rest of those tables stay the catalogue's.",
    replaceWith:
      "Nothing while the counts are columns: a table of stock's own would add a lock per item to every order and " +
      "a join to every shopper's read (weighed in decision 078).",
  },
];
