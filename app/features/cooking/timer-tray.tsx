import { AlarmClock, Pause, Play, RotateCcw, X } from "~/components/ui/icons";
import { formatClock } from "~/domain/cooking/cook-timers";
import type { CookTimer } from "~/domain/cooking/cook-session";

const small =
  "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-1 ring-warm-300 bg-white text-warm-900 hover:bg-warm-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-orange";

/** The running timers, shown on every page of cook mode so a timer started three steps ago is never lost. */
export function TimerTray({
  timers,
  remaining,
  onStart,
  onPause,
  onReset,
  onDismiss,
  onShow,
}: {
  timers: CookTimer[];
  remaining: (timer: CookTimer) => number;
  onStart: (timer: CookTimer) => void;
  onPause: (id: string) => void;
  onReset: (id: string) => void;
  onDismiss: (id: string) => void;
  onShow: (page: number) => void;
}) {
  if (timers.length === 0) return null;
  return (
    <section aria-label="Timers" className="border-warm-200 bg-warm-100 border-t">
      {/*
        Stacked on a phone, side by side from tablets up. Never more than a quarter of the screen's
        height, then it scrolls: the step, Mark step done and the rating keep the rest, between the
        header and the footer (see cook-mode-layout.spec.ts).
      */}
      <ul className="mx-auto grid max-h-[min(12rem,25dvh)] max-w-4xl gap-2 overflow-y-auto px-4 py-3 sm:flex sm:max-h-[min(14rem,25dvh)] sm:flex-wrap sm:gap-3">
        {timers.map((timer) => {
          const left = remaining(timer);
          const running = timer.endsAt !== null;
          return (
            <li
              key={timer.id}
              data-testid="cook-timer"
              className={`flex min-w-0 items-center gap-1 rounded-2xl px-3 py-1.5 ring-1 sm:gap-2 ${timer.done ? "bg-accent-red-light ring-accent-red" : "ring-warm-300 bg-white"}`}
            >
              <button
                type="button"
                onClick={() => onShow(timer.page)}
                className="text-warm-800 mr-auto text-left text-sm font-semibold whitespace-nowrap hover:underline"
              >
                {timer.label}
              </button>
              <span
                role="timer"
                aria-label={`${timer.label} remaining`}
                className={`text-xl font-bold tabular-nums sm:text-2xl ${timer.done ? "text-accent-red" : "text-warm-900"}`}
              >
                {timer.done ? <AlarmClock className="inline h-6 w-6" aria-label="Done" /> : formatClock(left / 1000)}
              </span>
              {running ? (
                <button type="button" className={small} onClick={() => onPause(timer.id)} aria-label={`Pause ${timer.label}`}>
                  <Pause className="h-5 w-5" aria-hidden="true" />
                </button>
              ) : (
                !timer.done && (
                  <button type="button" className={small} onClick={() => onStart(timer)} aria-label={`Resume ${timer.label}`}>
                    <Play className="h-5 w-5" aria-hidden="true" />
                  </button>
                )
              )}
              <button type="button" className={small} onClick={() => onReset(timer.id)} aria-label={`Reset ${timer.label}`}>
                <RotateCcw className="h-5 w-5" aria-hidden="true" />
              </button>
              <button type="button" className={small} onClick={() => onDismiss(timer.id)} aria-label={`Remove ${timer.label}`}>
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
