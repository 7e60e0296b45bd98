// Spec section 2: every new navigation starts at the top of the page, while back/forward returns to where the
// shopper was on that page. Positions are remembered per history entry (and survive a reload of the tab).
import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "mayil-scroll-positions";
/** Pages whose content arrives a moment later (lists, lazy code) get this long to grow tall enough. */
const RESTORE_PATIENCE_MS = 1500;

const positions = new Map<string, number>(readStored());
/** The history entry scroll events belong to. Switched at the moment a navigation commits, so a scroll caused by the
 * new page (the browser clamping a shorter page, or the scroll to top) is never written to the page being left. */
let recordingKey: string | null = null;

function remember() {
  if (recordingKey !== null) positions.set(recordingKey, window.scrollY);
}

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

/** Scrolls to `y`, retrying while the page is still too short to get there. */
function scrollToWhenReady(y: number, isCurrent: () => boolean) {
  const started = performance.now();
  const attempt = () => {
    if (!isCurrent()) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 2 && performance.now() - started < RESTORE_PATIENCE_MS) {
      requestAnimationFrame(attempt);
    }
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

  useLayoutEffect(() => {
    recordingKey = location.key;
    let current = true;
    const saved = positions.get(location.key);
    if (navigationType === "POP" && saved !== undefined) {
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
  }, [location.key, location.hash, navigationType]);

  return null;
}
