import { describe, expect, it } from "vitest";
import { fixtureEntries, otherFixtureUploads } from "../../../../tests/support/import-entries";
import type { ImportEntry } from "../collection";
import { myrecipeboxFormat } from "./myrecipebox";

const csv = (text: string): ImportEntry => ({ path: "export.csv", bytes: new TextEncoder().encode(text) });

describe("myrecipeboxFormat", () => {
  const entries = fixtureEntries("myrecipebox");

  it("recognises its CSV by My Recipe Box's own columns, and no other format's files", () => {
    expect(myrecipeboxFormat.recognises(entries)).toBe(true);
    expect(myrecipeboxFormat.recognises([csv("title,ingredients,instructions\nSoup,water,boil")])).toBe(false);
    for (const upload of otherFixtureUploads("myrecipebox")) {
      expect(myrecipeboxFormat.recognises(upload.entries), upload.name).toBe(false);
    }
  });

  it("reads each row: times, yield, ingredients and steps by line, categories and tags by semicolon, links", async () => {
    const { recipes } = await myrecipeboxFormat.read(entries.filter((entry) => entry.path === "myrecipebox_export.csv"));
    expect(recipes.map((recipe) => recipe.title)).toEqual(["Lasagne alla bolognese", "Pão de queijo", "Kanelbullar"]);
    expect(recipes[0]).toEqual({
      title: "Lasagne alla bolognese",
      description: "La lasagna classica dell'Emilia, con ragù e besciamella.",
      ingredients: [
        "500 g di ragù alla bolognese",
        "1 l di besciamella",
        "250 g di sfoglia all'uovo",
        "100 g di Parmigiano Reggiano grattugiato",
      ],
      instructions: [
        "Preriscaldare il forno a 200 °C.",
        "Alternare strati di sfoglia, ragù, besciamella e parmigiano.",
        "Cuocere in forno per 40 minuti.",
      ],
      servings: 6,
      prepTime: 45,
      cookTime: 40,
      totalTime: 85,
      tags: ["Primi piatti", "Pasta", "forno"],
      sourceUrl: "https://cucina.example.it/lasagne",
      notes: "Meglio il giorno dopo.\n\nVideo: https://video.example.it/lasagne",
      rating: 5,
      photoUrl: "https://img.example.it/lasagne.jpg",
    });
    // Without a source, the video is where the recipe came from; numbered steps lose their numbers.
    expect(recipes[1]).toMatchObject({
      servings: 24,
      prepTime: 15,
      cookTime: 25,
      sourceUrl: "https://video.example.com/pao-de-queijo",
      instructions: [
        "Boil the milk with the oil and pour over the starch.",
        "Beat in the eggs and the cheese.",
        "Shape small balls and bake at 180 °C for 25 minutes.",
      ],
    });
    expect(recipes[2]).toEqual({
      title: "Kanelbullar",
      ingredients: ["500 g vetemjöl", "75 g smör", "3 dl mjölk", "25 g jäst", "1 tsk kardemumma"],
      instructions: [
        "Knåda degen och låt jäsa 30 minuter.",
        "Kavla ut, bred på fyllningen, rulla och skär.",
        "Grädda i 225 °C i 8 minuter.",
      ],
    });
  });

  it("gives a row with nothing to cook as a failure with the recipe's title", async () => {
    const { failures } = await myrecipeboxFormat.read(entries);
    expect(failures).toEqual([{ name: "Empty card", reason: "This recipe has no ingredients and no steps." }]);
  });

  it("reads Excel's semicolon-separated Windows-1252 save of the export", async () => {
    const { recipes } = await myrecipeboxFormat.read(entries.filter((entry) => entry.path === "excel-windows-1252.csv"));
    expect(recipes).toEqual([
      {
        title: "Crème brûlée",
        ingredients: ["500 ml crème liquide", "5 jaunes d'œufs", "100 g de sucre"],
        instructions: [
          "Chauffer la crème.",
          "Verser sur les jaunes blanchis avec le sucre.",
          "Cuire au bain-marie 1 heure à 100 °C, puis caraméliser.",
        ],
        servings: 4,
      },
    ]);
  });
});
