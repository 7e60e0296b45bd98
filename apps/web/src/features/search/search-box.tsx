// The header search (docs/shop/storefront.md#search-box): opens on click, closes on Escape or a click outside;
// suggestions 300 ms after typing stops (up to 10), arrow keys wrap around, Enter on a suggestion opens /product/{id},
// and submitting the text goes to /products?q=term with the term as navigation state.
//
// It works before the app's code has run (decision 033): the panel is a popover the browser opens, focuses and closes
// by itself (Escape, a tap outside), and the form is a real GET form to /products with the text as ?q=, which the page
// reads as a search. Once the app is live it adds the suggestions and goes there without loading a page.

import { pathIn } from "@mayil/core/languages/languages";
import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { type ProductsNavigationState, productsSearchHref, SEARCH_PARAM } from "../../lib/products-navigation-state";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useSearchSuggestions } from "./use-search-suggestions";

export const SEARCH_DEBOUNCE_MS = 300;

/** The panel's id, which its toggle names (one header per page). */
const PANEL_ID = "site-search";

/** Whether a popover is showing (false where the browser knows no popovers, and so never showed it). */
const isShowing = (element: HTMLElement | null) => {
  try {
    return element?.matches(":popover-open") ?? false;
  } catch {
    return false;
  }
};

export function SearchBox() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [highlighted, setHighlighted] = useState(-1);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const t = useMessages();
  const language = useLanguage();

  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data: suggestions = [], isFetching } = useSearchSuggestions(term);
  const waiting = text.trim() !== term || isFetching;
  const showList = open && text.trim().length > 0;

  // A shopper may have opened the panel and typed before the app's code ran: carry on from there.
  useEffect(() => {
    if (isShowing(panel.current)) setOpen(true);
    if (input.current?.value) setText(input.current.value);
  }, []);

  // A new list starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the suggestions change
  useEffect(() => setHighlighted(-1), [suggestions]);

  /** The browser opened or closed the panel (the toggle, Escape, a tap outside, or close() below). */
  function onToggle(event: React.ToggleEvent<HTMLDivElement>) {
    const opened = event.newState === "open";
    setOpen(opened);
    if (opened) input.current?.focus();
    else setText("");
  }

  function close() {
    panel.current?.hidePopover?.();
    setOpen(false);
    setText("");
    toggle.current?.focus();
  }

  function openProduct(id: number) {
    close();
    navigate(paths.product.getHref(id));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setHighlighted((i) => (i + 1) % count);
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setHighlighted((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === "Enter" && highlighted >= 0) {
      const product = suggestions[highlighted];
      if (product) {
        event.preventDefault();
        openProduct(product.id);
      }
    }
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    // What the box shows, not the state: text typed while the page came alive reaches the state only after the
    // effect above has run, and an Enter pressed before that was lost (no-tap-lost.spec.ts, 2 runs in 9).
    const search = (input.current?.value ?? text).trim();
    if (!search) return;
    close();
    const state: ProductsNavigationState = { search };
    navigate(productsSearchHref(paths.products.getHref(), search), { state });
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        popoverTarget={PANEL_ID}
        aria-label={t("frame.search.open")}
        className="rounded-full p-2 text-ink transition-colors [anchor-name:--site-search] hover:bg-sand"
        data-testid="search-toggle"
      >
        <Search className="size-5" aria-hidden />
      </button>
      {/* Below the header on a phone, under the toggle from a tablet up (styles.css). */}
      <div ref={panel} id={PANEL_ID} popover="auto" onToggle={onToggle} className="search-panel">
        {/* biome-ignore lint/a11y/useSemanticElements: a search landmark around the form, as the <search> element would be */}
        <form
          role="search"
          // A real form leaves the app: its address carries the language, as the router's links do.
          action={pathIn(language, paths.products.getHref())}
          method="get"
          onSubmit={onSubmit}
          className="flex items-center gap-2 rounded-2xl border border-line bg-white p-2 pl-3 shadow-sm"
        >
          <Search className="size-4 shrink-0 text-muted" aria-hidden />
          <input
            ref={input}
            // Text, not a search field: the combobox role says what it is, and the browser's own clear button and
            // its rules would be a second way to clear it (and bytes in every page).
            type="text"
            name={SEARCH_PARAM}
            // The browser focuses it when it opens the panel before the app's code has run; onToggle does after.
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("frame.search.placeholder")}
            aria-label={t("frame.search.input")}
            role="combobox"
            aria-expanded={showList}
            aria-controls={showList ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
            className="min-w-0 flex-1 py-2 text-base"
            data-testid="search-input"
          />
          <button
            type="button"
            // The browser closes the panel (it is open while this shows) and hands focus back to the toggle.
            popoverTarget={PANEL_ID}
            aria-label={t("frame.search.close")}
            className="rounded-full p-2 text-muted hover:bg-sand"
          >
            <X className="size-4" aria-hidden />
          </button>
        </form>
        {showList && (
          <div className="mt-2 overflow-hidden rounded-2xl border border-line bg-white shadow-xl">
            {waiting && suggestions.length === 0 ? (
              <p className="px-4 py-3 text-sm text-muted">{t("frame.search.searching")}</p>
            ) : suggestions.length === 0 ? (
              <p className="px-4 py-3 text-sm text-muted">{t("frame.search.noneFound")}</p>
            ) : null}
            <div
              id={listId}
              role="listbox"
              aria-label={t("frame.search.suggestions")}
              className="max-h-60 overflow-y-auto"
              data-testid="search-suggestions"
            >
              {suggestions.map((product, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocused; the input keeps focus and points at the highlighted one with aria-activedescendant (combobox pattern)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the arrow keys and Enter are handled on the input
                <div
                  key={product.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === highlighted}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => openProduct(product.id)}
                  onMouseEnter={() => setHighlighted(index)}
                  className={`cursor-pointer px-4 py-2.5 text-sm ${index === highlighted ? "bg-peacock text-white" : "text-ink"}`}
                >
                  {product.name}
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
