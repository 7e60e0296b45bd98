// Hydrates a part of a server-drawn page a moment after the rest, in a task of its own (decision 023). Making the
// whole page live in one go kept a slow phone's main thread busy for one long stretch (Lighthouse's total blocking
// time): the parts below the first screen now come alive one after another, each in a short task, while the shopper
// already sees them (Preact keeps the server's markup of a part that waits). On the server, and for any page the
// browser draws itself (later navigations), the part is drawn at once like any other.
import { type ReactNode, Suspense } from "react";

let firstHydration = false;
const waiting = new Map<string, { promise: Promise<void>; done: boolean }>();
let hydrated: Promise<void> = Promise.resolve();
let pageHydrated = () => {};

/** main.tsx, just before it hydrates a page the server drew: parts in HydrateLater wait their turn. */
export function startFirstHydration(): void {
  firstHydration = true;
  hydrated = new Promise((resolve) => {
    pageHydrated = resolve;
  });
}

/** main.tsx, once the page's first pass is hydrated: parts mounted from now on draw at once. */
export function finishFirstHydration(): void {
  firstHydration = false;
  void Promise.all([...waiting.values()].map((part) => part.promise)).then(pageHydrated);
}

/** Resolves once every part of the first page is live (for the page's interactive mark). */
export const whenHydrated = (): Promise<void> => hydrated;

function Waiting({ part, children }: { part: string; children: ReactNode }) {
  let turn = waiting.get(part);
  if (firstHydration && !turn) {
    // Each part gets its own task: the first waits for the page's pass to end, the next for the first, and so on.
    const promise = new Promise<void>((resolve) =>
      setTimeout(() => {
        const self = waiting.get(part);
        if (self) self.done = true;
        resolve();
      }, 0),
    );
    turn = { promise, done: false };
    waiting.set(part, turn);
  }
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * `part` names the part (unique on the page); `children` must draw a single element, which the server's markup of
 * it is kept as while it waits.
 */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Waiting part={part}>{children}</Waiting>
    </Suspense>
  );
}
