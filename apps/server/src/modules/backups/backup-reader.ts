// Reads a backup file entry by entry, each streamed through a size limit and its SHA-256, never whole into memory,
// and checks the file whole against its manifest before anything is restored from it.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { extract as tarExtract } from "tar-stream";
import { BACKUP_FORMAT, type BackupManifest, checksumOf, MANIFEST_ENTRY, manifestSchema } from "./backup-manifest";

/** The file is not a whole, unaltered backup of this kind: nothing is restored from it. */
export class BackupDamaged extends Error {}

/**
 * The most a table's entry may hold where its size is not known: before the manifest (which comes last) has been
 * read, and in backups taken before the manifest recorded each table's size. Only a hash runs over it while the file
 * is checked, and it is loaded in slices of whole rows, so this bounds time, not memory.
 */
export const TABLE_ENTRY_CEILING = 2 * 1024 ** 3;
/** The most a photo may hold (uploads stop at 15 MB): one photo's bytes are held while they are inserted. */
export const PHOTO_ENTRY_CEILING = 64 * 1024 ** 2;
/** The manifest is read whole and parsed: about 250 bytes per photo file, so this is some 120,000 of them. */
export const MANIFEST_CEILING = 32 * 1024 ** 2;
/** No backup this manifest ceiling allows lists more entries; each one seen is remembered until the manifest comes. */
export const ENTRY_COUNT_CEILING = 150_000;

/** What an entry may be: at most `limit` bytes, and when `sha256` is given, exactly those bytes. */
export interface EntryRule {
  limit: number;
  sha256?: string;
}

export interface EntryRead {
  name: string;
  bytes: number;
  sha256: string;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Calls `each` with every entry's name and its bytes as they stream, in the file's order. `ruleOf` says what each
 * entry may be before a byte of it is read: one whose tar header says it is larger than its limit is refused at its
 * header, and its bytes are counted and hashed as they pass, so a file whose entries are not what the rule says is
 * refused (BackupDamaged) without holding them. Whatever `each` leaves unread is read and checked all the same.
 */
export async function readEntries(
  file: string,
  ruleOf: (name: string) => EntryRule,
  each: (name: string, chunks: AsyncIterable<Buffer>) => Promise<void>,
): Promise<EntryRead[]> {
  const extract = tarExtract();
  // What `each` throws is its own failure (a row the database refused), not a damaged file: passed on as it is.
  let failed: { error: unknown } | null = null;
  const read: EntryRead[] = [];
  const reading = (async () => {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (read.length >= ENTRY_COUNT_CEILING) {
        throw new BackupDamaged(`${file} holds more than ${ENTRY_COUNT_CEILING} entries: it is not a shop backup.`);
      }
      const rule = ruleOf(name);
      const tooLarge = (bytes: number) =>
        new BackupDamaged(
          `${file} does not match its manifest (${name} holds ${bytes === entry.header.size ? "" : "more than "}${megabytes(bytes)}, where at most ${megabytes(rule.limit)} is allowed).`,
        );
      if ((entry.header.size ?? 0) > rule.limit) throw tooLarge(entry.header.size ?? 0);
      const hash = createHash("sha256");
      let bytes = 0;
      const iterator = entry[Symbol.asyncIterator]();
      const next = async (): Promise<IteratorResult<Buffer>> => {
        const step = (await iterator.next()) as IteratorResult<Buffer>;
        if (step.done) return step;
        bytes += step.value.byteLength;
        if (bytes > rule.limit) throw tooLarge(bytes);
        hash.update(step.value);
        return step;
      };
      const chunks: AsyncIterable<Buffer> = { [Symbol.asyncIterator]: () => ({ next }) };
      try {
        await each(name, chunks);
      } catch (error) {
        if (!(error instanceof BackupDamaged)) failed = { error };
        throw error;
      }
      while (!(await next()).done) {}
      const digest = hash.digest("hex");
      if (rule.sha256 !== undefined && digest !== rule.sha256) {
        throw new BackupDamaged(`${file} does not match its checksum (${name} was changed).`);
      }
      read.push({ name, bytes, sha256: digest });
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(file), createGunzip(), extract), reading]);
  } catch (error) {
    // Stop reading the file at once: a refused entry may have gigabytes still to come.
    extract.destroy();
    if (failed) throw (failed as { error: unknown }).error;
    if (error instanceof BackupDamaged) throw error;
    const code = (error as { code?: string }).code;
    if (code === "ENOENT" || code === "EACCES" || code === "EISDIR") throw error;
    throw new BackupDamaged(`${file} could not be read as a backup (${(error as Error).message}).`);
  }
  return read;
}

/** All of an entry's bytes in one buffer: for those small enough to hold (the manifest, one photo). */
export async function wholeEntry(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** The most a slice of COPY text may grow to while looking for the end of its last row. */
const LONGEST_ROW = 64 * 1024 ** 2;

/**
 * COPY text in slices of about `sliceBytes`, each ending at the end of a row, so a table of any size is loaded in
 * pieces of bounded size. A row longer than LONGEST_ROW is refused.
 */
export async function* inWholeRows(chunks: AsyncIterable<Buffer>, sliceBytes = 8 * 1024 ** 2): AsyncIterable<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of chunks) {
    pending.push(chunk);
    pendingBytes += chunk.byteLength;
    if (pendingBytes < sliceBytes) continue;
    const joined = Buffer.concat(pending);
    const end = joined.lastIndexOf(0x0a) + 1;
    if (end === 0) {
      if (joined.byteLength > LONGEST_ROW) {
        throw new BackupDamaged(`The backup holds a row longer than ${megabytes(LONGEST_ROW)}: it is not a shop's.`);
      }
      pending = [joined];
      continue;
    }
    yield joined.subarray(0, end);
    pending = end < joined.byteLength ? [joined.subarray(end)] : [];
    pendingBytes = joined.byteLength - end;
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** What may be in a file whose manifest has not been read yet: any entry up to the ceiling of its kind. */
function ceilingOf(name: string): EntryRule {
  if (name === MANIFEST_ENTRY) return { limit: MANIFEST_CEILING };
  return { limit: name.startsWith("photos/") ? PHOTO_ENTRY_CEILING : TABLE_ENTRY_CEILING };
}

/** What each entry must be, as the manifest says: its recorded size (or the ceiling) and its checksum. */
export function rulesOf(file: string, manifest: BackupManifest): (name: string) => EntryRule {
  const rules = new Map<string, EntryRule>([[MANIFEST_ENTRY, { limit: MANIFEST_CEILING }]]);
  for (const table of manifest.tables) {
    rules.set(table.entry, { limit: table.bytes ?? TABLE_ENTRY_CEILING, sha256: table.sha256 });
  }
  for (const photo of manifest.photos) rules.set(photo.entry, { limit: photo.bytes, sha256: photo.sha256 });
  return (name) => {
    const rule = rules.get(name);
    if (!rule) throw new BackupDamaged(`${file} holds entries its manifest does not list (${name}).`);
    return rule;
  };
}

/**
 * Reads the whole file, checking each entry's size and SHA-256 and the file's checksum against its manifest; resolves
 * to the manifest. Any difference (a changed, missing, extra or oversized entry, a cut-off file) is refused, saying
 * what. Nothing but the manifest is held: each entry is hashed as it streams past.
 */
export async function checkBackup(file: string): Promise<BackupManifest> {
  let manifestText: string | null = null;
  const read = await readEntries(file, ceilingOf, async (name, chunks) => {
    if (manifestText !== null) throw new BackupDamaged(`${file} holds entries after its manifest.`);
    if (name === MANIFEST_ENTRY) manifestText = (await wholeEntry(chunks)).toString("utf8");
  });
  if (manifestText === null) throw new BackupDamaged(`${file} has no manifest: it is not a whole shop backup.`);
  const manifest = parseManifest(file, manifestText);
  const seen = read.filter((entry) => entry.name !== MANIFEST_ENTRY);
  const expected = [
    ...manifest.tables.map((table) => ({ ...table, limit: table.bytes ?? TABLE_ENTRY_CEILING })),
    ...manifest.photos.map((photo) => ({ ...photo, limit: Math.min(photo.bytes, PHOTO_ENTRY_CEILING) })),
  ];
  const byName = new Map(seen.map((entry) => [entry.name, entry]));
  for (const { entry, sha256: digest, bytes, limit } of expected) {
    const actual = byName.get(entry);
    if (actual === undefined) throw new BackupDamaged(`${file} is missing ${entry}: the file is incomplete.`);
    if (actual.bytes > limit || (bytes !== undefined && actual.bytes !== bytes)) {
      throw new BackupDamaged(
        `${file} does not match its manifest (${entry} holds ${megabytes(actual.bytes)}, where it lists ${megabytes(bytes ?? limit)}).`,
      );
    }
    if (actual.sha256 !== digest)
      throw new BackupDamaged(`${file} does not match its checksum (${entry} was changed).`);
  }
  if (seen.length !== expected.length) {
    throw new BackupDamaged(`${file} holds entries its manifest does not list.`);
  }
  if (checksumOf(seen.map((entry) => ({ entry: entry.name, sha256: entry.sha256 }))) !== manifest.checksum) {
    throw new BackupDamaged(`${file} does not match its checksum.`);
  }
  return manifest;
}

function parseManifest(file: string, text: string): BackupManifest {
  try {
    const raw = JSON.parse(text) as { format?: unknown; formatVersion?: unknown };
    if (raw.format !== BACKUP_FORMAT) throw new BackupDamaged(`${file} is not a Mayil shop backup.`);
    const parsed = manifestSchema.safeParse(raw);
    if (!parsed.success) {
      throw new BackupDamaged(
        `${file} has a manifest this version of the shop cannot read (format version ${String(raw.formatVersion)}).`,
      );
    }
    return parsed.data;
  } catch (error) {
    if (error instanceof BackupDamaged) throw error;
    throw new BackupDamaged(`${file} has a damaged manifest.`);
  }
}
