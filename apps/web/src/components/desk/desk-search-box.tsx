// The desk's search field (orders, products): searches as the owner types, once she pauses; the URL follows without
// filling the history with every letter, and back/forward puts the URL's text back in the box.
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";

const SEARCH_DEBOUNCE_MS = 300;

interface DeskSearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}

export function DeskSearchBox({ label, placeholder, value, onSearch }: DeskSearchBoxProps) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // Back/forward changed the URL's q: the box shows it.
  useEffect(() => setTyped(value), [value]);
  // Only a newly settled text searches: reacting to `value` too would undo a back/forward step with stale text.
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  useEffect(() => {
    if (settled !== latest.current.value) latest.current.onSearch(settled);
  }, [settled]);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-muted uppercase">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded-xl border border-line bg-white py-2.5 pr-3 pl-9 text-base text-ink shadow-sm focus:border-peacock focus:ring-2 focus:ring-peacock/20 focus:outline-none sm:text-sm"
        />
      </div>
    </div>
  );
}
