/** The recipe reader on saved pages in the styles recipe sites use (tests/fixtures/import). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanText, readRecipePage } from "./recipe-page.server";

const fixture = (name: string) => readFileSync(path.resolve("tests/fixtures/import", name), "utf8");

describe("a JSON-LD object (WordPress recipe plugin style)", () => {
  const read = readRecipePage(fixture("jsonld-object.html"), "https://sundaytable.example/tomato-soup/");

  it("reads every field, decoding entities and dropping HTML", () => {
    expect(read?.source).toBe("json-ld");
    expect(read?.recipe).toEqual({
      title: "Creamy Tomato Basil Soup",
      description:
        "A silky tomato soup with fresh basil & a splash of cream. It's ready in under an hour – perfect for rainy days.",
      imageUrl: "https://sundaytable.example/wp-content/uploads/tomato-soup-1200x1200.jpg",
      cookTime: 55,
      servings: 4,
      difficulty: "Medium",
      ingredients: [
        "2 tablespoons olive oil",
        "1 large onion, diced",
        "3 cloves garlic, minced",
        "2 (28 oz) cans whole peeled tomatoes",
        "2 cups vegetable broth",
        "½ cup heavy cream",
        "1 cup fresh basil leaves",
        "Salt & pepper to taste",
      ],
      instructions: [
        "Heat the olive oil in a large pot over medium heat.",
        "Add the onion and cook for 5 minutes, until soft. Stir in the garlic.",
        "Pour in the tomatoes and broth. Simmer for 30 minutes.",
        "Blend until smooth, stir in the cream and basil, and season to taste.",
      ],
      tags: ["tomato soup", "basil", "comfort food", "vegetarian", "Soup", "Lunch", "Italian"],
      author: "Maria Rossi",
      sourceUrl: "https://sundaytable.example/tomato-soup/",
    });
  });
});

describe("a JSON-LD list with @type as a list", () => {
  const read = readRecipePage(fixture("jsonld-array.html"), "https://littleoven.example/recipes/banana-bread");

  it("finds the recipe among other nodes and reads a string of numbered steps", () => {
    expect(read?.source).toBe("json-ld");
    const recipe = read!.recipe;
    expect(recipe.title).toBe("Best Ever Banana Bread");
    expect(recipe.author).toBe("Jo Baker");
    expect(recipe.cookTime).toBe(70); // PT1H10M
    expect(recipe.servings).toBe(1); // "1 loaf (10 slices)": the first number
    expect(recipe.imageUrl).toBe("https://littleoven.example/images/banana-bread.webp?w=1200"); // relative, resolved
    expect(recipe.instructions).toEqual([
      "Preheat the oven to 350°F (175°C) and butter a loaf pan.",
      "Mix the butter into the mashed bananas.",
      "Stir in the soda, salt, sugar, egg and vanilla, then the flour.",
      "Pour into the pan and bake for 60 minutes, until a skewer comes out clean.",
      "Cool on a rack before slicing.",
    ]);
    expect(recipe.ingredients).toHaveLength(8);
    expect(recipe.tags).toEqual(["banana", "bread", "baking", "breakfast", "Baking"].slice(0, 4)); // "b" too short, "Baking" repeats
  });
});

describe("a Yoast @graph with references", () => {
  const read = readRecipePage(fixture("jsonld-graph.html"), "https://spicestreet.example/chicken-tikka-masala/");

  it("skips a broken block, follows @id references and flattens HowToSections", () => {
    expect(read?.source).toBe("json-ld");
    const recipe = read!.recipe;
    expect(recipe.title).toBe("Chicken Tikka Masala");
    expect(recipe.author).toBe("Anita Sharma");
    expect(recipe.imageUrl).toBe("https://spicestreet.example/wp-content/uploads/tikka.png");
    expect(recipe.description).toBe("Smoky grilled chicken in a rich, creamy tomato sauce.");
    expect(recipe.cookTime).toBe(70); // prep 20 + cook 50, no totalTime
    expect(recipe.servings).toBe(6);
    expect(recipe.instructions).toEqual([
      "Mix the yoghurt with half the spices, the garlic and the ginger.",
      "Coat the chicken and marinate for at least 1 hour.",
      "Grill the chicken until charred at the edges.",
      "Melt the butter, soften the onion, then add the remaining spices.",
      "Add the passata and simmer for 15 minutes.",
      "Stir in the cream and chicken; simmer 10 minutes more.",
    ]);
    expect(recipe.ingredients[0]).toBe("800 g boneless chicken thighs, cut into chunks");
    expect(recipe.tags).toEqual(["curry", "chicken", "spicy", "family favourite", "Main Course", "Indian", "British"]);
    expect(recipe.difficulty).toBe("Medium");
  });
});

describe("microdata (no JSON-LD)", () => {
  const read = readRecipePage(fixture("microdata.html"), "https://oldrecipebox.example/pancakes.html");

  it("reads itemprops, nested items and a list of steps", () => {
    expect(read?.source).toBe("microdata");
    expect(read?.recipe).toEqual({
      title: "Grandma's Fluffy Pancakes",
      description: "Light, fluffy pancakes just like Grandma used to make — every Sunday.",
      imageUrl: "https://oldrecipebox.example/photos/pancakes.jpeg",
      cookTime: 30,
      servings: 8,
      difficulty: "Easy",
      ingredients: [
        "1 1/2 cups all-purpose flour",
        "3 1/2 teaspoons baking powder",
        "1 tablespoon white sugar",
        "1 1/4 cups milk",
        "1 egg",
        "3 tablespoons butter, melted",
      ],
      instructions: [
        "Sift the flour, baking powder, salt and sugar into a large bowl.",
        "Make a well in the centre and pour in the milk, egg and melted butter; mix until smooth.",
        "Heat a lightly oiled griddle over medium-high heat.",
        "Pour about 1/4 cup of batter per pancake and brown on both sides.",
      ],
      tags: ["pancakes", "brunch", "Breakfast"],
      author: "Edith Parker",
      sourceUrl: "https://oldrecipebox.example/pancakes.html",
    });
  });
});

describe("a recipe nested in a WebPage, past every limit of the form", () => {
  const recipe = readRecipePage(fixture("jsonld-nested-limits.html"), "https://feast.example/feast")!.recipe;

  it("finds the mainEntity behind an HTML comment and prefixed keys", () => {
    expect(recipe.title.startsWith("An Extremely Long Feast Title")).toBe(true);
  });

  it("clamps to the form's rules", () => {
    expect(recipe.title.length).toBeLessThanOrEqual(100);
    expect(recipe.description.length).toBeLessThanOrEqual(500);
    expect(recipe.description.endsWith("…")).toBe(true);
    expect(recipe.cookTime).toBe(1440); // P1DT6H is 1800 minutes
    expect(recipe.servings).toBe(100); // 250
    expect(recipe.ingredients).toHaveLength(50); // 55 lines and 2 blank ones
    expect(recipe.instructions).toHaveLength(30);
    expect(recipe.instructions[0]).toBe("do the thing number 1 carefully."); // "Step 1:" dropped
    expect(recipe.instructions[29]).toContain("do the thing number 35 carefully."); // later steps kept in the last one
    expect(recipe.tags).toHaveLength(10);
    expect(recipe.tags.every((tag) => tag.length >= 2 && tag.length <= 20)).toBe(true);
    expect(recipe.author.length).toBeLessThanOrEqual(50);
    expect(recipe.difficulty).toBe("Hard"); // "Advanced"
  });

  it("falls back to the page's og:image when the recipe's image is not a web address", () => {
    expect(recipe.imageUrl).toBe("https://feast.example/og/feast.gif");
  });
});

describe("a page without a recipe", () => {
  it("gives null for an article", () => {
    expect(readRecipePage(fixture("none.html"), "https://blog.example/gadgets")).toBeNull();
  });

  it.each([
    "",
    "not html at all",
    '<script type=\'application/ld+json\'>{"@type":"Recipe"}</script>',
    "<div itemscope itemtype='https://schema.org/Recipe'></div>",
  ])("gives null for %j", (html) => {
    expect(readRecipePage(html, "https://x.example/")).toBeNull();
  });

  it("survives deeply nested JSON without a stack overflow", () => {
    const deep = `${"[".repeat(5000)}{"@type":"Recipe","name":"Deep"}${"]".repeat(5000)}`;
    expect(() => readRecipePage(`<script type="application/ld+json">${deep}</script>`, "https://x.example/")).not.toThrow();
  });
});

describe("cleanText", () => {
  it.each([
    ["Salt &amp; pepper", "Salt & pepper"],
    ["It&amp;#39;s done", "It's done"],
    ["<p>One</p><p>Two</p>", "One Two"],
    ["a\u00a0 b", "a b"],
    ["Heat to <200C", "Heat to <200C"],
    ["<script>alert(1)</script>Safe", "Safe"],
  ])("%j → %j", (input, output) => {
    expect(cleanText(input)).toBe(output);
  });

  it("keeps lines when asked", () => {
    expect(cleanText("<p>One</p><p>Two<br>Three</p>", true)).toBe("One\nTwo\nThree");
  });
});
