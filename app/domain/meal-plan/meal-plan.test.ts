import { describe, expect, it } from "vitest";
import { plannedMealTitle, planHighlights } from "./meal-plan";

describe("the dashboard's plan highlights", () => {
  const entries = [
    { id: "a", date: "2026-11-26", mealType: "dinner" as const },
    { id: "b", date: "2026-11-25", mealType: "dinner" as const },
    { id: "c", date: "2026-11-25", mealType: "breakfast" as const },
    { id: "d", date: "2026-11-24", mealType: "lunch" as const },
  ];

  it("lists today's meals in meal order", () => {
    expect(planHighlights(entries, "2026-11-25")).toEqual({ today: [entries[2], entries[1]], next: null });
  });

  it("names the next planned meal when today is empty, and nothing when nothing is ahead", () => {
    expect(planHighlights(entries, "2026-11-24").today.map((e) => e.id)).toEqual(["d"]);
    expect(planHighlights(entries.slice(0, 1), "2026-11-23").next?.id).toBe("a");
    expect(planHighlights(entries, "2026-11-27")).toEqual({ today: [], next: null });
  });
});

describe("a planned meal's title", () => {
  it("is the recipe's title, the note, or says a recipe made private since is no longer available", () => {
    expect(plannedMealTitle({ recipe: { title: "Pancakes" }, note: "for Sam" })).toBe("Pancakes");
    expect(plannedMealTitle({ recipe: null, note: "Leftovers" })).toBe("Leftovers");
    expect(plannedMealTitle({ recipe: null, note: "for Sam", unavailable: true })).toBe("This recipe is no longer available");
    expect(plannedMealTitle({ recipe: null, note: null })).toBe("");
  });
});
