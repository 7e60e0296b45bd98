// Adding a piece to an order: the owner types part of its name, the catalogue's public search responses (up to 10),
// and she taps the piece, or the colour she agreed when it comes in colours. What is out of stock cannot be added.

import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { nameWithOption, optionName, type PieceOption, pieceOptions } from "@mayil/core/catalogue/piece-options";
import { Money } from "@mayil/core/money/money";
import { MAX_LINE_QUANTITY } from "@mayil/core/shopping/shopping-schemas";
import { useQuery } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import { useId, useRef, useState } from "react";
import { api } from "../../lib/api-client";
import { useDeskMessages } from "../../lib/desk/desk-messages";
import { type OrderLineValues, rupeesText } from "../../lib/desk/order-lines";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { ResponsiveImage } from "../ui/responsive-image";
import { fieldLabelStyle, fieldStyle } from "../ui/text-field";

const SEARCH_DEBOUNCE_MS = 300;

/** The owner sees the stock as it is now: never a cached response from a minute ago. */
const usePieceSearch = (term: string) =>
  useQuery({
    queryKey: ["owner-piece-search", term],
    queryFn: ({ signal }) => api.call(catalogueCalls.search(term), { signal }).then((body) => body.products),
    enabled: term.length > 0,
    staleTime: 0,
  });

/** A line of the piece in one of its options: the piece itself or a colour, named as every paper names it. */
const lineOf = (product: Product, option: PieceOption): OrderLineValues => ({
  product_id: product.id,
  variant_id: option.variantId,
  name: product.name,
  color_name: optionName(
    { color_name: product.color_name, has_colours: product.has_variants },
    option.variantId === null ? null : { color_name: option.name },
  ),
  image: option.images[0] ?? product.image,
  unit_price: rupeesText(Money.fromWire(option.price)),
  quantity: 1,
  most: Math.min(option.stock, MAX_LINE_QUANTITY),
});

export function ProductPicker({ onPick }: { onPick: (line: OrderLineValues) => void }) {
  const t = useDeskMessages();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [added, setAdded] = useState("");
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data: products = [], isFetching, isError } = usePieceSearch(term);
  const searching = text.trim() !== "" && (text.trim() !== term || isFetching);

  function pick(line: OrderLineValues) {
    onPick(line);
    setText("");
    setAdded(t("desk.pieces.added", { name: nameWithOption(line.name, line.color_name) }));
    input.current?.focus();
  }

  const status = searching
    ? t("desk.pieces.searching")
    : term === "" || text.trim() === ""
      ? ""
      : isError
        ? t("desk.pieces.searchFailed")
        : products.length === 0
          ? t("desk.pieces.nothingMatches", { term })
          : t("desk.pieces.found", { count: products.length });

  return (
    <div className="rounded-2xl border border-dashed border-peacock/30 bg-white/60 p-3 sm:p-4">
      <label htmlFor={`${id}-search`} className={fieldLabelStyle}>
        {t("desk.pieces.add")}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          ref={input}
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setAdded("");
          }}
          onKeyDown={(event) => {
            // Enter searches here; it must not send the whole order.
            if (event.key === "Enter") event.preventDefault();
          }}
          placeholder={t("desk.pieces.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${id}-status`}
          className={`${fieldStyle} pl-9`}
          data-testid="piece-search"
        />
      </div>
      <p id={`${id}-status`} aria-live="polite" className="mt-1 min-h-5 text-xs text-muted">
        {added || status}
      </p>
      {text.trim() !== "" && products.length > 0 && (
        <ul className="mt-1 flex max-h-80 flex-col gap-2 overflow-y-auto" aria-label={t("desk.pieces.foundList")}>
          {products.map((product) => (
            <li key={product.id} className="rounded-xl bg-white p-2 ring-1 ring-line">
              {product.variants.length === 0 ? (
                <button
                  type="button"
                  disabled={product.quantity <= 0}
                  onClick={() => pick(lineOf(product, pieceOptions(product)[0] as PieceOption))}
                  className="flex w-full items-center gap-3 rounded-lg p-1 text-left hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent"
                  data-testid="piece-result"
                >
                  <PieceSummary product={product} stock={product.quantity} />
                  <Plus className="size-5 shrink-0 text-peacock" aria-hidden />
                  <span className="sr-only">{t("desk.pieces.addOne")}</span>
                </button>
              ) : (
                <div className="p-1">
                  <div className="flex items-center gap-3">
                    <PieceSummary product={product} stock={null} />
                  </div>
                  <fieldset className="mt-2">
                    <legend className="text-xs font-medium text-muted">{t("desk.pieces.chooseColour")}</legend>
                    <div className="mt-1 flex flex-wrap gap-2">
                      {/* The piece itself first, then its colours: each sells from its own count (decision 027). */}
                      {pieceOptions(product).map((option) => (
                        <button
                          key={option.variantId ?? "piece"}
                          type="button"
                          disabled={option.stock <= 0}
                          onClick={() => pick(lineOf(product, option))}
                          className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm hover:border-peacock disabled:cursor-not-allowed disabled:opacity-60"
                          data-testid="colour-choice"
                        >
                          {option.colorCode && (
                            <span
                              aria-hidden
                              className="size-4 rounded-full ring-1 ring-ink/15"
                              style={{ backgroundColor: option.colorCode }}
                            />
                          )}
                          {option.name}
                          <span className="text-xs text-muted">
                            {option.stock > 0
                              ? t("desk.pieces.left", { count: option.stock })
                              : t("desk.pieces.outOfStock")}
                          </span>
                        </button>
                      ))}
                    </div>
                  </fieldset>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PieceSummary({ product, stock }: { product: Product; stock: number | null }) {
  const t = useDeskMessages();
  return (
    <>
      <ResponsiveImage
        src={product.image}
        alt=""
        width={96}
        height={96}
        sizes="48px"
        className="size-12 shrink-0 rounded-lg object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 block font-medium text-ink">{product.name}</span>
        <span className="block text-sm text-muted">
          {Money.format(Money.fromWire(product.price))}
          {stock !== null &&
            ` · ${stock > 0 ? t("desk.pieces.inStock", { count: stock }) : t("desk.pieces.outOfStock")}`}
        </span>
      </span>
    </>
  );
}
