/**
 * Settings → Privacy, "On this device" (issue 31): how much of the cook's kitchen this device keeps
 * for use offline, whether the browser keeps it for good, and a way to clear it.
 */
import { useEffect, useState } from "react";
import { clearOfflineData } from "~/components/offline/offline-data";
import { askWorker } from "~/components/offline/worker-client";
import { Button } from "~/components/ui/button";
import type { OfflineStatus } from "~/domain/offline/offline-rules";
import { plural } from "~/domain/plural";

interface Kept {
  status: OfflineStatus | null;
  bytes: number | null;
  persisted: boolean;
}

async function readKept(): Promise<Kept> {
  const worker = navigator.serviceWorker?.controller ?? null;
  const [status, estimate, persisted] = await Promise.all([
    worker ? askWorker<OfflineStatus>({ type: "status" }, worker) : Promise.resolve(null),
    navigator.storage?.estimate?.().catch(() => null) ?? Promise.resolve(null),
    navigator.storage?.persisted?.().catch(() => false) ?? Promise.resolve(false),
  ]);
  return { status, bytes: estimate?.usage ?? null, persisted };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function OfflineStorageCard() {
  const [kept, setKept] = useState<Kept | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    let current = true;
    void readKept().then((read) => current && setKept(read));
    return () => {
      current = false;
    };
  }, [cleared]);

  const recipes = kept?.status?.recipes.length ?? 0;
  const pages = kept?.status?.pages ?? 0;
  const nothing = kept !== null && pages === 0;
  return (
    <div className="bg-warm-50 ring-warm-200 rounded-2xl p-5 ring-1" data-testid="offline-storage">
      <h3 className="text-warm-900 font-semibold">On this device</h3>
      <p className="text-warm-700 mt-1 text-sm">
        Simmer keeps your meal plan, shopping list, ingredient lists and the recipes you plan, save, write or open in a cookbook
        on this device, so they open without a connection. Ticks and ratings made offline are sent when you are back.
      </p>
      <p className="text-warm-900 mt-3 text-sm font-medium" role="status">
        {kept === null
          ? "Reading what is kept…"
          : nothing
            ? "Nothing is kept on this device yet: it starts the next time you open Simmer online."
            : `Kept for use offline: ${plural(recipes, "recipe")} and ${plural(pages, "page")}${kept.bytes !== null ? ` (${megabytes(kept.bytes)} in all)` : ""}.`}
        {kept !== null &&
          kept.status !== null &&
          (kept.persisted ? " Your browser keeps it until you clear it." : " Your browser may remove it when space runs low.")}
      </p>
      {cleared && (
        <p className="text-accent-green mt-2 text-sm font-medium">
          Cleared. Simmer keeps your kitchen again the next time you open it online.
        </p>
      )}
      <Button
        type="button"
        variant="secondary"
        size="md"
        className="mt-3"
        disabled={kept === null || nothing}
        onClick={() => void clearOfflineData().then(() => setCleared(true))}
      >
        Clear offline data
      </Button>
    </div>
  );
}
