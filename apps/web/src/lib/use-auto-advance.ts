// The slideshows' clock: moves to the next item every interval (wrapping around), starting the interval afresh after
// every move, manual or not; holds still while paused or with fewer than two items.
import { useCallback, useEffect, useState } from "react";

export function useAutoAdvance(count: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the interval after every move
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, count, intervalMs, paused]);

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);
  return { index, go, next: () => go(index + 1), previous: () => go(index - 1) };
}
