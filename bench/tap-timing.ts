// bench:web's tap timings (decision 034): on a throttled phone, how long after a control appears a tap on it first takes
// effect. For each page and control, a new shopper (signed out, nothing cached) opens the page on a phone (390x844,
// 150 ms round trips, 1.6 Mbps, the CPU of a low-tier phone: this machine's benchmark index over 264,
// e2e/support/slow-phone.ts) and taps the control the moment it is on screen;
// the page itself notes when it first painted, when the tap landed, when it became live (html[data-interactive]) and
// when the tap's effect appeared (the sign-in dialog, the menu). A tap that never takes effect is lost.
//
// Also runs alone against a running shop: `npx tsx bench/tap-timing.ts http://127.0.0.1:3000` prints the table and
// each run (how two builds are compared); with `--write` it also writes its section of docs/benchmarks.md.
import os from "node:os";
import { type Browser, chromium, devices, type Locator, type Page } from "@playwright/test";
import { asShopper, freshEmail, productsWhere, signIn } from "../e2e/support/account";
import { cpuSlowdownFor, hostBenchmarkIndex, PHONE_INDEX, slowPhone } from "../e2e/support/slow-phone";
import { benchNumber, CHROMIUM_FLAGS, chromiumPath, tapPagesWanted } from "./bench-env";
import { writeBenchmarkSection } from "./benchmarks-doc";

/** The aim (decision 034): a tap made before the page is live takes effect within this long of it becoming live. */
export const LIVE_TO_EFFECT_AIM_MS = 100;
/** The budget: on the low-tier phone a page is live at most this long after its first paint. */
export const PAINT_TO_LIVE_BUDGET_MS = 1500;
/** The page's document, as page functions see it (the benchmarks build without the DOM's types). */
interface Document {
  documentElement: { hasAttribute(name: string): boolean };
}

/** A tap whose effect has not shown this long after it is lost. */
const LOST_AFTER_MS = 20_000;

interface Control {
  name: string;
  /** Finds the control, as the shopper sees it. */
  locate: (page: Page) => Locator;
  /** CSS for what the tap brings on screen. */
  effect: string;
  /** Tapped by a shopper signed in (through the development OpenID provider) before the page is opened. */
  signedIn?: boolean;
  /** What the signed-in shopper has done before (at full speed, on the signing-in page): e.g. filled her cart. */
  before?: (signedIn: Page) => Promise<void>;
}

/** A dialog or popover holding the menu's link to All Products. */
const MENU_OPEN = ':is([role="dialog"], :popover-open) a[href="/products"]';
/** The sign-in prompt, with the reason it was asked for. */
const SIGN_IN_PROMPT = '[role="dialog"] [data-testid="sign-in-reason"]';

const addToCartButton = (page: Page) =>
  page
    .getByRole("button", { name: "Add to Cart", exact: true })
    .or(page.getByTestId("product-card").getByRole("button", { name: /^Add to Cart/ }))
    .first();
const addToCartSignedOut: Control = {
  name: "Add to Cart, signed out",
  locate: addToCartButton,
  effect: SIGN_IN_PROMPT,
};
const addToCartSignedIn: Control = {
  name: "Add to Cart, signed in",
  locate: addToCartButton,
  // The piece's quantity in the cart, where Add to Cart was.
  effect: '[data-testid="cart-quantity"]',
  signedIn: true,
};
const menu: Control = {
  name: "menu",
  locate: (page) => page.getByRole("button", { name: "Open menu" }),
  effect: MENU_OPEN,
};
const heart: Control = {
  name: "wishlist heart, signed out",
  locate: (page) => page.getByTestId("wishlist-heart").first(),
  effect: SIGN_IN_PROMPT,
};

/** The cart's order button: the checkout and its address form are fetched on demand (decision 046). */
const orderButton: Control = {
  name: "order button, signed in",
  locate: (page) => page.getByRole("button", { name: "Order via WhatsApp" }),
  // 'Enter Your Details' with its first field.
  effect: '[role="dialog"] input[name="name"]',
  signedIn: true,
  before: async (signedIn) => {
    const [piece] = await productsWhere(signedIn, (product) => product.quantity >= 20);
    if (!piece) throw new Error("no piece with stock to put in the cart");
    await asShopper(signedIn, "POST", "/cart", { product_id: piece.id, quantity: 1 });
  },
};

export const TAP_PAGES = [
  { name: "home", path: "/", controls: [addToCartSignedOut, addToCartSignedIn, menu] },
  { name: "category", path: "/category/2", controls: [addToCartSignedOut, addToCartSignedIn, menu] },
  {
    name: "product",
    path: "/product/leaf-drop-earrings",
    controls: [addToCartSignedOut, addToCartSignedIn, heart, menu],
  },
  { name: "cart", path: "/cart", controls: [orderButton] },
].filter((page) => !tapPagesWanted || tapPagesWanted.includes(page.name));

/** One tap, in ms from the start of the navigation (the page's own clock). */
interface TapRun {
  firstPaintMs: number;
  tapMs: number;
  liveMs: number | null;
  /** When the tap keeper handed a tap it kept to the app (none for a control that works without the app). */
  handedOverMs: number | null;
  effectMs: number | null;
}

export interface TapTiming {
  page: string;
  control: string;
  runs: TapRun[];
  /** Medians over the runs in which the tap took effect. */
  firstPaintMs: number;
  tapMs: number;
  liveMs: number;
  /** From the first paint to the page becoming live: how long a painted page does not work yet. */
  paintToLiveMs: number;
  /** From the page becoming live to the keeper handing the tap to the app. */
  liveToHandedOverMs: number;
  effectMs: number;
  /** From the tap to its effect: what the shopper waits. */
  tapToEffectMs: number;
  /** From the page becoming live to the tap's effect (negative: the control works without the app). */
  liveToEffectMs: number;
  lost: number;
}

/** The tap timings of one run, with the phone they were made on. */
export interface Taps {
  /** This machine's benchmark index, measured in the tap benchmark's own browser (median of three). */
  hostIndex: number;
  /** The low-tier phone's CPU slowdown on this machine. */
  cpuSlowdown: number;
  timings: TapTiming[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor(sorted.length / 2)] ?? Number.NaN);
};

/**
 * Installed before the page's own scripts: notes the first paint, the shopper's first tap, the moment the page is
 * marked live, the moment a kept tap is handed to the app (its button no longer busy) and the moment `effect` first
 * matches, on the page's clock (performance.now()). Written as text: tsx
 * (which runs the benchmarks) names the functions it compiles with a helper the page does not have.
 */
const noteTimes = (effect: string) => `{
  const times = (window.tapTimes = {});
  const now = () => performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-paint") times.firstPaint ??= entry.startTime;
  }).observe({ type: "paint", buffered: true });
  const effectShown = () => times.tap !== undefined && document.querySelector(${JSON.stringify(effect)});
  // A popover the browser opens changes no element: after the tap, each frame looks for the effect too.
  const watch = () => {
    if (effectShown()) times.effect ??= now();
    else requestAnimationFrame(watch);
  };
  window.addEventListener("click", (event) => {
    if (!event.isTrusted || times.tap !== undefined) return;
    times.tap = now();
    requestAnimationFrame(watch);
  }, true);
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute("data-interactive")) times.live ??= now();
    const busy = document.querySelector('button[aria-busy="true"]');
    if (busy) times.kept ??= now();
    else if (times.kept !== undefined) times.handedOver ??= now();
    if (effectShown()) times.effect ??= now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}`;

async function tapOnce(
  browser: Browser,
  base: string,
  path: string,
  control: Control,
  cpuSlowdown: number,
): Promise<TapRun> {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    baseURL: base,
  });
  try {
    if (control.signedIn) {
      // Signed in at full speed, as a returning shopper is; a new shopper each run, so her cart starts empty.
      const signingIn = await context.newPage();
      // As the browser tests sign in: each visit waits for the page to be live (Login then opens the dialog).
      const goto = signingIn.goto.bind(signingIn);
      signingIn.goto = async (...args) => {
        const response = await goto(...args);
        await signingIn.waitForFunction(() =>
          (globalThis as unknown as { document: Document }).document.documentElement.hasAttribute("data-interactive"),
        );
        return response;
      };
      await signIn(signingIn, { email: freshEmail("bench-tap"), name: "Bench Shopper" });
      await control.before?.(signingIn);
      await signingIn.close();
    }
    const page = await context.newPage();
    await page.addInitScript({ content: noteTimes(control.effect) });
    await slowPhone(page, cpuSlowdown);
    await page.goto(path, { waitUntil: "commit" });
    await control.locate(page).tap({ timeout: LOST_AFTER_MS });
    const times = await page
      .waitForFunction(
        () => {
          const t = (globalThis as unknown as { tapTimes: Record<string, number> }).tapTimes;
          return t.effect !== undefined && t.live !== undefined && t;
        },
        undefined,
        { timeout: LOST_AFTER_MS },
      )
      .then((handle) => handle.jsonValue() as Promise<Record<string, number>>)
      .catch(() => page.evaluate(() => (globalThis as unknown as { tapTimes: Record<string, number> }).tapTimes));
    return {
      firstPaintMs: times.firstPaint ?? Number.NaN,
      tapMs: times.tap ?? Number.NaN,
      liveMs: times.live ?? null,
      handedOverMs: times.handedOver ?? null,
      effectMs: times.effect ?? null,
    };
  } finally {
    await context.close();
  }
}

/** Every page's controls, tapped at first sight `runs` times each, on a new low-tier phone each time. */
export async function measureTaps(base: string, runs = benchNumber("BENCH_WEB_RUNS", 3)): Promise<Taps> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  const timings: TapTiming[] = [];
  // The machine's index is measured once, before the taps, in a page of the same browser with nothing throttled.
  const hostIndex = await hostBenchmarkIndex(browser);
  const cpuSlowdown = cpuSlowdownFor(hostIndex, "low");
  try {
    for (const page of TAP_PAGES) {
      for (const control of page.controls) {
        const all: TapRun[] = [];
        for (let i = 0; i < runs; i++) all.push(await tapOnce(browser, base, page.path, control, cpuSlowdown));
        const done = all.filter((run) => run.effectMs !== null && run.liveMs !== null);
        timings.push({
          page: page.name,
          control: control.name,
          runs: all,
          firstPaintMs: median(done.map((run) => run.firstPaintMs)),
          tapMs: median(done.map((run) => run.tapMs)),
          liveMs: median(done.map((run) => run.liveMs ?? 0)),
          paintToLiveMs: median(done.map((run) => (run.liveMs ?? 0) - run.firstPaintMs)),
          liveToHandedOverMs: median(
            done.flatMap((run) => (run.handedOverMs === null ? [] : [run.handedOverMs - (run.liveMs ?? 0)])),
          ),
          effectMs: median(done.map((run) => run.effectMs ?? 0)),
          tapToEffectMs: median(done.map((run) => (run.effectMs ?? 0) - run.tapMs)),
          liveToEffectMs: median(done.map((run) => (run.effectMs ?? 0) - (run.liveMs ?? 0))),
          lost: all.length - done.length,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return { hostIndex, cpuSlowdown, timings };
}

/** Taps that never took effect: none may be lost (decision 033; bench:web fails on these). */
export function lostTaps(timings: TapTiming[]): string[] {
  return timings
    .filter((t) => t.lost > 0)
    .map((t) => `${t.page}: ${t.lost} of ${t.runs.length} taps on ${t.control} lost`);
}

/** Whether the live-page budget applies: a tap made before the page was live (a control that shows only on a live
 * page, as the cart's order button, is tapped after). */
const tappedBeforeLive = (t: TapTiming) => t.lost === 0 && t.tapMs < t.liveMs;
const effectTooLate = (t: TapTiming) => tappedBeforeLive(t) && t.liveToEffectMs > LIVE_TO_EFFECT_AIM_MS;
const liveTooLate = (t: TapTiming) => t.paintToLiveMs > PAINT_TO_LIVE_BUDGET_MS;

/** Taps made before the page was live that took effect later than the budget after it became live. */
export function slowTaps(timings: TapTiming[]): string[] {
  return timings
    .filter(effectTooLate)
    .map(
      (t) =>
        `${t.page}, ${t.control}: effect ${ms(t.liveToEffectMs)} after the page was live: ${over(t.liveToEffectMs, LIVE_TO_EFFECT_AIM_MS)}`,
    );
}

/** Pages live later than the budget after their first paint (once per page, the slowest of its controls' medians). */
export function lateLivePages(timings: TapTiming[]): string[] {
  const worst = new Map<string, number>();
  for (const t of timings.filter(liveTooLate)) worst.set(t.page, Math.max(worst.get(t.page) ?? 0, t.paintToLiveMs));
  return [...worst].map(
    ([page, paintToLiveMs]) =>
      `${page}: live ${ms(paintToLiveMs)} after its first paint: ${over(paintToLiveMs, PAINT_TO_LIVE_BUDGET_MS)}`,
  );
}

/** Every tap budget missed: lost taps, late effects, pages live too late. */
export function tapMisses(timings: TapTiming[]): string[] {
  return [...lostTaps(timings), ...slowTaps(timings), ...lateLivePages(timings)];
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : `${Math.round(value).toLocaleString("en")} ms`);
const over = (value: number, budget: number) => `+${ms(value - budget)} over`;

export function tapTable(timings: TapTiming[]): string {
  return [
    "| page | control | first paint | tapped | page live | first paint → page live | tap carried out | effect | tap → effect | live → effect | lost |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...timings.map(
      (t) =>
        `| ${t.page} | ${t.control} | ${ms(t.firstPaintMs)} | ${ms(t.tapMs)} | ${ms(t.liveMs)} | ${ms(t.paintToLiveMs)}${liveTooLate(t) ? ` (${over(t.paintToLiveMs, PAINT_TO_LIVE_BUDGET_MS)})` : ""} | ${Number.isNaN(t.liveToHandedOverMs) ? "-" : `+${ms(t.liveToHandedOverMs)}`} | ${ms(t.effectMs)} | ${ms(t.tapToEffectMs)} | ${ms(t.liveToEffectMs)}${effectTooLate(t) ? ` (${over(t.liveToEffectMs, LIVE_TO_EFFECT_AIM_MS)})` : ""} | ${t.lost} of ${t.runs.length} |`,
    ),
  ].join("\n");
}

/** The section of docs/benchmarks.md, with the command and what the columns mean. */
export function tapSection(taps: Taps, runs: number): string {
  const misses = tapMisses(taps.timings);
  return `## A tap before the page is live

Command: \`npm run bench:web\` (bench/tap-timing.ts, after the Lighthouse audits, against the same shop; alone
against a running shop: \`npx tsx bench/tap-timing.ts <address> --write\`), run on ${new Date().toISOString().slice(0, 10)} on a
${os.cpus().length}-core machine shared with other work (load ${os.loadavg()[0]?.toFixed(1)}).

The phone: a low-tier phone (benchmark index ${PHONE_INDEX.low}) on this machine (index ${Math.round(taps.hostIndex)}, Lighthouse's
computeBenchmarkIndex in the same browser, median of 3): CPU slowed ${taps.cpuSlowdown.toFixed(1)}x through the DevTools protocol,
Chromium at 390x844, 150 ms round trips, 1.6 Mbps down, 750 kbps up, nothing cached. A new shopper opens the page
and taps the control the moment it is on screen (Playwright's tap: visible and steady), without waiting for the page
to be live; median of ${runs} run${runs === 1 ? "" : "s"} per control, each on a new phone (signed in: a new shopper each run, through the
development OpenID provider). Times are from the start of the navigation, on the page's own clock: its first paint,
the tap, the page marked live (\`html[data-interactive]\`), the kept tap carried out (its button no longer busy; "+"
after live; "-" for a control the browser handles itself), and the tap's effect on screen (the sign-in prompt with
its reason; signed in, Add to Cart: the piece's quantity in the cart; the menu: its links; the cart's order button,
signed in with a piece in her cart: 'Enter Your Details', which shows only once the page is live). A "live → effect"
below zero means the control worked without the app. \`BENCH_TAP_PAGES=cart\` (comma-separated) times only those
pages' controls.

${tapTable(taps.timings)}

Budgets: no tap lost (decision 034); a page live at most ${PAINT_TO_LIVE_BUDGET_MS.toLocaleString("en")} ms after its first paint; a tap made before
the page is live takes effect at most ${LIVE_TO_EFFECT_AIM_MS} ms after it is live. ${misses.length === 0 ? "All met." : `Missed: ${misses.join("; ")}.`}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) {
    console.error("Usage: npx tsx bench/tap-timing.ts http://127.0.0.1:3000");
    process.exit(2);
  }
  const runs = benchNumber("BENCH_WEB_RUNS", 3);
  const taps = await measureTaps(base, runs);
  console.log(
    `This machine: benchmark index ${Math.round(taps.hostIndex)}; the low-tier phone's CPU slowed ${taps.cpuSlowdown.toFixed(1)}x`,
  );
  console.log(tapTable(taps.timings));
  for (const t of taps.timings)
    console.log(
      `${t.page} ${t.control}: ${t.runs.map((r) => `paint ${ms(r.firstPaintMs)} tap ${ms(r.tapMs)} live ${r.liveMs === null ? "never" : ms(r.liveMs)} handed over ${r.handedOverMs === null ? "-" : ms(r.handedOverMs)} effect ${r.effectMs === null ? "never" : ms(r.effectMs)}`).join(" | ")}`,
    );
  if (process.argv.includes("--write")) writeBenchmarkSection("web-taps", tapSection(taps, runs));
  const problems = tapMisses(taps.timings);
  console.log(problems.length === 0 ? "Every tap budget met." : `Missed:\n  ${problems.join("\n  ")}`);
}
