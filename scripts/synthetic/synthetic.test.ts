import { describe, expect, it } from "vitest";
import { normalizeIngredientName, parseIngredientLine } from "~/domain/ingredients/ingredient-parser";
import { DIFFICULTIES, type RecipeSeed } from "~/domain/recipes/recipe";
import {
  generateSyntheticRecipes,
  generateSyntheticRecipesDetailed,
  SYNTHETIC_INGREDIENTS,
  type SyntheticRecipe,
} from "./synthetic";

const COURSES = ["dinner", "lunch", "breakfast", "dessert", "soup", "salad", "side", "snack", "baking", "drink"];

function take(count: number, options?: { seed?: number; startIndex?: number }): RecipeSeed[] {
  return [...generateSyntheticRecipes(count, options)];
}

/** One large run shared by the statistical tests (generated once, on first use). */
let largeRun: SyntheticRecipe[] | undefined;
function large(): SyntheticRecipe[] {
  largeRun ??= [...generateSyntheticRecipesDetailed(20_000, { seed: 7 })];
  return largeRun;
}

/** In how many recipes each vocabulary ingredient appears (0 for those that never do). */
function ingredientCounts(run: readonly SyntheticRecipe[]): Map<string, number> {
  const counts = new Map<string, number>(SYNTHETIC_INGREDIENTS.map((name) => [name, 0]));
  for (const { ingredientNames } of run) {
    for (const name of new Set(ingredientNames)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

describe("generateSyntheticRecipes", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const a = take(300, { seed: 123 });
    const b = take(300, { seed: 123 });
    const c = take(300, { seed: 124 });
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    const sameTitles = a.filter((recipe, i) => recipe.title === c[i].title).length;
    expect(sameTitles).toBeLessThan(30);
  });

  it("uses seed 42 when none is given", () => {
    expect(take(20)).toEqual(take(20, { seed: 42 }));
  });

  it("honours the count", () => {
    expect(take(0)).toHaveLength(0);
    expect(take(1)).toHaveLength(1);
    expect(take(137, { seed: 5 })).toHaveLength(137);
  });

  it("resumes a run exactly where it left off with startIndex", () => {
    const whole = take(600, { seed: 9 });
    const tail = take(200, { seed: 9, startIndex: 400 });
    expect(tail).toEqual(whole.slice(400));
  });

  it("gives unique titles over 20,000 recipes", () => {
    const titles = new Set(large().map(({ recipe }) => recipe.title));
    expect(titles.size).toBe(20_000);
  });

  it("keeps every field within the recipe form rules", () => {
    // Collect problems instead of asserting per field: 20,000 recipes x 40 expects is slow.
    const problems: string[] = [];
    const check = (ok: boolean, recipe: RecipeSeed, what: string) => {
      if (!ok && problems.length < 20) problems.push(`${recipe.title}: ${what}`);
    };
    const within = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
    const authors = new Set<string>();
    for (const { recipe } of large()) {
      check(recipe.title.length >= 3 && recipe.title.length <= 100 && recipe.title.trim() === recipe.title, recipe, "title");
      check(
        recipe.description.length >= 10 && recipe.description.length <= 500,
        recipe,
        `description ${recipe.description.length}`,
      );
      check(within(recipe.cookTime, 5, 240), recipe, `cookTime ${recipe.cookTime}`);
      check(within(recipe.servings, 1, 12), recipe, `servings ${recipe.servings}`);
      check(DIFFICULTIES.includes(recipe.difficulty), recipe, `difficulty ${recipe.difficulty}`);
      check(within(recipe.ingredients.length, 4, 14), recipe, `${recipe.ingredients.length} ingredients`);
      check(
        recipe.ingredients.every((line) => line.trim().length >= 3),
        recipe,
        "short ingredient line",
      );
      check(within(recipe.instructions.length, 4, 12), recipe, `${recipe.instructions.length} steps`);
      check(
        recipe.instructions.every((step) => step.trim().length >= 5),
        recipe,
        "short step",
      );
      check(
        within(recipe.tags.length, 2, 6) && new Set(recipe.tags).size === recipe.tags.length,
        recipe,
        `tags ${recipe.tags.join()}`,
      );
      check(COURSES.includes(recipe.tags[0]), recipe, `course tag ${recipe.tags[0]}`);
      check(
        recipe.tags.every((tag) => tag.length >= 2 && tag.length <= 20 && tag === tag.toLowerCase().trim()),
        recipe,
        `tags ${recipe.tags.join()}`,
      );
      check(
        recipe.rating >= 3 && recipe.rating <= 5 && Math.round(recipe.rating * 10) / 10 === recipe.rating,
        recipe,
        `rating ${recipe.rating}`,
      );
      check(recipe.author.trim().length > 0 && typeof recipe.isPremium === "boolean", recipe, "author/isPremium");
      check(!("createdAt" in recipe), recipe, "has createdAt");
      authors.add(recipe.author);
    }
    expect(problems).toEqual([]);
    expect(authors.size).toBeGreaterThan(150);
    expect(authors.size).toBeLessThanOrEqual(200);
  });

  it("has realistic distributions", () => {
    const run = large().map(({ recipe }) => recipe);
    const share = (predicate: (r: RecipeSeed) => boolean) => run.filter(predicate).length / run.length;
    expect(share((r) => r.difficulty === "Easy")).toBeCloseTo(0.45, 1);
    expect(share((r) => r.difficulty === "Medium")).toBeCloseTo(0.4, 1);
    expect(share((r) => r.difficulty === "Hard")).toBeCloseTo(0.15, 1);
    expect(share((r) => r.isPremium)).toBeCloseTo(0.1, 1);
    expect(share((r) => r.cookTime >= 20 && r.cookTime <= 60)).toBeGreaterThan(0.5);
    expect(share((r) => r.rating >= 4)).toBeGreaterThan(0.6);
  });

  it("follows a long tail of ingredient popularity", () => {
    const run = large();
    const counts = ingredientCounts(run);
    const n = run.length;
    expect((counts.get("salt") ?? 0) / n).toBeGreaterThan(0.4);
    expect((counts.get("garlic") ?? 0) / n).toBeGreaterThan(0.25);
    for (const rare of ["saffron", "sumac", "yuzu juice", "black garlic"]) {
      expect((counts.get(rare) ?? 0) / n, rare).toBeLessThan(0.005);
    }

    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    const top = ranked[0][1];
    const median = ranked[Math.floor(ranked.length / 2)][1];
    expect(top).toBeGreaterThanOrEqual(50 * median);

    // The rarest 100, by what this run actually used and by the exported order.
    const rarestSeen = new Set(ranked.slice(-100).map(([name]) => name));
    const rarestListed = new Set(SYNTHETIC_INGREDIENTS.slice(-100));
    expect(run.filter((r) => r.ingredientNames.some((name) => rarestSeen.has(name))).length / n).toBeLessThan(0.05);
    expect(run.filter((r) => r.ingredientNames.some((name) => rarestListed.has(name))).length / n).toBeLessThan(0.05);

    // SYNTHETIC_INGREDIENTS is most common first: its head is what the run used most.
    const topTen = new Set(ranked.slice(0, 10).map(([name]) => name));
    expect(SYNTHETIC_INGREDIENTS.slice(0, 15).filter((name) => topTen.has(name)).length).toBeGreaterThanOrEqual(8);
    expect(SYNTHETIC_INGREDIENTS[0]).toBe("salt");
  });

  it("never repeats an ingredient within a recipe", () => {
    for (const { ingredientNames } of large()) expect(new Set(ingredientNames).size).toBe(ingredientNames.length);
  });

  it("writes lines that parse back to the intended ingredient", () => {
    let checked = 0;
    for (const { recipe, ingredientNames } of large().slice(0, 2_000)) {
      expect(ingredientNames).toHaveLength(recipe.ingredients.length);
      recipe.ingredients.forEach((line, k) => {
        expect(normalizeIngredientName(parseIngredientLine(line).name), line).toBe(ingredientNames[k]);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it("writes every measure of every vocabulary ingredient so it parses back", () => {
    // Sampled runs only reach the tail rarely; make sure the rare names parse too.
    const seen = new Map<string, Set<string>>();
    for (const { recipe, ingredientNames } of generateSyntheticRecipesDetailed(30_000, { seed: 11 })) {
      recipe.ingredients.forEach((line, k) => {
        const lines = seen.get(ingredientNames[k]) ?? new Set<string>();
        lines.add(line);
        seen.set(ingredientNames[k], lines);
      });
    }
    expect(seen.size).toBeGreaterThan(SYNTHETIC_INGREDIENTS.length * 0.9);
    for (const [name, lines] of seen) {
      for (const line of lines) expect(normalizeIngredientName(parseIngredientLine(line).name), line).toBe(name);
    }
  });

  it("mentions the recipe's own ingredients in its steps", () => {
    for (const { recipe, ingredientNames } of large().slice(0, 1_000)) {
      const text = recipe.instructions.join(" ");
      const mentioned = ingredientNames.filter((name) => text.includes(name)).length;
      expect(mentioned / ingredientNames.length, recipe.title).toBeGreaterThanOrEqual(0.5);
    }
  });
});

describe("SYNTHETIC_INGREDIENTS", () => {
  it("is a vocabulary of at least 400 distinct, normalised names", () => {
    expect(SYNTHETIC_INGREDIENTS.length).toBeGreaterThanOrEqual(400);
    expect(new Set(SYNTHETIC_INGREDIENTS).size).toBe(SYNTHETIC_INGREDIENTS.length);
    for (const name of SYNTHETIC_INGREDIENTS) expect(normalizeIngredientName(name)).toBe(name);
  });

  it("lists common ingredients before rare ones", () => {
    const position = (name: string) => SYNTHETIC_INGREDIENTS.indexOf(name);
    for (const common of ["salt", "garlic", "olive oil", "onion", "butter", "black pepper"])
      expect(position(common), common).toBeLessThan(15);
    for (const rare of ["saffron", "sumac", "yuzu juice", "black garlic"]) expect(position(rare), rare).toBeGreaterThan(250);
  });
});
