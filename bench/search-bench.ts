// `npm run bench:search`: product search on a 100,000-product catalogue, on PGlite and on the PostgreSQL server:
// how long one search takes (median and 95th percentile of 30 runs per term, one at a time) and which plan the
// database chose, to show the trigram indexes keep it off a sequential scan. Writes docs/benchmarks.md.
import os from "node:os";
import { sql } from "drizzle-orm";
import { products } from "../apps/server/src/db/all-tables";
import { openDatabase } from "../apps/server/src/db/database";
import { seedDemoCatalogue } from "../apps/server/src/db/seed/seed";
import { CatalogueService } from "../apps/server/src/modules/catalogue/catalogue-service";
import { productConditions } from "../apps/server/src/modules/catalogue/product-filters";
import { searchQuery } from "../apps/server/src/modules/catalogue/search-words";
import { createThrowawayDatabase } from "../apps/server/test/throwaway-database";
import { benchNumber, benchPostgresUrl, skipPostgres } from "./bench-env";
import { writeBenchmarkSection } from "./benchmarks-doc";
import { generateProducts } from "./generate-catalogue";

const PRODUCTS = benchNumber("BENCH_PRODUCTS", 100_000);
const RUNS = 30;
const TERMS = ["gold", "pearl", "ruby ring", "rings", "bangles", "kasu mala", "no such piece"];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const rows: string[] = [];
const kinds: Array<"pglite" | "postgres"> = skipPostgres ? ["pglite"] : ["pglite", "postgres"];
for (const kind of kinds) {
  const throwaway = await createThrowawayDatabase(kind, benchPostgresUrl);
  // Generating 100,000 products is one long statement: no shopper-request timeouts for it.
  const database = await openDatabase(throwaway.target, { timeouts: { statementMs: 0, queryMs: 0 } });
  try {
    await database.migrate();
    await seedDemoCatalogue(database.db);
    console.log(`Generating ${PRODUCTS} products on ${kind}...`);
    await generateProducts(database.db, PRODUCTS);
    const catalogue = new CatalogueService(database.db);
    for (const term of TERMS) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const start = performance.now();
        found = (await catalogue.searchProducts(term, 10)).length;
        if (i >= 3) times.push(performance.now() - start); // the first runs warm caches and prepared statements
      }
      times.sort((a, b) => a - b);
      const plan = (await database.db.execute(
        sql`explain select id from products where ${productConditions(products, { search: searchQuery(term, []) })}`,
      )) as unknown as { rows: Array<Record<string, string>> };
      const planText = plan.rows.map((r) => Object.values(r)[0]).join(" ");
      const access = planText.includes("trgm_idx")
        ? "trigram indexes"
        : planText.includes("Seq Scan")
          ? "sequential scan"
          : "other";
      const row = `| ${kind} | ${term} | ${found} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${access} |`;
      rows.push(row);
      console.log(row);
    }
  } finally {
    await database.close();
    await throwaway.drop();
  }
}

writeBenchmarkSection(
  "search",
  `## Product search at ${PRODUCTS.toLocaleString("en-US")} products

Command: \`npm run bench:search\` (bench/search-bench.ts). The demo catalogue plus ${PRODUCTS.toLocaleString("en-US")}
generated products; each term searched ${RUNS} times one after another through CatalogueService.searchProducts
(ten suggestions with their variants and media), ${os.cpus().length}-core machine, Node ${process.version}, run on
${new Date().toISOString().slice(0, 10)}. "plan" is how the database finds the matching rows (EXPLAIN).

| database | term | results | median ms | p95 ms | plan |
|---|---|---:|---:|---:|---|
${rows.join("\n")}

Common words ("gold") match thousands of rows, which must all be ranked (name starts with the term, then
contains it, then the rest) before the best ten are chosen; rare words are found through the index alone.
`,
);
console.log("Written to docs/benchmarks.md");
