// docs/shop/storefront.md#layout: every new navigation starts at the top of the page, while back/forward returns to
// where the shopper was on that page. Positions are remembered per history entry (and survive a reload of the tab).
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "mayil-scroll-positions";
/** Pages whose content arrives a moment later (lists, lazy code, the next pages of a list) get this long to grow
 * tall enough; the shopper scrolling, tapping or pressing a key ends the wait at once. */
const RESTORE_PATIENCE_MS = 4000;
/** Once there, the position is held this long while late content (photos, a font) settles around it. */
const SETTLE_MS = 400;
const SHOPPER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

const positions = new Map<string, number>(readStored());
/** The history entry scroll events belong to. Switched at the moment a navigation commits, so a scroll caused by the
 * new page (the browser clamping a shorter page, or the scroll to top) is never written to the page being left. */
let recordingKey: string | null = null;

/** While a position is being restored, the page's own scrolls (clamped to a page still too short) say nothing
 * about where the shopper was, and must not overwrite it. */
let restoring = 0;

function remember() {
  if (recordingKey !== null && restoring === 0) positions.set(recordingKey, window.scrollY);
}

/**
 * How the browser opened this document: "navigate" (a typed address, an outside link, a link that loaded the page
 * anew), "reload", or "back_forward". Only the last two are a return to a page the shopper has seen.
 */
function browserOpenedBy(): string | undefined {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * Where a history entry's position is kept. The router names the entry a page load opened "default" whatever its
 * address (its history.state carries no key of the router's), so every page opened by a load shared one position:
 * open /products, scroll to the footer, then open a product from an outside link and it opened at the footer. Such
 * an entry is told apart by its address.
 */
const entryKey = (key: string, address: string) => (key === "default" ? `default ${address}` : key);

function readStored(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as [string, number][];
  } catch {
    return [];
  }
}

function store() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Private mode or full storage: positions still work within this page load.
  }
}

/**
 * Scrolls to `y`, retrying while the page is still too short to get there, then holds it while the page settles.
 * Gives up (and records again) when time runs out, the page changes, or the shopper takes over.
 */
function scrollToWhenReady(y: number, isCurrent: () => boolean) {
  const started = performance.now();
  let reachedAt: number | null = null;
  let shopperTookOver = false;
  const takeOver = () => {
    shopperTookOver = true;
  };
  for (const type of SHOPPER_INPUT) window.addEventListener(type, takeOver, { passive: true, once: true });
  restoring++;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    restoring--;
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, takeOver);
    if (isCurrent()) remember();
  };
  const attempt = () => {
    const now = performance.now();
    if (!isCurrent() || shopperTookOver || now - started > RESTORE_PATIENCE_MS) return finish();
    if (Math.abs(window.scrollY - y) > 1) {
      window.scrollTo(0, y);
      reachedAt = Math.abs(window.scrollY - y) <= 1 ? now : null;
    } else if (reachedAt === null) {
      reachedAt = now;
    }
    if (reachedAt !== null && now - reachedAt >= SETTLE_MS) return finish();
    requestAnimationFrame(attempt);
  };
  attempt();
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", store);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", store);
    };
  }, []);

  const lastPathname = useRef(location.pathname);
  /** The page as the browser opened it: no navigation of the app's has happened yet. */
  const firstPage = useRef(true);

  useLayoutEffect(() => {
    const key = entryKey(location.key, location.pathname + location.search);
    recordingKey = key;
    let current = true;
    const opened = firstPage.current;
    // A page the browser loaded afresh starts where the browser put it (the top): a position kept for its entry is
    // from another visit. Back/forward and a reload return to the entry's own position.
    const saved = opened && browserOpenedBy() === "navigate" ? undefined : positions.get(key);
    const samePage = lastPathname.current === location.pathname;
    firstPage.current = false;
    lastPathname.current = location.pathname;
    if (opened && saved === undefined) {
      // The page the browser opened is where the browser put it, and a shopper on a slow phone may have scrolled it
      // while the app's code came: scrolling to the top now would take her away from the button she was tapping
      // (the tap then landed on whatever took its place; bench/tap-timing.ts lost 3 taps in 6 on a product page).
    } else if (navigationType === "REPLACE" && samePage) {
      // The page rewrote its own address (a search term in ?q=): the shopper stays where she is.
      positions.set(key, window.scrollY);
    } else if (navigationType === "POP" && saved !== undefined) {
      scrollToWhenReady(saved, () => current);
    } else if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const started = performance.now();
      const find = () => {
        const target = document.getElementById(id);
        if (target) target.scrollIntoView();
        else if (current && performance.now() - started < RESTORE_PATIENCE_MS) requestAnimationFrame(find);
      };
      find();
    } else {
      window.scrollTo(0, 0);
    }
    return () => {
      current = false;
    };
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);

  return null;
}
