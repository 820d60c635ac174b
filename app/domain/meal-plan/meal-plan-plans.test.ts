import { describe, expect, it } from "vitest";
import { canPlanWeek, mealPlanningLevel } from "../plans";

describe("meal planning by plan", () => {
  it("is basic on free and full on premium and ultimate", () => {
    expect(mealPlanningLevel("free")).toBe("basic");
    expect(mealPlanningLevel("premium")).toBe("full");
    expect(mealPlanningLevel("ultimate")).toBe("full");
  });

  it("limits free to the current and the next week", () => {
    expect(canPlanWeek("free", 0)).toBe(true);
    expect(canPlanWeek("free", 1)).toBe(true);
    expect(canPlanWeek("free", 2)).toBe(false);
    expect(canPlanWeek("free", -1)).toBe(false);
    expect(canPlanWeek("premium", -5)).toBe(true);
    expect(canPlanWeek("ultimate", 52)).toBe(true);
  });
});
