// How `npm run backup` asks the running shop for a backup when the shop holds the embedded database folder (no other
// process may open it): a request to this machine's loopback address carrying a key the shop writes, readable by its
// own user only, into the data folder at each start. Whoever can read that file can read the database itself, so the
// key gives no one more than they have. Anything else (no key, a wrong one, a request through a proxy) gets a 404.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { BackupOutcome } from "./backup-service";

export const BACKUP_DOOR_FILE = "backup-door.json";
export const BACKUP_DOOR_PATH = "/internal/backup";
export const BACKUP_KEY_HEADER = "x-mayil-backup-key";

export interface BackupDoor {
  url: string;
  key: string;
  pid: number;
}

export interface DoorResponse {
  status: BackupOutcome["status"];
  path?: string;
  sizeBytes?: number;
  counts?: unknown;
  failure?: string;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

const digest = (text: string) => createHash("sha256").update(text).digest();

export function openBackupDoor(app: FastifyInstance, dataDir: string, takeBackup: () => Promise<BackupOutcome>): void {
  const key = randomBytes(32).toString("base64url");
  const doorFile = path.join(dataDir, BACKUP_DOOR_FILE);

  app.post(BACKUP_DOOR_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers[BACKUP_KEY_HEADER];
    const fromHere =
      LOOPBACK.has(request.socket.remoteAddress ?? "") && request.headers["x-forwarded-for"] === undefined;
    if (!fromHere || typeof given !== "string" || !timingSafeEqual(digest(given), digest(key))) {
      return reply.status(404).send({ error: "Not found", code: "not_found" });
    }
    // A large shop's backup may take longer than a request is usually allowed to sit quiet.
    request.raw.socket.setTimeout(0);
    const outcome = await takeBackup();
    reply.header("cache-control", "no-store");
    return doorResponseOf(outcome);
  });

  app.addHook("onListen", async () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address || typeof address !== "object") return;
    const wildcard = address.address === "0.0.0.0" || address.address === "::";
    const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
    const door: BackupDoor = { url: `http://${host}:${address.port}${BACKUP_DOOR_PATH}`, key, pid: process.pid };
    await writeFile(doorFile, JSON.stringify(door), { mode: 0o600 });
  });
  app.addHook("onClose", async () => {
    // Only our own door: a newer shop on the same folder may have written its own.
    const door = await readDoor(dataDir);
    if (door?.key === key) await rm(doorFile, { force: true });
  });
}

export async function readDoor(dataDir: string): Promise<BackupDoor | null> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, BACKUP_DOOR_FILE), "utf8")) as BackupDoor;
  } catch {
    return null;
  }
}

/** A backup's outcome as `npm run backup` reports it, whether the running shop took it or the command itself. */
export function doorResponseOf(outcome: BackupOutcome): DoorResponse {
  if (outcome.status === "done") {
    const { path, sizeBytes, manifest } = outcome.backup;
    return { status: "done", path, sizeBytes, counts: manifest.counts };
  }
  return outcome.status === "failed" ? { status: "failed", failure: outcome.failure } : { status: outcome.status };
}
