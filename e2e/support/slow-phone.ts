// A slow phone, as docs/benchmarks.md measures the shop with (and Lighthouse's mobile profile assumes): 150 ms round
// trips, 1.6 Mbps down, 750 kbps up, nothing cached (a new shopper), and a CPU slowed down to a phone's.
// Used by the browser tests that tap before the page is live (e2e/no-tap-lost*.spec.ts) and by bench:web's tap timings.
//
// The CPU: a fixed "4x slower than this machine" means a different phone on every machine, so the benchmarks calibrate
// it as Chrome DevTools calibrates its CPU presets: the machine's benchmark index (Lighthouse's computeBenchmarkIndex)
// over the phone's. The benchmark index of a low-tier phone (a Moto G Power 2022) is 264, of a mid-tier one (a Pixel 5)
// 1000; on a machine of index 2000 the low-tier phone is a CPU slowed 7.6x.
import type { Browser, Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

export const SLOW_PHONE = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, cpu: 4 };

/** Lighthouse's benchmark index of the phones the shop is measured on (DevTools' "low-tier" and "mid-tier" mobile). */
export const PHONE_INDEX = { low: 264, mid: 1000 } as const;
export type PhoneTier = keyof typeof PHONE_INDEX;

/** How much slower than this machine's the phone's CPU is: never faster than the machine itself (1 at least). */
export function cpuSlowdownFor(hostIndex: number, tier: PhoneTier): number {
  return Math.max(1, hostIndex / PHONE_INDEX[tier]);
}

/**
 * This machine's benchmark index as Lighthouse measures it (its own page function, run as text in an unthrottled
 * page of `browser`): the median of three, about a second each.
 */
export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const indexes: number[] = [];
    for (let i = 0; i < 3; i++)
      indexes.push(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return indexes.sort((a, b) => a - b)[1] ?? Number.NaN;
  } finally {
    await page.close();
  }
}

/** Throttles `page` (network and CPU, `cpu` times slower) through the Chrome DevTools Protocol, from its next request
 * on. Without `cpu`, the fixed SLOW_PHONE.cpu. */
export async function slowPhone(page: Page, cpu: number = SLOW_PHONE.cpu): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: SLOW_PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
}
