import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";

/** The stream that says when the cook's kitchen changed (app/routes/app.kitchen.events.ts). */
export const KITCHEN_EVENTS_PATH = "/app/kitchen/events";
/** Changes arriving together (a member adding a recipe's five lines) reload the page once. */
const DEBOUNCE_MS = 150;
/** After the server closed the stream for good (a restart answered an error), try again this soon. */
const REOPEN_MS = 5_000;

export const LIVE_OFFLINE_MESSAGE = "Offline — changes will appear when you are back";

type LiveState = "connecting" | "live" | "offline";
type Busy = "sending" | "loading" | "idle";

/**
 * Keeps a meal-plan or shopping page current while it is open (decision 040): once hydrated it
 * listens to the kitchen's event stream and reloads the page's data when another member (or another
 * tab) changes the plan or the list. While the stream is down it says so; when it comes back the page
 * reloads once to catch up on what it missed. Without JavaScript the page is as before.
 */
export function useLiveKitchen(): LiveState {
  const { revalidate } = useRevalidator();
  const [state, setState] = useState<LiveState>("connecting");
  // While this page sends a change, the reload that follows it reads after every change announced
  // meanwhile (its own included): no second reload. While a reload is under way, one more follows it.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy: Busy =
    navigation.state === "submitting" || fetchers.some((f) => f.state === "submitting")
      ? "sending"
      : navigation.state === "loading" || fetchers.some((f) => f.state === "loading")
        ? "loading"
        : "idle";
  const busyNow = useRef<Busy>(busy);
  const owed = useRef(false);
  useEffect(() => {
    busyNow.current = busy;
    if (busy === "idle" && owed.current) {
      owed.current = false;
      void revalidate();
    }
  }, [busy, revalidate]);

  useEffect(() => {
    let source: EventSource | null = null;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let wasOpen = false;
    let missed = false;
    let stopped = false;
    const reload = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        if (busyNow.current === "idle") void revalidate();
        else owed.current = true;
      }, DEBOUNCE_MS);
    };
    const changed = () => {
      if (busyNow.current !== "sending") reload();
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource(KITCHEN_EVENTS_PATH);
      source.addEventListener("open", () => {
        setState("live");
        // Back after a drop: whatever changed meanwhile was not heard.
        if (missed) reload();
        missed = false;
        wasOpen = true;
      });
      source.addEventListener("change", changed);
      source.addEventListener("error", () => {
        if (wasOpen) missed = true;
        setState("offline");
        // The browser retries by itself unless the answer was not a stream at all.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(debounce);
      clearTimeout(reopen);
      source?.close();
    };
  }, [revalidate]);
  return state;
}

/** Where a live page says it is offline (empty while connected; announced politely when it changes). */
export function LiveKitchenStatus() {
  const state = useLiveKitchen();
  return (
    <p
      role="status"
      data-testid="kitchen-live"
      data-state={state}
      className={
        state === "offline" ? "mb-4 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" : "sr-only"
      }
    >
      {state === "offline" ? LIVE_OFFLINE_MESSAGE : ""}
    </p>
  );
}
