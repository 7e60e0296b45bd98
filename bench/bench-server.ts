// The shop's server for a benchmark run, plus /bench/ceiling: the same server serving a ready response as large as
// the product list (JSON, ETag and compressed bytes made once, as the response cache keeps them), so the run
// measures what the catalogue costs above plain HTTP, JSON and compression; and /bench/ceiling-compressed-per-request,
// the same JSON compressed afresh each time, the least a cache miss can cost.
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/database";
import { PublicResponse } from "../apps/server/src/http/public-response";
import { sendResponse } from "../apps/server/src/http/send-json";

// Its whole environment comes from bench-setup.ts (startBenchServer), LOG_LEVEL=warn included.
const config = loadConfig();
const database = await openDatabase(config.database);
const app = await buildApp({ config, database });

let ready = new PublicResponse("");
app.get("/bench/ceiling", (_req, reply) => sendResponse(reply, ready));
// What any cache miss pays at least: the same JSON, already made, compressed afresh for this request.
app.get("/bench/ceiling-compressed-per-request", (_req, reply) => sendResponse(reply, new PublicResponse(ready.body)));
ready = new PublicResponse(
  (await app.inject({ method: "GET", url: "/api/products?sort_by=price&sort_order=asc" })).body,
);

await app.listen({ host: "127.0.0.1", port: config.port });
console.log(`ready ${ready.body.length}`);

// Exit through process.exit so profilers (node --cpu-prof) get to write their files.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
