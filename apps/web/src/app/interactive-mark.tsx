// Marks the page as ready for the shopper's taps once its code has run and the page (drawn by the server, or by the
// browser) is live: until then a server-drawn button shows but does nothing. Browser tests and benchmarks wait for
// it (html[data-interactive]).
import { useEffect } from "react";
import { whenHydrated } from "../components/ui/hydrate-later";

export function InteractiveMark() {
  useEffect(() => {
    // Parts hydrated a moment later (HydrateLater) are live too before the page says so.
    void whenHydrated().then(() => {
      document.documentElement.dataset.interactive = "";
    });
  }, []);
  return null;
}
