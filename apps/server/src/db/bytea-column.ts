// A column of bytes, for the tables that keep files (photos, issued papers' PDFs).
import { customType } from "drizzle-orm/pg-core";

/** Bytes as Node's Buffer, whichever driver (PGlite's Uint8Array, pg's Buffer) read them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
