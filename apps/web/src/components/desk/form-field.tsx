// The desk forms' labelled fields (orders, products, categories, search words), in the shop's field style, with the
// problem (the form's own check, or the server's 400 issue for that field) tied to the field by aria-describedby so a
// screen reader reads it out.
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { fieldLabelStyle, fieldStyle } from "../ui/text-field";

const invalidStyle = "border-red-700 focus:border-red-700 focus:ring-red-700/20";

/** The ids and attributes that tie a field to its hint and its problem. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}

export function FieldProblem({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
      {message}
    </p>
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

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder" | "enterKeyHint"
>;

interface InputFieldProps extends InputProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  /** Shown before the value inside the field, e.g. "₹". */
  prefix?: string;
  testId?: string;
}

export function InputField({ label, registration, error, hint, prefix, testId, ...attributes }: InputFieldProps) {
  const id = useId();
  const input = (
    <input
      id={id}
      {...attributes}
      {...registration}
      {...describedBy(id, { hint, error: error?.message })}
      data-testid={testId}
      className={`${fieldStyle} ${prefix ? "pl-7" : ""} ${error ? invalidStyle : ""}`}
    />
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
      <FieldProblem id={id} message={error?.message} />
    </div>
  );
}

interface TextAreaFieldProps extends Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, "rows" | "maxLength"> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  autoComplete?: string;
}

export function TextAreaField({ label, registration, error, hint, ...attributes }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabelStyle}>
        {label}
      </label>
      <textarea
        id={id}
        {...attributes}
        {...registration}
        {...describedBy(id, { hint, error: error?.message })}
        className={`${fieldStyle} ${error ? invalidStyle : ""}`}
      />
      <FieldHint id={id} hint={hint} />
      <FieldProblem id={id} message={error?.message} />
    </div>
  );
}

/** A problem with the whole form (the server's 409, a refusal with no field): read out as soon as it shows. */
export function FormProblem({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? "rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200" : ""}>
      {message}
    </div>
  );
}
