// The owner's backups on Today: before the first, a plain line; after `npm run backup` (asked of the running shop
// through its loopback door), when it was taken, its size, what it holds, and a download of the file itself.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { OWNER, signIn } from "./support/account";
import { expect, sharedShopOf, test } from "./support/shop-test";

const root = path.resolve(import.meta.dirname, "..");

test("Today shows the last backup and downloads it", async ({ page, snap, expectAccessible }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  await page.goto("/owner");
  const card = page.getByTestId("backup-card");
  await expect(card.getByRole("heading", { name: "Backups" })).toBeVisible();

  // The same command the owner's helper runs on the server.
  const printed = execFileSync(process.execPath, [path.join(root, "apps/server/dist/backup.js")], {
    cwd: root,
    env: { DATA_DIR: sharedShopOf(testInfo).dataDir, NODE_ENV: "test" },
    encoding: "utf8",
  });
  expect(printed).toMatch(/Backup taken by the running shop: .*mayil-backup-.*\.tar\.gz/);

  await page.reload();
  await expect(card.getByTestId("backup-last-good")).toContainText(/Last backup: .*, \d+\sKB, worked\./);
  await expect(card).toContainText(/Holds \d+ orders?, \d+ products?, \d+ stock changes?, \d+ photos?\./);
  await expect(card).toContainText("A backup is taken every day at 03:30 (Asia/Kolkata)");
  await expectAccessible();
  await snap("owner-today-backups");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Download the latest backup" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mayil-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/);
});
