// The shop's mark: a peacock feather eye (Mayil is Malayalam for peacock) beside the name.
import { brandName } from "../../lib/brand";

export function BrandLogo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 64 64" className="size-7 shrink-0 sm:size-8" aria-hidden>
        <path d="M32 6c11 10 16 20 16 30a16 16 0 0 1-32 0C16 26 21 16 32 6z" fill="#0f4c4a" />
        <path d="M32 18c6 6 9 12 9 18a9 9 0 0 1-18 0c0-6 3-12 9-18z" fill="#d8b46a" />
        <circle cx="32" cy="37" r="4.5" fill="#0f4c4a" />
      </svg>
      <span className="font-display text-xl font-semibold sm:text-2xl tracking-wide text-ink">{brandName}</span>
    </span>
  );
}
