// Writes an import's plan through the catalogue's writes, in its one transaction: new products first (nothing to
// lock), then, under the locks of what changes, the changed fields a statement per group of rows, new colours, and
// every stock change through the stock ledger (reason "import", by the owner). Before each statement the lines it
// writes are noted, so that a write the database refuses is reported on them.
import type { Transaction } from "../../db/database";
import {
  type CatalogueSnapshot,
  changeColours,
  changeProducts,
  insertColours,
  insertProducts,
  type NewProduct,
  renameProduct,
} from "../catalogue";
import {
  type AppliedChange,
  recordStockMovements,
  type StockCause,
  setStockCounts,
  writeOffColoursOffSale,
} from "../stock";
import type { PlannedStep } from "./products-sheet-plan-types";

/** The sheet's lines the statement being run writes: a write the database refuses is reported on them. */
export interface WritingLines {
  lines: number[];
}

/** Ledger rows per statement: each one short, well inside PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, n) => list.slice(n * CHUNK, (n + 1) * CHUNK));

/** Notes, before each of the catalogue's statements, the lines of the rows it writes. */
const noting = (at: WritingLines, lines: number[]) => (indexes: number[]) => {
  at.lines = indexes.map((index) => lines[index] ?? 0);
};

/** Product rows the import creates, by their line; their opening stock is written with the changes' ledger rows. */
export interface CreatedProducts {
  ids: Map<number, number>;
  openings: AppliedChange[];
}

/** Inserts the new products (the catalogue makes their slugs unique). Nothing is locked: the rows are new. */
export async function createProducts(
  tx: Transaction,
  steps: { line: number; product: NewProduct }[],
  at: WritingLines,
): Promise<CreatedProducts> {
  const created: CreatedProducts = { ids: new Map(), openings: [] };
  const lines = steps.map((step) => step.line);
  const rows = await insertProducts(
    tx,
    steps.map((step) => step.product),
    noting(at, lines),
  );
  rows.forEach((product, index) => {
    created.ids.set(lines[index] ?? 0, product.id);
    created.openings.push({ productId: product.id, variantId: null, change: product.stock, stockAfter: product.stock });
  });
  at.lines = [];
  return created;
}

/**
 * Applies every other step against `snapshot`, read under this transaction's locks of the products and colours that
 * change (so the stock counts compared are the ones changed), then writes the ledger rows of all of it.
 */
export async function applyChanges(
  tx: Transaction,
  steps: PlannedStep[],
  snapshot: CatalogueSnapshot,
  created: CreatedProducts,
  ownerId: number,
  at: WritingLines,
): Promise<void> {
  const cause: StockCause = { reason: "import", byUserId: ownerId };
  const productSteps = steps.filter((s) => s.kind === "change-product");
  const colourSteps = steps.filter((s) => s.kind === "change-colour");
  const newColours = steps.filter((s) => s.kind === "add-colour");

  for (const step of productSteps) {
    const current = snapshot.products.get(step.productId);
    if (step.changes.name !== undefined && current) {
      at.lines = [step.line];
      await renameProduct(tx, current, step.changes.name);
    }
  }
  await changeProducts(
    tx,
    productSteps.map((s) => ({ id: s.productId, changes: s.changes })),
    noting(
      at,
      productSteps.map((s) => s.line),
    ),
  );
  at.lines = [];
  await changeColours(
    tx,
    colourSteps.map((s) => ({ id: s.colourId, changes: s.changes })),
    noting(
      at,
      colourSteps.map((s) => s.line),
    ),
  );
  at.lines = [];
  const openings = [...created.openings, ...(await addColours(tx, newColours, snapshot, created, at))];

  const counts = [
    ...productSteps.flatMap((s) =>
      s.changes.stock === undefined
        ? []
        : [{ line: s.line, productId: s.productId, variantId: null, count: s.changes.stock }],
    ),
    ...colourSteps.flatMap((s) =>
      s.changes.stock === undefined
        ? []
        : [{ line: s.line, productId: s.productId, variantId: s.colourId, count: s.changes.stock }],
    ),
  ];
  at.lines = counts.map((c) => c.line);
  await setStockCounts(tx, counts, cause);
  at.lines = [];
  // Opening counts of what the import created; a new item with no stock has no movement.
  for (const chunk of chunks(openings)) await recordStockMovements(tx, chunk, cause);
  // A colour the sheet takes (or leaves) off sale holds nothing: what it still holds is written off (decision 027).
  const offSale = [
    ...colourSteps.map((s) => s.colourId),
    ...openings.flatMap((o) => (o.variantId === null ? [] : [o.variantId])),
  ];
  await writeOffColoursOffSale(tx, offSale, { byUserId: ownerId });
}

/** Inserts the new colours, each after its product's others; returns their opening stock for the ledger. */
async function addColours(
  tx: Transaction,
  steps: Extract<PlannedStep, { kind: "add-colour" }>[],
  snapshot: CatalogueSnapshot,
  created: CreatedProducts,
  at: WritingLines,
): Promise<AppliedChange[]> {
  const nextPosition = new Map<number, number>();
  for (const colour of snapshot.colours.values()) {
    nextPosition.set(colour.productId, Math.max(nextPosition.get(colour.productId) ?? 0, colour.position + 1));
  }
  const toAdd = steps.map((step) => {
    const productId = step.productId ?? created.ids.get(step.newProductLine ?? 0);
    if (productId === undefined) throw new Error(`the product of line ${step.line} was not created`);
    const position = nextPosition.get(productId) ?? 0;
    nextPosition.set(productId, position + 1);
    return { productId, position, colour: step.colour };
  });
  const added = await insertColours(
    tx,
    toAdd,
    noting(
      at,
      steps.map((step) => step.line),
    ),
  );
  at.lines = [];
  return added.map((row) => ({
    productId: row.productId,
    variantId: row.id,
    change: row.stock,
    stockAfter: row.stock,
  }));
}
