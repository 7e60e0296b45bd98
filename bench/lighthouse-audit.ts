// One Lighthouse audit of a page on a phone whose CPU is calibrated to this machine, shared by bench:web
// (web-bench.ts) and the comparison of two running shops (web-compare.ts).
//
// Lighthouse's mobile defaults slow the CPU 4x, which is a different phone on every machine. Instead each run's phone
// is a benchmark index (e2e/support/slow-phone.ts: mid-tier 1000, low-tier 264) and its CPU slowdown is the machine's
// index over the phone's, the machine's index being the median Lighthouse reported in the warm-up runs. The network
// stays Lighthouse's simulated slow 4G, taken from its own constants.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { cpuSlowdownFor, PHONE_INDEX, type PhoneTier } from "../e2e/support/slow-phone";

export interface Phone {
  tier: PhoneTier;
  /** "mid-tier phone (Pixel 5 class, index 1000)". */
  name: string;
  /** The CPU slowdown Lighthouse simulates: the machine's index over the phone's, at least 1. */
  cpuSlowdown: number;
  /** Whether the machine is slower than the phone, so the CPU is not slowed at all (1). */
  hostSlowerThanPhone: boolean;
}

const PHONE_NAMES: Record<PhoneTier, string> = {
  mid: "mid-tier phone (Pixel 5 class)",
  low: "low-tier phone (Moto G Power 2022 class)",
};

/** The phone of `tier` on a machine of benchmark index `hostIndex`. */
export function phoneOn(hostIndex: number, tier: PhoneTier): Phone {
  return {
    tier,
    name: `${PHONE_NAMES[tier]}, index ${PHONE_INDEX[tier]}`,
    cpuSlowdown: cpuSlowdownFor(hostIndex, tier),
    hostSlowerThanPhone: hostIndex < PHONE_INDEX[tier],
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor(sorted.length / 2)] ?? Number.NaN);
};

/** "3.1–5.6x": the CPU slowdowns some runs were audited with. */
export function slowdownRange(slowdowns: number[]): string {
  const low = Math.min(...slowdowns).toFixed(1);
  const high = Math.max(...slowdowns).toFixed(1);
  return low === high ? `${low}x` : `${low}–${high}x`;
}

/** "1,480–1,620" (or one number when they are all the same). */
export function indexRange(indexes: number[]): string {
  const low = Math.round(Math.min(...indexes)).toLocaleString("en");
  const high = Math.round(Math.max(...indexes)).toLocaleString("en");
  return low === high ? low : `${low}–${high}`;
}

/**
 * Lighthouse's audit of `url` in the Chromium at `port` on the phone of `tier` (without one, Lighthouse's default 4x).
 * The page is loaded once in Lighthouse's gather mode and then audited from what was saved, with the CPU slowdown
 * worked out from the benchmark index Lighthouse measured in that same load: the index of this shared machine moved
 * 451–1,931 within one run, so a slowdown fixed from the warm-ups could be off by 2x either way. (The simulated
 * slowdown is applied when auditing, not while loading, so the saved settings are given the run's own.)
 */
export async function audit(port: number, url: string, tier?: PhoneTier) {
  const settings = {
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance", "accessibility"],
  };
  const saved = mkdtempSync(path.join(os.tmpdir(), "mayil-lighthouse-"));
  let result: Awaited<ReturnType<typeof lighthouse>>;
  let cpuSlowdown: number;
  try {
    await lighthouse(url, { ...settings, port, gatherMode: saved, throttling: throttling.mobileSlow4G });
    const artifactsFile = path.join(saved, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8")) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    cpuSlowdown = tier ? cpuSlowdownFor(artifacts.BenchmarkIndex, tier) : throttling.mobileSlow4G.cpuSlowdownMultiplier;
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    result = await lighthouse(url, {
      ...settings,
      auditMode: saved,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
  } finally {
    rmSync(saved, { recursive: true, force: true });
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const audits = lhr.audits;
  const requests =
    (
      audits["network-requests"]?.details as
        | { items?: { url: string; resourceType?: string; networkRequestTime?: number }[] }
        | undefined
    )?.items ?? [];
  // Observed times (this machine's real load, not Lantern's simulation) of the paint and of each request, both from
  // the start of the navigation.
  const observedLcpMs =
    (audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
      ?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  return {
    // A run that broke (a page that did not load, a trace Lighthouse could not read) has no score, not a score of 0.
    broken: Boolean(lhr.runtimeError) || lhr.categories.performance?.score == null,
    /** This machine's speed as Lighthouse measured it at the start of this run (it drifts with the machine's load). */
    benchmarkIndex: lhr.environment.benchmarkIndex,
    /** The CPU slowdown this run was audited with: its own benchmark index over the phone's. */
    cpuSlowdown,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    scripts: requests.filter((r) => r.resourceType === "Script").map((r) => new URL(r.url).pathname),
    /** Scripts the browser asked for before the largest paint it observed. */
    scriptsBeforePaint: requests
      .filter((r) => r.resourceType === "Script" && (r.networkRequestTime ?? 0) < observedLcpMs)
      .map((r) => new URL(r.url).pathname),
    shifts: (
      (audits["layout-shifts"]?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined)
        ?.items ?? []
    ).map((item) => `${item.score?.toFixed(3)} ${item.node?.snippet?.slice(0, 80)}`),
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? 0,
    // Lighthouse 13 reports the LCP element and its phases in one insight: a list of [phase table, element node].
    ...lcpBreakdown(audits["lcp-breakdown-insight"]?.details),
    failing: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual",
      )
      .map((a) => a.id),
  };
}

export type Audit = Awaited<ReturnType<typeof audit>>;

/** The LCP phases ("timeToFirstByte 12 ms, elementRenderDelay 300 ms") and the LCP element's HTML, from the insight. */
function lcpBreakdown(details: unknown): { lcpPhases: string; lcpElement: string } {
  const parts =
    (details as { items?: { type?: string; items?: unknown[]; snippet?: string }[] } | undefined)?.items ?? [];
  const table = parts.find((part) => part.type === "table")?.items as
    | { subpart?: string; duration?: number }[]
    | undefined;
  const node = parts.find((part) => part.type === "node");
  return {
    lcpPhases: (table ?? []).map((row) => `${row.subpart} ${Math.round(row.duration ?? 0)} ms`).join(", "),
    lcpElement: (node?.snippet ?? "").slice(0, 400),
  };
}

/** An audit that counts: a broken run is retried (up to twice), never taken into the median as a 0. */
export async function countedAudit(port: number, url: string, tier: PhoneTier): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    const run = await audit(port, url, tier);
    if (!run.broken) return run;
    console.log(`  a broken Lighthouse run of ${url} (attempt ${attempt}), not counted`);
    if (attempt === 3) throw new Error(`Lighthouse could not audit ${url} three times in a row`);
  }
}

/**
 * Warm-up audits of `urls` in turn, at least three in all (they also make the shops render and resize their photos
 * once): this machine's benchmark index is the median of the indexes Lighthouse reported in them.
 */
export async function warmUp(port: number, urls: string[]): Promise<{ hostIndex: number; indexes: number[] }> {
  const indexes: number[] = [];
  for (let i = 0; i < Math.max(3, urls.length); i++) {
    const url = urls[i % urls.length] ?? "";
    const run = await audit(port, url);
    if (!run.broken) indexes.push(run.benchmarkIndex);
  }
  if (indexes.length === 0) throw new Error("every warm-up audit broke: no benchmark index for this machine");
  return { hostIndex: median(indexes), indexes };
}

/** The median of each figure over counted runs; the scripts (asked for once per run) are the median run's. */
export function medianOfRuns(runs: Audit[]) {
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byPerformance[Math.floor(runs.length / 2)];
  if (!middle) throw new Error("no runs");
  return {
    ...middle,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
    cpuSlowdowns: runs.map((r) => r.cpuSlowdown),
  };
}
