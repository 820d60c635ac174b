import { describe, expect, it } from "vitest";
import { calendarEventOf, calendarRange } from "./calendar";

const ORIGIN = "https://simmer.example";

describe("meal plan calendar events", () => {
  it("name the meal and the recipe, and link to its page", () => {
    const event = calendarEventOf(
      {
        id: "e1",
        date: "2026-11-30",
        mealType: "dinner",
        note: "double the rice",
        servings: 4,
        recipe: { id: 12, title: "Chicken Curry" },
        unavailable: false,
      },
      ORIGIN,
      "simmer.example",
    );
    expect(event).toEqual({
      uid: "meal-e1@simmer.example",
      date: "2026-11-30",
      summary: "Dinner: Chicken Curry",
      description: "Serves 4\ndouble the rice",
      url: "https://simmer.example/recipe/12",
    });
  });

  it("show a note on its own, and never the title of a recipe no longer shared", () => {
    const note = calendarEventOf(
      { id: "e2", date: "2026-12-01", mealType: "lunch", note: "Leftovers", servings: null, recipe: null, unavailable: false },
      ORIGIN,
      "simmer.example",
    );
    expect(note.summary).toBe("Lunch: Leftovers");
    expect(note.url).toBeNull();
    const gone = calendarEventOf(
      {
        id: "e3",
        date: "2026-12-01",
        mealType: "breakfast",
        note: null,
        servings: 2,
        recipe: { id: 9, title: "Secret Stew" },
        unavailable: true,
      },
      ORIGIN,
      "simmer.example",
    );
    expect(gone.summary).toBe("Breakfast: A recipe that is no longer shared");
    expect(JSON.stringify(gone)).not.toContain("Secret Stew");
    expect(gone.url).toBeNull();
  });

  it("read four weeks back and twelve ahead, Monday to Sunday", () => {
    expect(calendarRange("2026-11-28")).toEqual({ from: "2026-10-26", to: "2027-02-21" });
  });
});
