// The switch between the shop's languages (decision 084), in the header and the menu. Each language is another
// address of the same page (/ml/cart is the Malayalam cart), so each choice is a real link: it works before the app's
// code has run, opens the same page with the same query, and the shopper's cart and wishlist (kept by the server)
// come along. Following one remembers the choice for the shop's home page (the server reads the cookie).
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  pathIn,
} from "@mayil/core/languages/languages";
import { pageParams } from "@mayil/core/storefront/page-paths";
import { useLocation } from "react-router";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const remember = (language: Language) => {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, no library needed to write it
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
};

/** What a page's query may carry across: the search, the filters and the colour shown, nothing else. */
const CARRIED = new Set<string>([...Object.values(pageParams.products), ...Object.values(pageParams.product)]);

/** The same page's address in each language, with its search and filters (the router's location is below the prefix). */
function useAddresses(): { language: Language; href: string }[] {
  const { pathname, search } = useLocation();
  const carried = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => CARRIED.has(name)));
  const query = carried.size > 0 ? `?${carried}` : "";
  return LANGUAGES.map((language) => ({ language, href: pathIn(language, `${pathname}${query}`) }));
}

/** The header's switch (from a tablet up): the current language's name, opening the three (a disclosure the browser
 * runs, before the app's code too). */
export function LanguageSwitch() {
  const current = useLanguage();
  const t = useMessages();
  return (
    <details className="language-switch">
      {/* The current language by its own name: no icon, as the header is in the first bytes of every page. */}
      <summary aria-label={`${t("frame.languageSwitch")}: ${LANGUAGE_NAMES[current]}`}>
        {LANGUAGE_NAMES[current]}
      </summary>
      <LanguageLinks />
    </details>
  );
}

/** The three languages as links, each written in itself; the current one marked. */
export function LanguageLinks({ className }: { className?: string }) {
  const current = useLanguage();
  const t = useMessages();
  return (
    <nav aria-label={t("frame.languageSwitch")}>
      <ul className={`language-links ${className ?? ""}`}>
        {useAddresses().map(({ language, href }) => (
          <li key={language}>
            <a
              href={href}
              lang={LANGUAGE_TAGS[language]}
              aria-current={language === current ? "true" : undefined}
              onClick={() => remember(language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
