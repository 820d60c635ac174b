/**
 * The device's store of changes made offline (issue 31, decision 056): IndexedDB (through idb), in
 * the order they were made, each the signed-in cook's. Pages read it through useQueuedChanges (the
 * page shows them at once); the replayer sends them when the connection is back. How many wait is
 * mirrored in localStorage, so the page frame knows without opening the database.
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from "idb";
import { useMemo, useSyncExternalStore } from "react";
import { OWNER_STORAGE_KEY, QUEUE_CHANGED_EVENT, QUEUE_DATABASE, QUEUED_COUNT_STORAGE_KEY } from "~/domain/offline/offline-rules";
import { withIdResolved, type QueuedChange } from "~/domain/offline/queued-changes";

interface QueueSchema extends DBSchema {
  changes: { key: number; value: QueuedChange };
}

let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;
function database() {
  opened ??= openDB<QueueSchema>(QUEUE_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore("changes", { keyPath: "seq", autoIncrement: true });
    },
  });
  return opened;
}

export function currentOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_STORAGE_KEY);
  } catch {
    return null;
  }
}

const EMPTY: QueuedChange[] = [];
let snapshot: QueuedChange[] = EMPTY;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(changes: QueuedChange[]) {
  snapshot = changes;
  try {
    localStorage.setItem(QUEUED_COUNT_STORAGE_KEY, String(changes.length));
  } catch {
    // Private mode without storage: the page frame just learns it later.
  }
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));
}

/** Reads the store again (this cook's changes only, in order). */
export function reload(): Promise<void> {
  loading = (async () => {
    const owner = currentOwner();
    const all = owner ? await (await database()).getAll("changes") : [];
    publish(all.filter((change) => change.owner === owner).sort((a, b) => a.seq! - b.seq!));
  })().catch(() => publish(EMPTY));
  return loading;
}

function subscribe(listener: () => void) {
  if (!loading) {
    void reload();
    // Another tab of this site queued or sent a change.
    window.addEventListener("storage", (event) => {
      if (event.key === QUEUED_COUNT_STORAGE_KEY) void reload();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The changes waiting to be sent (all, or those of one route), as the page should show them. */
export function useQueuedChanges(route?: string): QueuedChange[] {
  const all = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
  return useMemo(() => (route ? all.filter((change) => change.route === route) : all), [all, route]);
}

export function queuedNow(): QueuedChange[] {
  return snapshot;
}

/** Keeps a change made offline; it is sent when the connection is back. */
export async function enqueue(change: Omit<QueuedChange, "seq" | "owner" | "madeAt">): Promise<void> {
  const owner = currentOwner();
  if (!owner) throw new Error("Nobody is signed in on this device");
  await loading;
  await (await database()).add("changes", { ...change, owner, madeAt: Date.now() });
  await reload();
}

/** A change reached the server (or was refused there): it waits no more. What it made gives its id to the changes made to it after. */
export async function settle(seq: number, created?: { placeholder: string; id: string }): Promise<void> {
  const db = await database();
  const tx = db.transaction("changes", "readwrite");
  await tx.store.delete(seq);
  if (created) {
    const rest = await tx.store.getAll();
    for (const change of withIdResolved(rest, created.placeholder, created.id)) await tx.store.put(change);
  }
  await tx.done;
  await reload();
}

/** Signing out: nothing of the cook stays on the device. */
export async function clearQueue(): Promise<void> {
  if (opened) (await opened).close();
  opened = null;
  await deleteDB(QUEUE_DATABASE).catch(() => {});
  publish(EMPTY);
}
