/** Meal-plan constants. */
import { RECIPE_MESSAGES } from "../messages/recipe";

export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const MEAL_LABELS: Record<MealType, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};

export function isMealType(value: unknown): value is MealType {
  return typeof value === "string" && (MEAL_TYPES as readonly string[]).includes(value);
}

/** The cookie carrying the browser's IANA time zone, so "today" and "this week" are the user's own. */
/** The planner's Add to… for one slot as a page (it works without JavaScript), with a search when one is typed. */
export function addMealHref(date: string, mealType: MealType, q = ""): string {
  const query = new URLSearchParams({ date, meal: mealType });
  if (q) query.set("q", q);
  return `/app/meal-plan/add?${query}`;
}

export const TIME_ZONE_COOKIE = "simmer-tz";

interface PlannedMeal {
  date: string;
  mealType: MealType;
}

/**
 * What the dashboard says about the plan: today's meals in meal order, else the next planned meal
 * after today (null when nothing is planned; the page then suggests a recipe).
 */
export function planHighlights<T extends PlannedMeal>(entries: readonly T[], today: string): { today: T[]; next: T | null } {
  const order = (e: PlannedMeal) => `${e.date}|${MEAL_TYPES.indexOf(e.mealType)}`;
  const sorted = [...entries].sort((a, b) => order(a).localeCompare(order(b)));
  const todays = sorted.filter((e) => e.date === today);
  return { today: todays, next: todays.length ? null : (sorted.find((e) => e.date > today) ?? null) };
}

/** What a planned meal is called: its recipe's title, the note, or, for a recipe its author has made private since, that it is gone. */
export function plannedMealTitle(entry: {
  recipe: { title: string } | null;
  note: string | null;
  unavailable?: boolean;
}): string {
  if (entry.recipe) return entry.recipe.title;
  if (entry.unavailable) return RECIPE_MESSAGES.noLongerAvailable;
  return entry.note ?? "";
}
