// A new shopper's visit of a page on the slow phone (e2e/support/slow-phone.ts, its CPU slowed as given), in
// Playwright: when the page first painted, when it became live (html[data-interactive]), and which scripts the browser
// asked for before it was live, what the shopper's phone must fetch and run before a tap works. Used by bench:web
// (the home page's JavaScript before live) and web-compare.ts (page live after first paint).
import { type Browser, devices } from "@playwright/test";
import { slowPhone } from "../e2e/support/slow-phone";

export interface PageLive {
  firstPaintMs: number;
  liveMs: number;
  /** The paths of the scripts (/assets/….js) asked for before the page was live, each once. */
  scriptsBeforeLive: string[];
}

/** A page gives up on coming alive after this long. */
const LIVE_WITHIN_MS = 60_000;

/**
 * Installed before the page's own scripts: notes the first paint and the moment the page is marked live on the page's
 * clock, with the scripts it has loaded by then, and tells the benchmark at once. Text, not a function: tsx names the
 * functions it compiles with a helper the page does not have.
 */
const NOTE_LIVE = `{
  const times = (window.pageLiveTimes = {});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-paint") times.firstPaint ??= entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new MutationObserver(() => {
    if (times.live !== undefined || !document.documentElement.hasAttribute("data-interactive")) return;
    times.live = performance.now();
    times.scripts = performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname);
    window.notePageLive();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-interactive"] });
}`;

const isScript = (pathname: string) => /^\/assets\/[^?]*\.js$/.test(pathname);

export async function visitUntilLive(browser: Browser, url: string, cpuSlowdown: number): Promise<PageLive> {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    // The browser's requests reach the benchmark in the order they were made, with the page's "live" among them: a
    // script asked for but not loaded yet when the page went live is one the page did not wait for, yet counts (the
    // page's own list, loaded scripts only, is taken too).
    const requested = new Set<string>();
    let live = false;
    await page.exposeBinding("notePageLive", () => {
      live = true;
    });
    page.on("request", (request) => {
      const pathname = new URL(request.url()).pathname;
      if (!live && isScript(pathname)) requested.add(pathname);
    });
    await page.addInitScript({ content: NOTE_LIVE });
    await slowPhone(page, cpuSlowdown);
    await page.goto(url, { waitUntil: "commit" });
    const times = (await page
      .waitForFunction(
        () => {
          const t = (globalThis as unknown as { pageLiveTimes: { live?: number; firstPaint?: number } }).pageLiveTimes;
          return t.live !== undefined && t.firstPaint !== undefined && t;
        },
        undefined,
        { timeout: LIVE_WITHIN_MS },
      )
      .then((handle) => handle.jsonValue())) as { firstPaint: number; live: number; scripts: string[] };
    for (const pathname of times.scripts) if (isScript(pathname)) requested.add(pathname);
    return { firstPaintMs: times.firstPaint, liveMs: times.live, scriptsBeforeLive: [...requested].sort() };
  } finally {
    await context.close();
  }
}
