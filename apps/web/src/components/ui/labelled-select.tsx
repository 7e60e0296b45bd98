// A labelled native select: on phones it opens the system picker, which is the most familiar and accessible choice.
import { ChevronDown } from "lucide-react";
import { useId } from "react";

interface LabelledSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  testId?: string;
}

export function LabelledSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  testId,
}: LabelledSelectProps<V>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-muted uppercase">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as V)}
          className="w-full appearance-none rounded-xl border border-line bg-white py-2.5 pr-9 pl-3 text-sm text-ink shadow-sm disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600"
          data-testid={testId}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
      </div>
    </div>
  );
}
