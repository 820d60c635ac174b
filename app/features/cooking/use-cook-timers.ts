import { useCallback, useEffect, useRef, useState } from "react";

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
  /** Date.now() value when it rings, while running; null while paused. */
  endsAt: number | null;
  done: boolean;
}

/** A short kitchen-timer beep made with Web Audio: no sound file to download. Silent where audio is unavailable. */
export function beep(times = 3) {
  try {
    const AudioCtx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return;
    const context = new AudioCtx();
    const start = context.currentTime;
    for (let i = 0; i < times; i++) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = 880;
      const at = start + i * 0.4;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    }
    window.setTimeout(() => void context.close().catch(() => undefined), times * 400 + 200);
  } catch {
    // No audio (autoplay policy, no device): the on-screen alert still says it.
  }
}

/**
 * Several timers at once, ticking from the clock (Date.now), so a paused tab or a slow tick never
 * drifts them. `onDone` runs once per timer when it reaches zero.
 */
export function useCookTimers(onDone: (timer: CookTimer) => void) {
  const [timers, setTimers] = useState<CookTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const running = timers.some((t) => t.endsAt !== null && !t.done);
  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      setTimers((list) => {
        const finished = list.filter((t) => t.endsAt !== null && !t.done && t.endsAt <= at);
        if (finished.length === 0) return list;
        // Outside the updater's return, once: React may call an updater twice in development.
        queueMicrotask(() => finished.forEach((t) => done.current(t)));
        return list.map((t) => (finished.includes(t) ? { ...t, remainingMs: 0, endsAt: null, done: true } : t));
      });
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [running]);

  const remaining = useCallback(
    (timer: CookTimer) => (timer.endsAt === null ? timer.remainingMs : Math.max(0, timer.endsAt - now)),
    [now],
  );

  const start = useCallback((timer: Pick<CookTimer, "id" | "label" | "page" | "durationMs">) => {
    const at = Date.now();
    setNow(at);
    setTimers((list) => {
      const existing = list.find((t) => t.id === timer.id);
      if (!existing) return [...list, { ...timer, remainingMs: timer.durationMs, endsAt: at + timer.durationMs, done: false }];
      if (existing.endsAt !== null) return list;
      const from = existing.done ? existing.durationMs : existing.remainingMs;
      return list.map((t) => (t.id === timer.id ? { ...t, remainingMs: from, endsAt: at + from, done: false } : t));
    });
  }, []);

  const pause = useCallback((id: string) => {
    const at = Date.now();
    setTimers((list) =>
      list.map((t) => (t.id === id && t.endsAt !== null ? { ...t, remainingMs: Math.max(0, t.endsAt - at), endsAt: null } : t)),
    );
  }, []);

  const reset = useCallback((id: string) => {
    setTimers((list) => list.map((t) => (t.id === id ? { ...t, remainingMs: t.durationMs, endsAt: null, done: false } : t)));
  }, []);

  const dismiss = useCallback((id: string) => setTimers((list) => list.filter((t) => t.id !== id)), []);

  return { timers, remaining, start, pause, reset, dismiss };
}
