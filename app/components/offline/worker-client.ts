/**
 * The page's side of the service worker (issue 31, decision 056): registers /sw.js, tells it whose
 * pages it may keep, asks it to keep the cook's kitchen, and notices a new version waiting.
 * Loaded after the page is interactive, in production builds only.
 */
import type { OfflineStatus, ToWorker } from "~/domain/offline/offline-rules";

/** Sends `message` to the active worker and waits for its answer (null without a worker). */
export async function askWorker<T>(message: ToWorker, worker?: ServiceWorker | null): Promise<T | null> {
  const target = worker ?? (await navigator.serviceWorker?.ready)?.active;
  if (!target) return null;
  return new Promise<T | null>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 120_000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data as T);
    };
    target.postMessage(message, [channel.port2]);
  });
}

export interface WorkerHooks {
  /** A new version is installed and waits for the cook's reload. */
  onUpdateReady: () => void;
}

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

export function registerWorker(hooks: WorkerHooks): Promise<ServiceWorkerRegistration | null> {
  registration ??= (async () => {
    if (!("serviceWorker" in navigator)) return null;
    const reg = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    const watch = (worker: ServiceWorker | null) => {
      if (!worker) return;
      const check = () => {
        // Installed while another worker controls the page: that is an update, not the first install.
        if (worker.state === "installed" && navigator.serviceWorker.controller) hooks.onUpdateReady();
      };
      check();
      worker.addEventListener("statechange", check);
    };
    watch(reg.waiting);
    watch(reg.installing);
    reg.addEventListener("updatefound", () => watch(reg.installing));
    return reg;
  })().catch(() => null);
  return registration;
}

/** Tells the worker whose pages it keeps (null: nobody's, signed out) and, for a cook, keeps their kitchen. */
export async function keepFor(owner: string | null): Promise<OfflineStatus | null> {
  const reg = await registration;
  if (!reg) return null;
  await navigator.serviceWorker.ready;
  await askWorker({ type: "owner", key: owner });
  if (!owner) return null;
  // Kept data is worth more than the browser's right to evict it under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
  return askWorker<OfflineStatus>({ type: "keep-kitchen" });
}
