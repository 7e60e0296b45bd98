// A labelled text input or text area with the shop's one field style, so every form (checkout, profile, addresses)
// looks and reads alike to a screen reader. A field that needs the shopper is marked (aria-invalid, a red edge) and
// says why right under it, tied to it with aria-describedby.
import { AlertCircle } from "lucide-react";
import { type InputHTMLAttributes, useId } from "react";

export const fieldStyle =
  "mt-1 w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-peacock focus:outline-none focus:ring-2 focus:ring-peacock/20";

/** A field with a problem: a red edge that stays red when focused, so the shopper sees which one to mend. */
export const invalidFieldStyle =
  "aria-[invalid=true]:border-red-700 aria-[invalid=true]:focus:border-red-700 aria-[invalid=true]:focus:ring-red-700/20";

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
  /** What is wrong with the value, shown under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  /** The form's own name for the field, so a form can find it (e.g. to move the focus to the first wrong one). */
  name?: string;
}

export function TextField({ label, value, onChange, rows, error, name, ...attributes }: TextFieldProps) {
  const id = useId();
  const invalid = {
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `${fieldStyle} ${invalidFieldStyle}`,
  };
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
          {...invalid}
        />
      ) : (
        <input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...attributes} {...invalid} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The message under a field that needs the shopper; nothing when it is fine. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm text-red-800" data-testid="field-error">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
