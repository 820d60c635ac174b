import { useEffect, useRef } from "react";
import { toast, type ToastType } from "./toast-store";

/** Shows a message the server carried across a redirect, once. */
export function useFlashToast(flash: { id: string; message: string; type: ToastType } | null | undefined) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash.id) return;
    shown.current = flash.id;
    toast(flash.message, flash.type);
  }, [flash]);
}
