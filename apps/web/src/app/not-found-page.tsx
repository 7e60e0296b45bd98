// Any URL the shop does not know: a page of the shop like any other (its header and footer are the layout's), saying
// so kindly, with the ways on: home, all products, and a search (the server responds with 404 for it).
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { primaryButton, secondaryButton } from "../components/ui/button-styles";
import { useMessages } from "../lib/messages";
import { paths } from "../lib/paths";
import { productsSearchHref } from "../lib/products-navigation-state";
import { usePageTitle } from "../lib/use-page-title";

export function NotFoundPage() {
  const t = useMessages();
  usePageTitle(t("frame.notFound.title"));
  const navigate = useNavigate();
  const [term, setTerm] = useState("");
  const searchId = useId();
  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = term.trim();
    if (!text) return;
    // As the header's search does: the term in the address and in the navigation state (spec).
    navigate(productsSearchHref(paths.products.getHref(), text), { state: { search: text } });
  };
  return (
    <div className="container-shop flex flex-col items-center py-16 text-center sm:py-24" data-testid="not-found-page">
      <p className="font-display text-6xl font-semibold text-gold-deep sm:text-7xl" aria-hidden>
        404
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">{t("frame.notFound.title")}</h1>
      <p className="mt-3 max-w-md text-muted">{t("frame.notFound.text")}</p>
      <search className="mt-8 w-full max-w-md">
        <form onSubmit={search} className="flex w-full items-center gap-2">
          <label htmlFor={searchId} className="sr-only">
            {t("frame.notFound.searchLabel")}
          </label>
          <input
            id={searchId}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={t("frame.notFound.searchPlaceholder")}
            enterKeyHint="search"
            className="min-w-0 flex-1 rounded-full border border-line bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-peacock focus:outline-none focus:ring-2 focus:ring-peacock/20"
          />
          <button type="submit" className={`${primaryButton} px-4`} aria-label={t("frame.search.open")}>
            <Search className="size-5" aria-hidden />
          </button>
        </form>
      </search>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={primaryButton}>
          {t("frame.returnHome")}
        </Link>
        <Link to={paths.products.getHref()} className={secondaryButton}>
          {t("frame.nav.allProducts")}
        </Link>
      </div>
    </div>
  );
}
