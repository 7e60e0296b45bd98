// The header search (spec section 2, Search box): opens on click, closes on Escape or a click outside; suggestions
// 300 ms after typing stops (up to 10), arrow keys wrap around, Enter on a suggestion opens /product/{id}, and
// submitting the text goes to /products?q=term with the term as navigation state.
import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../lib/paths";
import { type ProductsNavigationState, productsSearchHref } from "../../lib/products-navigation-state";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useSearchSuggestions } from "./use-search-suggestions";

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [highlighted, setHighlighted] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const listId = useId();

  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data: suggestions = [], isFetching } = useSearchSuggestions(term);
  const waiting = text.trim() !== term || isFetching;
  const showList = open && text.trim().length > 0;

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open]);

  // A new list starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the suggestions change
  useEffect(() => setHighlighted(-1), [suggestions]);

  function close() {
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
    const search = text.trim();
    if (!search) return;
    close();
    const state: ProductsNavigationState = { search };
    navigate(productsSearchHref(paths.products.getHref(), search), { state });
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-label="Search"
        className="rounded-full p-2 text-ink transition-colors hover:bg-sand"
        data-testid="search-toggle"
      >
        <Search className="size-5" aria-hidden />
      </button>
      {open && (
        <div className="fixed inset-x-3 top-16 z-50 animate-fade-in sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96">
          {/* biome-ignore lint/a11y/useSemanticElements: a search landmark around the form, as the <search> element would be */}
          <form
            role="search"
            onSubmit={onSubmit}
            className="flex items-center gap-2 rounded-2xl border border-line bg-white p-2 shadow-xl"
          >
            <Search className="ml-2 size-4 shrink-0 text-muted" aria-hidden />
            <input
              ref={input}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Search jewellery..."
              aria-label="Search products"
              role="combobox"
              aria-expanded={showList}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
              className="min-w-0 flex-1 bg-transparent py-2 text-base outline-none placeholder:text-stone-500"
              data-testid="search-input"
            />
            <button
              type="button"
              onClick={close}
              aria-label="Close search"
              className="rounded-full p-1.5 text-muted hover:bg-sand"
            >
              <X className="size-4" aria-hidden />
            </button>
          </form>
          {showList && (
            <div className="mt-2 overflow-hidden rounded-2xl border border-line bg-white shadow-xl">
              {waiting && suggestions.length === 0 ? (
                <p className="px-4 py-3 text-sm text-muted">Searching...</p>
              ) : suggestions.length === 0 ? (
                <p className="px-4 py-3 text-sm text-muted">No products found</p>
              ) : null}
              <div
                id={listId}
                role="listbox"
                aria-label="Suggestions"
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
      )}
    </div>
  );
}
