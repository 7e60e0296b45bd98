// Compares two builds of the storefront, each already running (two checkouts, two ports):
//
//   npx tsx bench/web-compare.ts http://127.0.0.1:3000 http://127.0.0.1:3001 [low|mid]
//
// Lighthouse audits the same pages on both in turn (A, B, A, B, ...) on the low-tier phone by default (or the mid-tier
// one), its CPU calibrated to this machine as bench:web's is (bench/lighthouse-audit.ts), so both builds see the same
// load of this shared machine; then Playwright visits each page on the same phone, again in turn, for how long after
// its first paint the page is live. Prints the medians per page and build, and the range of the benchmark index.
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import type { PhoneTier } from "../e2e/support/slow-phone";
import { benchNumber, CHROMIUM_FLAGS, chromiumPath, webPagesWanted } from "./bench-env";
import { type Audit, countedAudit, indexRange, median, phoneOn, warmUp } from "./lighthouse-audit";
import { visitUntilLive } from "./page-live";

const [addressA, addressB, tierGiven = "low"] = process.argv.slice(2);
if (!addressA || !addressB || (tierGiven !== "low" && tierGiven !== "mid")) {
  console.error("Usage: npx tsx bench/web-compare.ts <addressA> <addressB> [low|mid]");
  process.exit(2);
}
const tier: PhoneTier = tierGiven;
const RUNS = benchNumber("BENCH_WEB_RUNS", 3);
const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/category/2" },
  { name: "product", path: "/product/leaf-drop-earrings" },
].filter((page) => !webPagesWanted || webPagesWanted.includes(page.name));
const shops = [
  { label: "A", base: addressA.replace(/\/$/, "") },
  { label: "B", base: addressB.replace(/\/$/, "") },
];

interface Measured {
  audits: Audit[];
  paintToLiveMs: number[];
}
const measured = new Map<string, Measured>();
const key = (shop: string, page: string) => `${shop} ${page}`;
for (const shop of shops)
  for (const page of PAGES) measured.set(key(shop.label, page.name), { audits: [], paintToLiveMs: [] });

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS });
let hostIndex = Number.NaN;
let warmUpIndexes: number[] = [];
try {
  // Warm-ups: every page of both shops once (they render and resize their photos on first request).
  ({ hostIndex, indexes: warmUpIndexes } = await warmUp(
    chrome.port,
    PAGES.flatMap((page) => shops.map((shop) => shop.base + page.path)),
  ));
  const phone = phoneOn(hostIndex, tier);
  console.log(
    `This machine: benchmark index ${Math.round(hostIndex)} (warm-ups ${indexRange(warmUpIndexes)}); ${phone.name}: CPU slowed ${phone.cpuSlowdown.toFixed(2)}x${phone.hostSlowerThanPhone ? " (this machine is slower than that phone: not slowed)" : ""}`,
  );
  for (const page of PAGES)
    for (let i = 0; i < RUNS; i++)
      for (const shop of shops) {
        const run = await countedAudit(chrome.port, shop.base + page.path, phone.tier);
        measured.get(key(shop.label, page.name))?.audits.push(run);
        console.log(
          `  ${shop.label} ${page.name}: performance ${run.performance}, TBT ${Math.round(run.tbtMs)} ms, index ${Math.round(run.benchmarkIndex)}`,
        );
      }
} finally {
  await chrome.kill();
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
try {
  const cpuSlowdown = phoneOn(hostIndex, tier).cpuSlowdown;
  for (const page of PAGES)
    for (let i = 0; i < RUNS; i++)
      for (const shop of shops) {
        const live = await visitUntilLive(browser, shop.base + page.path, cpuSlowdown);
        measured.get(key(shop.label, page.name))?.paintToLiveMs.push(live.liveMs - live.firstPaintMs);
      }
} finally {
  await browser.close();
}

const rows = PAGES.flatMap((page) =>
  shops.map((shop) => {
    const { audits, paintToLiveMs } = measured.get(key(shop.label, page.name)) ?? { audits: [], paintToLiveMs: [] };
    return `| ${page.name} | ${shop.label} ${shop.base} | ${median(audits.map((a) => a.performance))} | ${Math.round(median(audits.map((a) => a.tbtMs))).toLocaleString("en")} ms | ${(median(audits.map((a) => a.lcpMs)) / 1000).toFixed(2)} s | ${Math.round(median(paintToLiveMs)).toLocaleString("en")} ms |`;
  }),
);
const allIndexes = [...measured.values()].flatMap((m) => m.audits.map((a) => a.benchmarkIndex));
console.log(
  [
    "",
    `Medians of ${RUNS} run${RUNS === 1 ? "" : "s"} each on the ${tier}-tier phone (BENCH_WEB_RUNS; BENCH_WEB_PAGES=home for fewer pages):`,
    "| page | shop | performance | TBT | LCP | page live after first paint |",
    "|---|---|---:|---:|---:|---:|",
    ...rows,
    "",
    `Benchmark index: ${Math.round(hostIndex)} at the start; ${indexRange(allIndexes)} over the counted runs.`,
  ].join("\n"),
);
