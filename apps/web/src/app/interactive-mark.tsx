// Marks the page as ready for the shopper's taps once its code has run and the page (drawn by the server, or by the
// browser) is live: until then a server-drawn button shows but does nothing. Browser tests and benchmarks wait for
// it (html[data-interactive]).
import { useEffect } from "react";

export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return null;
}
