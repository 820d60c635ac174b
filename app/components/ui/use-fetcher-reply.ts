import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * Calls `onReply` once for each new answer a fetcher receives (not for the one it already held when
 * the component mounted): closing a form after it saved, selecting what was just created.
 */
export function useFetcherReply<T>(fetcher: FetcherWithComponents<T>, onReply: (reply: T) => void) {
  const seen = useRef(fetcher.data);
  const handler = useRef(onReply);
  useEffect(() => {
    handler.current = onReply;
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    handler.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
