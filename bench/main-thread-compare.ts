// `npx tsx bench/main-thread-compare.ts <addressA> <addressB> [path] [runs]`: two running builds compared by the work
// their page gives a phone's main thread, not by the clock. Lighthouse and the tap timings read wall time, which a
// shared machine's load moves by more than most changes do; a trace's thread time (`tdur`: CPU time of the renderer's
// main thread) barely moves with it. Each run opens `path` (default /) on a new phone-sized page over a slow network,
// unthrottled CPU, until the page is live plus 1 s, and counts every task from the first contentful paint on.
// Reported per build (median of `runs`, default 5, alternating A and B): the main thread's CPU time after the paint,
// and, scaled to a low-tier phone (×MULT, default 5.57: host benchmarkIndex 1,471 / 264), the blocking time (each
// task's part over 50 ms) and the longest task. BENCH_VERBOSE=1 also lists each task over 8 ms with what filled it.
import { type CDPSession, chromium, devices } from "@playwright/test";
import { benchVerbose, CHROMIUM_FLAGS, chromiumPath, mainThreadMultiplier } from "./bench-env";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; fileName?: string; data?: { url?: string } };
}

const [addressA, addressB, path = "/", runsText = "5"] = process.argv.slice(2);
if (!addressA || !addressB) {
  console.error("Usage: npx tsx bench/main-thread-compare.ts <addressA> <addressB> [path] [runs]");
  process.exit(2);
}
const MULTIPLIER = mainThreadMultiplier;
const verbose = benchVerbose;
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  await load();
  await cdp.send("Tracing.end");
  await complete;
  return events;
}

async function once(base: string) {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
  const events = await trace(cdp, async () => {
    await page.goto(base + path, { waitUntil: "commit" });
    await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForTimeout(1000);
  });
  await context.close();
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) throw new Error(`no first contentful paint in the trace of ${base}${path}`);
  const tasks = events.filter(
    (e) => e.pid === paint.pid && e.name === "RunTask" && e.ph === "X" && e.ts >= paint.ts && e.tdur,
  );
  // The renderer's main thread is the one that painted.
  const mainTasks = tasks.filter((e) => e.tid === paint.tid);
  if (verbose) {
    for (const task of mainTasks.filter((t) => (t.tdur ?? 0) > 8000)) {
      const inside: Record<string, number> = {};
      const scripts = new Set<string>();
      for (const e of events) {
        const within = e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0);
        if (within && e !== task && e.ph === "X" && e.tdur && e.name !== "RunTask")
          inside[e.name] = (inside[e.name] ?? 0) + e.tdur / 1000;
        const url = within ? (e.args?.data?.url ?? e.args?.fileName) : undefined;
        if (url) scripts.add(url.replace(/^.*\//, ""));
      }
      const top = Object.entries(inside)
        .sort((x, y) => y[1] - x[1])
        .slice(0, 6)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .concat([...scripts].slice(0, 3));
      console.log(
        `  ${base} +${Math.round((task.ts - paint.ts) / 1000)} ms: ${Math.round((task.tdur ?? 0) / 1000)} ms CPU (${top.join(", ")})`,
      );
    }
  }
  const scaled = mainTasks.map((t) => ((t.tdur ?? 0) / 1000) * MULTIPLIER);
  return {
    blocking: scaled.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    longest: Math.max(0, ...scaled),
    cpu: mainTasks.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0),
  };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;
const results: Record<"A" | "B", Awaited<ReturnType<typeof once>>[]> = { A: [], B: [] };
try {
  for (let i = 0; i < Number(runsText); i++) {
    results.A.push(await once(addressA));
    results.B.push(await once(addressB));
  }
} finally {
  await browser.close();
}
for (const [name, runs] of Object.entries(results)) {
  console.log(
    `${name} ${path}: main-thread CPU after paint ${Math.round(median(runs.map((r) => r.cpu)))} ms; ×${MULTIPLIER}: blocking ${Math.round(median(runs.map((r) => r.blocking)))} ms, longest task ${Math.round(median(runs.map((r) => r.longest)))} ms (blocking per run: ${runs.map((r) => Math.round(r.blocking)).join(", ")})`,
  );
}
