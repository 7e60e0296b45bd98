// The toast area of the global layout: Radix toasts (announced to screen readers, swipe to dismiss) fed by the toast store.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { dismissToast, useToasts } from "../../lib/toast-store";

export default function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          duration={t.durationMs}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg animate-fade-in ${
            t.variant === "destructive" ? "border-red-200 bg-red-50 text-red-900" : "border-line bg-white text-ink"
          }`}
          data-testid="toast"
        >
          <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
          {t.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
