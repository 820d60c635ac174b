import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { FOOD_ALIASES } from "../app/domain/nutrition/aliases";
import { SR24_FOODS } from "../app/domain/nutrition/sr24-foods";
import {
  buildCatalog,
  buildTable,
  catalogRow,
  leftOutOfCatalog,
  normalizeMeasureName,
  renderCatalogModule,
  renderModule,
  sr24Directory,
} from "./nutrition-data";

const dir = sr24Directory();
const foodsTsv = readFileSync(resolve(dir, "foods.tsv"), "utf8");
const measuresTsv = readFileSync(resolve(dir, "measures.tsv"), "utf8");

/** A raw row of an SR24 file, by NDB number, for checking values independently of the builder. */
function rawRows(tsv: string, ndb: string): string[][] {
  return tsv
    .split("\n")
    .filter((line) => line.startsWith(`${ndb}\t`))
    .map((line) => line.split("\t"));
}

describe("build-nutrition-data", () => {
  const table = buildTable(
    foodsTsv,
    measuresTsv,
    Object.values(FOOD_ALIASES).map((a) => a.ndb),
  );

  it("copies values from the raw files unchanged", () => {
    const header = foodsTsv.split("\n")[0]?.split("\t") ?? [];
    const column = (name: string) => header.indexOf(name);
    for (const ndb of ["01123", "04053", "11215", "20444"]) {
      const [row = []] = rawRows(foodsTsv, ndb);
      const food = table.find((f) => f.ndb === ndb);
      expect(food?.description).toBe(row[column("description")]);
      expect(food?.nutrients[0]).toBe(Number(row[column("energy_kcal")]));
      expect(food?.nutrients[1]).toBe(Number(row[column("fat_g")]));
      expect(food?.nutrients[4]).toBe(Number(row[column("sodium_mg")]));
      expect(food?.nutrients[8]).toBe(Number(row[column("protein_g")]));
      expect(food?.nutrients[12]).toBe(Number(row[column("potassium_mg")]));
    }
    // Hand-checked: the egg is 143 kcal per 100 g and one large egg weighs 50 g.
    expect(SR24_FOODS["01123"]?.n[0]).toBe(143);
    expect(SR24_FOODS["01123"]?.m).toContainEqual(["large", 50]);
  });

  it("keeps an empty cell as unknown (null), not zero", () => {
    // Salmon (15236) has no vitamin D value in SR24.
    const [row = []] = rawRows(foodsTsv, "15236");
    expect(row[foodsTsv.split("\n")[0]?.split("\t").indexOf("vitamin_d_iu") ?? -1]).toBe("");
    expect(table.find((f) => f.ndb === "15236")?.nutrients[9]).toBeNull();
  });

  it("divides a measure's grams by its amount and uses short unit names", () => {
    expect(rawRows(measuresTsv, "15236").map((r) => r.slice(1, 4))).toContainEqual(["0.5", "fillet", "198.0"]);
    expect(table.find((f) => f.ndb === "15236")?.measures).toContainEqual(["fillet", 396]);
    expect(table.find((f) => f.ndb === "04053")?.measures).toContainEqual(["tbsp", 13.5]);
    expect(normalizeMeasureName("Tablespoon, chopped")).toBe("tbsp, chopped");
  });

  it("is deterministic and the committed module is up to date", () => {
    const again = buildTable(foodsTsv, measuresTsv, [...Object.values(FOOD_ALIASES).map((a) => a.ndb)].reverse());
    expect(renderModule(again)).toBe(renderModule(table));
    const committed = readFileSync(resolve("app/domain/nutrition/sr24-foods.ts"), "utf8");
    expect(committed).toBe(renderModule(table));
  });

  it("refuses a number SR24 does not have", () => {
    expect(() => buildTable(foodsTsv, measuresTsv, ["99999"])).toThrow(/99999/);
  });

  describe("the catalog the AI chooses from", () => {
    const catalog = buildCatalog(foodsTsv, measuresTsv);

    it("keeps ingredients and leaves out dishes, baby foods, brands and commodities", () => {
      const numbers = new Set(catalog.map((f) => f.ndb));
      for (const ndb of ["11241", "20035", "01123", "12087"]) expect(numbers.has(ndb)).toBe(true);
      expect(leftOutOfCatalog("03001", "Babyfood, juice, apple")).toBe(true);
      expect(leftOutOfCatalog("21001", "Fast foods, biscuit")).toBe(true);
      expect(leftOutOfCatalog("06001", "CAMPBELL Soup Company, CAMPBELL'S Red and White, Cream of Shrimp Soup")).toBe(true);
      expect(leftOutOfCatalog("01290", "USDA Commodity, cheese, cheddar, reduced fat")).toBe(true);
      expect(leftOutOfCatalog("11241", "Kohlrabi, raw")).toBe(false);
      expect([...numbers].some((ndb) => /^(03|21|22|35|36)/.test(ndb))).toBe(false);
      expect(catalog.length).toBeGreaterThan(5000);
    });

    it("writes one row per food with its values unchanged", () => {
      const quinoa = catalog.find((f) => f.ndb === "20035");
      expect(quinoa && catalogRow(quinoa)).toBe("20035|Quinoa, uncooked|368,6.07,0.706,0,5,64.16,7,,14.12,0,47,4.57,563|cup~170");
      expect(() => catalogRow({ ndb: "1", description: "A|B", nutrients: [], measures: [] })).toThrow(/separator/);
    });

    it("is up to date in the committed module", () => {
      const committed = readFileSync(resolve("app/domain/data/sr24-catalog.ts"), "utf8");
      expect(committed).toBe(renderCatalogModule(catalog));
    });
  });
});
