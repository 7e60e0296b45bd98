// `npm run bench:lantern -- <url>`: what Lighthouse's simulated FCP and LCP are made of, for one page of a running
// shop (start one with `npm start`). Lighthouse does not measure these on the page: it replays the requests and
// main-thread tasks that finished before the paint it saw (its "Lantern" graph) over slow 4G and a 4x slower CPU,
// and takes the latest end. This prints each node of both graphs (optimistic and pessimistic) with its simulated
// start and end, so a missed LCP budget names the files that set it (the shop script and the font once did).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { CHROMIUM_FLAGS, chromiumPath } from "./bench-env";

interface GraphNode {
  type: string;
  duration?: number;
  request?: { resourceType?: string; priority?: string; url: string; transferSize?: number };
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type LanternMetric = { request(data: unknown, context: unknown): Promise<LanternResult> };

const url = process.argv[2];
if (!url) {
  console.error("Usage: npm run bench:lantern -- http://127.0.0.1:3000/category/2");
  process.exit(2);
}

/** A node as one line; main-thread tasks under 20 ms of simulated time are left out. */
function describe(node: GraphNode, time: { startTime: number; endTime: number }): string | null {
  const span = `${Math.round(time.startTime)}-${Math.round(time.endTime)} ms`;
  if (node.type !== "network" || !node.request) {
    return time.endTime - time.startTime < 20 ? null : `${span} main-thread task`;
  }
  const { resourceType, priority, transferSize } = node.request;
  const path = node.request.url.replace(/^https?:\/\/[^/]+/, "");
  return `${span} ${resourceType} (${priority}) ${path} ${transferSize ?? 0} B`;
}

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS });
try {
  const settings = { port: chrome.port, output: "json" as const, logLevel: "error" as const };
  await lighthouse(url, { ...settings, onlyCategories: ["performance"] }); // warm-up: photo sizes made on first ask
  const run = await lighthouse(url, { ...settings, onlyCategories: ["performance"] });
  if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
  const { artifacts, lhr } = run;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const context = { computedCache: new Map() };
  const metrics: [string, LanternMetric][] = [
    ["FCP", LanternFirstContentfulPaint as unknown as LanternMetric],
    ["LCP", LanternLargestContentfulPaint as unknown as LanternMetric],
  ];
  for (const [name, metric] of metrics) {
    const result = await metric.request(data, context);
    console.log(
      `${name} ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`,
    );
    for (const [label, estimate] of [
      ["optimistic", result.optimisticEstimate],
      ["pessimistic", result.pessimisticEstimate],
    ] as const) {
      console.log(`  ${label} graph:`);
      const nodes = [...estimate.nodeTimings].sort(([, a], [, b]) => a.endTime - b.endTime);
      for (const [node, time] of nodes) {
        const line = describe(node, time);
        if (line) console.log(`    ${line}`);
      }
    }
  }
} finally {
  await chrome.kill();
}
