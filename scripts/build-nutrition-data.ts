/**
 * Rebuilds app/domain/nutrition/sr24-foods.ts (the alias table's foods) and sr24-catalog.ts (the
 * foods the AI may propose) from the USDA SR24 files (public domain; U.S.
 * Department of Agriculture, Agricultural Research Service, USDA National Nutrient Database for
 * Standard Reference, Release 24). Deterministic: run it again and nothing changes.
 *
 *   npx tsx scripts/build-nutrition-data.ts [--dir ../shared/data/usda-sr24]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { FOOD_ALIASES } from "../app/domain/nutrition/aliases";
import { parseCommandLine } from "./command-line";
import { buildCatalog, buildTable, renderCatalogModule, renderModule, sr24Directory } from "./nutrition-data";

const usage = "Usage: npx tsx scripts/build-nutrition-data.ts [--dir <folder with foods.tsv and measures.tsv>]";
const options = parseCommandLine({ help: { type: "boolean" }, dir: { type: "string" } }, usage);
if (options) {
  const dir = sr24Directory(options.dir);
  const foods = buildTable(
    readFileSync(resolve(dir, "foods.tsv"), "utf8"),
    readFileSync(resolve(dir, "measures.tsv"), "utf8"),
    Object.values(FOOD_ALIASES).map((alias) => alias.ndb),
  );
  const target = resolve("app/domain/nutrition/sr24-foods.ts");
  writeFileSync(target, renderModule(foods));
  console.info(`Wrote ${foods.length} foods from ${dir} to ${target}`);
  const catalog = buildCatalog(
    readFileSync(resolve(dir, "foods.tsv"), "utf8"),
    readFileSync(resolve(dir, "measures.tsv"), "utf8"),
  );
  const catalogTarget = resolve("app/domain/data/sr24-catalog.ts");
  writeFileSync(catalogTarget, renderCatalogModule(catalog));
  console.info(`Wrote ${catalog.length} foods from ${dir} to ${catalogTarget}`);
}
