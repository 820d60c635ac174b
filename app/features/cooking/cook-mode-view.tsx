import { ArrowLeft, ArrowRight, Check, Clock, Gauge, Pause, Play, StickyNote, Users, X } from "~/components/ui/icons";
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode, type TouchEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { exitPath, movePage, pageTitle, stepIngredients, totalPages } from "~/domain/cooking/cook-mode";
import { extractTimers, timerLabel, type StepTimer } from "~/domain/cooking/cook-timers";
import type { IngredientAmount } from "~/domain/ingredients/scaling";
import { convertTemperatures, displayIngredient, displayMeasure, type UnitSystem } from "~/domain/ingredients/units";
import { RateCook } from "./rate-cook";
import { useCheckMarks } from "./use-check-marks";
import { beep, useCookTimers, type CookTimer } from "./use-cook-timers";
import { useWakeLock } from "./use-wake-lock";
import { TimerTray } from "./timer-tray";
import type { CookCompanionContext } from "./companion";
import { plural } from "~/domain/plural";

export interface CookModeRecipe {
  id: number;
  title: string;
  description: string;
  cookTime: number;
  servings: number;
  difficulty: string;
  /** The lines as written. */
  ingredients: string[];
  instructions: string[];
}

interface Props {
  recipe: CookModeRecipe;
  /** One per ingredient line, in the same order (parsed from the line). */
  amounts: IngredientAmount[];
  /** Servings cooked for (?servings=) and the factor from the recipe's own. */
  servings: number;
  factor: number;
  units: UnitSystem;
  signedIn: boolean;
  currentRating: number | null;
  /** The cook's private note on the recipe (signed in), shown on the overview page. */
  note?: string | null;
  /**
   * Slot for the voice companion (ultimate plan): a bar under the header. A function gets the page
   * shown and the moves and timers it may use (see companion.ts).
   */
  companion?: ReactNode | ((cook: CookCompanionContext) => ReactNode);
}

type LogReply = { ok: true; message: string; value: { cookId: string } } | { ok: false; message: string };

/** Fields where arrow keys move the caret or the choice (text, radios, selects): cook mode leaves them alone. */
function ownsArrows(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable);
}

/** Controls that Space presses (a focused button, link or checkbox): Space is theirs, not "next page". */
function ownsSpace(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (ownsArrows(target) || /^(BUTTON|A|SUMMARY)$/.test(target.tagName));
}

/** The step's text with the words that gave a timer picked out. */
function StepText({ text, timers }: { text: string; timers: StepTimer[] }) {
  const pieces: ReactNode[] = [];
  let at = 0;
  timers.forEach((timer, i) => {
    pieces.push(<Fragment key={`t${i}`}>{text.slice(at, timer.index)}</Fragment>);
    pieces.push(
      <mark key={`m${i}`} className="bg-accent-yellow-light text-warm-900 rounded px-1">
        {timer.text}
      </mark>,
    );
    at = timer.index + timer.text.length;
  });
  pieces.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return <p className="text-warm-900 text-[1.75rem] leading-snug font-medium sm:text-4xl sm:leading-snug">{pieces}</p>;
}

/**
 * Cook mode (spec sections 2, 4 and 9): overview, gather ingredients, one page per step. Beyond the
 * spec: keyboard and swipe, the screen kept awake, timers from the step text, each step's
 * ingredients with scaled amounts, check marks kept in the browser, and the cooking log on finishing.
 */
export function CookModeView({ recipe, amounts, servings, factor, units, signedIn, currentRating, note, companion }: Props) {
  const total = totalPages(recipe.instructions.length);
  const [page, setPage] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const navigate = useNavigate();
  const exit = exitPath(recipe.id, signedIn);
  const last = page === total - 1;
  const wakeLock = useWakeLock();
  const { marks, toggle } = useCheckMarks(recipe.id);
  const onDone = useCallback((timer: CookTimer) => {
    setAlert(`Time's up: ${timer.label}`);
    beep();
  }, []);
  const { timers, remaining, start, pause, reset, dismiss } = useCookTimers(onDone);

  const go = useCallback((delta: -1 | 1) => setPage((p) => movePage(p, delta, total)), [total]);

  // Page scroll locked while open; keys move between pages.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(exit);
        return;
      }
      const space = event.key === " ";
      if (space ? ownsSpace(event.target) : ownsArrows(event.target)) return;
      if (event.key === "ArrowRight" || space) {
        event.preventDefault();
        go(1);
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        go(-1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener("keydown", onKey);
    };
  }, [go, navigate, exit]);

  // Swipe left for the next page, right for the previous one.
  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touch.current;
    const t = event.changedTouches[0];
    touch.current = null;
    if (!from || !t) return;
    const dx = t.clientX - from.x;
    const dy = t.clientY - from.y;
    if (Math.abs(dx) > 60 && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  // Reaching the last page ('Finished!') logs the cook for a signed-in user, once per visit.
  const log = useFetcher<LogReply>({ key: `cook-log-${recipe.id}` });
  const logged = useRef(false);
  const [rating, setRating] = useState<"ask" | "done">("ask");
  useEffect(() => {
    if (!last || !signedIn || logged.current) return;
    logged.current = true;
    void log.submit({ intent: "cooked", recipeId: String(recipe.id) }, { method: "post", action: "/app/cooked" });
  }, [last, signedIn, log, recipe.id]);
  const cookId = log.data?.ok ? log.data.value.cookId : null;

  // Lines as the cook measures them: as written when nothing is scaled or converted.
  const lines = recipe.ingredients.map((line, i) =>
    factor === 1 && units === "as-written" ? line : displayIngredient(amounts[i], factor, units),
  );
  const measures = amounts.map((amount) => displayMeasure(amount, factor, units));
  const stepIndex = page - 2;
  const step = stepIndex >= 0 ? recipe.instructions[stepIndex] : null;
  const stepText = step === null ? "" : convertTemperatures(step, units);
  const stepTimers = step === null ? [] : extractTimers(stepText);
  const needed =
    step === null
      ? []
      : stepIngredients(
          step,
          amounts.map((a) => a.name),
        );
  const stepDone = marks.steps.includes(stepIndex);
  const companionNode =
    typeof companion === "function"
      ? companion({
          recipeTitle: recipe.title,
          page,
          total,
          title: pageTitle(page, recipe.instructions.length),
          speech:
            page === 0
              ? `${recipe.title}. ${recipe.description}`
              : page === 1
                ? `Gather ingredients: ${lines.join("; ")}.`
                : stepText,
          ingredients: amounts.map((a, i) => ({ name: a.name, measure: measures[i], line: lines[i] })),
          stepIngredients: step === null ? null : needed,
          go,
          startStepTimer: () => {
            const first = stepTimers[0];
            if (!first) return null;
            const length = timerLabel(first);
            start({ id: `${stepIndex}-0`, label: `Step ${stepIndex + 1} · ${length}`, page, durationMs: first.seconds * 1000 });
            return length;
          },
          pauseTimers: () => {
            const running = timers.filter((t) => t.endsAt !== null && !t.done);
            running.forEach((t) => pause(t.id));
            return running.length;
          },
        })
      : companion;

  return (
    <div className="bg-warm-50 fixed inset-0 z-40 flex h-dvh flex-col" data-testid="cook-mode">
      <header className="border-warm-200 border-b bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="text-warm-700 truncate text-sm sm:text-base">{recipe.title}</p>
            <h1 className="text-warm-900 text-2xl font-bold sm:text-3xl">{pageTitle(page, recipe.instructions.length)}</h1>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-warm-800 font-semibold whitespace-nowrap sm:text-lg" aria-live="polite">
              {page + 1} of {total}
            </span>
            <ButtonLink to={exit} aria-label="Exit Cook Mode" variant="secondary" size="sm" className="whitespace-nowrap">
              <X className="h-4 w-4" aria-hidden="true" /> Exit<span className="hidden sm:inline"> Cook Mode</span>
            </ButtonLink>
          </div>
        </div>
        <div
          className="bg-warm-200 h-2"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={page + 1}
        >
          <div className="bg-accent-orange h-full transition-all" style={{ width: `${((page + 1) / total) * 100}%` }} />
        </div>
      </header>

      {companionNode}

      {alert && (
        <div role="alert" className="bg-accent-red text-white">
          <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3 text-xl font-bold">
            <span>{alert}</span>
            <Button type="button" variant="inverse" size="sm" onClick={() => setAlert(null)}>
              OK
            </Button>
          </div>
        </div>
      )}

      <main
        id="main"
        className="mx-auto w-full max-w-4xl flex-1 overflow-y-auto px-4 py-6 sm:py-10"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {page === 0 && (
          <section>
            <p className="text-warm-800 text-xl leading-relaxed sm:text-2xl">{recipe.description}</p>
            {note && (
              <aside aria-label="Your note" className="bg-accent-yellow-light ring-warm-200 mt-6 rounded-2xl px-5 py-4 ring-1">
                <p className="text-warm-800 flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
                  <StickyNote className="text-accent-orange h-4 w-4" aria-hidden="true" /> Your note
                </p>
                <p className="text-warm-900 mt-1 text-lg break-words whitespace-pre-line sm:text-xl">{note}</p>
              </aside>
            )}
            <dl className="mt-6 grid grid-cols-3 gap-3">
              {[
                { icon: Clock, label: "Cook time", value: `${recipe.cookTime} min` },
                {
                  icon: Users,
                  label: "Servings",
                  value: factor === 1 ? String(servings) : `${servings} (from ${recipe.servings})`,
                },
                { icon: Gauge, label: "Difficulty", value: recipe.difficulty },
              ].map(({ icon: Icon, label, value }) => (
                <div key={label} className="ring-warm-200 rounded-2xl bg-white p-4 ring-1">
                  <dt className="text-warm-700 text-sm sm:text-base">
                    <Icon className="text-accent-orange mb-2 h-5 w-5" aria-hidden="true" />
                    {label}
                  </dt>
                  <dd className="text-warm-900 text-lg font-semibold sm:text-xl">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-warm-700 mt-6 sm:text-lg">
              {plural(recipe.ingredients.length, "ingredient")}, {plural(recipe.instructions.length, "step")}. Use the buttons,
              swipe, or the arrow keys and Space to move; Esc leaves.
            </p>
            <p className="text-warm-700 mt-2 text-sm" data-testid="wake-lock-note">
              {wakeLock === "active" && "Your screen stays on while you cook."}
              {wakeLock === "unsupported" && "This browser cannot keep the screen on; you may need to tap it now and then."}
            </p>
          </section>
        )}

        {page === 1 && (
          <ul className="space-y-2">
            {lines.map((line, i) => {
              const checked = marks.ingredients.includes(i);
              return (
                <li key={i}>
                  <label className="text-warm-900 ring-warm-200 flex cursor-pointer items-center gap-4 rounded-2xl bg-white px-4 py-4 text-xl ring-1 sm:text-2xl">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => toggle("ingredients", i)}
                      className="accent-accent-green h-6 w-6 shrink-0"
                    />
                    <span className={checked ? "text-warm-700 line-through" : undefined}>{line}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}

        {step !== null && (
          <section aria-label={`Step ${stepIndex + 1}`}>
            <StepText text={stepText} timers={stepTimers} />
            {stepTimers.length > 0 && (
              <ul className="mt-6 flex flex-wrap gap-3" aria-label="Timers in this step">
                {stepTimers.map((timer, n) => {
                  const id = `${stepIndex}-${n}`;
                  const label = `Step ${stepIndex + 1} · ${timerLabel(timer)}`;
                  const existing = timers.find((t) => t.id === id);
                  const running = existing?.endsAt != null;
                  const length = timerLabel(timer);
                  return (
                    <li key={id}>
                      {/* From the step: start, pause while it runs, resume; reset and remove live in the tray. */}
                      <Button
                        type="button"
                        variant={running ? "secondary" : "dark"}
                        size="lg"
                        className="text-lg"
                        onClick={() => (running ? pause(id) : start({ id, label, page, durationMs: timer.seconds * 1000 }))}
                      >
                        {running ? (
                          <Pause className="h-5 w-5" aria-hidden="true" />
                        ) : (
                          <Play className="h-5 w-5" aria-hidden="true" />
                        )}
                        {running
                          ? `Pause ${length} timer`
                          : existing && !existing.done
                            ? `Resume ${length} timer`
                            : `Start ${length} timer`}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {needed.length > 0 && (
              <div className="mt-8">
                <h2 className="text-warm-800 text-lg font-bold sm:text-xl">For this step</h2>
                <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="step-ingredients">
                  {needed.map((i) => (
                    <li key={i} className="ring-warm-200 rounded-xl bg-white px-4 py-3 text-lg ring-1 sm:text-xl">
                      {measures[i] && <span className="text-warm-900 font-bold">{measures[i]} </span>}
                      <span className="text-warm-800">{amounts[i].name}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Button
              type="button"
              variant={stepDone ? "success" : "secondary"}
              size="lg"
              className="mt-8"
              aria-pressed={stepDone}
              onClick={() => toggle("steps", stepIndex)}
            >
              <Check className="h-5 w-5" aria-hidden="true" /> {stepDone ? "Step done" : "Mark step done"}
            </Button>
            {last && signedIn && cookId && rating === "ask" && (
              <div className="mt-8">
                <RateCook
                  recipeId={recipe.id}
                  cookId={cookId}
                  currentRating={currentRating}
                  onDone={() => setRating("done")}
                  large
                />
              </div>
            )}
          </section>
        )}
      </main>

      <TimerTray
        timers={timers}
        remaining={remaining}
        onStart={(t) => start(t)}
        onPause={pause}
        onReset={reset}
        onDismiss={dismiss}
        onShow={setPage}
      />

      <footer className="border-warm-200 border-t bg-white">
        {/* On a phone's last page: Previous and Finished! side by side, Close Cook Mode below across the width. */}
        <div
          className={`mx-auto max-w-4xl gap-3 px-4 py-4 ${last ? "grid grid-cols-2 sm:flex sm:items-center sm:justify-between" : "flex items-center justify-between"}`}
        >
          <Button type="button" onClick={() => go(-1)} disabled={page === 0} variant="secondary" size="lg" className="text-lg">
            <ArrowLeft className="h-5 w-5" aria-hidden="true" /> Previous
          </Button>
          {last ? (
            <>
              <Button type="button" disabled variant="success" size="lg" className="text-lg sm:ml-auto">
                <Check className="h-5 w-5" aria-hidden="true" /> Finished!
              </Button>
              <Button
                type="button"
                onClick={() => navigate(exit)}
                variant="primary"
                size="lg"
                className="col-span-2 text-lg whitespace-nowrap"
              >
                Close Cook Mode
              </Button>
            </>
          ) : (
            <Button type="button" onClick={() => go(1)} variant="primary" size="lg" className="text-lg">
              Next <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Button>
          )}
        </div>
      </footer>
    </div>
  );
}
