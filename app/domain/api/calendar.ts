/**
 * The meal plan as calendar events (issue 30): one all-day event per planned meal, named by its meal
 * and recipe (or note), with the recipe's page as its link. A recipe the cook can no longer see is
 * named only as such, never by its title.
 */
import { MEAL_LABELS, type MealType } from "../meal-plan/meal-plan";
import { addDays, weekStartOf } from "../meal-plan/week";

export interface PlannedEntry {
  id: string;
  date: string;
  mealType: MealType;
  note: string | null;
  servings: number | null;
  recipe: { id: number; title: string } | null;
  unavailable: boolean;
}

export interface CalendarEvent {
  uid: string;
  /** The day (YYYY-MM-DD) of an all-day event. */
  date: string;
  summary: string;
  description: string;
  url: string | null;
}

/** Weeks before this one and after it that a calendar reads. */
export const CALENDAR_WEEKS_BACK = 4;
export const CALENDAR_WEEKS_AHEAD = 12;

export function calendarRange(today: string): { from: string; to: string } {
  const week = weekStartOf(today);
  return { from: addDays(week, -7 * CALENDAR_WEEKS_BACK), to: addDays(week, 7 * (CALENDAR_WEEKS_AHEAD + 1) - 1) };
}

export function calendarEventOf(entry: PlannedEntry, origin: string, host: string): CalendarEvent {
  const meal = MEAL_LABELS[entry.mealType];
  const what = entry.unavailable ? "A recipe that is no longer shared" : (entry.recipe?.title ?? entry.note ?? "");
  const details = [
    entry.servings !== null && entry.recipe && !entry.unavailable ? `Serves ${entry.servings}` : null,
    entry.recipe && entry.note ? entry.note : null,
  ].filter((line): line is string => line !== null);
  return {
    uid: `meal-${entry.id}@${host}`,
    date: entry.date,
    summary: `${meal}: ${what}`,
    description: details.join("\n"),
    url: entry.recipe && !entry.unavailable ? new URL(`/recipe/${entry.recipe.id}`, origin).toString() : null,
  };
}
