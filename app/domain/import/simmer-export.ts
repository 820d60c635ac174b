/**
 * The account export zip (issue 28, "Take everything away"; docs/decisions/049): its layout, the
 * manifest that ties it together, and each own recipe as a schema.org Recipe JSON-LD file that other
 * recipe apps read. The server streams the zip (app/server/accounts/export-zip.server.ts); the
 * "Simmer" collection format (formats/simmer.ts) reads it back, so that the same zip imported into
 * another account gives back the recipes, photos, cookbooks, meal plan and ingredient lists.
 *
 *   README.txt              what each file holds
 *   simmer-export.json      the manifest (SimmerManifest): recipe files and what JSON-LD cannot say
 *   recipes/<id>-<name>.json    one schema.org Recipe each, with its photo beside it (<id>-<name>.webp)
 *   cookbooks.json          cookbooks, their recipes as references
 *   meal-plan.json          planned meals and notes
 *   ingredient-lists.json   ingredient lists and their items
 *   saved-recipes.json      saved recipes, as links
 *   ratings.json            the cook's ratings
 *   cooking-log.json        what the cook cooked and whether it turned out well
 *   account.json            the account itself (the same data as "Download my data")
 */
import { z } from "zod";
import { asciiFileBase } from "../download-name";
import { COOKBOOK_COLOR_VALUES } from "../kitchen/cookbook";
import { MEAL_TYPES } from "../meal-plan/meal-plan";
import { DIFFICULTIES } from "../recipes/recipe";
import { isoDuration } from "../recipes/recipe-jsonld";
import type { RecipeSection } from "./collection";

export const MANIFEST_FILE = "simmer-export.json";
export const EXPORT_FORMAT = "simmer-export";
export const EXPORT_VERSION = 1;

/** Recipes read from the database per query while the zip streams (a 5,000-recipe account never sits in memory). */
export const EXPORT_PAGE_SIZE = 100;

const section = z.object({ title: z.string(), start: z.number().int().min(0) });

/**
 * A recipe named by another file (a cookbook, a meal): `file` when it is one of the export's own
 * recipes; otherwise the recipe's id and title on the server it came from (a catalog or shared
 * recipe), which an import into the same server finds again and another server leaves out.
 */
export const RecipeRefSchema = z.object({
  file: z.string().optional(),
  id: z.number().int().positive(),
  title: z.string(),
  url: z.string().optional(),
});
export type RecipeRef = z.infer<typeof RecipeRefSchema>;

export const ManifestRecipeSchema = z.object({
  /** The JSON-LD file, e.g. "recipes/12-lemon-tart.json". */
  file: z.string(),
  photo: z.string().optional(),
  id: z.number().int().positive(),
  title: z.string(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  ingredientSections: z.array(section).default([]),
  instructionSections: z.array(section).default([]),
  visibility: z.enum(["private", "household", "public"]).optional(),
  rating: z.number().int().min(1).max(5).optional(),
  notes: z.string().optional(),
});
export type ManifestRecipe = z.infer<typeof ManifestRecipeSchema>;

export const ExportCookbookSchema = z.object({
  name: z.string(),
  description: z.string().default(""),
  color: z.enum(COOKBOOK_COLOR_VALUES).optional().catch(undefined),
  household: z.boolean().optional(),
  recipes: z.array(RecipeRefSchema).default([]),
});
export type ExportCookbook = z.infer<typeof ExportCookbookSchema>;

export const ExportMealSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  meal: z.enum(MEAL_TYPES),
  servings: z.number().int().positive().nullable().optional(),
  note: z.string().nullable().optional(),
  recipe: RecipeRefSchema.nullable().optional(),
  household: z.boolean().optional(),
});
export type ExportMeal = z.infer<typeof ExportMealSchema>;

export const ExportListSchema = z.object({
  name: z.string(),
  isPantry: z.boolean().default(false),
  household: z.boolean().optional(),
  ingredients: z.array(z.string()).default([]),
});
export type ExportList = z.infer<typeof ExportListSchema>;

export const SimmerManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int(),
  exportedAt: z.string(),
  site: z.string().optional(),
  recipes: z.array(ManifestRecipeSchema),
  files: z.object({
    cookbooks: z.string(),
    mealPlan: z.string(),
    ingredientLists: z.string(),
  }),
});
export type SimmerManifest = z.infer<typeof SimmerManifestSchema>;

export const EXPORT_FILES = {
  readme: "README.txt",
  cookbooks: "cookbooks.json",
  mealPlan: "meal-plan.json",
  ingredientLists: "ingredient-lists.json",
  savedRecipes: "saved-recipes.json",
  ratings: "ratings.json",
  cookingLog: "cooking-log.json",
  account: "account.json",
} as const;

/** "recipes/12-lemon-tart": the name of a recipe's files in the zip, unique by its id, readable by its title. */
export function recipeFileBase(recipe: { id: number; title: string }): string {
  const slug = asciiFileBase(recipe.title, "recipe")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `recipes/${recipe.id}-${slug || "recipe"}`;
}

/** The zip's name: simmer-export-2026-11-27.zip. */
export function exportZipName(now: Date): string {
  return `simmer-export-${now.toISOString().slice(0, 10)}.zip`;
}

export interface ExportableRecipe {
  id: number;
  title: string;
  description: string;
  author: string;
  cookTime: number;
  servings: number;
  tags: string[];
  ingredients: string[];
  instructions: string[];
  instructionSections: RecipeSection[];
  sourceUrl: string | null;
  createdAt: Date | string;
}

/**
 * A recipe as schema.org Recipe JSON-LD for the zip. Steps under headings become HowToSections;
 * the photo is named relative to the file ("12-lemon-tart.webp", beside it). The recipe's own
 * address on this server is left out on purpose: readers take `url` as where a recipe came from,
 * and that is `isBasedOn` (the page it was imported from), when there is one.
 */
export function exportRecipeJsonLd(recipe: ExportableRecipe, photoName: string | null, notes?: string): Record<string, unknown> {
  const steps = recipe.instructions.map((text) => ({ "@type": "HowToStep", text }));
  const sections = [...recipe.instructionSections].sort((a, b) => a.start - b.start);
  const instructions =
    sections.length === 0
      ? steps
      : [
          ...steps.slice(0, sections[0]!.start),
          ...sections.map((s, i) => ({
            "@type": "HowToSection",
            name: s.title,
            itemListElement: steps.slice(s.start, sections[i + 1]?.start ?? steps.length),
          })),
        ];
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    description: recipe.description,
    author: { "@type": "Person", name: recipe.author },
    datePublished: new Date(recipe.createdAt).toISOString().slice(0, 10),
    ...(photoName && { image: photoName }),
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(recipe.cookTime),
    recipeYield: `${recipe.servings} ${recipe.servings === 1 ? "serving" : "servings"}`,
    ...(recipe.tags.length > 0 && { keywords: recipe.tags.join(", ") }),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: instructions,
    ...(recipe.sourceUrl && { isBasedOn: recipe.sourceUrl }),
    ...(notes && { comment: { "@type": "Comment", text: notes } }),
  };
}

export function exportReadme(exportedAt: Date, recipeCount: number): string {
  return [
    "Simmer export",
    "=============",
    "",
    `Made on ${exportedAt.toISOString()} with ${recipeCount} recipe${recipeCount === 1 ? "" : "s"} of your own.`,
    "",
    "recipes/               one schema.org Recipe (JSON-LD) per recipe you wrote or imported,",
    "                       its photo beside it. Most recipe apps (Mealie, Tandoor, RecipeSage,",
    "                       Nextcloud Cookbook) import these files.",
    "simmer-export.json     the list of recipe files, with what JSON-LD has no field for",
    "                       (difficulty, ingredient headings, your rating and notes).",
    "cookbooks.json         your cookbooks and the recipes in each.",
    "meal-plan.json         your planned meals and notes.",
    "ingredient-lists.json  your ingredient lists.",
    "saved-recipes.json     recipes you saved, as links.",
    "ratings.json           your ratings.",
    "cooking-log.json       what you cooked, and whether it turned out well.",
    "account.json           your account, profile and plan history.",
    "",
    "To move to another Simmer: sign in there, open Create Recipe, choose Import from another app",
    "and upload this zip as it is. Your recipes, photos, cookbooks, meal plan and ingredient lists",
    "come back. Imported recipes start private.",
    "",
    "A recipe another cook wrote, or one from Simmer's catalog, is named by its address: an import",
    "into the same Simmer finds it again; another Simmer leaves it out.",
    "",
  ].join("\n");
}
