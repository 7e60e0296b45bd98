// The colour picker: choosing a colour swaps the photos, videos, price and stock (spec section 4).
import type { Variant } from "@mayil/core/catalogue-schemas";

interface VariantPickerProps {
  variants: Variant[];
  selectedId: number | null;
  onSelect: (variantId: number | null) => void;
}

export function VariantPicker({ variants, selectedId, onSelect }: VariantPickerProps) {
  const selected = variants.find((v) => v.id === selectedId);
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        Colour: <span className="text-muted">{selected ? selected.color_name : "Choose a colour"}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {variants.map((variant) => {
          const active = variant.id === selectedId;
          return (
            <button
              key={variant.id}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(active ? null : variant.id)}
              className={`flex items-center gap-2 rounded-full border py-1.5 pr-4 pl-1.5 text-sm transition-colors ${
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
