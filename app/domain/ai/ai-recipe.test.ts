import { describe, expect, it } from "vitest";
import { AI_MESSAGES, AiPromptSchema, allowanceLabel, allowanceMonth, toRecipeWrite, type GeneratedRecipe } from "./ai-recipe";
import { aiGenerationAllowance } from "../plans";
import { RECIPE_LIMITS, RecipeFormSchema } from "../validation/recipe";

const recipe: GeneratedRecipe = {
  title: "Soup",
  description: "Warm.",
  ingredients: ["2 cups stock", "1 onion", "ok"],
  instructions: ["Simmer everything for twenty minutes.", "Serve hot."],
  cookTime: 9999.4,
  servings: 0,
  difficulty: "Medium",
};

describe("the AI prompt", () => {
  it("must not be blank and at most 500 characters", () => {
    expect(AiPromptSchema.safeParse({ prompt: "  " }).error?.issues[0].message).toBe(AI_MESSAGES.promptRequired);
    expect(AiPromptSchema.safeParse({ prompt: "x".repeat(501) }).error?.issues[0].message).toBe(AI_MESSAGES.promptTooLong);
    expect(AiPromptSchema.parse({ prompt: ` ${"x".repeat(500)} ` })).toEqual({ prompt: "x".repeat(500), enhanced: false });
  });
});

describe("toRecipeWrite", () => {
  it("clamps a generated recipe to the recipe form's rules", () => {
    const write = toRecipeWrite({ ...recipe, title: "T".repeat(300) }, "A");
    expect(write).not.toBeNull();
    expect(write!.title.length).toBe(RECIPE_LIMITS.titleMax);
    expect(write!.cookTime).toBe(RECIPE_LIMITS.cookTimeMax);
    expect(write!.servings).toBe(1);
    expect(write!.ingredients).toEqual(["2 cups stock", "1 onion"]);
    expect(write!.description.length).toBeGreaterThanOrEqual(RECIPE_LIMITS.descriptionMin);
    expect(write!.author.length).toBeGreaterThanOrEqual(RECIPE_LIMITS.authorMin);
    const form = RecipeFormSchema.omit({ imageUrl: true }).safeParse({
      ...write,
      ingredients: write!.ingredients.join("\n"),
      instructions: write!.instructions.join("\n"),
      tags: write!.tags.join(","),
    });
    expect(form.success).toBe(true);
  });

  it("gives null when the recipe is too thin to save", () => {
    expect(toRecipeWrite({ ...recipe, ingredients: ["1 egg"] }, "Cook")).toBeNull();
    expect(toRecipeWrite({ ...recipe, instructions: [] }, "Cook")).toBeNull();
  });
});

describe("the monthly allowance", () => {
  it("is per plan, none for free", () => {
    expect(aiGenerationAllowance("free")).toBe(0);
    expect(aiGenerationAllowance("premium")).toBe(50);
    expect(aiGenerationAllowance("ultimate")).toBe(200);
    expect(allowanceMonth(new Date("2026-11-30T23:59:59Z"))).toBe("2026-11");
    expect(allowanceLabel(12, 50)).toBe("12 of 50 this month");
  });
});
