/**
 * Live updates of a kitchen (issue 27, decision 040): a Server-Sent Events stream per open meal-plan
 * or shopping page. It says only *that* the cook's kitchen changed (event `change`, no data): the page
 * then reloads its data through its loader, which applies every rule as usual. A comment every
 * HEARTBEAT_MS keeps proxies from closing an idle stream, and the kitchen is read again then, so a
 * cook who joined or left a household meanwhile follows their new kitchen (and hears no more of the old).
 */
import type { PlanId } from "~/domain/plans";
import type { Db } from "../db/client.server";
import { trackLiveStream } from "../http/live-streams";
import { EVERY_KITCHEN, kitchenKey, kitchenOf, onKitchenChanged } from "./kitchen.server";

export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

/** The event stream of `viewer`'s kitchen, open until `signal` aborts (the browser went away). */
export async function kitchenEvents(
  db: Db,
  viewer: { id: string; planId: PlanId },
  signal: AbortSignal,
  heartbeatMs = HEARTBEAT_MS,
): Promise<Response> {
  let key = kitchenKey(await kitchenOf(db, viewer));
  const encoder = new TextEncoder();
  let end = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const send = (text: string) => {
        if (!ended) controller.enqueue(encoder.encode(text));
      };
      const change = () => send("event: change\ndata: \n\n");
      const stop = onKitchenChanged((changed) => {
        if (changed === key || changed === EVERY_KITCHEN) change();
      }, db);
      const beat = setInterval(() => {
        send(": heartbeat\n\n");
        kitchenOf(db, viewer)
          .then((kitchen) => {
            const now = kitchenKey(kitchen);
            if (now === key) return;
            key = now;
            change();
          })
          .catch(() => {});
      }, heartbeatMs);
      beat.unref();
      const forget = trackLiveStream(() => end());
      end = () => {
        if (ended) return;
        ended = true;
        clearInterval(beat);
        stop();
        forget();
        signal.removeEventListener("abort", end);
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      signal.addEventListener("abort", end);
      if (signal.aborted) end();
      send(`retry: ${RETRY_MS}\n: connected\n\n`);
    },
    cancel() {
      end();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the server's compression would hold events back until its buffer fills.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
