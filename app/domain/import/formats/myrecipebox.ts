/**
 * My Recipe Box's export: a CSV file (alone or in a zip), one recipe a row, with the columns its
 * export writes: title, description, preparationTime, cookingTime, totalTime, quantity (the yield),
 * ingredients and instructions (one a line), notes, categories and tags (separated by ";"), source,
 * video, originalPicture (the photo's address), rating and nutrition.
 */
import type { CollectionFormat } from "../collection";
import { csvRecipeFormat } from "./csv-format";
import { httpUrl, minutesFrom, ratingFrom, servingsFrom, textLines, uniqueTags, withoutStepNumber } from "./reader-support";

export const myrecipeboxFormat: CollectionFormat = csvRecipeFormat({
  name: "My Recipe Box",
  required: ["title", "ingredients", "instructions"],
  distinct: ["preparationtime", "cookingtime", "originalpicture", "quantity"],
  recipe(cell) {
    const video = httpUrl(cell("video"));
    const source = httpUrl(cell("source"));
    const notes = [cell("notes"), source && video ? `Video: ${video}` : ""].filter(Boolean).join("\n\n");
    return {
      title: cell("title"),
      description: cell("description") || undefined,
      ingredients: textLines(cell("ingredients")),
      instructions: textLines(cell("instructions")).map(withoutStepNumber).filter(Boolean),
      servings: servingsFrom(cell("quantity")) ?? servingsFrom(cell("servings")),
      prepTime: minutesFrom(cell("preparationtime")),
      cookTime: minutesFrom(cell("cookingtime")),
      totalTime: minutesFrom(cell("totaltime")),
      tags: uniqueTags([...cell("categories").split(";"), ...cell("tags").split(";")]),
      // With no source page, the recipe's video is where it came from.
      sourceUrl: source ?? video,
      notes: notes || undefined,
      rating: ratingFrom(cell("rating")),
      photoUrl: httpUrl(cell("originalpicture")) ?? httpUrl(cell("picture")),
    };
  },
});
