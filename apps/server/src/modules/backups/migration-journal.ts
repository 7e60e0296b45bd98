// The shop's migrations as drizzle lists them (drizzle/meta/_journal.json): which one a database has reached, and a
// folder holding only the first N of them, so a restore builds the tables exactly as they were when it was taken.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrationsFolder } from "../../paths";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

export async function readJournal(folder = migrationsFolder): Promise<Journal & Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(folder, "meta", "_journal.json"), "utf8"));
}

/** The tag of the migration drizzle recorded with this created_at (its journal `when`), if this version has it. */
export async function migrationTag(createdAt: number): Promise<string | null> {
  const journal = await readJournal();
  return journal.entries.find((entry) => entry.when === createdAt)?.tag ?? null;
}

/**
 * A temporary copy of the migrations folder holding the first `count` migrations, the last of them the one recorded
 * as `createdAt`; null when this version of the shop does not have that migration (a backup from a newer version).
 */
export async function migrationsUpTo(
  count: number,
  createdAt: number,
): Promise<{ folder: string; remove: () => Promise<void> } | null> {
  const journal = await readJournal();
  const entries = journal.entries.slice(0, count);
  if (entries.length !== count || entries.at(-1)?.when !== createdAt) return null;
  const folder = await mkdtemp(path.join(os.tmpdir(), "mayil-restore-migrations-"));
  await mkdir(path.join(folder, "meta"));
  await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await writeFile(
      path.join(folder, `${entry.tag}.sql`),
      await readFile(path.join(migrationsFolder, `${entry.tag}.sql`)),
    );
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
