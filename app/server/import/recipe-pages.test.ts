/**
 * The fixture set of issue 28 (tests/fixtures/recipe-pages/, made by generate.ts): every page whose
 * data holds a recipe imports with its title, every ingredient line and every step right (and its
 * section headings, time and servings where the page gives them); a page without recipe data, or
 * whose Recipe lists no ingredients and no steps, imports nothing. Prints the score.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Expected } from "../../../tests/fixtures/recipe-pages/generate";
import { decodePage } from "./import-recipe.server";
import { readRecipePage } from "./recipe-page.server";

const DIR = path.resolve("tests/fixtures/recipe-pages");
const EXPECTED = JSON.parse(readFileSync(path.join(DIR, "expected.json"), "utf8")) as Expected[];
const results: { file: string; right: boolean }[] = [];

function read(file: string) {
  // As fetched: bytes decoded by the page's own charset (the server sends none in its header).
  const html = decodePage(readFileSync(path.join(DIR, "pages", file)), "text/html");
  return readRecipePage(html, `https://pages.example/${file}`);
}

describe("the recipe-page fixture set", () => {
  it("has at least 60 pages across the shapes, in several languages", () => {
    expect(EXPECTED.length).toBeGreaterThanOrEqual(60);
    const shapes = new Set(EXPECTED.map((page) => page.shape.replace(/-(comment|cdata|bare|named|lists|heading-lines)$/, "")));
    for (const shape of [
      "jsonld-object",
      "jsonld-graph",
      "jsonld-list",
      "jsonld-nested",
      "microdata",
      "broken-json",
      "no-recipe-plain",
    ])
      expect(
        [...shapes].some((s) => s.startsWith(shape)),
        shape,
      ).toBe(true);
  });

  it.each(EXPECTED.map((page) => [page.file, page] as const))("%s", (file, page) => {
    const got = read(file);
    let right = false;
    try {
      if (page.recipe === null) expect(got).toBeNull();
      else if (page.recipe === "empty") {
        expect(got?.recipe.ingredients).toEqual([]);
        expect(got?.recipe.instructions).toEqual([]);
      } else {
        const want = page.recipe;
        expect(got?.recipe.title).toBe(want.title);
        expect(got?.recipe.ingredients).toEqual(want.ingredients);
        expect(got?.recipe.instructions).toEqual(want.instructions);
        expect(got?.recipe.ingredientSections).toEqual(want.ingredientSections);
        expect(got?.recipe.instructionSections).toEqual(want.instructionSections);
        if (want.cookTime !== undefined) expect(got?.recipe.cookTime).toBe(want.cookTime);
        if (want.servings !== undefined) expect(got?.recipe.servings).toBe(want.servings);
      }
      right = true;
    } finally {
      results.push({ file, right });
    }
  });

  afterAll(() => {
    const right = results.filter((r) => r.right).length;
    const withRecipe = EXPECTED.filter((page) => page.recipe !== null && page.recipe !== "empty").length;
    console.info(
      `recipe pages: ${right} of ${results.length} right (${((100 * right) / Math.max(1, results.length)).toFixed(1)} %); ${withRecipe} pages hold a recipe` +
        (right < results.length
          ? `; wrong: ${results
              .filter((r) => !r.right)
              .map((r) => r.file)
              .join(", ")}`
          : ""),
    );
  });
});
