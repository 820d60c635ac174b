/**
 * One reader for the apps whose export is a CSV file of recipes, alone or in a zip (Plan to Eat,
 * My Recipe Box), configured per app: the columns that tell its file apart, and how a row's cells
 * make a recipe. A file that is not readable CSV is one failure; a row that cannot be read is that
 * row's failure, named by its number.
 */
import type { CollectionFormat, CollectionRecipe, ImportEntry } from "../collection";
import { csvColumns, readCsv } from "./csv-table";
import { checkedRecipe, decodeText, errorText, extensionOf, fileFormat, isSystemFile, safely } from "./reader-support";

/** A row's cell by column name (lower case), "" when the file has no such column. */
export type CsvCell = (column: string) => string;

export interface CsvRecipeApp {
  name: string;
  /** Columns every file of the app's export has. */
  required: readonly string[];
  /** Columns only this app writes (one is enough), so another app's CSV with the same required columns is not taken. */
  distinct: readonly string[];
  /** The recipe in one row. */
  recipe(cell: CsvCell): CollectionRecipe;
}

export function csvRecipeFormat(app: CsvRecipeApp): CollectionFormat {
  const isAppCsv = (entry: ImportEntry): boolean => {
    if (extensionOf(entry.path) !== "csv" || isSystemFile(entry.path)) return false;
    const columns = csvColumns(decodeText(entry.bytes.subarray(0, 4096)));
    return app.required.every((column) => columns.includes(column)) && app.distinct.some((column) => columns.includes(column));
  };
  return fileFormat(app.name, isAppCsv, (entry) => {
    try {
      return readCsv(entry.bytes).rows.map((row) => {
        const name = `${entry.path}, row ${row.line}`;
        return safely(name, () =>
          checkedRecipe(
            name,
            app.recipe((column) => row.cells.get(column) ?? ""),
          ),
        );
      });
    } catch (error) {
      return [{ name: entry.path, reason: `This file is not a readable CSV file (${errorText(error)}).` }];
    }
  });
}
