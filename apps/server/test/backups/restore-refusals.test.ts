// What `npm run restore` refuses, and how cheaply. A crafted file whose one table decompresses to 400 MB of zeros (a
// compression bomb, some 400 KB on disk) is refused with one line, the command staying under 300 MB of memory; a
// target that is not empty is refused before a byte of the file is read; and on a PostgreSQL server a forced restore
// is refused while a shop is connected to the database, leaving its data as it was, and goes ahead once it stops.
import { once } from "node:events";
import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { pack as tarPack } from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseTarget, openDatabase } from "../../src/db/database";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, checksumOf, sha256 } from "../../src/modules/backups/backup-manifest";
import { placedOrder, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct } from "../shop-fixtures";
import { databaseKinds, startTestShop, type TestShop } from "../test-app";
import { emptyTarget, restoreCli, restoreCommand, savedFirst } from "./restore-command";

const RESTORE_MS = 240_000;
const BOMB_BYTES = 400 * 1024 * 1024;
/** What the restore command may use whatever file it is given. */
const PEAK_LIMIT_MB = 300;

const folder = mkdtempSync(path.join(os.tmpdir(), "mayil-restore-refusals-"));

/**
 * A backup that looks like any other: a table entry and a manifest listing it with its size and checksum. But the
 * entry in the file holds BOMB_BYTES of zeros, where the manifest lists two bytes.
 */
async function compressionBomb(): Promise<string> {
  const file = path.join(folder, "mayil-backup-2026-11-27-033000.tar.gz");
  const listed = Buffer.from("1\n");
  const tables = [
    { name: "orders", columns: ["id"], rows: 1, entry: "tables/orders.copy", bytes: 2, sha256: sha256(listed) },
  ];
  const manifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    takenAt: "2026-11-26T22:00:00.000Z",
    shopVersion: "0.1.0",
    database: { engine: "pglite", serverVersion: "17.5" },
    migration: { count: 1, tag: "0000_first", createdAt: 1 },
    counts: { orders: 1, products: 0, ledgerRows: 0, photos: 0, photoFiles: 0 },
    tables,
    sequences: [],
    photos: [],
    checksum: checksumOf(tables),
  };
  const pack = tarPack();
  const written = pipeline(pack, createGzip({ level: 1 }), createWriteStream(file));
  const entry = pack.entry({ name: "tables/orders.copy", size: BOMB_BYTES });
  const zeros = Buffer.alloc(1024 * 1024);
  for (let sent = 0; sent < BOMB_BYTES; sent += zeros.byteLength) {
    if (!entry.write(zeros)) await once(entry, "drain");
  }
  entry.end(() => {});
  await new Promise<void>((resolve, reject) =>
    pack.entry({ name: "manifest.json" }, JSON.stringify(manifest), (error) => (error ? reject(error) : resolve())),
  );
  pack.finalize();
  await written;
  return file;
}

let bomb: string;

beforeAll(async () => {
  expect(existsSync(restoreCommand), "npm run build first: the restore command is dist/restore.js").toBe(true);
  bomb = await compressionBomb();
}, RESTORE_MS);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(savedFirst, { recursive: true, force: true });
});

describe("a compression bomb", { timeout: RESTORE_MS }, () => {
  it("is refused with one line, the restore staying under 300 MB, and nothing is created", async () => {
    const empty = await emptyTarget("pglite");
    try {
      const refused = await restoreCli(bomb, empty.target);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split("\n")).toEqual([
        `${bomb} does not match its manifest (tables/orders.copy holds 400.0 MB, where it lists 0.0 MB).`,
      ]);
      expect(refused.peakMb).toBeGreaterThan(0);
      expect(refused.peakMb).toBeLessThan(PEAK_LIMIT_MB);
      if (empty.target.kind === "pglite") expect(existsSync(empty.target.dataDir)).toBe(false);
    } finally {
      await empty.drop();
    }
  });
});

/** A database holding one table that is none of the shop's: not empty, yet no shop is connected to it. */
async function notEmptyTarget(kind: DatabaseTarget["kind"]) {
  const place = await emptyTarget(kind);
  const database = await openDatabase(place.target);
  try {
    await database.db.execute("create table notes (line text)");
  } finally {
    await database.close();
  }
  return place;
}

describe.each(databaseKinds)("a target that is not empty (%s)", { timeout: RESTORE_MS }, (kind) => {
  it("is refused before the file is read", async () => {
    const place = await notEmptyTarget(kind);
    try {
      const refused = await restoreCli(bomb, place.target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is not empty: it holds 1 tables \(notes\)\. Nothing was changed\./);
      // Not the bomb's refusal: the file was never read. (The embedded database, open in the command, takes about
      // 250 MB of its own, so the memory bound is seen on a server alone.)
      expect(refused.stderr).not.toMatch(/manifest/);
      if (kind === "postgres") expect(refused.peakMb).toBeLessThan(PEAK_LIMIT_MB);
    } finally {
      await place.drop();
    }
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))(
  "a forced restore onto a live shop",
  { timeout: RESTORE_MS },
  () => {
    let shop: TestShop;

    beforeAll(async () => {
      shop = await startTestShop("postgres");
    }, RESTORE_MS);

    afterAll(async () => {
      await shop?.close();
    });

    it("is refused while the shop is connected, changing nothing, and goes ahead once it stops", async () => {
      const outcome = await shop.app.backups.take("asked");
      if (outcome.status !== "done") throw new Error(`the backup ${JSON.stringify(outcome)}`);
      const place = await emptyTarget("postgres");
      try {
        expect((await restoreCli(outcome.backup.path, place.target)).code).toBe(0);
        const live = await startTestShop("postgres", { existing: place.target });
        let closed = false;
        try {
          // An order placed on the live shop after the backup: what a restore under it would lose.
          const piece = await plainProduct(live, { stock: 5 });
          const shopper = await signInShopper(live, "meera@example.in", "Meera Menon");
          const placed = await placedOrder(shopper, [{ product_id: piece.id, quantity: 1 }]);
          const owner = await signInOwner(live);
          const before = await owner.call<{ orders: { id: number }[] }>("GET", "/api/owner/orders?limit=100");

          const refused = await restoreCli(outcome.backup.path, place.target, "--force");
          expect(refused.code).toBe(1);
          expect(refused.stderr).toContain("The shop is running on this database");
          expect(refused.stderr).toContain(`mayil-shop pid ${process.pid}`);
          expect(refused.stderr).toMatch(/Stop every shop process .* then run the restore again/);
          expect(refused.stdout).not.toContain("Backed up what was there");
          expect(existsSync(savedFirst) ? readdirSync(savedFirst) : []).toEqual([]);
          // The shop goes on as it was: the owner sees the same orders, the new one among them, and her session works.
          const after = await owner.call<{ orders: { id: number }[] }>("GET", "/api/owner/orders?limit=100");
          expect(after.status).toBe(200);
          expect(after.body.orders).toEqual(before.body.orders);
          expect(after.body.orders.map((order) => order.id)).toContain(placed.id);

          await live.close();
          closed = true;
          const forced = await restoreCli(outcome.backup.path, place.target, "--force");
          expect(forced.stderr).toBe("");
          expect(forced.code).toBe(0);
          expect(forced.stdout).toMatch(/Backed up what was there \(a shop with .*\) to \/.*\.tar\.gz/);
          expect(forced.stdout).toContain(`Restored ${outcome.backup.manifest.counts.orders} orders`);
        } finally {
          if (!closed) await live.close();
        }
      } finally {
        await place.drop();
      }
    });
  },
);
