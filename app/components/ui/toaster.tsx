/**
 * The notifications (spec section 4: message, type, duration), drawn on every page so that the
 * live region a screen reader listens to is there before the first message (decision 055). A
 * message stays while the pointer or the focus is on the notifications (WCAG 2.2.1) and goes after
 * its duration otherwise; its close button (or Escape on it) dismisses it at once.
 */
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "~/components/ui/icons";
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { dismissToast, getServerToasts, getToasts, subscribeToasts, type Toast, type ToastType } from "./toast-store";

const STYLE: Record<ToastType, { icon: typeof Info; className: string }> = {
  success: { icon: CheckCircle2, className: "border-accent-green bg-accent-green-light" },
  info: { icon: Info, className: "border-warm-400 bg-white" },
  warning: { icon: AlertTriangle, className: "border-accent-yellow bg-accent-yellow-light" },
  error: { icon: XCircle, className: "border-accent-red bg-accent-red-light" },
};

/** Dismisses the message after `duration` ms of not being held; holding it keeps the time left. */
function useDismissTimer(id: string, duration: number, held: boolean) {
  const left = useRef(duration);
  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [id, held]);
}

function ToastMessage({ toast, held }: { toast: Toast; held: boolean }) {
  useDismissTimer(toast.id, toast.duration, held);
  const { icon: Icon, className } = STYLE[toast.type];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") dismissToast(toast.id);
  };
  return (
    <div
      role={toast.type === "error" ? "alert" : undefined}
      className={`text-warm-900 ring-warm-200 pointer-events-none flex items-start gap-3 rounded-xl border-l-4 p-4 shadow-lg ring-1 ${className}`}
      data-toast-type={toast.type}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm">{toast.message}</p>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
        onKeyDown={onKeyDown}
        className="text-warm-700 hover:bg-warm-100 pointer-events-auto rounded p-0.5"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    /*
      Top centre, just below the sticky top navigation (4rem) so it never covers the logo, the links
      or Sign Out (a page with a header of its own, like cook mode, moves them below it with
      useToastsBelow), and clear of the controls a user needs next (cook mode's Next, a dialog's buttons,
      the pager, a phone's bottom edge); clicks pass through the message to whatever lies under it.
    */
    <section aria-label="Notifications" className="print:hidden">
      <div
        aria-live="polite"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        className="pointer-events-none fixed top-[calc(var(--toast-top,4.75rem)+env(safe-area-inset-top))] left-1/2 z-50 flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2"
      >
        {toasts.map((toast) => (
          <ToastMessage key={toast.id} toast={toast} held={hovered || focused} />
        ))}
      </div>
    </section>
  );
}
