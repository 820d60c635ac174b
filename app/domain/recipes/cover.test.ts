import { describe, expect, it } from "vitest";
import { coverCategory, coverDesign, coverFamily, hashString, motifMarkup } from "./cover";

describe("generated covers", () => {
  it("is the same design for the same recipe every time", () => {
    expect(coverDesign(["soup", "italian"], "Minestrone")).toEqual(coverDesign(["soup", "italian"], "Minestrone"));
  });

  it("differs between recipes of one category", () => {
    const a = coverDesign(["dinner"], "Beef Stew");
    const b = coverDesign(["dinner"], "Chicken Curry");
    expect(a.dots).not.toEqual(b.dots);
  });

  it.each([
    [["soup", "vegan"], "soup"],
    [["vegan", "dessert"], "dessert"],
    [["Breakfast"], "breakfast"],
    [["brunch"], "breakfast"],
    [["italian", "pasta"], "pasta"],
    [["drink"], "drink"],
    [["mexican"], "dinner"],
    [[], "dinner"],
  ])("tags %j give the %s category", (tags, expected) => {
    expect(coverCategory(tags)).toBe(expected);
  });

  it("keeps every value inside the drawing", () => {
    for (const title of ["A", "Tomato Soup", "Ünïcödé 🍲", "x".repeat(500)]) {
      const design = coverDesign(["salad"], title);
      expect(design.angle).toBeGreaterThanOrEqual(100);
      expect(design.angle).toBeLessThanOrEqual(160);
      expect(design.from).toMatch(/^#[0-9a-f]{6}$/);
      for (const dot of design.dots) {
        expect(dot.cx).toBeGreaterThanOrEqual(0);
        expect(dot.cx).toBeLessThanOrEqual(100);
        expect(dot.r).toBeGreaterThanOrEqual(8);
        expect(dot.opacity).toBeLessThan(0.3);
      }
    }
  });

  it("hashes strings stably", () => {
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("simmer")).toBe(hashString("simmer"));
    expect(hashString("simmer")).not.toBe(hashString("Simmer"));
  });
});

describe("dish families", () => {
  it.each([
    [["dinner"], "Stone-Baked Margherita Pizza", "pizza"],
    [["dinner"], "Weeknight Chicken Curry", "curry"],
    [["dinner"], "Thai Basil Beef with Fried Egg", "meat"],
    [["lunch"], "Kimchi Fried Rice", "rice"],
    [["dessert"], "Coconut Mango Sticky Rice", "cake"],
    [["dinner"], "Chicken Shawarma Wraps", "wrap"],
    [["snack"], "Pork and Chive Dumplings", "dumplings"],
    [["dinner"], "Spaghetti and Meatballs", "pasta"],
    [["soup"], "Slow-Simmered Beef Pho", "noodles"],
    [["dinner"], "Crispy-Skin Salmon", "fish"],
    [["dinner"], "Garlic Butter Shrimp", "shellfish"],
    [["breakfast"], "Fluffy Buttermilk Pancakes", "pancakes"],
    [["drink"], "Vietnamese Iced Coffee", "coffee"],
    // "ham" starts no word in "shawarma"; with no family word the tags decide.
    [["lunch"], "Shawarma Plate", "wrap"],
    [["dinner"], "Grandma's Sunday Supper", "pot"],
    [["dessert"], "Something Sweet", "cake"],
  ])("tags %j and title %s show the %s family", (tags, title, family) => {
    expect(coverFamily(tags, title)).toBe(family);
  });

  it("draws every motif as SVG shapes only", () => {
    for (const title of ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"]) {
      const markup = motifMarkup(coverDesign([], title));
      expect(markup).toMatch(/^(<(circle|rect|path) [^<>]*\/>)+$/);
    }
  });
});
