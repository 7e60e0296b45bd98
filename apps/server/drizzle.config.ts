// drizzle-kit reads the schema and writes SQL migrations into ./drizzle (committed, applied at start).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each module keeps its own tables (decision 078).
  schema: "./src/modules/*/*-tables.ts",
  out: "./drizzle",
});
