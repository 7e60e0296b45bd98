// A labelled text input or text area with the shop's one field style, so every form (checkout, profile, addresses)
// looks and reads alike to a screen reader.
import { type InputHTMLAttributes, useId } from "react";

export const fieldStyle =
  "mt-1 w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-peacock focus:outline-none focus:ring-2 focus:ring-peacock/20";

export const fieldLabelStyle = "block text-sm font-medium text-ink";

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder"
>;

interface TextFieldProps extends InputAttributes {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Rows of a text area; a single-line input when left out. */
  rows?: number;
}

export function TextField({ label, value, onChange, rows, ...attributes }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabelStyle}>
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={attributes.autoComplete}
          maxLength={attributes.maxLength}
          placeholder={attributes.placeholder}
          className={fieldStyle}
        />
      ) : (
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...attributes}
          className={fieldStyle}
        />
      )}
    </div>
  );
}
