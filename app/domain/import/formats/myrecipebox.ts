/**
 * My Recipe Box's export: a CSV file (alone or in a zip), one recipe a row, with the columns its
 * export writes: title, description, preparationTime, cookingTime, totalTime, quantity (the yield),
 * ingredients and instructions (one a line), notes, categories and tags (separated by ";"), source,
 * video, originalPicture (the photo's address), rating and nutrition.
 */
import type { CollectionFormat, CollectionRecipe, ImportEntry, ParsedCollection } from "../collection";
import { csvColumns, readCsv, type CsvRow } from "./csv-table";
import {
  checkedRecipe,
  collect,
  decodeText,
  errorText,
  extensionOf,
  httpUrl,
  isSystemFile,
  minutesFrom,
  ratingFrom,
  safely,
  servingsFrom,
  textLines,
  uniqueTags,
  withoutStepNumber,
} from "./reader-support";

const REQUIRED = ["title", "ingredients", "instructions"];
/** Column names only My Recipe Box's export uses. */
const DISTINCT = ["preparationtime", "cookingtime", "originalpicture", "quantity"];

function isMyRecipeBoxCsv(entry: ImportEntry): boolean {
  if (extensionOf(entry.path) !== "csv" || isSystemFile(entry.path)) return false;
  const columns = csvColumns(decodeText(entry.bytes.subarray(0, 4096)));
  return REQUIRED.every((column) => columns.includes(column)) && DISTINCT.some((column) => columns.includes(column));
}

export const myrecipeboxFormat: CollectionFormat = {
  name: "My Recipe Box",
  recognises: (entries) => entries.some(isMyRecipeBoxCsv),
  read(entries): ParsedCollection {
    const results = entries.filter(isMyRecipeBoxCsv).flatMap((entry) => {
      try {
        return readCsv(entry.bytes).rows.map((row) =>
          safely(`${entry.path}, row ${row.line}`, () => recipeFromRow(row, entry.path)),
        );
      } catch (error) {
        return [{ name: entry.path, reason: `This file is not a readable CSV file (${errorText(error)}).` }];
      }
    });
    return collect(results);
  },
};

function recipeFromRow(row: CsvRow, path: string) {
  const cell = (column: string) => row.cells.get(column) ?? "";
  const video = httpUrl(cell("video"));
  const source = httpUrl(cell("source"));
  const notes = [cell("notes"), source && video ? `Video: ${video}` : ""].filter(Boolean).join("\n\n");
  const recipe: CollectionRecipe = {
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
  return checkedRecipe(`${path}, row ${row.line}`, recipe);
}
