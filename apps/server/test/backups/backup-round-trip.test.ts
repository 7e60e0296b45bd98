// A backup she can restore, on each database: a shop with orders, payments, an edit, stock movements and an uploaded
// photo is backed up while it serves, restored with `npm run restore` into an empty folder or database, and the
// restored shop shows the same order list, products spreadsheet, stock ledger and photo bytes. A backup taken in an
// order storm restores to stock that adds up: what was there less what the restored live orders hold.
import { existsSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneJpeg, upload } from "../catalogue/photo-fixtures";
import { type Owner, placedOrder, type Shopper, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { demoProducts, plainProduct } from "../shop-fixtures";
import { expectLedgerAddsUp } from "../stock/ledger-invariant";
import { adjust, movementsOf, setCount } from "../stock/stock-fixtures";
import { databaseKinds, startTestShop, type TestShop } from "../test-app";
import { emptyTarget, restoreCli, restoreCommand, savedFirst } from "./restore-command";

/** What the owner sees of her business, over HTTP: order list, products spreadsheet, the ledger of some pieces. */
async function whatSheSees(shop: TestShop, owner: Owner, ledgerOf: number[]) {
  const orders = await owner.call<{ orders: unknown[] }>("GET", "/api/owner/orders?limit=100");
  const csv = await fetch(`${shop.url}/api/owner/products.csv`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const ledgers = [];
  for (const id of ledgerOf) ledgers.push(await movementsOf(owner, { product_id: id }));
  expect(orders.status).toBe(200);
  expect(csv.status).toBe(200);
  return { orders: orders.body.orders, sheet: await csv.text(), ledgers };
}

async function photoBytes(shop: TestShop, url: string) {
  const response = await fetch(shop.url + url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function rows<T>(shop: TestShop, query: string): Promise<T[]> {
  return ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// A restore into a folder creates a whole PGlite database (initdb): tens of seconds on a busy machine.
const RESTORE_MS = 240_000;

describe.each(databaseKinds)("backup and restore (%s)", { timeout: RESTORE_MS }, (kind) => {
  let shop: TestShop;
  let owner: Owner;
  let shoppers: Shopper[];
  const cleanUp: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    expect(existsSync(restoreCommand), "npm run build first: the restore command is dist/restore.js").toBe(true);
    shop = await startTestShop(kind);
    owner = await signInOwner(shop);
    shoppers = [
      await signInShopper(shop, "anjali@example.in"),
      await signInShopper(shop, "devika@example.in", "Devika Pillai"),
      await signInShopper(shop, "fathima@example.in", "Fathima Beevi"),
    ];
  }, RESTORE_MS);

  afterAll(async () => {
    for (const clean of cleanUp) await clean();
    await shop?.close();
    rmSync(savedFirst, { recursive: true, force: true });
  });

  it("restores orders, payments, an edit, stock movements and a photo exactly, into an empty database", async () => {
    const [first, second] = [await plainProduct(shop, { stock: 5 }), await plainProduct(shop, { stock: 5, skip: 1 })];
    if (!first || !second) throw new Error("no products");
    const [anjali, devika] = shoppers as [Shopper, Shopper];
    const paid = await placedOrder(anjali, [{ product_id: first.id, quantity: 2 }]);
    const edited = await placedOrder(devika, [{ product_id: second.id, quantity: 1 }]);
    expect((await owner.move(paid.id, "confirmed")).status).toBe(200);
    expect((await owner.pay(paid.id, { method: "cash", amount: "100.00" })).status).toBe(201);
    expect((await owner.move(edited.id, "confirmed")).status).toBe(200);
    const edit = await owner.edit(edited.id, {
      items: [{ product_id: second.id, quantity: 2 }],
      note: "she asked for a pair",
    });
    expect(edit.status).toBe(200);
    expect((await adjust(owner, { product_id: first.id, change: 3, reason: "restock", note: "new lot" })).status).toBe(
      201,
    );
    const photo = await upload(shop, `/api/owner/products/${first.id}/images`, await phoneJpeg(), {
      token: owner.token,
    });
    expect(photo.status).toBe(201);
    const photoUrl = (photo.body as { product: OwnerProduct }).product.images.at(-1)?.url ?? "";
    expect(photoUrl).toMatch(/^\/media\//);

    // Taken while shoppers browse and the owner reads her desk.
    const browsing = Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? shop.get("/api/products?limit=20") : owner.call("GET", "/api/owner/orders"),
      ),
    );
    const [outcome] = await Promise.all([shop.app.backups.take("asked"), browsing]);
    if (outcome.status !== "done") throw new Error(`the backup ${JSON.stringify(outcome)}`);
    const before = await whatSheSees(shop, owner, [first.id, second.id]);
    const photoBefore = await photoBytes(shop, photoUrl);
    expect(outcome.backup.manifest.counts).toMatchObject({ orders: 2, photos: 1 });

    const empty = await emptyTarget(kind);
    cleanUp.push(empty.drop);
    const restored = await restoreCli(outcome.backup.path, empty.target);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    const counts = outcome.backup.manifest.counts;
    expect(restored.stdout).toContain(
      `Restored ${counts.orders} orders, ${counts.products} products, ${counts.ledgerRows} stock ledger rows, 1 photos`,
    );

    const again = await startTestShop(kind, { existing: empty.target });
    try {
      const ownerThere = await signInOwner(again);
      const after = await whatSheSees(again, ownerThere, [first.id, second.id]);
      expect(after.orders).toEqual(before.orders);
      expect(after.sheet).toBe(before.sheet);
      expect(after.ledgers).toEqual(before.ledgers);
      expect((await photoBytes(again, photoUrl)).equals(photoBefore)).toBe(true);
      // Its counters go on from where the shop's were: the next order gets the next number.
      const next = await placedOrder(await signInShopper(again, "new@example.in"), [
        { product_id: second.id, quantity: 1 },
      ]);
      expect(next.id).toBe(Math.max(paid.id, edited.id) + 1);
    } finally {
      await again.close();
    }

    // Once restored, the target holds a shop: a second restore onto it is refused, saying what is there.
    const refused = await restoreCli(outcome.backup.path, empty.target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty: it holds a shop with 3 orders, .* --force/);

    // --force replaces it, keeping what was there: a server's database is backed up first, a folder moved aside.
    const forced = await restoreCli(outcome.backup.path, empty.target, "--force");
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`Restored ${counts.orders} orders`);
    if (kind === "postgres") {
      expect(forced.stdout).toMatch(/Backed up what was there \(a shop with 3 orders, .*\) to \/.*\.tar\.gz/);
    } else {
      const aside = /Moved what was there \(a shop with 3 orders, .*\) aside to (\S+)/.exec(forced.stdout)?.[1];
      expect(aside && existsSync(path.join(aside, "PG_VERSION"))).toBe(true);
    }
  });

  it("refuses a damaged file, changing nothing", async () => {
    const outcome = await shop.app.backups.take("asked");
    if (outcome.status !== "done") throw new Error(`the backup ${JSON.stringify(outcome)}`);
    const { readFile, writeFile } = await import("node:fs/promises");
    const bytes = await readFile(outcome.backup.path);
    const damaged = `${outcome.backup.path}.damaged`;
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const empty = await emptyTarget(kind);
    cleanUp.push(empty.drop);
    const refused = await restoreCli(damaged, empty.target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/could not be read as a backup|is missing|checksum/);
    if (empty.target.kind === "pglite") expect(existsSync(empty.target.dataDir)).toBe(false);
  });

  it("a backup taken during an order storm restores to stock that adds up", async () => {
    // A piece no earlier test sold: what live orders hold of it is what the storm took.
    const piece = (await demoProducts(shop)).filter((p) => !p.has_variants).at(-1);
    if (!piece) throw new Error("no plain product");
    await setCount(shop, owner, { product_id: piece.id }, 40);
    const storm = shoppers.flatMap((shopper) =>
      Array.from({ length: 4 }, () => shopper.order([{ product_id: piece.id, quantity: 1 }])),
    );
    const backup = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return shop.app.backups.take("asked");
    })();
    const [outcome, ...placed] = await Promise.all([backup, ...storm]);
    expect(placed.map((response) => response.status)).toEqual(placed.map(() => 201));
    if (outcome?.status !== "done") throw new Error("the backup did not finish");

    const empty = await emptyTarget(kind);
    cleanUp.push(empty.drop);
    expect((await restoreCli(outcome.backup.path, empty.target)).code).toBe(0);
    const again = await startTestShop(kind, { existing: empty.target });
    try {
      const [held] = await rows<{ held: number }>(
        again,
        `select coalesce(sum(i.quantity), 0)::int as held from order_items i join orders o on o.id = i.order_id
          where i.product_id = ${piece.id} and o.status not in ('cancelled', 'returned')`,
      );
      const [stock] = await rows<{ stock: number }>(again, `select stock from products where id = ${piece.id}`);
      expect(Number(stock?.stock)).toBe(40 - Number(held?.held));
      await expectLedgerAddsUp(again);
      // Every order the backup holds is the shop's own, as the owner sees it.
      const ownerThere = await signInOwner(again);
      const restoredOrders = (await ownerThere.call<{ orders: { id: number }[] }>("GET", "/api/owner/orders?limit=100"))
        .body.orders;
      for (const { id } of restoredOrders) expect((await ownerThere.get(id)).body).toEqual((await owner.get(id)).body);
    } finally {
      await again.close();
    }
  });
});

describe("the restore command", { timeout: RESTORE_MS }, () => {
  it("says how to use it", async () => {
    const empty = await emptyTarget("pglite");
    try {
      const response = await restoreCli("", empty.target);
      expect(response.code).not.toBe(0);
      const none = await restoreCli(path.join(os.tmpdir(), "no-such-backup.tar.gz"), empty.target);
      expect(none.code).toBe(1);
      expect(none.stderr).toMatch(/no-such-backup/);
      expect(readdirSync(path.dirname(empty.target.kind === "pglite" ? empty.target.dataDir : "/"))).toEqual([]);
    } finally {
      await empty.drop();
    }
  });
});
