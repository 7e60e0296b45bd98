// drizzle-kit reads the schema and writes SQL migrations into ./drizzle (committed, applied at start).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/db/schema.ts",
    "./src/db/account-schema.ts",
    "./src/db/shopping-schema.ts",
    "./src/db/back-office-schema.ts",
    "./src/db/fulfilment-schema.ts",
    "./src/db/desk-schema.ts",
  ],
  out: "./drizzle",
});
