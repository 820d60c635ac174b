import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { otherFixtureUploads } from "../../../../tests/support/import-entries";
import type { ImportEntry } from "../collection";
import { exportRecipeJsonLd, MANIFEST_FILE, recipeFileBase, type ExportableRecipe } from "../simmer-export";
import { formatOf } from ".";
import { simmerExport } from "./simmer";

const file = (path: string, value: unknown): ImportEntry => ({
  path,
  bytes: strToU8(typeof value === "string" ? value : JSON.stringify(value)),
});

const tart: ExportableRecipe = {
  id: 12,
  title: "Crème Brûlée Tart",
  description: "A crisp shell with a burnt sugar top.",
  author: "Ada Export",
  cookTime: 95,
  servings: 8,
  tags: ["dessert", "french, classic"],
  ingredients: ["200 g plain flour", "100 g cold butter", "500 ml double cream"],
  instructions: ["Rub in the butter.", "Blind bake.", "Bake the custard."],
  instructionSections: [{ title: "Custard", start: 2 }],
  sourceUrl: "https://example.org/tart",
  createdAt: "2026-11-01T10:00:00Z",
};

function exportOf(recipes: ExportableRecipe[], extra: Record<string, unknown> = {}): ImportEntry[] {
  const entries: ImportEntry[] = [];
  const manifestRecipes = recipes.map((recipe) => {
    const base = recipeFileBase(recipe);
    entries.push(file(`${base}.json`, exportRecipeJsonLd(recipe, `${base.slice(8)}.webp`, "Use a 23 cm tin.")));
    entries.push({ path: `${base}.webp`, bytes: new Uint8Array([1, 2, 3]) });
    return {
      file: `${base}.json`,
      photo: `${base}.webp`,
      id: recipe.id,
      title: recipe.title,
      difficulty: "Hard",
      ingredientSections: [{ title: "For the pastry", start: 0 }],
      instructionSections: recipe.instructionSections,
      rating: 4,
      notes: "Use a 23 cm tin.",
    };
  });
  entries.push(
    file(MANIFEST_FILE, {
      format: "simmer-export",
      version: 1,
      exportedAt: "2026-11-27T10:00:00Z",
      recipes: manifestRecipes,
      files: { cookbooks: "cookbooks.json", mealPlan: "meal-plan.json", ingredientLists: "ingredient-lists.json" },
    }),
  );
  for (const [path, value] of Object.entries(extra)) entries.push(file(path, value));
  return entries;
}

describe("recipeFileBase", () => {
  it("names a recipe's files by id and an ASCII form of its title", () => {
    expect(recipeFileBase({ id: 12, title: "Crème Brûlée Tart" })).toBe("recipes/12-creme-brulee-tart");
    expect(recipeFileBase({ id: 3, title: "红烧肉" })).toBe("recipes/3-recipe");
    expect(recipeFileBase({ id: 4, title: "../../etc/passwd" })).toBe("recipes/4-etc-passwd");
    expect(recipeFileBase({ id: 5, title: "a".repeat(200) })).toHaveLength("recipes/5-".length + 60);
  });
});

describe("the Simmer export format", () => {
  it("is chosen for its own zip, also re-packed inside a folder, and for no other app's export", () => {
    expect(formatOf(exportOf([tart]))).toBe(simmerExport);
    const nested = exportOf([tart]).map((entry) => ({ ...entry, path: `simmer-export-2026-11-27/${entry.path}` }));
    expect(simmerExport.recognises(nested)).toBe(true);
    for (const upload of otherFixtureUploads("none")) expect(simmerExport.recognises(upload.entries), upload.name).toBe(false);
  });

  it("reads back what it wrote: lines, headings, times, servings, tags, source, photo, difficulty, rating and notes", async () => {
    const { recipes, failures } = await simmerExport.read(exportOf([tart]));
    expect(failures).toEqual([]);
    expect(recipes).toEqual([
      expect.objectContaining({
        title: tart.title,
        description: tart.description,
        ingredients: tart.ingredients,
        instructions: tart.instructions,
        ingredientSections: [{ title: "For the pastry", start: 0 }],
        instructionSections: [{ title: "Custard", start: 2 }],
        totalTime: 95,
        servings: 8,
        tags: ["dessert", "french", "classic"],
        author: "Ada Export",
        sourceUrl: "https://example.org/tart",
        difficulty: "Hard",
        rating: 4,
        notes: "Use a 23 cm tin.",
        photo: { bytes: new Uint8Array([1, 2, 3]), name: "12-creme-brulee-tart.webp" },
        key: "recipes/12-creme-brulee-tart.json",
      }),
    ]);
  });

  it("reads cookbooks, meals and lists, counting the items that do not read", async () => {
    const { extras } = await simmerExport.read(
      exportOf([tart], {
        "cookbooks.json": [
          {
            name: "Baking",
            description: "",
            color: "no-such-colour",
            recipes: [{ file: "recipes/12-creme-brulee-tart.json", id: 12, title: tart.title }],
          },
          { description: "no name" },
        ],
        "meal-plan.json": [
          { date: "2026-11-27", meal: "dinner", recipe: { id: 7, title: "Soup" } },
          { date: "27/11/2026", meal: "dinner", note: "x" },
          { date: "2026-11-28", meal: "elevenses", note: "tea" },
        ],
        "ingredient-lists.json": "not json",
      }),
    );
    expect(extras).toEqual({
      cookbooks: [
        {
          name: "Baking",
          description: "",
          color: undefined,
          recipes: [{ file: "recipes/12-creme-brulee-tart.json", id: 12, title: tart.title }],
        },
      ],
      mealPlan: [{ date: "2026-11-27", meal: "dinner", recipe: { id: 7, title: "Soup" } }],
      ingredientLists: [],
      unreadable: 3,
    });
  });

  it("says which recipe's file is missing, and refuses a manifest it cannot read", async () => {
    const entries = exportOf([tart]).filter((entry) => !entry.path.endsWith(".json") || entry.path === MANIFEST_FILE);
    expect((await simmerExport.read(entries)).failures).toEqual([
      { name: tart.title, reason: "Its file 12-creme-brulee-tart.json is missing or unreadable." },
    ]);
    const broken = [file(MANIFEST_FILE, "{ not json"), ...exportOf([tart]).filter((e) => e.path !== MANIFEST_FILE)];
    expect(await simmerExport.read(broken)).toEqual({
      recipes: [],
      failures: [{ name: MANIFEST_FILE, reason: "It is not a readable Simmer export manifest." }],
    });
  });
});
