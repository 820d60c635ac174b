import { X } from "~/components/ui/icons";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { exitPath, pageTitle, stepIngredients, totalPages } from "~/domain/cooking/cook-mode";
import { stepTimer } from "~/domain/cooking/cook-session";
import { extractTimers, timerLabel } from "~/domain/cooking/cook-timers";
import type { IngredientAmount } from "~/domain/ingredients/scaling";
import { convertTemperatures, displayIngredient, displayMeasure, type UnitSystem } from "~/domain/ingredients/units";
import { CookModeNav } from "./cook-mode-nav";
import { GatherPage, OverviewPage, StepPage } from "./cook-mode-pages";
import { RateCook } from "./rate-cook";
import { TimerTray } from "./timer-tray";
import { useCookKeys } from "./use-cook-keys";
import { useCookSession } from "./use-cook-session";
import { useWakeLock } from "./use-wake-lock";
import { useToastsBelow } from "~/components/ui/use-toasts-below";
import type { CookCompanionContext } from "./companion";
import { RecipeSource } from "~/components/recipe/recipe-source";
import { sectionTitleAt, type RecipeSection } from "~/domain/recipes/recipe-sections";

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
  /** Headings over the lines ("For the sauce"): over the gathered ingredients, and above each step. */
  ingredientSections?: readonly RecipeSection[] | null;
  instructionSections?: readonly RecipeSection[] | null;
  /** Where an imported or copied recipe came from ("From …" in the header). */
  sourceUrl?: string | null;
}

interface Props {
  recipe: CookModeRecipe;
  /** One per ingredient line, in the same order (parsed from the line). */
  amounts: IngredientAmount[];
  /** Servings cooked for (?servings=) and the factor from the recipe's own. */
  servings: number;
  factor: number;
  units: UnitSystem;
  /** The page the address asks for (?step=). */
  initialPage: number;
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

/** Reaching the last page ('Finished!') logs the cook for a signed-in user, once per visit; returns the cook's id. */
function useCookLog(recipeId: number, recipeTitle: string, last: boolean, signedIn: boolean): string | null {
  const log = useFetcher<LogReply>({ key: `cook-log-${recipeId}` });
  const logged = useRef(false);
  useEffect(() => {
    if (!last || !signedIn || logged.current) return;
    logged.current = true;
    void log.submit({ intent: "cooked", recipeId: String(recipeId), recipeTitle }, { method: "post", action: "/app/cooked" });
  }, [last, signedIn, log, recipeId, recipeTitle]);
  return log.data?.ok ? log.data.value.cookId : null;
}

/**
 * Cook mode (spec sections 2, 4 and 9): overview, gather ingredients, one page per step. Beyond the
 * spec: keyboard and swipe, the screen kept awake, timers from the step text, each step's
 * ingredients with scaled amounts, check marks kept in the browser, and the cooking log on finishing.
 * The state lives in useCookSession (a reducer with unit tests); this component lays the pages out.
 */
export function CookModeView(props: Props) {
  const { recipe, amounts, servings, factor, units, initialPage, signedIn, currentRating, note, companion } = props;
  const total = totalPages(recipe.instructions.length);
  const { session, href, go, show, toggle, timers, dismissAlert, rated } = useCookSession({
    recipeId: recipe.id,
    total,
    instructionCount: recipe.instructions.length,
    initialPage,
  });
  const { page, marks } = session;
  const navigate = useNavigate();
  const exit = exitPath(recipe.id, signedIn);
  const leave = useCallback(() => void navigate(exit), [navigate, exit]);
  const swipe = useCookKeys(go, leave);
  const wakeLock = useWakeLock();
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  const last = page === total - 1;
  const cookId = useCookLog(recipe.id, recipe.title, last, signedIn);

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
  const title = pageTitle(page, recipe.instructions.length);
  const section = step === null ? null : sectionTitleAt(recipe.instructionSections, stepIndex);

  const companionNode =
    typeof companion === "function"
      ? companion({
          recipeTitle: recipe.title,
          page,
          total,
          title,
          speech:
            page === 0
              ? `${recipe.title}. ${recipe.description}`
              : page === 1
                ? `Gather ingredients: ${lines.join("; ")}.`
                : section
                  ? `${section}. ${stepText}`
                  : stepText,
          ingredients: amounts.map((a, i) => ({ name: a.name, measure: measures[i], line: lines[i] })),
          stepIngredients: step === null ? null : needed,
          go,
          startStepTimer: () => {
            const first = stepTimers[0];
            if (!first) return null;
            timers.start(stepTimer(stepIndex, 0, first, page));
            return timerLabel(first);
          },
          pauseTimers: timers.pauseAll,
        })
      : companion;

  return (
    <div className="bg-warm-50 fixed inset-0 z-40 flex h-dvh flex-col" data-testid="cook-mode">
      <header ref={header} className="border-warm-200 border-b bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <div className="text-warm-700 flex min-w-0 items-baseline gap-3 text-sm sm:text-base">
              <p className="truncate">{recipe.title}</p>
              <RecipeSource url={recipe.sourceUrl} className="hidden shrink-0 text-sm sm:inline-flex" />
            </div>
            <h1 className="text-warm-900 text-2xl font-bold sm:text-3xl">{title}</h1>
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

      {session.alert && (
        <div role="alert" className="bg-accent-red text-white">
          <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3 text-xl font-bold">
            <span>{session.alert}</span>
            <Button type="button" variant="inverse" size="sm" onClick={dismissAlert}>
              OK
            </Button>
          </div>
        </div>
      )}

      {/* The content scrolls between the header and the tray and footer, never under them. */}
      <main id="main" className="mx-auto min-h-0 w-full max-w-4xl flex-1 overflow-y-auto px-4 py-6 sm:py-10" {...swipe}>
        {page === 0 && <OverviewPage recipe={recipe} servings={servings} scaled={factor !== 1} note={note} wakeLock={wakeLock} />}
        {page === 1 && (
          <GatherPage
            lines={lines}
            sections={recipe.ingredientSections}
            checked={marks.ingredients}
            onToggle={(i) => toggle("ingredients", i)}
          />
        )}
        {step !== null && (
          <StepPage
            stepIndex={stepIndex}
            stepCount={recipe.instructions.length}
            section={section}
            page={page}
            text={stepText}
            stepTimers={stepTimers}
            needed={needed.map((i) => ({ name: amounts[i].name, measure: measures[i] }))}
            timers={session.timers}
            done={marks.steps.includes(stepIndex)}
            onStart={timers.start}
            onPause={timers.pause}
            onToggleDone={() => toggle("steps", stepIndex)}
          >
            {last && signedIn && cookId && session.rating === "ask" && (
              <div className="mt-8">
                <RateCook
                  recipeId={recipe.id}
                  recipeTitle={recipe.title}
                  cookId={cookId}
                  currentRating={currentRating}
                  onDone={rated}
                  large
                />
              </div>
            )}
          </StepPage>
        )}
      </main>

      <TimerTray
        timers={session.timers}
        remaining={timers.remaining}
        onStart={timers.start}
        onPause={timers.pause}
        onReset={timers.reset}
        onDismiss={timers.dismiss}
        onShow={show}
      />

      <CookModeNav page={page} last={last} hrefFor={href} go={go} exit={exit} leave={leave} />
    </div>
  );
}
