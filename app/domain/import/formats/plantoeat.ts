/**
 * Plan to Eat's recipe export: a CSV file (alone or in a zip) with one recipe a row and a header
 * row naming the columns (Title, Course, Cuisine, Main Ingredient, Description, Source, Url,
 * Url Host, Prep Time, Cook Time, Total Time, Servings, Yield, Ingredients, Directions, Tags, Rating,
 * Public Url, Photo Url, Private, nutrition columns, Notes, Created At, Updated At). Ingredients and
 * Directions are multi-line cells; a short ingredient line ending in ":" is a section heading.
 */
import type { CollectionFormat, RecipeSection } from "../collection";
import { csvRecipeFormat } from "./csv-format";
import { httpUrl, minutesFrom, ratingFrom, servingsFrom, textLines, uniqueTags, withoutStepNumber } from "./reader-support";

export const plantoeatFormat: CollectionFormat = csvRecipeFormat({
  name: "Plan to Eat",
  required: ["title", "ingredients", "directions"],
  distinct: ["url host", "main ingredient", "public url", "nutritional score (generic)"],
  recipe(cell) {
    const { lines: ingredients, sections: ingredientSections } = ingredientLines(cell("ingredients"));
    return {
      title: cell("title"),
      description: cell("description") || undefined,
      ingredients,
      ingredientSections,
      instructions: textLines(cell("directions")).map(withoutStepNumber).filter(Boolean),
      servings: servingsFrom(cell("servings")) ?? servingsFrom(cell("yield")),
      prepTime: minutesFrom(cell("prep time")),
      cookTime: minutesFrom(cell("cook time")),
      totalTime: minutesFrom(cell("total time")),
      tags: uniqueTags([
        ...cell("tags").split(","),
        ...cell("course").split(","),
        ...cell("cuisine").split(","),
        cell("main ingredient"),
      ]),
      sourceUrl: httpUrl(cell("url")) ?? httpUrl(cell("source")),
      notes: cell("notes") || undefined,
      rating: ratingFrom(cell("rating")),
      photoUrl: httpUrl(cell("photo url")),
    };
  },
});

/** Ingredient lines; a short line ending in ":" without a number ("For the dough:") is a heading. */
function ingredientLines(text: string): { lines: string[]; sections: RecipeSection[] } {
  const lines: string[] = [];
  const sections: RecipeSection[] = [];
  for (const line of textLines(text)) {
    if (line.startsWith(",")) continue;
    if (line.endsWith(":") && line.length <= 60 && !/\d/.test(line)) {
      sections.push({ title: line.slice(0, -1).trim(), start: lines.length });
    } else lines.push(line);
  }
  return { lines, sections };
}
