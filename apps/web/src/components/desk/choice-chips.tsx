// A short list of choices as tappable chips: native radio buttons underneath (arrow keys move, one tab stop, read
// as a radio group), so a phone's thumb and a screen reader both get what they expect.
import { useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { FieldProblem } from "./form-field";

interface ChoiceChipsProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

export function ChoiceChips({ legend, options, registration, error }: ChoiceChipsProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error?.message ? `${id}-error` : undefined}>
      <legend className="block text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              value={option.value}
              {...registration}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink transition-colors peer-checked:border-peacock peer-checked:bg-peacock peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-peacock/40 peer-focus-visible:ring-offset-2 hover:border-peacock">
              {option.label}
            </span>
          </label>
        ))}
      </div>
      <FieldProblem id={id} message={error?.message} />
    </fieldset>
  );
}
