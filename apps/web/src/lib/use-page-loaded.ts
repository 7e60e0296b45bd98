// True once the page has finished loading: slideshows wait for it before fetching the photos not yet on screen,
// so those never compete with the first photo for a slow connection. False in the server-rendered page and while it
// hydrates (so the HTML matches), true on the next render if the page had already loaded by then.
import { useSyncExternalStore } from "react";

const subscribe = (onLoad: () => void) => {
  window.addEventListener("load", onLoad, { once: true });
  return () => window.removeEventListener("load", onLoad);
};

export const usePageLoaded = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => document.readyState === "complete",
    () => false,
  );
