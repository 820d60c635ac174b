/**
 * Whatever an upload holds, the five readers answer with recipes and failures and never throw:
 * random bytes under each format's file names, and each fixture cut short or with bytes flipped.
 */
import { describe, expect, it } from "vitest";
import { fixtureEntries } from "../../../../tests/support/import-entries";
import type { CollectionFormat, ImportEntry } from "../collection";
import { chowdownFormat } from "./chowdown";
import { cooklangFormat } from "./cooklang";
import { copymethatFormat } from "./copymethat";
import { myrecipeboxFormat } from "./myrecipebox";
import { plantoeatFormat } from "./plantoeat";

const FORMATS: Array<[string, CollectionFormat, string[]]> = [
  ["copymethat", copymethatFormat, ["recipes.html"]],
  ["chowdown", chowdownFormat, ["_recipes/a.md"]],
  ["plantoeat", plantoeatFormat, ["plan_to_eat.csv"]],
  ["myrecipebox", myrecipeboxFormat, ["export.csv"]],
  ["cooklang", cooklangFormat, ["Recipes/A.cook", "Recipes/A.jpg"]],
];

/** A small seeded generator, so a failing case can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomBytes(next: () => number, length: number, alphabet?: string): Uint8Array {
  if (alphabet)
    return new TextEncoder().encode(Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""));
  return Uint8Array.from({ length }, () => Math.floor(next() * 256));
}

async function expectAnswer(format: CollectionFormat, entries: ImportEntry[]) {
  const result = await format.read(entries);
  expect(Array.isArray(result.recipes) && Array.isArray(result.failures)).toBe(true);
  for (const recipe of result.recipes) expect(typeof recipe.title).toBe("string");
}

describe.each(FORMATS)("%s reader on damaged input", (folder, format, names) => {
  it("never throws on random bytes or random markup-heavy text", async () => {
    const next = random(folder.length * 7919);
    // Characters each format gives meaning to, so the text reaches deep into the parsers.
    const alphabet = `@#~{}%()=>-[]\n\n\r,;"'<>/ \tabcé漢0123456789:.*|\uFEFF`;
    for (let round = 0; round < 150; round += 1) {
      const length = Math.floor(next() * 600);
      const bytes = round % 2 === 0 ? randomBytes(next, length) : randomBytes(next, length, alphabet);
      const prefix = new TextEncoder().encode(
        folder === "plantoeat"
          ? "Title,Url Host,Ingredients,Directions\n"
          : folder === "myrecipebox"
            ? "title,quantity,ingredients,instructions\n"
            : folder === "chowdown"
              ? "---\nlayout: recipe\n"
              : folder === "copymethat"
                ? '<div class="recipe"><ul id="recipeIngredients">'
                : "",
      );
      const content = new Uint8Array([...prefix, ...bytes]);
      await expectAnswer(
        format,
        names.map((path) => ({ path, bytes: content })),
      );
    }
  });

  it("never throws on its fixture cut short or with bytes changed", async () => {
    const next = random(folder.length * 104729);
    const entries = fixtureEntries(folder);
    for (let round = 0; round < 60; round += 1) {
      const damaged = entries.map((entry) => {
        const bytes = entry.bytes.slice(0, Math.floor(next() * (entry.bytes.length + 1)));
        for (let flip = 0; flip < 5 && bytes.length > 0; flip += 1) {
          bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
        }
        return { path: entry.path, bytes };
      });
      await expectAnswer(format, damaged);
    }
  });
});

describe("readers on large input", () => {
  // Generous limits for a shared 2-core machine: they catch work that grows with the square of
  // the input (minutes at this size), not a slow run.
  it("read a 2 MB Cooklang step full of marks in time that grows with its length", async () => {
    const step = "Add @salt{1%pinch} and @a{} #pan ~{1%min} @b{2%g}(x) ".repeat(40_000);
    const started = performance.now();
    const { recipes } = await cooklangFormat.read([{ path: "Big.cook", bytes: new TextEncoder().encode(step) }]);
    expect(recipes[0]!.ingredients).toEqual(["40000 pinch salt", "a", "80000 g b, x"]);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it("read a Copy Me That page with 150,000 list items without overflowing the stack", async () => {
    const items = "<li>1 egg</li>".repeat(150_000);
    const html = `<div class="recipe"><div id="name">Eggs</div><ul id="recipeIngredients">${items}</ul></div>`;
    const { recipes } = await copymethatFormat.read([{ path: "recipes.html", bytes: new TextEncoder().encode(html) }]);
    expect(recipes[0]!.ingredients).toHaveLength(150_000);
  });
});
