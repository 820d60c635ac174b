/**
 * The long-lived responses this process holds open (the live-update streams of decision 040). The
 * server ends them on shutdown, or `server.close()` would wait for them until its forced exit; the
 * browsers reconnect by themselves. Kept on globalThis: the server and the app's build share it.
 */
const KEY = Symbol.for("simmer.live-streams");
const holder = globalThis as { [KEY]?: Set<() => void> };

function open(): Set<() => void> {
  return (holder[KEY] ??= new Set());
}

/** Remembers a stream by the function that ends it; answers the forget (call it when it ends). */
export function trackLiveStream(end: () => void): () => void {
  open().add(end);
  return () => void open().delete(end);
}

/** Ends every open stream (shutdown). */
export function endLiveStreams(): void {
  for (const end of [...open()]) end();
}

/** How many streams this process holds open (tests, the fan-out bench). */
export function liveStreamCount(): number {
  return open().size;
}
