import { describe, expect, it } from "vitest";
import { cookSession, runningTimers, startSession, stepTimer, timeLeft, type CookAction, type CookSession } from "./cook-session";

const T0 = 1_000_000;
const boil = { id: "1-0", label: "Step 2 · 10 min", page: 3, durationMs: 600_000 };
const rest = { id: "2-0", label: "Step 3 · 30 sec", page: 4, durationMs: 30_000 };

function run(session: CookSession, ...actions: CookAction[]): CookSession {
  return actions.reduce(cookSession, session);
}

describe("cook session: pages", () => {
  it("starts on the page asked for, within bounds", () => {
    expect(startSession(9, 4, T0).page).toBe(4);
    expect(startSession(9, 42, T0).page).toBe(8);
    expect(startSession(9, -3, T0).page).toBe(0);
  });

  it("moves one page at a time and never past either end", () => {
    const s = startSession(3, 0, T0);
    expect(run(s, { type: "move", delta: -1 }).page).toBe(0);
    expect(run(s, { type: "move", delta: 1 }, { type: "move", delta: 1 }, { type: "move", delta: 1 }).page).toBe(2);
    expect(run(s, { type: "move", delta: 1 }, { type: "move", delta: -1 }).page).toBe(0);
  });

  it("shows a page named by the tray or the URL, clamped", () => {
    const s = startSession(9, 0, T0);
    expect(run(s, { type: "show", page: 5 }).page).toBe(5);
    expect(run(s, { type: "show", page: 99 }).page).toBe(8);
  });
});

describe("cook session: check marks", () => {
  it("loads the stored marks and toggles one kind without touching the other", () => {
    const loaded = run(startSession(9, 0, T0), { type: "marksLoaded", marks: { ingredients: [2], steps: [0] } });
    const next = run(loaded, { type: "toggleMark", kind: "steps", index: 3 }, { type: "toggleMark", kind: "steps", index: 0 });
    expect(next.marks).toEqual({ ingredients: [2], steps: [3] });
    expect(loaded.marks).toEqual({ ingredients: [2], steps: [0] });
  });
});

describe("cook session: timers", () => {
  it("starts several timers at once from the clock and counts each down", () => {
    const s = run(
      startSession(9, 3, T0),
      { type: "startTimer", timer: boil, at: T0 },
      { type: "startTimer", timer: rest, at: T0 + 5_000 },
    );
    expect(runningTimers(s).map((t) => t.id)).toEqual(["1-0", "2-0"]);
    const later = run(s, { type: "tick", at: T0 + 20_000 });
    expect(later.timers.map((t) => timeLeft(t, later.now))).toEqual([580_000, 15_000]);
    expect(later.alert).toBeNull();
  });

  it("starting a running timer again changes nothing", () => {
    const s = run(startSession(9, 3, T0), { type: "startTimer", timer: boil, at: T0 });
    expect(run(s, { type: "startTimer", timer: boil, at: T0 + 60_000 }).timers).toEqual(s.timers);
  });

  it("pauses a timer where it stood and resumes from there", () => {
    const paused = run(
      startSession(9, 3, T0),
      { type: "startTimer", timer: rest, at: T0 },
      { type: "pauseTimer", id: "2-0", at: T0 + 12_000 },
      { type: "tick", at: T0 + 90_000 },
    );
    expect(paused.timers[0]).toMatchObject({ endsAt: null, remainingMs: 18_000, done: false });
    expect(timeLeft(paused.timers[0], paused.now)).toBe(18_000);
    expect(paused.alert).toBeNull();
    const resumed = run(paused, { type: "startTimer", timer: rest, at: T0 + 100_000 });
    expect(resumed.timers[0].endsAt).toBe(T0 + 118_000);
  });

  it("rings once when a timer reaches zero, names it in the alert, and keeps it in the tray as done", () => {
    const s = run(
      startSession(9, 3, T0),
      { type: "startTimer", timer: boil, at: T0 },
      { type: "startTimer", timer: rest, at: T0 },
      { type: "tick", at: T0 + 30_000 },
    );
    expect(s.rings).toBe(1);
    expect(s.alert).toBe("Time's up: Step 3 · 30 sec");
    expect(s.timers.find((t) => t.id === "2-0")).toMatchObject({ done: true, remainingMs: 0, endsAt: null });
    expect(runningTimers(s).map((t) => t.id)).toEqual(["1-0"]);
    // Later ticks do not ring it again.
    expect(run(s, { type: "tick", at: T0 + 40_000 }).rings).toBe(1);
    expect(run(s, { type: "dismissAlert" }).alert).toBeNull();
  });

  it("names every timer that rang in the same tick", () => {
    const s = run(
      startSession(9, 3, T0),
      { type: "startTimer", timer: rest, at: T0 },
      { type: "startTimer", timer: { ...rest, id: "2-1", label: "Step 3 · 20 sec", durationMs: 20_000 }, at: T0 },
      { type: "tick", at: T0 + 31_000 },
    );
    expect(s.alert).toBe("Time's up: Step 3 · 30 sec, Step 3 · 20 sec");
    expect(s.rings).toBe(1);
  });

  it("restarts a rung timer from its full length; reset stops it at full length; dismiss removes it", () => {
    const rung = run(startSession(9, 3, T0), { type: "startTimer", timer: rest, at: T0 }, { type: "tick", at: T0 + 31_000 });
    const again = run(rung, { type: "startTimer", timer: rest, at: T0 + 40_000 });
    expect(again.timers[0]).toMatchObject({ done: false, endsAt: T0 + 70_000 });
    expect(run(again, { type: "resetTimer", id: "2-0" }).timers[0]).toMatchObject({
      endsAt: null,
      remainingMs: 30_000,
      done: false,
    });
    expect(run(again, { type: "dismissTimer", id: "2-0" }).timers).toEqual([]);
  });

  it("pauses every running timer at once (the voice companion's 'pause timers')", () => {
    const s = run(
      startSession(9, 3, T0),
      { type: "startTimer", timer: boil, at: T0 },
      { type: "startTimer", timer: rest, at: T0 },
      { type: "pauseAll", at: T0 + 10_000 },
    );
    expect(runningTimers(s)).toEqual([]);
    expect(s.timers.map((t) => t.remainingMs)).toEqual([590_000, 20_000]);
  });

  it("names a step's timer after the step and its length", () => {
    expect(stepTimer(2, 1, { text: "25 minutes", index: 0, seconds: 1500, maxSeconds: null }, 4)).toEqual({
      id: "2-1",
      label: "Step 3 · 25 min",
      page: 4,
      durationMs: 1_500_000,
    });
  });
});

describe("cook session: the rating", () => {
  it("is asked until answered", () => {
    const s = startSession(9, 8, T0);
    expect(s.rating).toBe("ask");
    expect(run(s, { type: "rated" }).rating).toBe("done");
  });
});
