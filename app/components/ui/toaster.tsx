import * as ToastPrimitive from "@radix-ui/react-toast";
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "~/components/ui/icons";
import { useSyncExternalStore } from "react";
import { dismissToast, getServerToasts, getToasts, subscribeToasts, type ToastType } from "./toast-store";

const STYLE: Record<ToastType, { icon: typeof Info; className: string }> = {
  success: { icon: CheckCircle2, className: "border-accent-green bg-accent-green-light" },
  info: { icon: Info, className: "border-warm-400 bg-white" },
  warning: { icon: AlertTriangle, className: "border-accent-yellow bg-accent-yellow-light" },
  error: { icon: XCircle, className: "border-accent-red bg-accent-red-light" },
};

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <ToastPrimitive.Provider swipeDirection="up">
      {toasts.map((t) => {
        const { icon: Icon, className } = STYLE[t.type];
        return (
          <ToastPrimitive.Root
            key={t.id}
            duration={t.duration}
            type={t.type === "error" ? "foreground" : "background"}
            onOpenChange={(open) => !open && dismissToast(t.id)}
            className={`text-warm-900 ring-warm-200 pointer-events-none flex items-start gap-3 rounded-xl border-l-4 p-4 shadow-lg ring-1 ${className}`}
            data-toast-type={t.type}
          >
            <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <ToastPrimitive.Description className="flex-1 text-sm">{t.message}</ToastPrimitive.Description>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="text-warm-700 hover:bg-warm-100 pointer-events-auto rounded p-0.5"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/*
        Top centre, just below the sticky top navigation (4rem) so it never covers the logo, the links
        or Sign Out (a page with a header of its own, like cook mode, moves them below it with
        useToastsBelow), and clear of the controls a user needs next (cook mode's Next, a dialog's buttons,
        the pager, a phone's bottom edge); clicks pass through the message to whatever lies under it.
      */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed top-[calc(var(--toast-top,4.75rem)+env(safe-area-inset-top))] left-1/2 z-50 flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 outline-none print:hidden" />
    </ToastPrimitive.Provider>
  );
}
