// Gives memory back once the shop falls quiet. V8 collects garbage when it needs room for more, not when the process
// is idle, so after a busy spell (a page of new photos, a sale day) a small shop's process kept its high-water mark
// for hours: 557 MB resident at rest after three minutes of traffic, 354 MB after one full collection (bench:memory,
// decision 041). One collection after QUIET_MS without a request brings it down; it costs tens of milliseconds at a
// moment nobody is waiting, and none at all while the shop is busy.
import type { Server } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** How long without a request before the process collects: longer than the pauses between a shopper's taps. */
export const QUIET_MS = 30_000;

export interface QuietCollectionOptions {
  quietMs?: number;
  /** What collects (tests pass their own); by default V8's full collection. */
  collect?: () => void;
}

/**
 * After each busy spell on `server`, one full collection once it has been quiet for `quietMs`. Returns a function that
 * stops watching. Does nothing where V8's collection cannot be reached.
 */
export function collectWhenQuiet(
  server: Server,
  { quietMs = QUIET_MS, collect = v8Collection() }: QuietCollectionOptions = {},
): () => void {
  if (!collect) return () => {};
  let lastRequestAt = 0;
  let busySinceCollection = false;
  const onRequest = () => {
    lastRequestAt = Date.now();
    busySinceCollection = true;
  };
  server.on("request", onRequest);
  const timer = setInterval(
    () => {
      if (!busySinceCollection || Date.now() - lastRequestAt < quietMs) return;
      busySinceCollection = false;
      collect();
    },
    Math.max(10, Math.round(quietMs / 4)),
  );
  // The watch never keeps a stopping process alive.
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off("request", onRequest);
  };
}

/**
 * V8's `gc()`, which Node only exposes under `--expose-gc`: setting the flag at run time and asking a fresh context
 * for it is the one way to reach it without changing how `npm start` starts the process.
 */
export function v8Collection(): (() => void) | undefined {
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as unknown;
    if (typeof gc !== "function") return undefined;
    // "last-resort" is the collection V8 makes when memory runs low: it compacts and hands freed pages back to the
    // system. A plain gc() frees the same objects but kept resident memory where it was (575 MB after traffic).
    const options = { type: "major", execution: "sync", flavor: "last-resort" };
    return () => (gc as (options: object) => void)(options);
  } catch {
    return undefined;
  }
}
