// Whether a shop may be using an embedded database folder, for the backup and restore commands. They never take a
// folder over from a shop: a shop busy creating its database (half a minute of PGlite's initdb on a slow machine)
// cannot touch its lock meanwhile, and proper-lockfile would count it stale after ten seconds.
import { statSync } from "node:fs";
import { DataDirInUse } from "../../db/data-dir-lock";

/** A lock untouched for this long was surely left by a shop that died, not by one that is busy. */
const SURELY_ABANDONED_MS = 10 * 60 * 1000;

/** Throws DataDirInUse when the folder's lock exists and is not clearly abandoned. */
export function refuseIfHeld(pgdataDir: string, what: string): void {
  let touched: number;
  try {
    touched = statSync(`${pgdataDir}.lock`).mtimeMs;
  } catch {
    return; // no lock: no shop
  }
  if (Date.now() - touched < SURELY_ABANDONED_MS) {
    throw new DataDirInUse(
      `A shop is running (or starting) on the embedded database in ${pgdataDir}, so ${what}. Try again once it is open, or stop it first.`,
    );
  }
}
