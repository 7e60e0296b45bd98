// The database edge of money: columns are numeric(10,2) rupees, which both drivers (PGlite and node-postgres)
// return as text ("1299.50"); this column type reads them as whole paise and writes paise back, so no service
// converts. Raw SQL that selects a money column outside a table's select goes through `.mapWith(moneyFromDatabase)`
// (or `Money.fromDatabase`) at the repository, the same edge.
import { Money, type Paise } from "@mayil/core/money/money";
import { customType } from "drizzle-orm/pg-core";

/** A numeric(10,2) column read and written as whole paise (the table's SQL is unchanged: still rupees). */
export const moneyColumn = customType<{ data: Paise; driverData: string }>({
  dataType: () => "numeric(10, 2)",
  fromDriver: (value) => Money.fromDatabase(String(value)),
  toDriver: (paise) => Money.toDatabase(paise),
});

/** For `sql<Paise>`…`.mapWith(moneyFromDatabase)`: a money value from raw SQL, as the column type reads one. */
export const moneyFromDatabase = (value: unknown): Paise => Money.fromDatabase(String(value));
