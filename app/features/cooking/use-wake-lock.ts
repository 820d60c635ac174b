import { useEffect, useState } from "react";

/** "active", "unsupported" (say so quietly) or "pending"/"denied" (nothing to say: the browser decided). */
export type WakeLockState = "pending" | "active" | "unsupported" | "denied";

/**
 * Keeps the screen awake while cook mode is open (Screen Wake Lock API). The browser drops the lock
 * when the tab is hidden, so it is asked for again each time the tab becomes visible.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>("pending");
  useEffect(() => {
    if (!("wakeLock" in navigator) || !navigator.wakeLock) {
      setState("unsupported");
      return;
    }
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    const acquire = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (closed) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState("active");
      } catch {
        setState("denied");
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && (sentinel === null || sentinel.released)) void acquire();
    };
    void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      closed = true;
      document.removeEventListener("visibilitychange", onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return state;
}
