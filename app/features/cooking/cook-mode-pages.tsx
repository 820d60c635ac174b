import { Check, Clock, Gauge, Pause, Play, StickyNote, Users } from "~/components/ui/icons";
import { Fragment, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { timerLabel, type StepTimer } from "~/domain/cooking/cook-timers";
import { stepTimer, type CookTimer, type NewTimer } from "~/domain/cooking/cook-session";
import { plural } from "~/domain/plural";
import type { RecipeSection } from "~/domain/recipes/recipe-sections";
import { SectionedList } from "~/components/recipe/sectioned-list";
import type { CookModeRecipe } from "./cook-mode-view";
import type { WakeLockState } from "./use-wake-lock";

/** The overview: what the dish is, the cook's note, time, servings and difficulty, and how to move. */
export function OverviewPage({
  recipe,
  servings,
  scaled,
  note,
  wakeLock,
}: {
  recipe: CookModeRecipe;
  servings: number;
  scaled: boolean;
  note?: string | null;
  wakeLock: WakeLockState;
}) {
  const facts = [
    { icon: Clock, label: "Cook time", value: `${recipe.cookTime} min` },
    { icon: Users, label: "Servings", value: scaled ? `${servings} (from ${recipe.servings})` : String(servings) },
    { icon: Gauge, label: "Difficulty", value: recipe.difficulty },
  ];
  return (
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
        {facts.map(({ icon: Icon, label, value }) => (
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
        {plural(recipe.ingredients.length, "ingredient")}, {plural(recipe.instructions.length, "step")}. Use the buttons, swipe,
        or the arrow keys and Space to move; Esc leaves.
      </p>
      <p className="text-warm-700 mt-2 text-sm" data-testid="wake-lock-note">
        {wakeLock === "active" && "Your screen stays on while you cook."}
        {wakeLock === "unsupported" && "This browser cannot keep the screen on; you may need to tap it now and then."}
      </p>
    </section>
  );
}

/** Gather ingredients: every line, scaled and converted, under its heading, with a check mark kept in this browser. */
export function GatherPage({
  lines,
  sections,
  checked,
  onToggle,
}: {
  lines: string[];
  sections?: readonly RecipeSection[] | null;
  checked: readonly number[];
  onToggle: (index: number) => void;
}) {
  return (
    <SectionedList
      items={lines}
      sections={sections}
      label="Ingredients"
      headingLevel="h2"
      headingClassName="text-warm-900 mb-3 text-xl font-bold sm:text-2xl"
      listClassName="space-y-2"
      renderItem={(line, i) => {
        const done = checked.includes(i);
        return (
          <li key={i}>
            <label className="text-warm-900 ring-warm-200 flex cursor-pointer items-center gap-4 rounded-2xl bg-white px-4 py-4 text-xl ring-1 sm:text-2xl">
              <input
                type="checkbox"
                checked={done}
                onChange={() => onToggle(i)}
                className="accent-accent-green h-6 w-6 shrink-0"
              />
              <span className={done ? "text-warm-700 line-through" : undefined}>{line}</span>
            </label>
          </li>
        );
      }}
    />
  );
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

/** The step's own timers: start, pause while it runs, resume; reset and remove live in the tray. */
function StepTimerButtons({
  stepIndex,
  page,
  stepTimers,
  timers,
  onStart,
  onPause,
}: {
  stepIndex: number;
  page: number;
  stepTimers: StepTimer[];
  timers: CookTimer[];
  onStart: (timer: NewTimer) => void;
  onPause: (id: string) => void;
}) {
  return (
    <ul className="mt-6 flex flex-wrap gap-3" aria-label="Timers in this step">
      {stepTimers.map((timer, n) => {
        const made = stepTimer(stepIndex, n, timer, page);
        const existing = timers.find((t) => t.id === made.id);
        const running = existing?.endsAt != null;
        const length = timerLabel(timer);
        return (
          <li key={made.id}>
            <Button
              type="button"
              variant={running ? "secondary" : "dark"}
              size="lg"
              className="text-lg"
              onClick={() => (running ? onPause(made.id) : onStart(made))}
            >
              {running ? <Pause className="h-5 w-5" aria-hidden="true" /> : <Play className="h-5 w-5" aria-hidden="true" />}
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
  );
}

/** One step: its text, its timers, the ingredients it names with their amounts, and Mark step done. */
export function StepPage({
  stepIndex,
  stepCount,
  section,
  page,
  text,
  stepTimers,
  needed,
  timers,
  done,
  onStart,
  onPause,
  onToggleDone,
  children,
}: {
  stepIndex: number;
  /** How many steps the recipe has. */
  stepCount: number;
  /** The heading the step is under ("For the sauce"), or null. */
  section?: string | null;
  page: number;
  text: string;
  stepTimers: StepTimer[];
  /** The ingredients the step names, with their measures. */
  needed: { name: string; measure: string }[];
  timers: CookTimer[];
  done: boolean;
  onStart: (timer: NewTimer) => void;
  onPause: (id: string) => void;
  onToggleDone: () => void;
  /** Below the step: the rating on the last one. */
  children?: ReactNode;
}) {
  return (
    <section aria-label={`Step ${stepIndex + 1}`}>
      {section && (
        <p className="text-warm-700 mb-3 text-lg font-semibold sm:text-xl" data-testid="step-section">
          {section} · Step {stepIndex + 1} of {stepCount}
        </p>
      )}
      <StepText text={text} timers={stepTimers} />
      {stepTimers.length > 0 && (
        <StepTimerButtons
          stepIndex={stepIndex}
          page={page}
          stepTimers={stepTimers}
          timers={timers}
          onStart={onStart}
          onPause={onPause}
        />
      )}
      {needed.length > 0 && (
        <div className="mt-8">
          <h2 className="text-warm-800 text-lg font-bold sm:text-xl">For this step</h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="step-ingredients">
            {needed.map(({ name, measure }, i) => (
              <li key={i} className="ring-warm-200 rounded-xl bg-white px-4 py-3 text-lg ring-1 sm:text-xl">
                {measure && <span className="text-warm-900 font-bold">{measure} </span>}
                <span className="text-warm-800">{name}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button
        type="button"
        variant={done ? "success" : "secondary"}
        size="lg"
        className="mt-8"
        aria-pressed={done}
        onClick={onToggleDone}
      >
        <Check className="h-5 w-5" aria-hidden="true" /> {done ? "Step done" : "Mark step done"}
      </Button>
      {children}
    </section>
  );
}
