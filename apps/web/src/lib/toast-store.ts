// The toast queue (spec: each toast has an id, a title and a description, and goes after 5000 ms unless told otherwise).
import { useSyncExternalStore } from "react";

export const DEFAULT_TOAST_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  durationMs: number;
  variant: "default" | "destructive";
}

type ToastInput = Omit<Toast, "id" | "durationMs" | "variant"> & Partial<Pick<Toast, "durationMs" | "variant">>;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  publish([...toasts, { durationMs: DEFAULT_TOAST_MS, variant: "default", ...input, id }]);
  return id;
}

export function dismissToast(id: number) {
  publish(toasts.filter((t) => t.id !== id));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = () => useSyncExternalStore(subscribe, () => toasts);
