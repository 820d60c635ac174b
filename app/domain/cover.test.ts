import { describe, expect, it } from "vitest";
import { coverCategory, coverDesign, hashString } from "./cover";

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
