import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { IngredientAmount } from "~/domain/ingredients/scaling";
import { convertTemperatures, displayIngredient, type UnitSystem } from "~/domain/ingredients/units";
import type { RecipeSection } from "~/domain/recipes/recipe-sections";
import { SectionedList } from "~/components/recipe/sectioned-list";

const triggerClass =
  "-mb-px border-b-2 border-transparent px-4 py-2.5 font-semibold text-warm-700 hover:text-warm-900 data-[state=active]:border-accent-orange data-[state=active]:text-accent-orange";

/** Shown in the tab (narrow screens) and as the column's heading (wide screens). */
const columnHeading = "font-display text-warm-900 mb-4 hidden text-2xl font-bold lg:block";

/** A section's heading ("For the sauce") over its lines. */
const sectionHeading = "font-display text-warm-900 mb-3 text-lg font-bold";

const TABS = ["ingredients", "instructions"] as const;
type Tab = (typeof TABS)[number];

interface Props {
  /** The lines as the author wrote them. */
  ingredients: string[];
  /** The same lines parsed (amount, unit, name, notes), in the same order. */
  rows: IngredientAmount[];
  instructions: string[];
  /** Headings over the lines ("For the sauce"), shown as h3s in their column. */
  ingredientSections?: readonly RecipeSection[] | null;
  instructionSections?: readonly RecipeSection[] | null;
  units: UnitSystem;
}

/**
 * Ingredients and Instructions. Below the lg breakpoint they are the spec's two tabs (arrow keys
 * move between them); from lg up both panels are shown side by side and the tab list is hidden. The
 * ingredient column grows with its lines: it once scrolled inside a box of the window's height, which
 * hid a long list's last lines with no sign that there were more. The tabs are the ARIA pattern
 * written out (as Radix's Tabs drew them: the same roles, ids, `data-state` and keys), which saves
 * the recipe page a tabs library before it is interactive.
 */
export function RecipeTabs({ ingredients, rows, instructions, ingredientSections, instructionSections, units }: Props) {
  const lines =
    units === "as-written" || rows.length !== ingredients.length
      ? ingredients
      : rows.map((row) => displayIngredient(row, 1, units));
  const id = useId();
  const [active, setActive] = useState<Tab>("ingredients");
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const tab = (value: Tab) => ({ id: `${id}-trigger-${value}`, "aria-controls": `${id}-content-${value}` });
  const panel = (value: Tab) => ({
    id: `${id}-content-${value}`,
    role: "tabpanel",
    tabIndex: 0,
    "aria-labelledby": `${id}-trigger-${value}`,
    "data-state": value === active ? "active" : "inactive",
  });
  // Arrow keys, Home and End move between the tabs and choose the one they reach.
  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowLeft: -1, ArrowRight: 1, Home: -TABS.length, End: TABS.length }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = TABS.indexOf(active) + next;
    const value =
      TABS[Math.abs(next) === 1 ? (index + TABS.length) % TABS.length : Math.max(0, Math.min(TABS.length - 1, index))];
    setActive(value);
    tabs.current[value]?.focus();
  };
  const trigger = (value: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      {...tab(value)}
      ref={(element) => {
        tabs.current[value] = element;
      }}
      aria-selected={value === active}
      data-state={value === active ? "active" : "inactive"}
      tabIndex={value === active ? 0 : -1}
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) setActive(value);
      }}
      onClick={() => setActive(value)}
      onFocus={() => setActive(value)}
      onKeyDown={onKeyDown}
      className={triggerClass}
    >
      {label}
    </button>
  );
  return (
    <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-10">
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label="Recipe"
        className="border-warm-200 flex gap-2 border-b lg:hidden"
      >
        {trigger("ingredients", `Ingredients (${ingredients.length})`)}
        {trigger("instructions", `Instructions (${instructions.length})`)}
      </div>
      <div
        {...panel("ingredients")}
        aria-label={`Ingredients (${ingredients.length})`}
        className="lg:ring-warm-200 pt-6 data-[state=inactive]:hidden lg:rounded-3xl lg:bg-white/60 lg:p-5 lg:ring-1 lg:data-[state=inactive]:block"
      >
        <h2 className={columnHeading}>Ingredients ({ingredients.length})</h2>
        <SectionedList
          items={lines}
          sections={ingredientSections}
          label="Ingredients"
          headingClassName={sectionHeading}
          listClassName="gap-x-4 sm:columns-2 lg:columns-1"
          testId="ingredient-list"
          renderItem={(line, i) => (
            <li
              key={i}
              className="text-warm-800 ring-warm-200 mb-2 flex break-inside-avoid items-start gap-3 rounded-xl bg-white px-4 py-3 ring-1"
            >
              <span className="bg-accent-orange mt-2 h-2 w-2 shrink-0 rounded-full" aria-hidden="true" />
              {line}
            </li>
          )}
        />
      </div>
      <div
        {...panel("instructions")}
        aria-label={`Instructions (${instructions.length})`}
        className="pt-6 data-[state=inactive]:hidden lg:data-[state=inactive]:block"
      >
        <h2 className={columnHeading}>Instructions ({instructions.length})</h2>
        <SectionedList
          items={instructions}
          sections={instructionSections}
          ordered
          label="Instructions"
          headingClassName={sectionHeading}
          listClassName="space-y-5"
          renderItem={(step, i) => (
            <li key={i} className="flex gap-4">
              <span
                className="bg-accent-orange grid h-9 w-9 shrink-0 place-items-center rounded-full font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <p className="text-warm-800 pt-1.5 leading-relaxed">
                <span className="sr-only">Step {i + 1}: </span>
                {convertTemperatures(step, units)}
              </p>
            </li>
          )}
        />
      </div>
    </div>
  );
}
