// The toast queue (spec: each toast has an id, a title and a description, and goes after 5000 ms unless told otherwise).
import { useSyncExternalStore } from "react";

export const DEFAULT_TOAST_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  durationMs: number;
  variant: "default" | "destructive";
  /** A link to what the toast is about, inside the app ("Open" → the desk's order page). */
  link?: { to: string; label: string };
}

type ToastInput = Omit<Toast, "id" | "durationMs" | "variant"> & Partial<Pick<Toast, "durationMs" | "variant">>;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast. The same message again (title, description and look) takes the old one's place with a fresh id,
 * so its 5 s start over instead of a second copy stacking up under the first.
 */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const next: Toast = { durationMs: DEFAULT_TOAST_MS, variant: "default", ...input, id };
  const same = toasts.findIndex(
    (t) => t.title === next.title && t.description === next.description && t.variant === next.variant,
  );
  publish(same === -1 ? [...toasts, next] : toasts.map((t, index) => (index === same ? next : t)));
  return id;
}

export function dismissToast(id: number) {
  publish(toasts.filter((t) => t.id !== id));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The toasts on screen. The server-rendered page has none, and neither has the browser when it hydrates it (a toast
 * only ever follows something the shopper did), so both read the same (empty) list: a different one would re-render
 * the page as it hydrates.
 */
export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
