// Infinite scroll: asks for the next page when the end of the grid comes into view (docs/shop/rules.md#lists).
import { useEffect, useRef } from "react";
import { useMessages } from "../../lib/messages";

export function LoadMoreSentinel({ onReached, loading }: { onReached: () => void; loading: boolean }) {
  const t = useMessages();
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(onReached);
  latest.current = onReached;

  useEffect(() => {
    const element = marker.current;
    // Observing afresh after each page makes a sentinel that is still in view ask again.
    if (!element || loading) return;
    // A margin below the viewport starts the next page a little before the shopper reaches the end.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "0px 0px 300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={marker} className="flex min-h-16 items-center justify-center" data-testid="load-more">
      {loading && (
        <span role="status" className="text-sm text-muted">
          {t("frame.loadingMore")}
        </span>
      )}
    </div>
  );
}
