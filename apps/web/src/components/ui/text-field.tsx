// The shop's one text field: a labelled input or text area in the shop's one field style, so every form (the
// shopper's checkout, profile and addresses, and the owner's desk) looks and reads alike to a screen reader. A form
// hands it its react-hook-form registration (decision 046). A hint says what to write; a field that needs attention
// is marked (aria-invalid, a red edge) and says why right under it, both tied to it with aria-describedby.
import { AlertCircle } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import type { FieldError as FormFieldError, UseFormRegisterReturn } from "react-hook-form";

export const fieldStyle =
  "mt-1 w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-peacock focus:outline-none focus:ring-2 focus:ring-peacock/20";

/** A field with a problem: a red edge that stays red when focused, so the shopper sees which one to mend. */
export const invalidFieldStyle =
  "aria-[invalid=true]:border-red-700 aria-[invalid=true]:focus:border-red-700 aria-[invalid=true]:focus:ring-red-700/20";

export const fieldLabelStyle = "block text-sm font-medium text-ink";

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder" | "enterKeyHint"
>;

interface TextFieldProps extends InputAttributes {
  label: string;
  /** The field's registration in its react-hook-form form (`register("name")`). */
  registration: UseFormRegisterReturn;
  /** Rows of a text area; a single-line input when left out. */
  rows?: number;
  /** What is wrong with the value (the form's own check, or the server's 400 issue for that field). */
  error?: string | FormFieldError | undefined;
  /** What to write, under the field. */
  hint?: ReactNode;
  /** Shown before the value inside the field, e.g. "₹". */
  prefix?: string;
  testId?: string;
  /** The language of what is typed when it is not the page's (a Malayalam name on the desk): screen readers and
   * fonts follow it. */
  lang?: string;
}

/** The ids and attributes that tie a field to its hint and its problem. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}

export function TextField({
  label,
  registration,
  rows,
  error,
  hint,
  prefix,
  testId,
  lang,
  ...attributes
}: TextFieldProps) {
  const id = useId();
  const message = typeof error === "string" ? error : error?.message;
  const shared = {
    id,
    ...registration,
    ...describedBy(id, { hint, error: message }),
    "data-testid": testId,
    lang,
    className: `${fieldStyle} ${invalidFieldStyle} ${prefix ? "pl-7" : ""}`,
  };
  const input = rows ? (
    <textarea
      rows={rows}
      autoComplete={attributes.autoComplete}
      maxLength={attributes.maxLength}
      placeholder={attributes.placeholder}
      {...shared}
    />
  ) : (
    <input {...attributes} {...shared} />
  );
  return (
    <div>
      <label htmlFor={id} className={fieldLabelStyle}>
        {label}
      </label>
      {prefix ? (
        <div className="relative">
          <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-muted">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      <FieldHint id={id} hint={hint} />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
      {hint}
    </p>
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
