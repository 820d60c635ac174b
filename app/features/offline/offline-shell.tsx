/**
 * The offline part of every page (issue 31, decision 056), small and always there. In a production
 * build it registers the service worker once the page has loaded and keeps the signed-in cook's
 * kitchen on the device; it clears what a previous cook left; while offline it opens links as whole
 * pages (the worker answers them from what it kept) instead of asking the server for the next
 * page's data. What there is to say or do (offline, changes waiting to be sent, a new version) is
 * OfflinePanel's, loaded only then.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { keepFor, registerWorker } from "~/components/offline/worker-client";
import { plural } from "~/domain/plural";
import type OfflinePanelModule from "./offline-panel";
import {
  OWNER_STORAGE_KEY,
  QUEUE_CHANGED_EVENT,
  QUEUED_COUNT_STORAGE_KEY,
  SIGN_OUT_PENDING_STORAGE_KEY,
} from "~/domain/offline/offline-rules";

// Loaded only online (sending waiting changes, a new version): a chunk that cannot load draws nothing.
/** OfflinePanel's module, fetched once; a fetch that failed (the connection went again) may be tried again. */
let panelModule: Promise<{ default: typeof OfflinePanelModule }> | null = null;
function loadPanel() {
  panelModule ??= import("./offline-panel").catch((error: unknown) => {
    panelModule = null;
    throw error;
  });
  return panelModule;
}
const OfflinePanel = lazy(loadPanel);

/**
 * Whether OfflinePanel is here to draw, fetched when there is something for it (online: changes to
 * send, a new version); a fetch that fails is tried again a few seconds later.
 */
function usePanelLoaded(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    let retry: number | undefined;
    loadPanel()
      .then(() => current && setLoaded(true))
      .catch(() => {
        retry = window.setTimeout(() => current && setAttempt((n) => n + 1), 5_000);
      });
    return () => {
      current = false;
      window.clearTimeout(retry);
    };
  }, [wanted, loaded, attempt]);
  return loaded;
}

function subscribeOnline(changed: () => void) {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

function subscribeQueued(changed: () => void) {
  window.addEventListener(QUEUE_CHANGED_EVENT, changed);
  window.addEventListener("storage", changed);
  return () => {
    window.removeEventListener(QUEUE_CHANGED_EVENT, changed);
    window.removeEventListener("storage", changed);
  };
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** How many changes made offline wait to be sent (from the count the queue keeps in localStorage). */
function useQueuedCount(): number {
  return useSyncExternalStore(
    subscribeQueued,
    () => Number(readStorage(QUEUED_COUNT_STORAGE_KEY) ?? 0),
    () => 0,
  );
}

/** A same-site link the router would open by fetching its data: while offline, open it as a page. */
function wholePageWhileOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  // A link whose click the page handles itself (cook mode's Next and Previous).
  if (link.hasAttribute("data-in-page")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
  event.preventDefault();
  window.location.assign(url.href);
}

function afterLoad(run: () => void) {
  if (document.readyState === "complete") return run();
  window.addEventListener("load", run, { once: true });
}

/** Another cook's (or a signed-out cook's) data leaves the device before anything is kept for this one. */
async function takeOver(owner: string | null): Promise<void> {
  const previous = readStorage(OWNER_STORAGE_KEY);
  const signOutPending = readStorage(SIGN_OUT_PENDING_STORAGE_KEY) !== null;
  if (signOutPending || (previous !== null && previous !== owner)) {
    const data = await import("~/components/offline/offline-data");
    if (signOutPending) return data.finishSignOut();
    await data.clearOfflineData();
  }
  if (owner !== null) localStorage.setItem(OWNER_STORAGE_KEY, owner);
}

export function OfflineShell({ owner }: { owner: string | null }) {
  const online = useOnline();
  const queued = useQueuedCount();
  const [updateReady, setUpdateReady] = useState(false);
  const [registered, setRegistered] = useState(false);
  const [ownerSettled, setOwnerSettled] = useState<string | null | undefined>(undefined);
  const panelLoaded = usePanelLoaded(online && (updateReady || queued > 0));

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    afterLoad(() => void registerWorker({ onUpdateReady: () => setUpdateReady(true) }).then(() => setRegistered(true)));
    window.addEventListener("click", wholePageWhileOffline, true);
    return () => window.removeEventListener("click", wholePageWhileOffline, true);
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD || !online) return;
    let current = true;
    void takeOver(owner)
      .catch(() => {})
      .then(() => current && setOwnerSettled(owner));
    return () => {
      current = false;
    };
  }, [owner, online]);

  useEffect(() => {
    if (registered && online && ownerSettled === owner) void keepFor(owner);
  }, [registered, owner, ownerSettled, online]);

  if (!online) {
    // The spacer lets the end of the page scroll clear of the indicator.
    return (
      <>
        <div aria-hidden="true" className="h-20" />
        <p
          role="status"
          data-testid="offline-indicator"
          className="bg-warm-900 fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] left-4 z-40 max-w-[calc(100vw-2rem)] rounded-full px-4 py-2 text-sm font-semibold text-white shadow-lg"
        >
          {queued > 0 ? `Offline · ${plural(queued, "change")} waiting to be sent` : "Offline"}
        </p>
      </>
    );
  }
  if (!panelLoaded || (!updateReady && queued === 0)) return null;
  return (
    <Suspense fallback={null}>
      <OfflinePanel queued={queued} updateReady={updateReady} />
    </Suspense>
  );
}
