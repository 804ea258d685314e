import { useSyncExternalStore } from "react";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "@ulfa/contracts/constants";

export type ToastVariant = "default" | "success" | "destructive" | "info";
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}
export interface ToastItem extends ToastInput {
  id: number;
  duration: number;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast; only the newest TOAST_LIMIT (one) stay on screen. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [{ duration: TOAST_DURATION_MS, ...input, id }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

const NO_TOASTS: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    // Prerendered pages (and their hydration) start with no toasts.
    () => NO_TOASTS,
  );
}
