// Shared button looks, so every call to action in the shop reads the same.

export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-peacock px-6 py-3 text-sm font-medium tracking-wide text-white shadow-sm transition-colors hover:bg-peacock-dark disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600";

export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-full border border-peacock/30 bg-white px-6 py-3 text-sm font-medium tracking-wide text-peacock transition-colors hover:border-peacock hover:bg-peacock/5";

export const goldButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-gold-light px-6 py-3 text-sm font-medium tracking-wide text-ink shadow-sm transition-colors hover:bg-gold";

/** For what removes, hides or undoes: deleting a photo, archiving a piece, cancelling an order. */
export const solidDangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-3 text-sm font-medium tracking-wide text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";
