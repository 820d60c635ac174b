/**
 * Everything of a cook kept on this device for offline use (issue 31): the worker's pages and
 * pictures, the changes waiting to be sent, and whose they were. Cleared at sign-out, online or not,
 * and when another cook signs in.
 */
import {
  isCooksCache,
  OWNER_STORAGE_KEY,
  QUEUED_COUNT_STORAGE_KEY,
  SIGN_OUT_PENDING_STORAGE_KEY,
} from "~/domain/offline/offline-rules";
import { clearQueue } from "./change-queue";
import { askWorker } from "./worker-client";

export async function clearOfflineData(): Promise<void> {
  await clearQueue();
  try {
    localStorage.removeItem(OWNER_STORAGE_KEY);
    localStorage.removeItem(QUEUED_COUNT_STORAGE_KEY);
  } catch {
    // No storage: nothing was kept there.
  }
  if ("caches" in window) {
    for (const name of await caches.keys()) if (isCooksCache(name)) await caches.delete(name);
  }
  if (navigator.serviceWorker?.controller) await askWorker({ type: "clear" }, navigator.serviceWorker.controller);
}

/** A sign-out made offline reaches the server once the connection is back; the page then opens signed out. */
export async function finishSignOut(): Promise<void> {
  // An empty form: the server takes only forms.
  const answer = await fetch("/logout", { method: "POST", body: new URLSearchParams(), credentials: "same-origin" }).catch(
    () => null,
  );
  if (!answer?.ok) return;
  localStorage.removeItem(SIGN_OUT_PENDING_STORAGE_KEY);
  window.location.assign("/");
}

/**
 * Signing out on this device: what it kept of the cook goes first, with or without a connection;
 * offline, the sign-out itself waits for the connection (finishSignOut) and the page opens signed out.
 */
export async function signOutHere(submit: () => unknown): Promise<void> {
  await clearOfflineData().catch(() => {});
  if (navigator.onLine) {
    submit();
    return;
  }
  localStorage.setItem(SIGN_OUT_PENDING_STORAGE_KEY, "1");
  window.location.assign("/");
}
