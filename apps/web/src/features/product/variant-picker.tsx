// The colour picker: choosing a colour swaps the photos, videos, price and stock (spec section 4).
// A piece sold in colours is sold by the colour: Add to Cart without one asks for it here, in words, announced.
import type { Variant } from "@mayil/core/catalogue-schemas";
import type { Ref } from "react";

interface VariantPickerProps {
  variants: Variant[];
  selectedId: number | null;
  onSelect: (variantId: number | null) => void;
  /** Add to Cart was pressed with no colour chosen. */
  askToChoose?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

export function VariantPicker({ variants, selectedId, onSelect, askToChoose = false, ref }: VariantPickerProps) {
  const selected = variants.find((v) => v.id === selectedId);
  return (
    <fieldset
      ref={ref}
      aria-describedby={askToChoose ? "choose-colour" : undefined}
      className={askToChoose ? "-m-3 rounded-2xl p-3 ring-2 ring-red-300" : undefined}
    >
      <legend className="text-sm font-medium">
        Colour: <span className="text-muted">{selected ? selected.color_name : "Choose a colour"}</span>
      </legend>
      <p id="choose-colour" role="alert" className={askToChoose ? "mt-1 text-sm font-medium text-red-800" : "sr-only"}>
        {askToChoose ? "Choose a colour to add this piece to your cart." : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {variants.map((variant) => {
          const active = variant.id === selectedId;
          return (
            <button
              key={variant.id}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(active ? null : variant.id)}
              className={`flex min-h-11 items-center gap-2 rounded-full border py-1.5 pr-4 pl-1.5 text-sm transition-colors ${
                active
                  ? "border-peacock bg-peacock/5 ring-1 ring-peacock"
                  : "border-line bg-white hover:border-peacock/50"
              }`}
              data-testid="variant-option"
            >
              <span
                className="size-6 rounded-full ring-1 ring-black/10"
                style={{ backgroundColor: variant.color_code }}
                aria-hidden
              />
              {variant.color_name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
