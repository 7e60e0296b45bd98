// A slow phone, as docs/benchmarks.md measures the shop with (and Lighthouse's mobile profile assumes): 150 ms round
// trips, 1.6 Mbps down, 750 kbps up, a CPU four times slower than this machine's, and nothing cached (a new shopper).
// Used by the browser test that taps before the page is live (e2e/no-tap-lost.spec.ts) and by bench:web's tap timings.
import type { Page } from "@playwright/test";

export const SLOW_PHONE = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, cpu: 4 };

/** Throttles `page` (network and CPU) through the Chrome DevTools Protocol, from its next request on. */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: SLOW_PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpu });
}
