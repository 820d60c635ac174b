/** Dashboard rules: the suggestion of the day and which tags a dietary preference favours. */
import { hashString } from "../recipes/cover";

/** Dietary preference → the catalog tag that marks recipes fitting it. */
export const PREFERENCE_TAGS: Record<string, string> = {
  Vegetarian: "vegetarian",
  Vegan: "vegan",
  "Gluten-Free": "gluten-free",
  Keto: "keto",
  Paleo: "paleo",
  "Dairy-Free": "dairy-free",
  "Low-Carb": "low-carb",
  Mediterranean: "mediterranean",
  Pescatarian: "pescatarian",
};

export function preferenceTags(preferences: readonly string[]): string[] {
  return preferences.map((p) => PREFERENCE_TAGS[p]).filter((t): t is string => Boolean(t));
}

/** A point in the id range that stays the same all day for one user and moves the next day. */
export function suggestionTarget(minId: number, maxId: number, userId: string, day: string): number {
  if (maxId < minId) return minId;
  return minId + (hashString(`${day}:${userId}`) % (maxId - minId + 1));
}

/** "2026-11-22" for a date, in UTC. */
export function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

/** The dashboard's heading: "Welcome, Maya!" on the first visit, "Welcome back, Maya!" after. */
export function greeting(name: string, firstVisit: boolean): string {
  return `${firstVisit ? "Welcome" : "Welcome back"}, ${name}!`;
}
