// The toasts of the global layout, fed by the toast store. Our own rather than Radix Toast: Radix makes every
// toast a dismissable layer above any open dialog, so Escape closed the toasts one by one before it reached the
// dialog (three presses to close checkout). Here Escape belongs to the dialog; a toast closes by its own button or
// its timer, which waits while it is pointed at or focused. The live region they appear in is the layout's
// (ToastRegion), mounted from the first paint: a dialog hides the rest of the page from screen readers when it opens,
// and keeps only live regions that exist at that moment.
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useMessages } from "../../lib/messages";
import { dismissToast, type Toast, useToasts } from "../../lib/toast-store";

export default function Toaster() {
  const toasts = useToasts();
  return toasts.map((t) => <ToastCard key={t.id} toast={t} />);
}

function ToastCard({ toast: t }: { toast: Toast }) {
  const messages = useMessages();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismissToast(t.id), t.durationMs);
    return () => window.clearTimeout(timer);
  }, [held, t.id, t.durationMs]);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing at or focusing a toast only pauses its timer; the Close button is its control
    <div
      // Errors interrupt a screen reader; everything else waits its turn.
      role={t.variant === "destructive" ? "alert" : undefined}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
      className={`pointer-events-auto relative grid w-full max-w-sm animate-toast-in gap-1 rounded-xl border p-4 pr-12 shadow-lg ${
        t.variant === "destructive" ? "border-red-200 bg-red-50 text-red-900" : "border-line bg-white text-ink"
      }`}
      data-testid="toast"
    >
      <p className="font-semibold">{t.title}</p>
      {t.description && <p className="text-sm">{t.description}</p>}
      {t.link && (
        <Link
          to={t.link.to}
          onClick={() => dismissToast(t.id)}
          className="mt-1 inline-flex min-h-11 items-center justify-self-start font-semibold text-gold-deep underline underline-offset-4"
        >
          {t.link.label}
        </Link>
      )}
      <button
        type="button"
        aria-label={messages("frame.close")}
        onClick={() => dismissToast(t.id)}
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full opacity-70 hover:opacity-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
