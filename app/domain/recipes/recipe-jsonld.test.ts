import { describe, expect, it } from "vitest";
import { isoDuration, recipeJsonLd, scriptJson, type JsonLdRecipe } from "./recipe-jsonld";

const SITE = "https://simmer.example";

const recipe: JsonLdRecipe = {
  id: 42,
  title: "Weeknight Chicken Curry",
  description: "A golden, gently spiced curry.",
  imageUrl: null,
  author: "Simmer Kitchen",
  createdAt: new Date("2026-03-04T22:30:00Z"),
  cookTime: 95,
  servings: 4,
  tags: ["indian", "dinner"],
  ingredients: ["1 1/2 lb boneless chicken thighs", "2 tbsp vegetable oil", "salt to taste"],
  instructions: ["Brown the chicken.", "Simmer the sauce.", "Serve with rice."],
  rating: 4.7,
  ratingCount: 12,
};

/** ISO 8601 durations as schema.org expects them: PT, then hours and/or minutes. */
const ISO_DURATION = /^PT(?:\d+H)?(?:\d+M)?$/;

describe("ISO 8601 durations", () => {
  it.each([
    [0, "PT0M"],
    [1, "PT1M"],
    [45, "PT45M"],
    [59, "PT59M"],
    [60, "PT1H"],
    [90, "PT1H30M"],
    [125, "PT2H5M"],
    [1440, "PT24H"],
    [29.6, "PT30M"],
    [-5, "PT0M"],
  ])("%d minutes → %s", (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
    expect(isoDuration(minutes)).toMatch(ISO_DURATION);
  });
});

describe("schema.org Recipe", () => {
  const ld = recipeJsonLd(recipe, SITE);

  it("is a schema.org Recipe with its name, description, author and absolute URLs", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Weeknight Chicken Curry",
      description: "A golden, gently spiced curry.",
      url: "https://simmer.example/recipe/42",
      author: { "@type": "Person", name: "Simmer Kitchen" },
    });
  });

  it("always has an image: the recipe's own, else its generated cover", () => {
    expect(ld.image).toEqual(["https://simmer.example/recipe/42/cover.svg"]);
    expect(recipeJsonLd({ ...recipe, imageUrl: "https://cdn.example/curry.jpg" }, SITE).image).toEqual([
      "https://cdn.example/curry.jpg",
    ]);
    const uploaded = "/uploads/0123456789abcdef0123456789abcdef.webp";
    expect(recipeJsonLd({ ...recipe, imageUrl: uploaded }, SITE).image).toEqual([`https://simmer.example${uploaded}`]);
  });

  it("gives the times as ISO 8601 durations and the publication date as a day (UTC)", () => {
    expect(ld.cookTime).toBe("PT1H35M");
    expect(ld.totalTime).toBe("PT1H35M");
    expect(ld.datePublished).toBe("2026-03-04");
    expect(recipeJsonLd({ ...recipe, createdAt: "2026-12-31T23:59:59.000Z" }, SITE).datePublished).toBe("2026-12-31");
  });

  it("lists every ingredient line in order as recipeIngredient", () => {
    expect(ld.recipeIngredient).toEqual(recipe.ingredients);
  });

  it("gives the instructions as numbered HowToSteps", () => {
    expect(ld.recipeInstructions).toEqual([
      { "@type": "HowToStep", position: 1, text: "Brown the chicken." },
      { "@type": "HowToStep", position: 2, text: "Simmer the sauce." },
      { "@type": "HowToStep", position: 3, text: "Serve with rice." },
    ]);
  });

  it("gives yield, category and keywords from servings and tags", () => {
    expect(ld).toMatchObject({ recipeYield: "4 servings", recipeCategory: "indian", keywords: "indian, dinner" });
    const untagged = JSON.parse(JSON.stringify(recipeJsonLd({ ...recipe, tags: [] }, SITE)));
    expect(untagged).not.toHaveProperty("recipeCategory");
    expect(untagged.keywords).toBe("");
  });

  it("has an aggregateRating on the 1–5 scale with its ratingCount, only when the recipe is rated", () => {
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      ratingCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(recipeJsonLd({ ...recipe, rating: 0, ratingCount: 0 }, SITE)).not.toHaveProperty("aggregateRating");
    // Never an aggregateRating without a real count (Google's Recipe structured-data rules).
    expect(recipeJsonLd({ ...recipe, ratingCount: 0 }, SITE)).not.toHaveProperty("aggregateRating");
  });
});

describe("JSON inside a script element", () => {
  it("cannot close the element or break the line, and reads back the same", () => {
    const value = { text: "</script><script>alert(1)</script>", odd: "a\u2028b\u2029c" };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain("<");
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
