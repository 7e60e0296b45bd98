// The colour picker: the piece itself (its own colour, or "As shown") and then its colours (decision 027). Choosing
// one swaps the photos, videos, price and stock (docs/shop/storefront.md#product-page); one is always chosen.
import type { PieceOption } from "@mayil/core/catalogue/piece-options";
import { Message, useMessages } from "../../lib/messages";

/** `?colour=own` opens a piece on itself rather than on one of its colours (the all-colours page links with it). */
export const OWN_OPTION_PARAM = "own";

interface VariantPickerProps {
  options: PieceOption[];
  selectedId: number | null;
  onSelect: (option: PieceOption) => void;
  /** The piece's photo: the swatch of its own option when the owner gave it no colour. */
  pieceImage: string | null;
}

export function VariantPicker({ options, selectedId, onSelect, pieceImage }: VariantPickerProps) {
  const selected = options.find((option) => option.variantId === selectedId);
  const t = useMessages();
  return (
    // min-w-0: a fieldset is at least as wide as its content by default, which pushed the options past a phone's edge.
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">
        <Message
          id="catalogue.product.colour"
          values={{ name: selected?.name ?? "" }}
          components={{ 0: <span className="text-muted" /> }}
        />
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {options.map((option) => {
          const active = option.variantId === selectedId;
          const soldOut = option.stock <= 0;
          return (
            <button
              key={option.variantId ?? "own"}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(option)}
              className={`flex min-h-11 items-center gap-2 rounded-full border py-1.5 pr-4 pl-1.5 text-sm transition-colors ${
                active
                  ? "border-peacock bg-peacock/5 ring-1 ring-peacock"
                  : "border-line bg-white hover:border-peacock/50"
              } ${soldOut ? "text-muted" : ""}`}
              data-testid="variant-option"
            >
              <Swatch option={option} pieceImage={pieceImage} />
              <span className={soldOut ? "line-through decoration-1" : undefined}>{option.name}</span>
              {soldOut && <span className="sr-only">{t("catalogue.product.soldOut")}</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function Swatch({ option, pieceImage }: { option: PieceOption; pieceImage: string | null }) {
  const round = "size-6 shrink-0 rounded-full ring-1 ring-black/10";
  if (option.colorCode) {
    return <span className={round} style={{ backgroundColor: option.colorCode }} aria-hidden />;
  }
  if (pieceImage) return <img src={pieceImage} alt="" className={`${round} object-cover`} />;
  return <span className={`${round} bg-sand`} aria-hidden />;
}
