/** A small notification queue (spec section 4: message, type, duration). Browser-only state. */

export type ToastType = "error" | "success" | "warning" | "info";
export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  duration: number;
}

/** Spec section 9: success/info 3000 ms, error 5000 ms. */
export const DEFAULT_DURATION: Record<ToastType, number> = {
  success: 3000,
  info: 3000,
  warning: 5000,
  error: 5000,
};

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: string, type: ToastType = "info", duration = DEFAULT_DURATION[type]): string {
  const id = `toast_${++counter}`;
  toasts = [...toasts, { id, message, type, duration }];
  emit();
  return id;
}

export function dismissToast(id: string) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

const EMPTY: Toast[] = [];
export function getServerToasts(): Toast[] {
  return EMPTY;
}
