/**
 * What the page says about the connection and the version (issue 31): "Offline" while the
 * connection is down, and "A new version is ready" with the reload. Loaded only when there is
 * something to say.
 */
import { buttonClass } from "~/components/ui/button";
import { reloadToUpdate } from "./worker-client";

export default function OfflineNotices({ online, updateReady }: { online: boolean; updateReady: boolean }) {
  return (
    <>
      {!online && (
        <p
          role="status"
          data-testid="offline-indicator"
          className="bg-warm-900 fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] left-4 z-40 rounded-full px-4 py-2 text-sm font-semibold text-white shadow-lg"
        >
          Offline
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
