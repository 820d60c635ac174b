import { describe, expect, it } from "vitest";
import { dayKey, firstName, greeting, preferenceTags, suggestionTarget } from "./dashboard";

describe("suggestion of the day", () => {
  it("stays the same through a day and stays in range", () => {
    const a = suggestionTarget(1, 83, "user-1", "2026-11-22");
    expect(suggestionTarget(1, 83, "user-1", "2026-11-22")).toBe(a);
    expect(a).toBeGreaterThanOrEqual(1);
    expect(a).toBeLessThanOrEqual(83);
  });

  it("changes across days and users, and is not always the first recipe", () => {
    const days = Array.from({ length: 14 }, (_, i) =>
      suggestionTarget(1, 83, "user-1", dayKey(new Date(Date.UTC(2026, 10, i + 1)))),
    );
    expect(new Set(days).size).toBeGreaterThan(5);
    expect(days.every((d) => d === 1)).toBe(false);
    expect(suggestionTarget(1, 1000, "user-1", "2026-11-22")).not.toBe(suggestionTarget(1, 1000, "user-2", "2026-11-22"));
  });

  it("maps dietary preferences to tags", () => {
    expect(preferenceTags(["Vegan", "Gluten-Free", "Unknown"])).toEqual(["vegan", "gluten-free"]);
  });

  it("takes the first name", () => {
    expect(firstName("  Maya Okafor ")).toBe("Maya");
    expect(firstName("Cher")).toBe("Cher");
  });
});

describe("the dashboard greeting", () => {
  it("welcomes on the first visit and welcomes back afterwards", () => {
    expect(greeting("Maya", true)).toBe("Welcome, Maya!");
    expect(greeting("Maya", false)).toBe("Welcome back, Maya!");
  });
});
