// Ids of database rows as they arrive in paths and bodies: whole, positive, and within PostgreSQL's integer range.
import { z } from "zod";

/** The largest value of a PostgreSQL `integer`/`serial`; anything above cannot name a row. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A row id, coerced from a path or query string; every message names the field. */
export const recordIdFromText = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive number` })
    .max(MAX_RECORD_ID, { error: `${name} is too large` });

/** A row id in a JSON body: a number, not a string. */
export const recordId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive number` })
    .max(MAX_RECORD_ID, { error: `${name} is too large` });

/** The row id a path segment names, or null when it is not all digits or beyond MAX_RECORD_ID (pages use this). */
export function recordIdOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}
