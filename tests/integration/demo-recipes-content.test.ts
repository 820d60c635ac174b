import { describe, expect, it } from "vitest";
import { COVER_MOTIFS, coverDesign } from "~/domain/recipes/cover";
import { parseIngredientLine } from "~/domain/ingredients/ingredient-parser";
import { DIFFICULTIES } from "~/domain/recipes/recipe";
import { demoRecipes } from "~/server/seed/demo-recipes";

describe("demo recipes", () => {
  it("has at least 60 recipes with unique titles", () => {
    expect(demoRecipes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(demoRecipes.map((r) => r.title)).size).toBe(demoRecipes.length);
  });

  it("covers every difficulty, premium and free, and many tags", () => {
    for (const d of DIFFICULTIES) expect(demoRecipes.some((r) => r.difficulty === d)).toBe(true);
    expect(demoRecipes.some((r) => r.isPremium)).toBe(true);
    expect(demoRecipes.some((r) => !r.isPremium)).toBe(true);
    expect(new Set(demoRecipes.flatMap((r) => r.tags)).size).toBeGreaterThan(20);
  });

  it.each(demoRecipes.map((r) => [r.title, r] as const))("%s follows the recipe form's rules", (_title, r) => {
    expect(r.title.length).toBeGreaterThanOrEqual(3);
    expect(r.title.length).toBeLessThanOrEqual(100);
    expect(r.description.length).toBeGreaterThanOrEqual(10);
    expect(r.description.length).toBeLessThanOrEqual(500);
    expect(r.cookTime).toBeGreaterThan(0);
    expect(r.cookTime).toBeLessThanOrEqual(1440);
    expect(r.servings).toBeGreaterThan(0);
    expect(r.servings).toBeLessThanOrEqual(100);
    expect(r.instructions.length).toBeGreaterThanOrEqual(4);
    expect(r.instructions.length).toBeLessThanOrEqual(12);
    expect(r.ingredients.length).toBeGreaterThanOrEqual(2);
    expect(r.rating).toBeGreaterThanOrEqual(0);
    expect(r.rating).toBeLessThanOrEqual(5);
    for (const line of r.ingredients) expect(parseIngredientLine(line).name.length).toBeGreaterThan(0);
  });

  it("gives the demo catalog varied covers: many families, and neighbours in the default order differ", () => {
    const byRating = [...demoRecipes].sort((a, b) => b.rating - a.rating);
    const designs = byRating.map((r) => coverDesign(r.tags, r.title));
    const firstPage = new Set(designs.slice(0, 24).map((d) => d.family));
    expect(firstPage.size).toBeGreaterThanOrEqual(12);
    expect(new Set(designs.map((d) => d.motif)).size).toBe(COVER_MOTIFS.length);
    for (let i = 1; i < designs.length; i++) {
      const [a, b] = [designs[i - 1], designs[i]];
      expect(a.family !== b.family || a.from !== b.from, `${byRating[i - 1].title} / ${byRating[i].title}`).toBe(true);
    }
  });
});
