/** Each collection format's reader on the fixture written from its published description (tests/fixtures/import). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ImportEntry } from "~/domain/import/collection";
import { COLLECTION_FORMATS, formatOf } from "~/domain/import/formats";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/import");

/** A fixture's files as the unpacker hands them over (a zip's entries, one level of inner zips opened). */
function entriesOf(relative: string): ImportEntry[] {
  const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, relative)));
  const name = path.basename(relative);
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return [{ path: name, bytes }];
  return Object.entries(unzipSync(bytes)).flatMap(([entryPath, data]) =>
    entryPath.endsWith(".zip")
      ? Object.entries(unzipSync(data)).map(([inner, innerData]) => ({ path: `${entryPath}/${inner}`, bytes: innerData }))
      : [{ path: entryPath, bytes: data }],
  );
}

async function read(relative: string) {
  const entries = entriesOf(relative);
  const format = formatOf(entries);
  if (!format) throw new Error(`no format recognises ${relative}`);
  return { format: format.name, ...(await format.read(entries)) };
}

const isJpeg = (bytes: Uint8Array | undefined) => bytes?.[0] === 0xff && bytes[1] === 0xd8;

describe("collection formats", () => {
  it("reads a Paprika export: gzipped JSON per recipe, photo, rating, times, notes; a broken recipe is a failure", async () => {
    const parsed = await read("paprika/my-recipes.paprikarecipes");
    expect(parsed.format).toBe("Paprika");
    const cake = parsed.recipes.find((r) => r.title === "Paprika Lemon Drizzle Cake")!;
    expect(cake.ingredients).toEqual([
      "225 g butter",
      "225 g caster sugar",
      "4 eggs",
      "275 g self-raising flour",
      "1 lemon, zested",
    ]);
    expect(cake.instructions).toHaveLength(3);
    expect(cake).toMatchObject({
      servings: 8,
      prepTime: 15,
      cookTime: 45,
      totalTime: 60,
      tags: ["Baking", "Cakes"],
      sourceUrl: "https://example.com/lemon-drizzle",
      notes: "Grandma's version uses two lemons.",
      rating: 4,
    });
    expect(isJpeg(cake.photo?.bytes)).toBe(true);
    const soup = parsed.recipes.find((r) => r.title === "Paprika Smoky Bean Soup")!;
    expect(soup.rating).toBeUndefined();
    expect(soup.photo).toBeUndefined();
    expect(parsed.failures).toEqual([
      { name: "Broken Recipe.paprikarecipe", reason: expect.stringMatching(/not a readable Paprika recipe/) },
    ]);
  });

  it("reads a single .paprikarecipe file", async () => {
    const parsed = await read("paprika/smoky-bean-soup.paprikarecipe");
    expect(parsed.recipes.map((r) => r.title)).toEqual(["Paprika Smoky Bean Soup"]);
    expect(parsed.recipes[0]!.cookTime).toBe(30);
  });

  it("refuses a gzipped Paprika recipe that claims to unpack past the limit", async () => {
    const bomb = gzipSync(new Uint8Array(1024));
    bomb.set([0, 0, 0x60, 0x04], bomb.length - 4); // the trailer claims 70 MB
    const parsed = await formatOf([{ path: "big.paprikarecipe", bytes: bomb }])!.read([
      { path: "big.paprikarecipe", bytes: bomb },
    ]);
    expect(parsed.failures[0]!.reason).toMatch(/more than 64 MB/);
  });

  it("reads a Mealie export: sections, display lines, servings, times, tags, rating, notes, the original image", async () => {
    const parsed = await read("mealie/mealie-export.zip");
    expect(parsed.format).toBe("Mealie");
    const risotto = parsed.recipes.find((r) => r.title === "Mealie Mushroom Risotto")!;
    expect(risotto.ingredients).toEqual([
      "1 l vegetable stock",
      "300 g arborio rice",
      "250 g chestnut mushrooms, sliced",
      "50 g parmesan",
    ]);
    expect(risotto.ingredientSections).toEqual([
      { title: "For the stock", start: 0 },
      { title: "For the mushrooms", start: 2 },
    ]);
    expect(risotto.instructionSections).toEqual([{ title: "Cook", start: 1 }]);
    expect(risotto).toMatchObject({
      servings: 4,
      prepTime: 10,
      cookTime: 30,
      totalTime: 40,
      rating: 5,
      sourceUrl: "https://example.org/risotto",
    });
    expect(risotto.tags).toEqual(["Vegetarian", "Dinner"]);
    expect(risotto.notes).toBe("Tip: Use a splash of white wine.");
    expect(risotto.photo?.name).toBe("original.webp");
    const slaw = parsed.recipes.find((r) => r.title === "Mealie Crunchy Slaw")!;
    expect(slaw).toMatchObject({ servings: 6, totalTime: 15, rating: undefined, sourceUrl: undefined, photo: undefined });
  });

  it("reads a Tandoor export (a zip of zips): steps and their names, ingredients from food/unit/amount/note, times, keywords", async () => {
    const parsed = await read("tandoor/tandoor-export.zip");
    expect(parsed.format).toBe("Tandoor");
    const soup = parsed.recipes.find((r) => r.title === "Tandoor Tomato Soup")!;
    expect(soup.ingredients).toEqual(["1 kg tomatoes, halved", "4 cloves garlic", "500 ml vegetable stock", "salt, to taste"]);
    expect(soup.instructions).toEqual([
      "Roast the tomatoes and garlic for 30 minutes.",
      "Blend with the stock.",
      "Season to taste.",
    ]);
    expect(soup.instructionSections).toEqual([
      { title: "Roast", start: 0 },
      { title: "Blend", start: 1 },
    ]);
    expect(soup).toMatchObject({
      servings: 4,
      prepTime: 15,
      cookTime: 40,
      totalTime: 55,
      tags: ["Soup", "Vegan"],
      sourceUrl: "https://example.net/tomato-soup",
    });
    expect(isJpeg(soup.photo?.bytes)).toBe(true);
    expect(parsed.recipes.find((r) => r.title === "Tandoor Soda Bread")!.photo).toBeUndefined();
  });

  it("reads a Nextcloud Cookbook zip: schema.org recipe.json per folder and full.jpg beside it", async () => {
    const parsed = await read("nextcloud/cookbook.zip");
    expect(parsed.format).toBe("Nextcloud Cookbook");
    const bread = parsed.recipes.find((r) => r.title === "Nextcloud Nut Bread")!;
    expect(bread).toMatchObject({
      servings: 10,
      prepTime: 20,
      cookTime: 50,
      totalTime: 70,
      sourceUrl: "https://example.com/nut-bread",
    });
    expect(bread.tags).toEqual(["walnuts", "baking", "Bread"]);
    expect(bread.ingredients).toHaveLength(4);
    expect(isJpeg(bread.photo?.bytes)).toBe(true);
    const cordial = parsed.recipes.find((r) => r.title === "Nextcloud Elderflower Cordial")!;
    expect(cordial.photo).toBeUndefined();
    expect(cordial.instructions).toHaveLength(1);
  });

  it("reads a RecipeSage JSON-LD export: notes from comments, the source from isBasedOn; an empty recipe is a failure", async () => {
    const parsed = await read("recipesage/recipesage-export.json");
    expect(parsed.format).toBe("RecipeSage");
    expect(parsed.recipes).toHaveLength(1);
    expect(parsed.recipes[0]).toMatchObject({
      title: "RecipeSage Saffron Rice",
      servings: 6,
      totalTime: 30,
      notes: "Rinse the rice well.",
      sourceUrl: "https://example.com/saffron-rice",
      tags: ["Side", "Rice"],
    });
    expect(parsed.recipes[0]!.instructions).toHaveLength(2);
    expect(parsed.failures).toEqual([{ name: "recipesage-export.json", reason: "It has no title." }]);
  });

  it("reads a zip of JSON-LD files and pages in mixed encodings, with sections and a photo named by the page", async () => {
    const parsed = await read("jsonld/recipes.zip");
    expect(parsed.format).toBe("schema.org JSON-LD");
    const titles = parsed.recipes.map((r) => r.title).sort();
    expect(titles).toEqual(["JSON-LD Crème Brûlée", "JSON-LD Jollof Rice", "JSON-LD Matcha Latte"]);
    const jollof = parsed.recipes.find((r) => r.title === "JSON-LD Jollof Rice")!;
    expect(jollof.instructionSections).toEqual([
      { title: "For the base", start: 0 },
      { title: "For the rice", start: 1 },
    ]);
    expect(jollof).toMatchObject({ servings: 6, totalTime: 90, sourceUrl: "https://example.com/jollof" });
    expect(isJpeg(jollof.photo?.bytes)).toBe(true);
    expect(parsed.recipes.find((r) => r.title === "JSON-LD Crème Brûlée")!.ingredients[0]).toBe("500 ml crème fraîche");
    expect(parsed.failures).toEqual([{ name: "broken.json", reason: expect.stringMatching(/malformed JSON/) }]);
  });

  it("recognises nothing in files of no known format", () => {
    const entries = [
      { path: "notes.txt", bytes: strToU8("just some text") },
      { path: "data.json", bytes: strToU8('{"hello": "world"}') },
    ];
    expect(formatOf(entries)).toBeNull();
    expect(formatOf([{ path: "x.zip", bytes: zipSync({}) }])).toBeNull();
  });

  it("has a reader for each of the formats this part covers, JSON-LD last", () => {
    const names = COLLECTION_FORMATS.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(["Paprika", "Mealie", "Tandoor", "Nextcloud Cookbook", "RecipeSage"]));
    expect(names.at(-1)).toBe("schema.org JSON-LD");
  });
});
