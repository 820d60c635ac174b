/**
 * Plan to Eat's recipe export: a CSV file (alone or in a zip) with one recipe a row and a header
 * row naming the columns (Title, Course, Cuisine, Main Ingredient, Description, Source, Url,
 * Url Host, Prep Time, Cook Time, Total Time, Servings, Yield, Ingredients, Directions, Tags, Rating,
 * Public Url, Photo Url, Private, nutrition columns, Notes, Created At, Updated At). Ingredients and
 * Directions are multi-line cells; a short ingredient line ending in ":" is a section heading.
 */
import type { CollectionFormat, CollectionRecipe, ImportEntry, ParsedCollection, RecipeSection } from "../collection";
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

const REQUIRED = ["title", "ingredients", "directions"];
/** Columns only Plan to Eat writes, so another app's CSV with a title and ingredients is not taken. */
const DISTINCT = ["url host", "main ingredient", "public url", "nutritional score (generic)"];

function isPlanToEatCsv(entry: ImportEntry): boolean {
  if (extensionOf(entry.path) !== "csv" || isSystemFile(entry.path)) return false;
  const columns = csvColumns(decodeText(entry.bytes.subarray(0, 4096)));
  return REQUIRED.every((column) => columns.includes(column)) && DISTINCT.some((column) => columns.includes(column));
}

export const plantoeatFormat: CollectionFormat = {
  name: "Plan to Eat",
  recognises: (entries) => entries.some(isPlanToEatCsv),
  read(entries): ParsedCollection {
    const results = entries.filter(isPlanToEatCsv).flatMap((entry) => {
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
  const { lines: ingredients, sections: ingredientSections } = ingredientLines(cell("ingredients"));
  const recipe: CollectionRecipe = {
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
  return checkedRecipe(`${path}, row ${row.line}`, recipe);
}

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
