// The shop's server for a benchmark run, plus /bench/ceiling: the same server answering a precomputed response
// as large as the product list, so the run measures what the catalogue costs above plain HTTP and JSON.
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/database";

const config = loadConfig({ ...process.env, LOG_LEVEL: "warn" });
const database = await openDatabase(config.database);
const app = await buildApp({ config, database });

const sample = await app.inject({ method: "GET", url: process.env.BENCH_CEILING_SAMPLE ?? "/api/products" });
const precomputed = sample.body;
app.get("/bench/ceiling", async (_req, reply) => {
  reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=60").send(precomputed);
});

await app.listen({ host: "127.0.0.1", port: config.port });
console.log(`ready ${precomputed.length}`);
