// The Pincode field of the address and checkout forms: six digits, and under it what India Post says the PIN is
// ("Pattom · Thiruvananthapuram, Kerala") or a warning that it was not found. A warning only: the form still saves.
import type { PincodePlace } from "@mayil/core/india/pincode-schemas";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useEffect, useId } from "react";
import { useMessages } from "../../lib/messages";
import { usePincodeLookup } from "../../lib/pincode-lookup";
import { FieldError, fieldLabelStyle, fieldStyle, invalidFieldStyle } from "./text-field";

interface PincodeFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once per PIN found, to fill in the city and state. */
  onPlace?: (place: PincodePlace) => void;
  /** What is wrong with it (missing, not six digits), shown under the field and marking it invalid. */
  error?: string | undefined;
}

export function PincodeField({ label, value, onChange, onPlace, error }: PincodeFieldProps) {
  const t = useMessages();
  const id = useId();
  const lookup = usePincodeLookup(value);
  const found = lookup.kind === "found" ? lookup.place : null;
  // Once per place found, not on every render of the form around it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onPlace is a fresh function on each render
  useEffect(() => {
    if (found) onPlace?.(found);
  }, [found]);
  return (
    <div>
      <label htmlFor={id} className={fieldLabelStyle}>
        {label ?? t("frame.pincode.label")}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        name="pincode"
        aria-describedby={error ? `${id}-error ${id}-place` : `${id}-place`}
        aria-invalid={Boolean(error) || lookup.kind === "not-found" || undefined}
        className={`${fieldStyle} ${invalidFieldStyle}`}
      />
      <FieldError id={`${id}-error`} message={error} />
      <p id={`${id}-place`} aria-live="polite" className="mt-1 min-h-5 text-sm" data-testid="pincode-place">
        {lookup.kind === "checking" && <span className="text-muted">{t("frame.pincode.checking")}</span>}
        {found && (
          <span className="inline-flex items-center gap-1 text-emerald-800">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            {found.city}, {found.state}
          </span>
        )}
        {lookup.kind === "not-found" && (
          <span className="inline-flex items-center gap-1 text-amber-900">
            <TriangleAlert className="size-4 shrink-0" aria-hidden />
            {t("frame.pincode.notFound", { pincode: value.trim() })}
          </span>
        )}
      </p>
    </div>
  );
}
