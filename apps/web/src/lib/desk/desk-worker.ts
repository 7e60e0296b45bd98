// The desk's service worker from the page's side (decision 054): registered by the desk's own chunk (never by a
// storefront page), scope /owner; and what it says about the desk's reads, as a store React can subscribe to, so
// the desk can say when it is showing what it read earlier because the network gave no response.
import { useSyncExternalStore } from "react";
import { DESK_SCOPE, DESK_WORKER_URL, type DeskReadMessage } from "../../desk-worker/names";

/** Each read's path → when the kept response shown for it was read (null: the network responded). */
const offlineReads = new Map<string, string>();
let oldestShown: string | null = null;
const listeners = new Set<() => void>();

function heard(message: DeskReadMessage) {
  if (message.readAt) offlineReads.set(message.path, message.readAt);
  else offlineReads.delete(message.path);
  const times = [...offlineReads.values()].sort();
  const next = times[0] ?? null;
  if (next === oldestShown) return;
  oldestShown = next;
  for (const listener of listeners) listener();
}

let started = false;

/** Registers the worker once per page and listens to it. Does nothing where service workers are not offered. */
export function startDeskWorker(): void {
  if (started || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  started = true;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<DeskReadMessage> | null;
    if (data?.type === "mayil-desk-read" && typeof data.path === "string") {
      heard({ type: data.type, path: data.path, readAt: typeof data.readAt === "string" ? data.readAt : null });
    }
  });
  navigator.serviceWorker.register(DESK_WORKER_URL, { scope: DESK_SCOPE, updateViaCache: "none" }).catch(() => {
    // Without the worker the desk works as before, online only.
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the oldest kept response on the screen was read (ISO time), or null when everything came from the shop now. */
export const useOfflineSince = () =>
  useSyncExternalStore(
    subscribe,
    () => oldestShown,
    () => null,
  );
