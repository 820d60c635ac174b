import { describe, expect, it } from "vitest";
import { fixtureEntries, otherFixtureUploads } from "../../../../tests/support/import-entries";
import type { ImportEntry } from "../collection";
import { chowdownFormat } from "./chowdown";

const markdown = (path: string, text: string): ImportEntry => ({ path, bytes: new TextEncoder().encode(text) });

describe("chowdownFormat", () => {
  const entries = fixtureEntries("chowdown");

  it("recognises recipe markdown and not a plain README, nor other formats' files", () => {
    expect(chowdownFormat.recognises(entries)).toBe(true);
    expect(chowdownFormat.recognises(entries.filter((entry) => !entry.path.includes("_recipes/")))).toBe(false);
    expect(chowdownFormat.recognises([markdown("post.md", "---\ntitle: Hello\nlayout: post\n---\nHi.")])).toBe(false);
    for (const upload of otherFixtureUploads("chowdown")) {
      expect(chowdownFormat.recognises(upload.entries), upload.name).toBe(false);
    }
  });

  it("reads front-matter lists, the photo from the site's images folder, and the body as the description", async () => {
    const { recipes } = await chowdownFormat.read(entries);
    const bread = recipes.find((recipe) => recipe.title === "Banana Bread")!;
    expect(bread).toMatchObject({
      description: "A moist loaf that uses up over-ripe bananas.",
      servings: 8,
      prepTime: 15,
      cookTime: 65,
      tags: ["breakfast", "baking"],
      sourceUrl: "https://bakery.example.com/banana-bread",
    });
    expect(bread.ingredients).toHaveLength(6);
    expect(bread.instructions[1]).toBe("Mix the butter into the mashed bananas, then the sugar, egg and vanilla.");
    expect(bread.photo).toEqual({
      bytes: entries.find((entry) => entry.path.endsWith("images/banana-bread.png"))!.bytes,
      name: "banana-bread.png",
    });
  });

  it("titles a recipe without a title by its file name, and reads grouped ingredients as sections", async () => {
    const { recipes } = await chowdownFormat.read(entries);
    const spaetzle = recipes.find((recipe) => recipe.title === "Käsespätzle")!;
    expect(spaetzle).toMatchObject({
      servings: 4,
      tags: ["Hauptgericht", "Vegetarisch"],
      ingredientSections: [
        { title: "Für die Spätzle", start: 0 },
        { title: "Für die Zwiebeln", start: 4 },
      ],
    });
    expect(spaetzle.ingredients.at(-1)).toBe("200 g Bergkäse, gerieben");
    expect(spaetzle.photo).toBeUndefined();
  });

  it("reads the lists under Ingredients and Directions headings in the body", async () => {
    const { recipes } = await chowdownFormat.read(entries);
    expect(recipes.find((recipe) => recipe.title.startsWith("Shakshuka"))).toEqual({
      title: "Shakshuka (שקשוקה)",
      description: "Eggs poached in a spiced tomato and pepper sauce.",
      ingredients: [
        "2 tbsp olive oil",
        "1 red pepper, sliced",
        "1 tsp cumin",
        "1 can (400 g) tomatoes",
        "4 eggs",
        "fresh coriander",
      ],
      ingredientSections: [
        { title: "For the sauce", start: 0 },
        { title: "To finish", start: 4 },
      ],
      instructions: [
        "Soften the pepper in the oil for 5 minutes, add the cumin.",
        "Add the tomatoes and simmer until thick, about 10 minutes.",
        "Make four wells and crack in the eggs; cover and cook until set.",
      ],
      servings: 2,
      tags: ["brunch", "eggs"],
      notes: "Good with warm pita.",
    });
  });

  it("gives a file whose front matter is not YAML as a failure naming the file", async () => {
    const { failures, recipes } = await chowdownFormat.read(entries);
    expect(recipes).toHaveLength(3);
    expect(failures).toEqual([
      {
        name: "chowdown-main/_recipes/broken.md",
        reason: expect.stringMatching(/^The front matter is not valid YAML \(.+line \d+/),
      },
    ]);
  });

  it("reads directions written as paragraphs, and a photo given by address", async () => {
    const { recipes } = await chowdownFormat.read([
      markdown(
        "soup.md",
        "---\ntitle: Soup\nimage: https://img.example.com/soup.jpg\ningredients: [water, salt]\n---\n## Directions\n\nBoil the water\nwith the salt.\n\nServe hot.\n",
      ),
    ]);
    expect(recipes[0]).toMatchObject({
      instructions: ["Boil the water with the salt.", "Serve hot."],
      photoUrl: "https://img.example.com/soup.jpg",
    });
  });
});
