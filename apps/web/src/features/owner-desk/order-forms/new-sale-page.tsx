// Placeholder (replaced by h5): the form for a sale that came in by phone, chat, Instagram or in person.
import { usePageTitle } from "../../../lib/use-page-title";

export function NewSalePage() {
  usePageTitle("Owner's desk · New sale");
  return (
    <section aria-labelledby="new-sale-title">
      <h1 id="new-sale-title" className="font-display text-3xl font-semibold sm:text-4xl">
        New sale
      </h1>
      <p className="mt-3 text-muted">Entering a sale from the desk is on its way.</p>
    </section>
  );
}
