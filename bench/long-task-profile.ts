// `npx tsx bench/long-task-profile.ts <address> [path] [stretches]`: which functions fill a page's longest main-thread stretches.
// Opens `path` (default /) on a phone-sized page with V8's sampling profiler on (every 50 µs), waits 5 s, then finds
// the longest runs of samples without idle (`stretches`, default 3) and lists, for each, the functions by inclusive and by self
// time, named as the minified build names them (`plural shop-….js:1:92004`): look the column up in the built file.
// How decision 084's plural regression was found: one `new Intl.NumberFormat` filled 20–58 ms of the home page's
// hydration on this machine. Unthrottled: a sample's time is the machine's; compare builds with main-thread-compare.ts.
import { chromium, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./bench-env";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const [address, path = "/", stretchesText = "3"] = process.argv.slice(2);
if (!address) {
  console.error("Usage: npx tsx bench/long-task-profile.ts <address> [path] [stretches]");
  process.exit(2);
}
const STRETCHES = Number(stretchesText);
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
const context = await browser.newContext({ ...devices["Pixel 7"] });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
await cdp.send("Profiler.start");
await page.goto(`${address}${path}`);
await page.waitForTimeout(5000);
const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
await browser.close();

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = ({ callFrame: frame }: ProfileNode) =>
  `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber}:${frame.columnNumber}`;
const isIdle = (id: number) => ["(idle)", "(program)"].includes(byId.get(id)?.callFrame.functionName ?? "");
let clock = profile.startTime;
const times = profile.timeDeltas.map((delta) => {
  clock += delta;
  return clock;
});

/** Runs of consecutive busy samples, longest first. */
const stretches: { from: number; to: number; ms: number }[] = [];
let from = -1;
profile.samples.forEach((id, index) => {
  if (!isIdle(id)) {
    if (from < 0) from = index;
  } else if (from >= 0) {
    stretches.push({ from, to: index, ms: ((times[index] ?? 0) - (times[from] ?? 0)) / 1000 });
    from = -1;
  }
});
stretches.sort((a, b) => b.ms - a.ms);

const top = (times: Map<string, number>, count: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `  ${ms.toFixed(2).padStart(7)} ms ${name}`)
    .join("\n");

for (const stretch of stretches.slice(0, STRETCHES)) {
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  for (let index = stretch.from; index < stretch.to; index++) {
    const ms = ((times[index + 1] ?? times[index] ?? 0) - (times[index] ?? 0)) / 1000;
    const leaf = byId.get(profile.samples[index] ?? -1);
    if (!leaf) continue;
    self.set(nameOf(leaf), (self.get(nameOf(leaf)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parentOf.get(id)) {
      const node = byId.get(id);
      if (!node || seen.has(nameOf(node))) continue;
      seen.add(nameOf(node));
      inclusive.set(nameOf(node), (inclusive.get(nameOf(node)) ?? 0) + ms);
    }
  }
  const at = ((times[stretch.from] ?? 0) - profile.startTime) / 1000;
  console.log(`\n${stretch.ms.toFixed(1)} ms busy from +${at.toFixed(0)} ms`);
  console.log(`inclusive:\n${top(inclusive, 20)}\nself:\n${top(self, 10)}`);
}
