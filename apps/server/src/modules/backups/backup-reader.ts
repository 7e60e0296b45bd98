// Reads a backup file entry by entry, and checks it whole against its manifest before anything is restored from it.
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { extract as tarExtract } from "tar-stream";
import {
  BACKUP_FORMAT,
  type BackupManifest,
  checksumOf,
  entriesOf,
  MANIFEST_ENTRY,
  manifestSchema,
  sha256,
} from "./backup-manifest";

/** The file is not a whole, unaltered backup of this kind: nothing is restored from it. */
export class BackupDamaged extends Error {}

/** Calls `each` with every entry's name and bytes, in the file's order (one entry in memory at a time). */
export async function readEntries(file: string, each: (name: string, bytes: Buffer) => Promise<void>): Promise<void> {
  const extract = tarExtract();
  // What `each` throws is its own failure (a row the database refused), not a damaged file: passed on as it is.
  let failed: { error: unknown } | null = null;
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      try {
        await each(entry.header.name, Buffer.concat(chunks));
      } catch (error) {
        failed = { error };
        throw error;
      }
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(file), createGunzip(), extract), reading]);
  } catch (error) {
    if (failed) throw (failed as { error: unknown }).error;
    if (error instanceof BackupDamaged) throw error;
    const code = (error as { code?: string }).code;
    if (code === "ENOENT" || code === "EACCES" || code === "EISDIR") throw error;
    throw new BackupDamaged(`${file} could not be read as a backup (${(error as Error).message}).`);
  }
}

/**
 * Reads the whole file, checking each entry's SHA-256 and the file's checksum against its manifest; resolves to the
 * manifest. Any difference (a changed, missing or extra entry, a cut-off file) is refused, saying what.
 */
export async function checkBackup(file: string): Promise<BackupManifest> {
  const seen: { entry: string; sha256: string }[] = [];
  let manifestText: string | null = null;
  await readEntries(file, async (name, bytes) => {
    if (name === MANIFEST_ENTRY) manifestText = bytes.toString("utf8");
    else seen.push({ entry: name, sha256: sha256(bytes) });
  });
  if (manifestText === null) throw new BackupDamaged(`${file} has no manifest: it is not a whole shop backup.`);
  let manifest: BackupManifest;
  try {
    const raw = JSON.parse(manifestText) as { format?: unknown; formatVersion?: unknown };
    if (raw.format !== BACKUP_FORMAT) throw new BackupDamaged(`${file} is not a Mayil shop backup.`);
    const parsed = manifestSchema.safeParse(raw);
    if (!parsed.success) {
      throw new BackupDamaged(
        `${file} has a manifest this version of the shop cannot read (format version ${String(raw.formatVersion)}).`,
      );
    }
    manifest = parsed.data;
  } catch (error) {
    if (error instanceof BackupDamaged) throw error;
    throw new BackupDamaged(`${file} has a damaged manifest.`);
  }
  const expected = entriesOf(manifest);
  const byName = new Map(seen.map((e) => [e.entry, e.sha256]));
  for (const { entry, sha256: digest } of expected) {
    const actual = byName.get(entry);
    if (actual === undefined) throw new BackupDamaged(`${file} is missing ${entry}: the file is incomplete.`);
    if (actual !== digest) throw new BackupDamaged(`${file} does not match its checksum (${entry} was changed).`);
  }
  if (seen.length !== expected.length) {
    throw new BackupDamaged(`${file} holds entries its manifest does not list.`);
  }
  if (checksumOf(seen) !== manifest.checksum) throw new BackupDamaged(`${file} does not match its checksum.`);
  return manifest;
}
