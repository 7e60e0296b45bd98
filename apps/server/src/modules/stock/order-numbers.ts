// What the stock ledger needs of orders: their numbers by id. Declared here and handed in at registration (app.ts
// passes orders' orderNumbersOf), as auth declares the accounts users implements (decision 075): stock cannot import
// orders, which imports stock to reserve and release it.
import type { Database, Transaction } from "../../db/database";

export type OrderNumbers = (
  db: Database | Transaction,
  ids: readonly (number | null)[],
) => Promise<Map<number, string>>;
