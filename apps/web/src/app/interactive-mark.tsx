// Marks the page as ready for the shopper's taps once its code has run and the page (rendered by the server, or by the
// browser) is live: until then a server-rendered button shows but its tap is only kept for later (the tap keeper).
// Browser tests and benchmarks wait for it (html[data-interactive]).
import { useEffect } from "react";
import { whenPartsHydrated } from "../components/ui/hydrate-later";

export function InteractiveMark() {
  useEffect(() => {
    // Parts React hydrates a moment later (HydrateLater) must be live too before the page says so.
    void whenPartsHydrated().then(() => {
      document.documentElement.dataset.interactive = "";
    });
  }, []);
  return null;
}
