// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { nutritionFromText, summarizeNutrition } from "~/domain/nutrition/nutrition";
import { NutritionFacts } from "./nutrition-facts";

afterEach(cleanup);

// 2 large eggs + 1 tbsp olive oil = 262.34 kcal, for 2: 131.17 kcal a serving.
const facts = summarizeNutrition(nutritionFromText(["2 large eggs", "1 tbsp olive oil", "salt to taste"], 2));

describe("NutritionFacts", () => {
  it("prints per-serving calories, the coverage line and the left-out lines", () => {
    render(<NutritionFacts facts={facts} />);
    expect(screen.getByTestId("nutrition-calories").textContent).toBe("Calories130");
    expect(screen.getByText("2 servings per recipe")).toBeTruthy();
    expect(screen.getByTestId("nutrition-coverage").textContent).toBe("Based on 2 of 3 ingredients.");
    expect(screen.getByTestId("nutrition-skipped").textContent).toBe("salt to taste (no amount given)");
    expect(screen.getByText(/about 260 calories/)).toBeTruthy();
  });

  it("follows the servings the cook picked: same per-serving values, whole recipe scaled", () => {
    render(<NutritionFacts facts={facts} servings={8} />);
    expect(screen.getByTestId("nutrition-calories").textContent).toBe("Calories130");
    expect(screen.getByText("8 servings per recipe")).toBeTruthy();
    expect(screen.getByText("1/8 of the recipe")).toBeTruthy();
    // 131.17 × 8 = 1049.4 → 1050.
    expect(screen.getByText(/about 1050 calories/)).toBeTruthy();
  });

  it("lists a line weighed with an AI-chosen food as matched by AI, counted in the coverage", () => {
    // SR24 11241 Kohlrabi, raw: 27 kcal per 100 g, 135 g a cup.
    const kohlrabi = {
      ndb: "11241",
      food: { d: "Kohlrabi, raw", n: [27, 0.1, 0.013, 0, 20, 6.2, 3.6, 2.6, 1.7, 0, 24, 0.4, 350], m: [["cup", 135]] as const },
    };
    const withAi = summarizeNutrition(
      nutritionFromText(["2 large eggs", "1 cup kohlrabi, diced", "salt to taste"], 1, new Map([["kohlrabi", kohlrabi]])),
    );
    render(<NutritionFacts facts={withAi} />);
    expect(screen.getByTestId("nutrition-coverage").textContent).toBe("Based on 2 of 3 ingredients.");
    const matched = screen.getByTestId("nutrition-ai-matched");
    expect(matched.querySelector("li")?.textContent).toBe("1 cup kohlrabi, diced (Matched by AI: Kohlrabi, raw)");
    expect(matched.textContent).toContain("the numbers come from USDA data, not from the model");
  });

  it("shows no AI section when no line was matched by AI", () => {
    render(<NutritionFacts facts={facts} />);
    expect(screen.queryByTestId("nutrition-ai-matched")).toBeNull();
  });
});
