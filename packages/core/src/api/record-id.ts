// Ids of database rows as they arrive in paths, query strings and bodies: whole, positive, within PostgreSQL's
// integer range, and written one way only. Every route's id goes through here (decision 010: `/api/orders/0x1` once
// found order 1, and `01`, `1e3`, ` 1` named rows too, each a new address for the same response).
import { z } from "zod";
import { text } from "../text/well-formed-text";

/** The largest value of a PostgreSQL `integer`/`serial`; anything above cannot name a row. */
export const MAX_RECORD_ID = 2_147_483_647;

/** An id as text: digits only, no sign, no leading zero, no spaces; at most 10 digits (MAX_RECORD_ID has 10). */
export const RECORD_ID_TEXT = /^[1-9]\d{0,9}$/;

/** The one message for an id that is not written as one: names the field and says what it must look like. */
const notAnId = (name: string) => `${name} must be a whole number from 1 to ${MAX_RECORD_ID}, in digits only`;

/** A row id from a path, query string or form field (text), with every message naming the field. */
export const recordIdFromText = (name: string) =>
  text({ error: notAnId(name) })
    .regex(RECORD_ID_TEXT, { error: notAnId(name) })
    .transform(Number)
    .pipe(z.number().max(MAX_RECORD_ID, { error: `${name} is too large: it can be at most ${MAX_RECORD_ID}` }));

/** A row id in a JSON body: a whole number, not a string. */
export const recordId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive number` })
    .max(MAX_RECORD_ID, { error: `${name} is too large` });

/** The row id a path segment names, or null when it is not written as one (pages use this). */
export function recordIdOf(text: string): number | null {
  if (!RECORD_ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
}
