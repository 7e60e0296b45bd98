// "Back up now" on the owner's desk (POST /api/owner/backups), on each database: a new shop with no backup yet gets
// one at once, the same file as the daily backup (the same entries, the same manifest) that `npm run restore` puts
// back; a shopper is refused (403), no one signed out gets in (401), and a few an hour is all anyone may ask (429).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BackupStatusResponse } from "@mayil/core/backups/backup-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_FILE_PATTERN } from "../../src/modules/backups/backup-manifest";
import { BACKUPS_NOW_PER_HOUR } from "../../src/modules/backups/backup-routes";
import { type Owner, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { databaseKinds, startTestShop, type TestShop } from "../test-app";
import { emptyTarget, restoreCli, restoreCommand } from "./restore-command";

/** The entries of a backup file, as tar lists them, and its manifest's fields. */
function entriesOf(file: string): string[] {
  return execFileSync("tar", ["-tzf", file], { encoding: "utf8" }).trim().split("\n").sort();
}
function manifestOf(file: string): Record<string, unknown> {
  const names = entriesOf(file);
  const manifest = names.find((name) => name.endsWith("manifest.json"));
  if (!manifest) throw new Error(`no manifest in ${names.join(", ")}`);
  return JSON.parse(execFileSync("tar", ["-xzOf", file, manifest], { encoding: "utf8" })) as Record<string, unknown>;
}

const RESTORE_MS = 240_000;

describe.each(databaseKinds)("back up now (%s)", { timeout: RESTORE_MS }, (kind) => {
  const folder = path.join(os.tmpdir(), `mayil-back-up-now-${process.pid}-${kind}`);
  let shop: TestShop;
  let owner: Owner;
  const cleanUp: (() => Promise<void>)[] = [];
  const backUpNow = () => owner.call<BackupStatusResponse>("POST", "/api/owner/backups");

  beforeAll(async () => {
    expect(existsSync(restoreCommand), "npm run build first: the restore command is dist/restore.js").toBe(true);
    rmSync(folder, { recursive: true, force: true });
    shop = await startTestShop(kind, { env: { BACKUP_DIR: folder, BACKUP_TIME: "03:30", BACKUP_KEEP: "10" } });
    owner = await signInOwner(shop);
  }, RESTORE_MS);

  afterAll(async () => {
    for (const clean of cleanUp) await clean();
    await shop?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("refuses anyone signed out (401) and a shopper (403), taking nothing", async () => {
    const signedOut = await fetch(`${shop.url}/api/owner/backups`, { method: "POST" });
    expect(signedOut.status).toBe(401);
    const shopper = await signInShopper(shop, "not-the-owner@example.in");
    const refused = await shopper.call<{ error?: string }>("POST", "/api/owner/backups");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("This page is for the shop's owner.");
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it("takes a backup at once for the owner, the same file as the daily one, and it restores", async () => {
    const before = await owner.call<BackupStatusResponse>("GET", "/api/owner/backups");
    expect(before.body.latest).toBeNull();

    const now = await backUpNow();
    expect(now.status).toBe(200);
    expect(now.body.latest).toMatchObject({ status: "done", kind: "asked", failure: null });
    expect(now.body.last_good?.file_name).toBe(now.body.latest?.file_name);
    expect(now.body.downloadable).toBe(true);
    expect(now.body.latest?.counts?.products).toBeGreaterThan(10);
    const fileName = now.body.latest?.file_name ?? "";
    expect(fileName).toMatch(BACKUP_FILE_PATTERN);
    const asked = path.join(folder, fileName);

    // The daily backup's file, taken as the schedule takes it: the same entries and the same manifest's fields.
    const daily = await shop.app.backups.take("daily", "2026-12-01");
    if (daily.status !== "done") throw new Error(`the daily backup: ${JSON.stringify(daily)}`);
    expect(entriesOf(asked)).toEqual(entriesOf(daily.backup.path));
    expect(Object.keys(manifestOf(asked)).sort()).toEqual(Object.keys(manifestOf(daily.backup.path)).sort());

    // The download is that file.
    const download = await fetch(`${shop.url}/api/owner/backups/latest/file`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/gzip");
    await download.arrayBuffer();

    const empty = await emptyTarget(kind);
    cleanUp.push(empty.drop);
    const restored = await restoreCli(asked, empty.target);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${now.body.latest?.counts?.orders} orders`);
  });

  it(`lets the owner ask for ${BACKUPS_NOW_PER_HOUR} an hour, then says when she may ask again (429)`, async () => {
    // One was asked for above.
    for (let i = 1; i < BACKUPS_NOW_PER_HOUR; i++) expect((await backUpNow()).status).toBe(200);
    const tooMany = await backUpNow();
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error).toMatch(
      new RegExp(`^${BACKUPS_NOW_PER_HOUR} backups have been taken in the last hour\\. Please wait \\d+ minutes?`),
    );
    // Refused before any work: no new backup file.
    const files = readdirSync(folder).filter((name) => BACKUP_FILE_PATTERN.test(name));
    expect(files).toHaveLength(BACKUPS_NOW_PER_HOUR + 1);
  });
});
