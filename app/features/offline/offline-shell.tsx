/**
 * The offline part of every page (issue 31, decision 056), small and always there: in a production
 * build it registers the service worker once the page has loaded, keeps the signed-in cook's
 * kitchen on the device, and, while offline, opens links as whole pages (the worker answers them
 * from what it kept) instead of asking the server for the next page's data. What it has to say
 * (offline, a new version) is drawn by OfflineNotices, loaded only then.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { keepFor, registerWorker } from "./worker-client";

const OfflineNotices = lazy(() => import("./offline-notices"));

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

export function OfflineShell({ owner }: { owner: string | null }) {
  const online = useOnline();
  const [updateReady, setUpdateReady] = useState(false);
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    afterLoad(() => void registerWorker({ onUpdateReady: () => setUpdateReady(true) }).then(() => setRegistered(true)));
    window.addEventListener("click", wholePageWhileOffline, true);
    return () => window.removeEventListener("click", wholePageWhileOffline, true);
  }, []);

  useEffect(() => {
    if (registered && online) void keepFor(owner);
  }, [registered, owner, online]);

  if (online && !updateReady) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotices online={online} updateReady={updateReady} />
    </Suspense>
  );
}
