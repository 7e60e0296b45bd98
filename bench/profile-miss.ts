// `npm run bench:profile`: where a cache miss spends its time. The API benchmark's catalogue on one database
// (BENCH_KIND=postgres or pglite), the response cache off, the server under node --cpu-prof while autocannon loads
// one endpoint (BENCH_PATH, the product list by default); prints the functions with the most CPU time, by their own
// time and grouped by package, and leaves the .cpuprofile for Chrome's DevTools.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchNumber, profileKind, profilePaths } from "./bench-env";
import { loadEndpoints, prepareCatalogueBench, startBenchServer, stopBenchServer } from "./bench-setup";

const KIND = profileKind;
const PATHS = profilePaths;
const PRODUCTS = benchNumber("BENCH_PRODUCTS", 10_000);
const SECONDS = benchNumber("BENCH_SECONDS", 10);
const PORT = 3991;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { env, cleanup } = await prepareCatalogueBench(KIND, PORT, PRODUCTS);
const profileDir = mkdtempSync(path.join(os.tmpdir(), "mayil-profile-"));
const server = await startBenchServer({ ...env, CATALOGUE_CACHE_SECONDS: "0" }, [
  "--cpu-prof",
  `--cpu-prof-dir=${profileDir}`,
]);
const load = (seconds: number) => loadEndpoints(PORT, PATHS, seconds);
await load(2);
const result = await load(SECONDS);
await stopBenchServer(server);
await cleanup();
console.log(
  `${KIND}, cache off, ${PATHS.join(" ")}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
);

const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error("no profile written");
const profile = JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile;
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^file:\/\//, "").replace(process.cwd(), ".");
  const name = `${functionName || "(anonymous)"} ${where ? `${where}:${lineNumber + 1}` : ""}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
    (where.startsWith("./") ? "our code" : functionName || "(native)");
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
}
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join("\n");
console.log(`\nBy package (self time):\n${top(byPackage, 15)}\n\nBy function (self time):\n${top(byFunction, 30)}`);
console.log(`\nProfile: ${path.join(profileDir, file)}`);
