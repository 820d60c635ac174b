import { describe, expect, it } from "vitest";
import { MEAL_PLAN_MESSAGES } from "../messages/meal-plan";
import { CopyWeekSchema, DaySchema, MealEntryAddSchema, WeekSchema } from "./meal-plan";

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("the one day schema", () => {
  it.each(["1970-01-01", "2026-11-23", "2028-02-29", "9998-12-31"])("accepts %j", (day) => {
    expect(DaySchema.parse(day)).toBe(day);
  });

  it.each([
    ["", "Please pick a day"],
    ["2026-02-30", "Please pick a day"],
    ["2026-2-3", "Please pick a day"],
    ["+010000-01-01", "Please pick a day"],
    ["0000-01-03", MEAL_PLAN_MESSAGES.dayOutOfRange],
    ["0001-01-01", MEAL_PLAN_MESSAGES.dayOutOfRange],
    ["1969-12-31", MEAL_PLAN_MESSAGES.dayOutOfRange],
    ["9999-01-01", MEAL_PLAN_MESSAGES.dayOutOfRange],
    ["9999-12-31", MEAL_PLAN_MESSAGES.dayOutOfRange],
  ])("%j says %j", (day, message) => {
    expect(first(DaySchema.safeParse(day))).toBe(message);
  });

  it("bounds every form that takes a day", () => {
    expect(first(MealEntryAddSchema.safeParse({ date: "0000-01-03", mealType: "dinner", note: "x" }))).toBe(
      MEAL_PLAN_MESSAGES.dayOutOfRange,
    );
    expect(first(CopyWeekSchema.safeParse({ from: "2026-11-23", to: "9999-12-31" }))).toBe(MEAL_PLAN_MESSAGES.dayOutOfRange);
    expect(first(WeekSchema.safeParse({ week: "9999-12-31" }))).toBe(MEAL_PLAN_MESSAGES.dayOutOfRange);
  });
});
