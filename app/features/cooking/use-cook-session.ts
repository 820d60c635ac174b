import { useCallback, useEffect, useReducer, useRef } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { checkMarksKey, pageFromStepParam, pageHref, parseCheckMarks, type CheckMarks } from "~/domain/cooking/cook-mode";
import { cookSession, runningTimers, startSession, timeLeft, type CookTimer, type NewTimer } from "~/domain/cooking/cook-session";
import { beep } from "./beep";

/** How often running timers are read from the clock. */
const TICK_MS = 250;

/**
 * Cook mode's state (domain/cooking/cook-session.ts) with what lies around it: the clock that ticks
 * the timers and the sound when one rings, the check marks kept in this browser for this recipe (the
 * spec: local only), and the page mirrored in the URL's `?step=` (Next and Previous are links to it).
 */
export function useCookSession({
  recipeId,
  total,
  instructionCount,
  initialPage,
}: {
  recipeId: number;
  total: number;
  instructionCount: number;
  initialPage: number;
}) {
  const [session, dispatch] = useReducer(cookSession, undefined, () => startSession(total, initialPage, Date.now()));
  const running = runningTimers(session).length > 0;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => dispatch({ type: "tick", at: Date.now() }), TICK_MS);
    return () => window.clearInterval(id);
  }, [running]);

  const rang = useRef(session.rings);
  useEffect(() => {
    if (session.rings === rang.current) return;
    rang.current = session.rings;
    beep();
  }, [session.rings]);

  useCheckMarksStorage(checkMarksKey(recipeId), session.marks, dispatch);
  const href = usePageInUrl(session.page, instructionCount, dispatch);

  const go = useCallback((delta: -1 | 1) => dispatch({ type: "move", delta }), []);
  const show = useCallback((page: number) => dispatch({ type: "show", page }), []);
  const toggle = useCallback((kind: keyof CheckMarks, index: number) => dispatch({ type: "toggleMark", kind, index }), []);
  const start = useCallback((timer: NewTimer) => dispatch({ type: "startTimer", timer, at: Date.now() }), []);
  const pause = useCallback((id: string) => dispatch({ type: "pauseTimer", id, at: Date.now() }), []);
  const reset = useCallback((id: string) => dispatch({ type: "resetTimer", id }), []);
  const dismiss = useCallback((id: string) => dispatch({ type: "dismissTimer", id }), []);
  const pauseAll = () => {
    const count = runningTimers(session).length;
    dispatch({ type: "pauseAll", at: Date.now() });
    return count;
  };
  const remaining = (timer: CookTimer) => timeLeft(timer, session.now);

  return {
    session,
    href,
    go,
    show,
    toggle,
    timers: { start, pause, reset, dismiss, pauseAll, remaining },
    dismissAlert: () => dispatch({ type: "dismissAlert" }),
    rated: () => dispatch({ type: "rated" }),
  };
}

type Dispatch = (action: Parameters<typeof cookSession>[1]) => void;

/** Reads the marks once from browser storage, then writes them back on every change. */
function useCheckMarksStorage(key: string, marks: CheckMarks, dispatch: Dispatch) {
  const loaded = useRef(false);
  useEffect(() => {
    try {
      dispatch({ type: "marksLoaded", marks: parseCheckMarks(window.localStorage.getItem(key)) });
    } catch {
      // Storage blocked: marks last as long as the page.
    }
  }, [key, dispatch]);
  useEffect(() => {
    // The first run sees the empty marks from before loading: nothing to write yet.
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    try {
      window.localStorage.setItem(key, JSON.stringify(marks));
    } catch {
      // Storage full or blocked: the mark still shows.
    }
  }, [key, marks]);
}

/**
 * The page shown is the session's (moves are instant, however fast the keys come); the URL follows it
 * (replacing the entry, so Back leaves cook mode as before), and Back or Forward to another `?step=`
 * of this recipe shows that page. Returns the address of any page, for the Next and Previous links.
 */
function usePageInUrl(page: number, instructionCount: number, dispatch: Dispatch) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const urlPage = pageFromStepParam(new URLSearchParams(location.search).get("step"), instructionCount);

  // A page kept for offline use (issue 31) may have been drawn for another ?step= than the address's.
  const checkedFirst = useRef(false);
  useEffect(() => {
    if (checkedFirst.current) return;
    checkedFirst.current = true;
    if (urlPage !== page) dispatch({ type: "show", page: urlPage });
  }, [urlPage, page, dispatch]);

  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if (navigationType === "POP") dispatch({ type: "show", page: urlPage });
  }, [location.key, navigationType, urlPage, dispatch]);

  // Only when the session moved: a URL that changed first (Back) is followed above, not undone here.
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    if (page !== urlPage) {
      void navigate(pageHref(location.pathname, location.search, page), { replace: true, preventScrollReset: true });
    }
  }, [page, urlPage, navigate, location.pathname, location.search]);

  return (to: number) => pageHref(location.pathname, location.search, to);
}
