/**
 * Work that runs after the answer has gone out (sending e-mail). Failures are logged, never thrown
 * into a request; tests and shutdown can wait for everything still running.
 */
const running = new Set<Promise<unknown>>();

export function inBackground(task: Promise<unknown>): void {
  const tracked = task
    .catch((error: unknown) => {
      console.error("[simmer] background task failed:", error instanceof Error ? error.message : "unknown error");
    })
    .finally(() => running.delete(tracked));
  running.add(tracked);
}

/** Resolves once every background task started so far has finished. */
export async function backgroundSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
