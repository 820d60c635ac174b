/**
 * Cook mode's state in one reducer (plain data, no timers or storage of its own): the page shown,
 * the check marks, the timers started from steps and the alert when one rings, and whether the
 * rating was answered. The clock comes in with the actions (`at`), so every transition is a pure
 * function of the state and the action; features/cooking/use-cook-session.ts runs the clock, the
 * sound, the browser storage and the URL around it.
 */
import { movePage, toggleMark, type CheckMarks } from "./cook-mode";
import { timerLabel, type StepTimer } from "./cook-timers";

/** One timer the cook started from a step. It keeps running whichever page is shown. */
export interface CookTimer {
  /** `${step}-${n}`: the step's nth timer. */
  id: string;
  /** "Step 3 · 25 min". */
  label: string;
  /** Page to go back to from the tray. */
  page: number;
  durationMs: number;
  /** Remaining time while paused (or before starting); recomputed from endsAt while running. */
  remainingMs: number;
  /** Clock value (ms) when it rings, while running; null while paused. */
  endsAt: number | null;
  done: boolean;
}

export type NewTimer = Pick<CookTimer, "id" | "label" | "page" | "durationMs">;

export interface CookSession {
  page: number;
  total: number;
  marks: CheckMarks;
  timers: CookTimer[];
  /** The clock as of the last action that read it: running timers show `endsAt - now`. */
  now: number;
  /** "Time's up: Step 2 · 10 min" until the cook dismisses it. */
  alert: string | null;
  /** How many times a timer has rung: each increase is one sound to play. */
  rings: number;
  /** The question after the last page: asked, or answered (saved or skipped). */
  rating: "ask" | "done";
}

export type CookAction =
  | { type: "move"; delta: -1 | 1 }
  | { type: "show"; page: number }
  | { type: "marksLoaded"; marks: CheckMarks }
  | { type: "toggleMark"; kind: keyof CheckMarks; index: number }
  | { type: "startTimer"; timer: NewTimer; at: number }
  | { type: "pauseTimer"; id: string; at: number }
  | { type: "pauseAll"; at: number }
  | { type: "resetTimer"; id: string }
  | { type: "dismissTimer"; id: string }
  | { type: "tick"; at: number }
  | { type: "dismissAlert" }
  | { type: "rated" };

export function startSession(total: number, page: number, now: number): CookSession {
  return {
    page: clampPage(page, total),
    total,
    marks: { ingredients: [], steps: [] },
    timers: [],
    now,
    alert: null,
    rings: 0,
    rating: "ask",
  };
}

function clampPage(page: number, total: number): number {
  return Math.min(Math.max(Math.trunc(page), 0), total - 1);
}

const isRunning = (timer: CookTimer) => timer.endsAt !== null && !timer.done;

/** The timers counting down now (not paused, not rung). */
export function runningTimers(session: CookSession): CookTimer[] {
  return session.timers.filter(isRunning);
}

/** What a timer shows: counted from the clock while it runs, else what was left when it stopped. */
export function timeLeft(timer: CookTimer, now: number): number {
  return timer.endsAt === null ? timer.remainingMs : Math.max(0, timer.endsAt - now);
}

/** A step's nth timer as the tray names it: "Step 3 · 25 min", going back to the step's page. */
export function stepTimer(stepIndex: number, n: number, timer: StepTimer, page: number): NewTimer {
  return {
    id: `${stepIndex}-${n}`,
    label: `Step ${stepIndex + 1} · ${timerLabel(timer)}`,
    page,
    durationMs: timer.seconds * 1000,
  };
}

function pause(timer: CookTimer, at: number): CookTimer {
  return isRunning(timer) ? { ...timer, remainingMs: Math.max(0, timer.endsAt! - at), endsAt: null } : timer;
}

/** Starts a new timer, resumes a paused one, restarts a rung one; a running timer is left alone. */
function start(timers: CookTimer[], timer: NewTimer, at: number): CookTimer[] {
  const existing = timers.find((t) => t.id === timer.id);
  if (!existing) return [...timers, { ...timer, remainingMs: timer.durationMs, endsAt: at + timer.durationMs, done: false }];
  if (isRunning(existing)) return timers;
  const from = existing.done ? existing.durationMs : existing.remainingMs;
  return timers.map((t) => (t === existing ? { ...t, remainingMs: from, endsAt: at + from, done: false } : t));
}

/** Timers that reached zero by `at` ring: marked done, the alert names the last of them. */
function tick(session: CookSession, at: number): CookSession {
  const finished = session.timers.filter((t) => isRunning(t) && t.endsAt! <= at);
  if (finished.length === 0) return { ...session, now: at };
  return {
    ...session,
    now: at,
    timers: session.timers.map((t) => (finished.includes(t) ? { ...t, remainingMs: 0, endsAt: null, done: true } : t)),
    alert: `Time's up: ${finished.map((t) => t.label).join(", ")}`,
    rings: session.rings + 1,
  };
}

export function cookSession(session: CookSession, action: CookAction): CookSession {
  switch (action.type) {
    case "move":
      return { ...session, page: movePage(session.page, action.delta, session.total) };
    case "show":
      return { ...session, page: clampPage(action.page, session.total) };
    case "marksLoaded":
      return { ...session, marks: action.marks };
    case "toggleMark":
      return { ...session, marks: { ...session.marks, [action.kind]: toggleMark(session.marks[action.kind], action.index) } };
    case "startTimer":
      return { ...session, now: action.at, timers: start(session.timers, action.timer, action.at) };
    case "pauseTimer":
      return { ...session, now: action.at, timers: session.timers.map((t) => (t.id === action.id ? pause(t, action.at) : t)) };
    case "pauseAll":
      return { ...session, now: action.at, timers: session.timers.map((t) => pause(t, action.at)) };
    case "resetTimer":
      return {
        ...session,
        timers: session.timers.map((t) =>
          t.id === action.id ? { ...t, remainingMs: t.durationMs, endsAt: null, done: false } : t,
        ),
      };
    case "dismissTimer":
      return { ...session, timers: session.timers.filter((t) => t.id !== action.id) };
    case "tick":
      return tick(session, action.at);
    case "dismissAlert":
      return { ...session, alert: null };
    case "rated":
      return { ...session, rating: "done" };
  }
}
