// The phone field of spec section 5: the value is E.164 ('+' and digits), India (+91) when no country code is typed;
// fewer than 7 digits 'Phone number is too short', more than 15 'Phone number is too long', anything but digits
// 'Invalid phone number format'.
import { checkIndianMobile } from "@mayil/core/indian-mobile";
import { useId } from "react";
import { fieldLabelStyle, fieldStyle } from "./text-field";

/** What the shopper typed, as E.164 with India as the default country; '' when empty. */
export function toE164(typed: string): string {
  const compact = typed.replace(/[\s\-.()]/g, "");
  if (compact === "") return "";
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  // Ten digits are an Indian mobile; 91 and ten digits already carry the country code.
  if (/^91\d{10}$/.test(compact)) return `+${compact}`;
  return `+91${compact.replace(/^0/, "")}`;
}

/** The phone input's own message for a value, or null when its shape is fine. */
export function phoneShapeProblem(e164: string): string | null {
  if (e164 === "") return null;
  if (!/^\+\d+$/.test(e164)) return "Invalid phone number format";
  const digits = e164.length - 1;
  if (digits < 7) return "Phone number is too short";
  if (digits > 15) return "Phone number is too long";
  return null;
}

/** A typed phone number checked as the phone input, then by the profile's Indian mobile rule: E.164 or a message. */
export function checkPhone(typed: string): { ok: true; e164: string } | { ok: false; message: string } {
  const e164 = toE164(typed);
  const shape = phoneShapeProblem(e164);
  if (shape) return { ok: false, message: shape };
  return checkIndianMobile(e164);
}

export function PhoneInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (typed: string) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabelStyle}>
        {label}
      </label>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldStyle}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
