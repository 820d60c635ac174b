import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browseInMemory,
  DEFAULT_BROWSE,
  PAGE_SIZE,
  termTier,
  type BrowseState,
  type SearchableRecipe,
} from "~/domain/recipes/browse";
import { ingredientOccurs, matchInMemory, missingIngredients } from "~/domain/ingredients/ingredient-match";
import { withShownRating } from "~/domain/recipes/ratings";
import { ingredients, recipeIngredients, recipes } from "~/server/db/schema";
import { browseRecipes, listTags } from "~/server/recipes/browse.server";
import { catalogIndex } from "~/server/recipes/catalog-cache.server";
import { findRecipesByIngredients } from "~/server/recipes/ingredient-index.server";
import { indexedColumns } from "~/server/recipes/search-index.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes } from "../support/factories";

/** How many of a recipe's ingredients one of the entered ingredients covers (a plain count, kept apart from missingIngredients). */
function coveredCount(names: readonly string[], entered: readonly string[]): number {
  let covered = 0;
  for (const name of names) if (entered.some((term) => ingredientOccurs(term, name))) covered += 1;
  return covered;
}

describe.each(DATABASE_KINDS)("discovery on %s", (kind) => {
  let database: TestDatabase;
  let all: SearchableRecipe[];
  let withNames: { id: number; rating: number; ingredientNames: string[] }[];

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seedDemo: true });
    const rows = await database.db.select(indexedColumns).from(recipes);
    const links = await database.db
      .select({ recipeId: recipeIngredients.recipeId, name: ingredients.name })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.displayOrder));
    all = rows
      .map(withShownRating)
      .map((r) => ({ ...r, ingredientNames: links.filter((l) => l.recipeId === r.id).map((l) => l.name) }));
    withNames = all.map((r) => ({
      id: r.id,
      rating: r.rating,
      ingredientNames: [...(r.ingredientNames ?? [])],
    }));
  });
  afterAll(() => database?.destroy());

  const states: Partial<BrowseState>[] = [
    {},
    { q: "chicken" },
    { q: "CHICKEN", sort: "title" },
    { q: "soup", sort: "cookTime" },
    { q: "vegan" },
    { q: "an", sort: "newest" },
    { q: "an", page: 2 },
    { difficulty: "Hard" },
    { difficulty: "Easy", sort: "cookTime", maxTime: 30 },
    { tag: "italian" },
    { tag: "dinner", minRating: 4.5, sort: "title" },
    { q: "rice", difficulty: "Medium", minRating: 4 },
    { sort: "newest", page: 2 },
    { sort: "title", page: 3 },
    { q: "100%" },
    // Ingredients: after every title, tag and description match come recipes that use them (issue 10).
    { q: "garlic" },
    { q: "pasta", sort: "cookTime" },
    { q: "olive oil", page: 2 },
  ];

  it.each(states)("browse %j gives the same page and total as the spec's rule", async (partial) => {
    const state = { ...DEFAULT_BROWSE, ...partial };
    const expected = browseInMemory(all, state);
    const actual = await browseRecipes(database.db, state);
    expect(actual.total).toBe(expected.total);
    expect(actual.recipes.map((r) => r.id)).toEqual(expected.recipes.map((r) => r.id));
    expect(actual.correctedTerm).toBeNull();
  });

  it("ranks title matches before description and tag matches", async () => {
    const result = await browseRecipes(database.db, { ...DEFAULT_BROWSE, q: "curry" });
    const titleHits = result.recipes.findLastIndex((r) => r.title.toLowerCase().includes("curry"));
    const otherHits = result.recipes.findIndex((r) => !r.title.toLowerCase().includes("curry"));
    expect(titleHits).toBeGreaterThanOrEqual(0);
    if (otherHits >= 0) expect(titleHits).toBeLessThan(otherHits);
  });

  // Terms nothing contains: either the dictionary of recipe words corrects them (and the page is
  // exactly the corrected term's), or nothing is found and nothing is offered.
  it.each([
    ["it's", null],
    ["zzzzqqqq", null],
    ["soupp", "soup"],
    ["chiken", "chicken"],
  ] as const)("answers %j, which nothing contains, with the correction %j", async (q, correction) => {
    expect(browseInMemory(all, { ...DEFAULT_BROWSE, q }).total).toBe(0);
    const result = await browseRecipes(database.db, { ...DEFAULT_BROWSE, q });
    if (correction === null) {
      expect(result).toEqual({ recipes: [], total: 0, correctedTerm: null });
      return;
    }
    const expected = browseInMemory(all, { ...DEFAULT_BROWSE, q: correction });
    expect(expected.total).toBeGreaterThan(0);
    expect(result.correctedTerm).toBe(correction);
    expect(result.total).toBe(expected.total);
    expect(result.recipes.map((r) => r.id)).toEqual(expected.recipes.map((r) => r.id));
  });

  it("finds a misspelt dish and says what it searched for", async () => {
    const result = await browseRecipes(database.db, { ...DEFAULT_BROWSE, q: "chiken curry" });
    expect(result.recipes.map((r) => r.title)).toContain("Weeknight Chicken Curry");
    expect(result.correctedTerm).toBe("chicken curry");
    const nothing = await browseRecipes(database.db, { ...DEFAULT_BROWSE, q: "qqqqxxxx" });
    expect(nothing).toEqual({ recipes: [], total: 0, correctedTerm: null });
  });

  it("pages never overlap and cover the whole result", async () => {
    const seen = new Set<number>();
    const total = (await browseRecipes(database.db, DEFAULT_BROWSE)).total;
    for (let page = 1; page <= Math.ceil(total / PAGE_SIZE); page++) {
      for (const r of (await browseRecipes(database.db, { ...DEFAULT_BROWSE, page })).recipes) seen.add(r.id);
    }
    expect(seen.size).toBe(total);
  });

  it("lists every distinct tag", async () => {
    const tags = await listTags(database.db);
    expect(tags).toEqual([...new Set(all.flatMap((r) => r.tags))].sort());
  });

  const finds = [
    ["Chicken"],
    ["Chicken", "Rice"],
    ["Tomatoes", "Garlic", "Olive Oil"],
    ["salmon", "lemon", "dill", "garlic", "butter", "potatoes"],
    ["tofu", "unobtainium"],
    ["Eggs"],
    // Entries that normalise to nothing are ignored, as blank ones are.
    ["!!"],
    ["!!", "Chicken"],
    ["Chicken", "  ", "--", "Rice"],
  ];

  it.each(finds)("ingredient finder for %j matches the reference rule", async (...entered) => {
    const expected = matchInMemory(withNames, entered);
    const actual = await findRecipesByIngredients(database.db, entered, 1, PAGE_SIZE);
    expect(actual.total).toBe(expected.length);
    expect(actual.recipes.map((r) => [r.id, r.matched])).toEqual(expected.slice(0, PAGE_SIZE).map((m) => [m.id, m.matched]));
    // What each card says the cook still needs: the recipe's own ingredients, in order, that no entered one covers.
    for (const row of actual.recipes) {
      const names = withNames.find((w) => w.id === row.id)!.ingredientNames;
      expect(row.missing, `recipe ${row.id}`).toEqual(missingIngredients(names, entered));
      expect(row.missing.length, `recipe ${row.id}`).toBe(names.length - coveredCount(names, entered));
    }
  });

  it("says what is still missing, and nothing the cook has", async () => {
    const { recipes: rows } = await findRecipesByIngredients(database.db, ["Chicken", "Rice"], 1, PAGE_SIZE);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.missing.length).toBeGreaterThan(0);
      expect(row.missing.filter((name) => /chicken|rice/i.test(name))).toEqual([]);
    }
    const curry = rows.find((r) => r.title === "Weeknight Chicken Curry");
    expect(curry?.missing).toEqual(
      withNames.find((w) => w.id === curry!.id)!.ingredientNames.filter((n) => !/chicken|rice/i.test(n)),
    );
  });

  it("ignores an entry made only of punctuation: 0 recipes alone, the same as without it together with chicken", async () => {
    const chicken = await findRecipesByIngredients(database.db, ["chicken"], 1, PAGE_SIZE);
    expect(chicken.total).toBe(18);
    expect((await findRecipesByIngredients(database.db, ["!!"], 1, PAGE_SIZE)).total).toBe(0);
    const both = await findRecipesByIngredients(database.db, ["!!", "chicken"], 1, PAGE_SIZE);
    expect(both.total).toBe(18);
    expect(both.recipes.map((r) => [r.id, r.matched])).toEqual(chicken.recipes.map((r) => [r.id, r.matched]));
  });

  it("pages through the finder's matches as the rule orders them", async () => {
    const index = await catalogIndex(database.db);
    for (const entered of finds) {
      const expected = matchInMemory(withNames, entered);
      for (const page of [1, 2, 3]) {
        const actual = index.find(entered, (page - 1) * 5, 5);
        expect(actual.total).toBe(expected.length);
        expect(actual.matches.map((m) => [m.id, m.matched])).toEqual(
          expected.slice((page - 1) * 5, page * 5).map((m) => [m.id, m.matched]),
        );
      }
    }
  });

  it("finds dishes by their ingredients, after every match of the spec's rule, with a true count", async () => {
    const garlic = all.filter((r) => (r.ingredientNames ?? []).some((n) => n.includes("garlic")));
    const specRule = all.filter((r) => termTier({ ...r, ingredientNames: [] }, "garlic") >= 0);
    const result = await browseRecipes(database.db, { ...DEFAULT_BROWSE, q: "garlic" });
    expect(result.total).toBe(new Set([...garlic, ...specRule].map((r) => r.id)).size);
    expect(result.total).toBeGreaterThan(specRule.length);
  });

  it("sees a new recipe once the change log is applied", async () => {
    const entered = ["dragonfruit", "yuzu"];
    expect((await findRecipesByIngredients(database.db, entered, 1, PAGE_SIZE)).total).toBe(0);
    const [id] = await createRecipes(database.db, [
      buildRecipeSeed({ ingredients: ["1 dragonfruit, cubed", "2 tbsp yuzu juice", "1 tsp honey"] }),
    ]);
    const after = await findRecipesByIngredients(database.db, entered, 1, PAGE_SIZE, { fresh: true });
    expect(after.total).toBe(1);
    expect(after.recipes[0]).toMatchObject({ id, matched: ["dragonfruit", "yuzu"], missing: ["honey"] });
  });

  it("browses a new recipe: at once when asked for fresh results, otherwise after the next poll", async () => {
    const state = { ...DEFAULT_BROWSE, q: "kumquat marmalade" };
    expect((await browseRecipes(database.db, state)).total).toBe(0);
    const [id] = await createRecipes(database.db, [buildRecipeSeed({ title: "Kumquat Marmalade Tart" })]);
    // A fresh request applies the change log first.
    const fresh = await browseRecipes(database.db, state, null, { fresh: true });
    expect(fresh.recipes.map((r) => r.id)).toEqual([id]);
    expect((await browseRecipes(database.db, state)).total).toBe(1);
    expect(await listTags(database.db)).toEqual([...new Set([...all.flatMap((r) => r.tags), ...fresh.recipes[0].tags])].sort());
  });
});
