// The shop's one minus, quantity and plus (cart page, cards, product page); each place passes its own rules.
import { Minus, Plus } from "lucide-react";

interface QuantityStepperProps {
  value: number;
  /** Minus is disabled at this value: 1 where minus must keep the piece, 0 where minus at 1 removes it. */
  min: number;
  /** Plus is disabled at this value: the stock, capped by the shop's most of one item. */
  max: number;
  /** Called with value - 1 or value + 1; the caller decides what 0 means (the cart takes the line out at 0). */
  onChange: (quantity: number) => void;
  /** Both buttons off whatever the value, as for a cart line that is out of stock. */
  disabled?: boolean;
  labels: {
    /** Names the group for screen readers (the legend is visually hidden). */
    group: string;
    decrease: string;
    increase: string;
  };
  /** The product page's and cart's bigger buttons, the smaller ones, or the tightest for a product card's one row. */
  size?: "compact" | "small" | "large";
  /** Reads each new quantity out to screen readers (cards and the product page; the cart page has not so far). */
  announce?: boolean;
  /** The quantity's test id, which the browser tests read. */
  valueTestId: string;
}

const looks = {
  compact: {
    button: "rounded-full p-1.5 text-ink hover:bg-sand disabled:opacity-35 disabled:hover:bg-transparent",
    value: "w-6 text-center text-sm font-medium tabular-nums",
  },
  small: {
    button: "rounded-full p-2 text-ink hover:bg-sand disabled:opacity-35 disabled:hover:bg-transparent",
    value: "w-8 text-center text-sm font-medium",
  },
  // 44 px buttons: a thumb's reach on a phone (WCAG 2.5.5).
  large: {
    button:
      "inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand disabled:opacity-35 disabled:hover:bg-transparent",
    value: "w-10 text-center font-medium",
  },
} as const;

/** What minus and plus would set the quantity to, or null where that button is disabled. */
export function quantitySteps({
  value,
  min,
  max,
  disabled = false,
}: Pick<QuantityStepperProps, "value" | "min" | "max" | "disabled">) {
  return {
    decrease: disabled || value <= min ? null : value - 1,
    increase: disabled || value >= max ? null : value + 1,
  };
}

export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  disabled = false,
  labels,
  size = "small",
  announce = true,
  valueTestId,
}: QuantityStepperProps) {
  const look = looks[size];
  const steps = quantitySteps({ value, min, max, disabled });
  return (
    <fieldset className="inline-flex items-center rounded-full border border-line bg-white">
      <legend className="sr-only">{labels.group}</legend>
      <button
        type="button"
        className={look.button}
        aria-label={labels.decrease}
        disabled={steps.decrease === null}
        onClick={() => steps.decrease !== null && onChange(steps.decrease)}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output className={look.value} aria-live={announce ? "polite" : undefined} data-testid={valueTestId}>
        {value}
      </output>
      <button
        type="button"
        className={look.button}
        aria-label={labels.increase}
        disabled={steps.increase === null}
        onClick={() => steps.increase !== null && onChange(steps.increase)}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </fieldset>
  );
}
