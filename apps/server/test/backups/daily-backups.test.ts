// The daily backup on a clock the test drives: it fires at BACKUP_TIME in the shop's time zone, keeps BACKUP_KEEP
// files, shows a failure on the owner's desk in plain words while the next day's still runs, takes one backup a day
// across two processes sharing a PostgreSQL server, and lets only the owner download the latest, never cached.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BackupStatusResponse } from "@mayil/core/backups/backup-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_DOOR_PATH, BACKUP_KEY_HEADER, readDoor } from "../../src/modules/backups/backup-door";
import type { BackupClock } from "../../src/modules/backups/daily-schedule";
import { type Owner, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { databaseKinds, startTestShop, type TestShop } from "../test-app";

/** A clock that stands still until the test moves it; timers fire as it passes them. */
class TestClock implements BackupClock {
  private timers: { at: number; fire: () => void }[] = [];
  constructor(private current: number) {}
  now = () => new Date(this.current);
  after = (ms: number, fire: () => void) => {
    const timer = { at: this.current + ms, fire };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  };
  /** Moves on to `to`, firing every timer due on the way. */
  moveTo(to: number) {
    this.current = to;
    const due = this.timers.filter((t) => t.at <= to);
    this.timers = this.timers.filter((t) => t.at > to);
    for (const timer of due) timer.fire();
  }
}

/** 03:30 in Kerala (UTC+05:30) is 22:00 UTC the evening before. */
const dayAt = (day: number) => Date.UTC(2026, 10, day - 1, 22, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds)("daily backups (%s)", { timeout: 120_000 }, (kind) => {
  const folder = path.join(os.tmpdir(), `mayil-backups-${process.pid}-${kind}`);
  const clock = new TestClock(dayAt(1) - 60_000);
  let shop: TestShop;
  let owner: Owner;
  const status = async () => {
    const response = await owner.call<BackupStatusResponse>("GET", "/api/owner/backups");
    expect(response.status).toBe(200);
    return response.body;
  };
  const files = () => readdirSync(folder).filter((name) => name.endsWith(".tar.gz"));

  beforeAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    shop = await startTestShop(kind, {
      env: { BACKUP_DIR: folder, BACKUP_TIME: "03:30", BACKUP_KEEP: "2" },
      backupClock: clock,
    });
    owner = await signInOwner(shop);
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("says when the first backup is due, and that none has been taken", async () => {
    expect(await status()).toEqual({
      latest: null,
      last_good: null,
      downloadable: false,
      schedule: { time: "03:30", time_zone: "Asia/Kolkata", keep: 2, next_at: new Date(dayAt(1)).toISOString() },
    });
    const none = await fetch(`${shop.url}/api/owner/backups/latest/file`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(none.status).toBe(404);
  });

  it("takes a backup each day at 03:30 and keeps only BACKUP_KEEP files", async () => {
    for (const day of [1, 2, 3]) {
      clock.moveTo(dayAt(day));
      // Done, and the next day planned: the run has ended.
      await until(
        status,
        (s) => s.latest?.status === "done" && s.schedule?.next_at === iso(dayAt(day + 1)),
        `day ${day}`,
      );
    }
    const now = await status();
    expect(now.latest).toMatchObject({ status: "done", kind: "daily", failure: null });
    expect(now.latest?.size_bytes).toBeGreaterThan(1000);
    expect(now.latest?.counts?.products).toBeGreaterThan(10);
    expect(now.schedule?.next_at).toBe(new Date(dayAt(4)).toISOString());
    // Named by the shop's day and time: 2026-11-03 03:30 in Kerala is the newest; day 1's was removed.
    expect(files().sort()).toEqual(["mayil-backup-2026-11-02-033000.tar.gz", "mayil-backup-2026-11-03-033000.tar.gz"]);
  });

  it("shows a failed backup on the desk in plain words, and the next day's still runs", async () => {
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, "not a folder");
    clock.moveTo(dayAt(4));
    const failed = await until(
      status,
      (s) => s.latest?.status === "failed" && s.schedule?.next_at === iso(dayAt(5)),
      "the failure",
    );
    expect(failed.latest?.failure).toBe("The backup folder (BACKUP_DIR) is not a folder the shop can write in.");
    expect(failed.last_good?.status).toBe("done");
    expect(failed.downloadable).toBe(false); // its file went with the folder

    rmSync(folder, { force: true });
    mkdirSync(folder);
    clock.moveTo(dayAt(5));
    const next = await until(
      status,
      (s) => s.latest?.status === "done" && s.schedule?.next_at === iso(dayAt(6)),
      "day 5",
    );
    expect(next.downloadable).toBe(true);
    expect(files()).toEqual(["mayil-backup-2026-11-05-033000.tar.gz"]);
  });

  it("lets the owner download the latest backup, never cached; 401 signed out, 403 for a shopper", async () => {
    const response = await fetch(`${shop.url}/api/owner/backups/latest/file`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="mayil-backup-2026-11-05-033000.tar.gz"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    expect((await fetch(`${shop.url}/api/owner/backups/latest/file`)).status).toBe(401);
    const shopper = await signInShopper(shop, "curious@example.in");
    for (const url of ["/api/owner/backups", "/api/owner/backups/latest/file"]) {
      const refused = await fetch(shop.url + url, { headers: { authorization: `Bearer ${shopper.token}` } });
      expect(refused.status).toBe(403);
      expect(refused.headers.get("cache-control")).toBe("no-store");
    }
  });

  it.runIf(kind === "pglite")("takes a backup asked for through the loopback door, with its key only", async () => {
    const door = await readDoor(shop.dataDir);
    if (!door) throw new Error("the shop wrote no door file");
    expect((await fetch(door.url, { method: "POST" })).status).toBe(404);
    expect((await fetch(door.url, { method: "POST", headers: { [BACKUP_KEY_HEADER]: "guess" } })).status).toBe(404);
    const proxied = await fetch(door.url, {
      method: "POST",
      headers: { [BACKUP_KEY_HEADER]: door.key, "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.status).toBe(404);
    expect(door.url).toContain(BACKUP_DOOR_PATH);
    const taken = await fetch(door.url, { method: "POST", headers: { [BACKUP_KEY_HEADER]: door.key } });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ status: "done", sizeBytes: expect.any(Number) });
    expect((await status()).latest).toMatchObject({ kind: "asked", status: "done" });
  });
});

describe.runIf(databaseKinds.includes("postgres"))("daily backups across two processes (postgres)", () => {
  const folder = path.join(os.tmpdir(), `mayil-backups-twins-${process.pid}`);
  const clock = new TestClock(dayAt(10) - 60_000);
  let first: TestShop;
  let second: TestShop;

  beforeAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    const env = { BACKUP_DIR: folder, BACKUP_TIME: "03:30" };
    first = await startTestShop("postgres", { env, backupClock: clock });
    second = await startTestShop("postgres", { env, backupClock: clock, twinOf: first });
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("takes the day's backup in one of them only", { timeout: 120_000 }, async () => {
    clock.moveTo(dayAt(10));
    const rows = async () =>
      (
        (await first.database.db.execute("select kind, day, status from backups")) as unknown as {
          rows: { kind: string; day: string; status: string }[];
        }
      ).rows;
    const done = await until(rows, (r) => r.length > 0 && r.every((row) => row.status !== "running"), "the backup");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rows()).toEqual([{ kind: "daily", day: "2026-11-10", status: "done" }]);
    expect(done).toHaveLength(1);
    expect(readdirSync(folder)).toHaveLength(1);
  });
});
