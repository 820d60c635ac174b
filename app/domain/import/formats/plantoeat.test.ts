import { describe, expect, it } from "vitest";
import { fixtureEntries, otherFixtureUploads } from "../../../../tests/support/import-entries";
import type { ImportEntry } from "../collection";
import { plantoeatFormat } from "./plantoeat";

const csv = (text: string): ImportEntry => ({ path: "recipes.csv", bytes: new TextEncoder().encode(text) });
const HEADER = "Title,Url Host,Servings,Ingredients,Directions,Tags,Rating,Photo Url";

describe("plantoeatFormat", () => {
  const entries = fixtureEntries("plantoeat");

  it("recognises its CSV by Plan to Eat's own columns, and no other format's files", () => {
    expect(plantoeatFormat.recognises(entries)).toBe(true);
    expect(plantoeatFormat.recognises([csv("Title,Ingredients,Directions\nSoup,water,boil")])).toBe(false);
    for (const upload of otherFixtureUploads("plantoeat")) {
      expect(plantoeatFormat.recognises(upload.entries), upload.name).toBe(false);
    }
  });

  it("reads each row: multi-line cells, sections, times, servings, tags, rating, notes and photo address", async () => {
    const { recipes } = await plantoeatFormat.read(entries);
    expect(recipes.map((recipe) => recipe.title)).toEqual(["Chicken Tikka Masala", "Paella valenciana", "Onigiri おにぎり"]);
    expect(recipes[0]).toEqual({
      title: "Chicken Tikka Masala",
      description: "Smoky grilled chicken in a creamy, spiced tomato sauce.",
      ingredients: [
        "500 g chicken thighs, cubed",
        "150 g plain yogurt",
        "2 tsp garam masala",
        "1 onion, finely chopped",
        "400 g crushed tomatoes",
        "200 ml cream",
      ],
      ingredientSections: [
        { title: "Marinade", start: 0 },
        { title: "Sauce", start: 3 },
      ],
      instructions: [
        "Marinate the chicken in the yogurt and garam masala for at least 1 hour.",
        "Grill the chicken until charred at the edges.",
        "Soften the onion, add the tomatoes and simmer 15 minutes.",
        "Stir in the cream and the chicken, warm through.",
      ],
      servings: 4,
      prepTime: 20,
      cookTime: 60,
      totalTime: 80,
      tags: ["Indian", "Dinner", "curry", "Main Dish", "Chicken"],
      sourceUrl: "https://spice.example.com/tikka-masala",
      notes: 'Use "Kashmiri" chili for colour, not heat.',
      rating: 4,
      photoUrl: "https://images.example.com/tikka.jpg",
    });
    expect(recipes[1]).toMatchObject({ servings: 6, prepTime: 30, cookTime: 45, tags: ["arroz", "Española", "Plato principal"] });
    // A rating of 0 means "not rated"; missing times stay missing.
    expect(recipes[2]).toEqual({
      title: "Onigiri おにぎり",
      ingredients: ["2 cups cooked sushi rice", "1 umeboshi", "1 sheet nori, cut in strips"],
      instructions: [
        "Wet your hands and salt them.",
        "Shape the rice around the umeboshi into a triangle.",
        "Wrap with a strip of nori.",
      ],
      tags: ["snack", "Japanese"],
    });
  });

  it("gives a row without a title as a failure naming the file and row", async () => {
    const { failures } = await plantoeatFormat.read(entries);
    expect(failures).toEqual([{ name: "plan_to_eat_recipes.csv, row 4", reason: "This recipe has no title." }]);
  });

  it("reads a semicolon-separated export with a BOM and Windows line ends", async () => {
    const text =
      '\uFEFFTitle;Url Host;Servings;Ingredients;Directions\r\nGâteau;;Serves 8-10;"200 g farine\r\n3 œufs";"Mélanger.\r\nCuire."\r\n';
    const { recipes } = await plantoeatFormat.read([csv(text)]);
    expect(recipes).toEqual([
      { title: "Gâteau", ingredients: ["200 g farine", "3 œufs"], instructions: ["Mélanger.", "Cuire."], servings: 8 },
    ]);
  });

  it("gives a file that is not CSV as one failure instead of throwing", async () => {
    const { recipes, failures } = await plantoeatFormat.read([csv(`${HEADER}\nSoup,x,4,"water,boil`)]);
    expect(recipes).toEqual([]);
    expect(failures).toEqual([
      { name: "recipes.csv", reason: expect.stringMatching(/^This file is not a readable CSV file \(.+\)\.$/) },
    ]);
  });
});
