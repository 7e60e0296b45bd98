// One process per embedded database folder: a second shop or seed on the same DATA_DIR is refused with one line and
// the first keeps working; a lock left by a killed process is taken over once stale, one held by a frozen process never.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUse, lockDataDir } from "../src/db/data-dir-lock";
import { openDatabase } from "../src/db/database";
import { builtShop } from "./processes/shop-process";
import { freePort } from "./test-app";
import { childProcessEnv } from "./test-env";

// The built shop, as `npm start` runs it (the unit tests' global setup builds it when a source is newer); the seed
// and the lock holder below run from their sources.
const mainScript = builtShop;
const seedScript = path.resolve(import.meta.dirname, "../src/db/seed-cli.ts");
const folders: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mayil-lock-"));
  folders.push(dir);
  return dir;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, dataDir: string, port: number): Run {
  const child = spawn(process.execPath, script.endsWith(".js") ? [script] : ["--import", "tsx", script], {
    env: childProcessEnv({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      SEED_DEMO_CATALOGUE: "false",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitHealthy(port: number, run: Run): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`the shop stopped:\n${run.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the shop did not become healthy:\n${run.output()}`);
}

describe("the embedded database folder belongs to one process", () => {
  it("refuses a second opening in the same process and frees the folder on close", async () => {
    const dataDir = path.join(tempDataDir(), "pgdata");
    const first = await openDatabase({ kind: "pglite", dataDir });
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(DataDirInUse);
    // The first is untouched by the refused attempt.
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (1)`);
    await first.close();
    const again = await openDatabase({ kind: "pglite", dataDir });
    const kept = (await again.db.execute(sql`select n from kept`)) as unknown as { rows: { n: number }[] };
    expect(kept.rows).toEqual([{ n: 1 }]);
    await again.close();
    // Two fresh PGlite databases on disk: each takes several seconds to create on a busy machine.
  }, 120_000);

  it("refuses a second shop and a seed on the same DATA_DIR with one line, while the first keeps serving", async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const first = run(mainScript, dataDir, port);
    await waitHealthy(port, first);

    const second = run(mainScript, dataDir, await freePort());
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split("\n");
    // What it was doing, then the one line saying why it stopped: no stack trace.
    expect(lines).toEqual([
      expect.stringMatching(/^Opening the embedded database in .*…$/),
      expect.stringContaining("Another process is using the embedded database in"),
    ]);

    const seed = run(seedScript, dataDir, port);
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain("Another process is using the embedded database");

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const products = await fetch(`http://127.0.0.1:${port}/api/products?limit=1`);
    expect(products.status).toBe(200);
    expect(first.child.exitCode).toBeNull();

    // Stopped properly, the shop leaves the folder free for the next start.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const next = run(mainScript, dataDir, port);
    await waitHealthy(port, next);
    next.child.kill("SIGTERM");
    await next.exited;
  }, 180_000);

  it("takes over a lock left by a process that was killed", async () => {
    const dataDir = tempDataDir();
    // What kill -9 leaves behind: the lock folder, no longer touched by anyone.
    mkdirSync(path.join(dataDir, "pgdata"), { recursive: true });
    const lock = path.join(dataDir, "pgdata.lock");
    mkdirSync(lock);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, longAgo, longAgo);

    const port = await freePort();
    const shop = run(mainScript, dataDir, port);
    await waitHealthy(port, shop);
    shop.child.kill("SIGTERM");
    expect(await shop.exited).toBe(0);
  }, 120_000);

  it("never takes over the lock of a process that is frozen, not gone", async () => {
    const dataDir = path.join(tempDataDir(), "pgdata");
    mkdirSync(dataDir);
    // A process that takes the lock and keeps it, then is stopped dead (SIGSTOP): like a start whose event loop was
    // blocked for 35 s under load, it cannot touch its lock.
    const script = path.join(path.dirname(dataDir), "hold.mts");
    const lockModule = path.resolve(import.meta.dirname, "../src/db/data-dir-lock.ts");
    writeFileSync(
      script,
      `import { lockDataDir } from ${JSON.stringify(lockModule)};
await lockDataDir(${JSON.stringify(dataDir)});
console.log("holding");
setInterval(() => {}, 1000);`,
    );
    const holder = run(script, dataDir, 0);
    const deadline = Date.now() + 60_000;
    while (!holder.output().includes("holding")) {
      if (holder.child.exitCode !== null || Date.now() > deadline) throw new Error(holder.output());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    holder.child.kill("SIGSTOP");
    try {
      // Frozen past the 10 s after which an untouched lock counts as abandoned.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await expect(lockDataDir(dataDir)).rejects.toThrow(
        /Process \d+ holds the embedded database .* has not responded/,
      );
    } finally {
      holder.child.kill("SIGCONT");
    }
    // Woken, it still holds the folder: nobody took it over.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(holder.child.exitCode).toBeNull();
    expect(holder.output()).not.toContain("taken over");
    // Once it is gone for good (kill -9), its lock is taken over.
    holder.child.kill("SIGKILL");
    await holder.exited;
    const release = await lockDataDir(dataDir);
    await release();
  }, 120_000);
});
