// `npm run bench:startup`: how soon `npm start` (the built shop, apps/server/dist) responds to its health check on an
// empty data folder (migrate, seed the demo) and on one it has used before, median of BENCH_RUNS starts each, with
// the time of each step the shop printed; then how long the background job takes to render the demo photos and
// their srcset copies, and how soon a product grid's photos respond once it has. Writes docs/benchmarks.md.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchNumber, serverProcessEnv } from "./bench-env";
import { writeBenchmarkSection } from "./benchmarks-doc";

const RUNS = benchNumber("BENCH_WEB_RUNS", 3);
const PORT = benchNumber("BENCH_WEB_PORT", 4310);
const BUDGET_SECONDS = 10;
const main = path.resolve("apps/server/dist/main.js");
if (!existsSync(main)) {
  console.error("Build the shop first: npm run build");
  process.exit(1);
}

interface Start {
  seconds: number;
  steps: Map<string, number>;
  photosSeconds?: number;
}

interface StartOptions {
  /** Wait for the background job's "Demo photos ready" line before stopping. */
  waitForPhotos?: boolean;
  /** Runs while the shop is up, after it is healthy. */
  whileUp?: () => Promise<void>;
}

/** Starts the shop on `dataDir`, times it to its first healthy response, and stops it. */
async function timeStart(dataDir: string, { waitForPhotos = false, whileUp }: StartOptions = {}): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: serverProcessEnv({ DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: "warn", NODE_ENV: "development" }),
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  let seconds = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop stopped:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      seconds = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await whileUp?.();
  let photosSeconds: number | undefined;
  while (waitForPhotos && photosSeconds === undefined) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const rendered = /Demo photos ready: .* rendered in (\d+\.\d) s/.exec(output);
    if (rendered) photosSeconds = Number(rendered[1]);
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  // "Doing something…" then "  result (1.2 s)": the step's name and its time.
  const steps = new Map<string, number>();
  const lines = output.split("\n");
  lines.forEach((line, i) => {
    const time = /^ {2}.*\((\d+\.\d) s\)$/.exec(line);
    const doing = lines[i - 1]?.replace(/…$/, "").replace(/ in \/.*/, "");
    if (time && doing) steps.set(doing, Number(time[1]));
  });
  return { seconds, steps, ...(photosSeconds === undefined ? {} : { photosSeconds }) };
}

/** How long the first product grid's photos (home page: 8 products at 320 px) take to respond, all at once. */
async function gridSeconds(): Promise<number> {
  // Started again on the folder whose photos are rendered, as a shopper's visit after the first start finds it.
  const response = await fetch(`http://127.0.0.1:${PORT}/api/products?limit=8`);
  const { products } = (await response.json()) as { products: Array<{ image: string | null }> };
  const photos = products.map((p) => p.image).filter((url): url is string => Boolean(url));
  const started = performance.now();
  await Promise.all(
    photos.map((url) => fetch(`http://127.0.0.1:${PORT}/media/w/320/${url.replace(/^\/media\//, "")}`)),
  );
  return (performance.now() - started) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const empty: Start[] = [];
const used: Start[] = [];
let photosSeconds = 0;
let grid = 0;
for (let run = 0; run < RUNS; run++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mayil-startup-bench-"));
  try {
    // The first run waits for the background photo job, then times a grid's photos on the next start, as a
    // shopper's visit finds them once the job is done.
    const first = await timeStart(dataDir, { waitForPhotos: run === 0 });
    empty.push(first);
    photosSeconds ||= first.photosSeconds ?? 0;
    const again = await timeStart(dataDir, {
      whileUp: async () => {
        if (run === 0) grid = await gridSeconds();
      },
    });
    used.push(again);
    console.log(
      `run ${run + 1}: healthy in ${first.seconds.toFixed(2)} s (empty folder), ${again.seconds.toFixed(2)} s (used)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const stepNames = [...(empty[0]?.steps.keys() ?? [])];
const stepRows = stepNames.map(
  (name) =>
    `| ${name} | ${median(empty.map((s) => s.steps.get(name) ?? 0)).toFixed(1)} | ${median(used.map((s) => s.steps.get(name) ?? 0)).toFixed(1)} |`,
);
const emptySeconds = median(empty.map((s) => s.seconds));
const usedSeconds = median(used.map((s) => s.seconds));
writeBenchmarkSection(
  "startup",
  `## Start-up

Command: \`npm run build && npm run bench:startup\` (bench/startup-bench.ts): \`node apps/server/dist/main.js\` as
\`npm start\` runs it, timed from the process start to its first healthy \`/api/health\`, median of ${RUNS} starts,
${os.cpus().length}-core machine, Node ${process.version}, run on ${new Date().toISOString().slice(0, 10)}.
Budget: healthy within ${BUDGET_SECONDS} s on an empty data folder.

| data folder | healthy after (s) | budget |
|---|---:|---|
| empty (migrate, seed the demo) | ${emptySeconds.toFixed(2)} | ${emptySeconds <= BUDGET_SECONDS ? "met" : "**missed**"} |
| used before | ${usedSeconds.toFixed(2)} | |

Steps as the shop printed them (median seconds):

| step | empty folder | used folder |
|---|---:|---:|
${stepRows.join("\n")}

After it opens, a background job renders the demo photos and their srcset copies into the media folder
(${photosSeconds.toFixed(1)} s on the first start, nothing on later ones); a shopper asking for one meanwhile
shares its rendering. Once rendered, a home page grid's eight photos at 320 px response together in
${(grid * 1000).toFixed(0)} ms.
`,
);
console.log("Written to docs/benchmarks.md");
