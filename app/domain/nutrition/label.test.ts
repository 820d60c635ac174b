import { describe, expect, it } from "vitest";
import { coverageLine, nutritionLabel, roundCalories } from "./label";
import { emptyNutrients, nutritionFromText } from "./nutrition";

describe("nutritionLabel", () => {
  it("rounds calories the FDA way", () => {
    expect(roundCalories(3)).toBe(0);
    expect(roundCalories(47)).toBe(45);
    expect(roundCalories(262.34)).toBe(260);
    expect(roundCalories(266)).toBe(270);
  });

  it("prints 2 large eggs and 1 tbsp olive oil as a label", () => {
    const facts = nutritionFromText(["2 large eggs", "1 tbsp olive oil"], 1);
    const label = nutritionLabel(facts.perServing);
    expect(label.calories).toBe(260);
    const row = (key: string) => [...label.main, ...label.micros].find((r) => r.key === key);
    // Fat: 100 g × 9.51/100 + 13.5 g = 23.01 g → 23g, 23.01/78 = 29.5% → 30%.
    expect(row("fat")).toMatchObject({ amount: "23g", dailyValue: 30 });
    // Cholesterol: 372 mg → 370mg, 124%.
    expect(row("cholesterol")).toMatchObject({ amount: "370mg", dailyValue: 124 });
    // Sodium: 142 + 0.27 = 142.27 mg → nearest 10 above 140 → 140mg, 6%.
    expect(row("sodium")).toMatchObject({ amount: "140mg", dailyValue: 6 });
    // Carbohydrate 0.72 g → "<1g"; sugars 0.37 g → "0g" without a %DV.
    expect(row("carbohydrate")?.amount).toBe("<1g");
    expect(row("sugars")).toMatchObject({ amount: "0g", dailyValue: null });
    // Vitamin D: 82 IU → 2.05 mcg → 2.1mcg (printed to 0.1), 10%.
    expect(row("vitaminD")).toMatchObject({ amount: "2.1mcg", dailyValue: 10 });
    // Iron: 1.75 + 0.0756 = 1.83 mg → 1.8mg, 10%.
    expect(row("iron")).toMatchObject({ amount: "1.8mg", dailyValue: 10 });
  });

  it("shows small fat amounts to the half gram and tiny ones as zero", () => {
    const label = nutritionLabel({ ...emptyNutrients(), fat: 2.3, saturatedFat: 0.2, cholesterol: 4 });
    expect(label.main[0]?.amount).toBe("2.5g");
    expect(label.main[1]?.amount).toBe("0g");
    expect(label.main[2]?.amount).toBe("<5mg");
  });

  it("says what the facts are based on", () => {
    expect(coverageLine(11, 13)).toBe("Based on 11 of 13 ingredients.");
    expect(coverageLine(1, 1)).toBe("Based on 1 of 1 ingredient.");
  });
});
