// A part of a server-rendered page that comes alive a moment after the rest (decision 032). Each part is a Suspense
// boundary, and React hydrates a boundary the server drew completely in a render of its own after the page around
// it has committed (selective hydration): a slow phone's main thread is busy in short stretches, not one long one,
// and a tap inside a part not yet live makes React hydrate that part first and then handle the tap. On a page the
// browser renders itself (later navigations) the part renders at once like any other.
//
// The page's interactive mark (interactive-mark.tsx) waits for every part: each one counts as waiting from the
// commit that mounts its boundary until its own content has committed.
import { type ReactNode, Suspense, useEffect, useState } from "react";

const waitingParts = new Set<object>();
const hydratedParts = new WeakSet<object>();
const listeners = new Set<() => void>();

function partHydrated(part: object) {
  hydratedParts.add(part);
  if (waitingParts.delete(part) && waitingParts.size === 0) for (const listener of listeners) listener();
}

/** Resolves once no part rendered so far is waiting to come alive. */
export function whenPartsHydrated(): Promise<void> {
  if (waitingParts.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}

/** Rendered after the part's content, so its effect runs once that content has committed (children's effects first). */
function Hydrated({ part }: { part: object }) {
  useEffect(() => partHydrated(part), [part]);
  return null;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [part] = useState(() => ({}));
  useEffect(() => {
    // On a page the browser renders, the content committed together with this (its effect ran first): not waiting.
    if (!hydratedParts.has(part)) waitingParts.add(part);
    return () => {
      waitingParts.delete(part);
    };
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated part={part} />
    </Suspense>
  );
}
