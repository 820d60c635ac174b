/**
 * What the page does once the connection is back (issue 31, decision 056), loaded only when there is
 * something: sends the changes made offline, in the order they were made (each through its route's
 * action, as the page would), saying so; and offers "A new version is ready" with the reload. (While
 * offline, the page frame itself says "Offline".)
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { queuedNow, useQueuedChanges } from "~/components/offline/change-queue";
import { askWorker } from "~/components/offline/worker-client";
import { plural } from "~/domain/plural";

/** Swaps in the waiting version and reloads once it controls the page. */
async function reloadToUpdate(): Promise<void> {
  const waiting = (await navigator.serviceWorker?.getRegistration())?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  await askWorker({ type: "skip-waiting" }, waiting);
}

/** While a resend fails (the connection is still poor), it is tried again this often. */
const RETRY_MS = 5_000;

function useSendQueued(online: boolean): number {
  const changes = useQueuedChanges();
  const { submit } = useFetcher({ key: "offline-resend" });
  const [attempt, setAttempt] = useState(0);
  const sending = useRef(false);
  const retry = useRef<number | undefined>(undefined);
  const waiting = changes.length > 0;
  useEffect(() => {
    if (!online || !waiting || sending.current) return;
    sending.current = true;
    void (async () => {
      try {
        for (let next = queuedNow()[0]; next; next = queuedNow()[0]) {
          const form = new FormData();
          for (const [name, value] of Object.entries(next.fields)) form.set(name, value);
          form.set("changeKey", next.key);
          await submit(form, { method: "post", action: next.route });
          // Still first: the connection failed again; it is tried again in a while.
          if (queuedNow()[0]?.key === next.key) {
            retry.current = window.setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
            break;
          }
        }
      } finally {
        sending.current = false;
      }
    })();
  }, [online, waiting, attempt, submit]);
  useEffect(() => () => window.clearTimeout(retry.current), []);
  return changes.length;
}

export default function OfflinePanel({ queued, updateReady }: { queued: number; updateReady: boolean }) {
  const waiting = useSendQueued(true) || queued;
  return (
    <>
      {waiting > 0 && (
        <p
          role="status"
          data-testid="offline-indicator"
          className="bg-warm-900 fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] left-4 z-40 max-w-[calc(100vw-2rem)] rounded-full px-4 py-2 text-sm font-semibold text-white shadow-lg"
        >
          Sending {plural(waiting, "change")}…
        </p>
      )}
      {updateReady && (
        <div
          role="status"
          className="border-warm-200 fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 flex items-center gap-3 rounded-xl border bg-white px-4 py-3 shadow-lg"
        >
          <span className="text-warm-900 font-medium">A new version is ready</span>
          <button type="button" className={buttonClass("dark", "sm")} onClick={() => void reloadToUpdate()}>
            Reload
          </button>
        </div>
      )}
    </>
  );
}
