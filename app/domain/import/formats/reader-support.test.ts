import { describe, expect, it } from "vitest";
import type { ImportEntry } from "../collection";
import {
  checkedRecipe,
  decodeText,
  entryAt,
  httpUrl,
  minutesFrom,
  ratingFrom,
  safely,
  servingsFrom,
  uniqueTags,
  withoutStepNumber,
} from "./reader-support";

describe("decodeText", () => {
  const text = "Crème brûlée – 5 œufs";

  it("reads UTF-8 with and without a byte-order mark", () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeText(utf8)).toBe(text);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
  });

  it("reads UTF-16 when its byte-order mark says so", () => {
    const units = [...text].map((char) => char.charCodeAt(0));
    const littleEndian = new Uint8Array([0xff, 0xfe, ...units.flatMap((unit) => [unit & 0xff, unit >> 8])]);
    const bigEndian = new Uint8Array([0xfe, 0xff, ...units.flatMap((unit) => [unit >> 8, unit & 0xff])]);
    expect(decodeText(littleEndian)).toBe(text);
    expect(decodeText(bigEndian)).toBe(text);
  });

  it("reads Windows-1252 when the bytes are not UTF-8", () => {
    // "Crème brûlée – 5 œufs" as a Windows spreadsheet saves it: è E8, û FB, é E9, – 96, œ 9C.
    const bytes = new Uint8Array([
      0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x62, 0x72, 0xfb, 0x6c, 0xe9, 0x65, 0x20, 0x96, 0x20, 0x35, 0x20, 0x9c, 0x75, 0x66,
      0x73,
    ]);
    expect(decodeText(bytes)).toBe(text);
  });
});

describe("servingsFrom", () => {
  it.each([
    ["4 servings", 4],
    ["Serves 4-6", 4],
    ["Servings:2", 2],
    ["6 raciones", 6],
    ["2人分", 2],
    [8, 8],
  ])("%s → %s", (input, expected) => {
    expect(servingsFrom(input)).toBe(expected);
  });

  it.each(["", "  ", "a few", "0", 0, null])("%s → nothing", (input) => {
    expect(servingsFrom(input)).toBeUndefined();
  });
});

describe("minutesFrom", () => {
  it.each([
    ["PT1H30M", 90],
    ["45", 45],
    [45, 45],
    ["1:20", 80],
    ["1 hour 30 mins", 90],
    ["1 h 25", 85],
    ["1 Std. 10 Min.", 70],
    ["2 heures", 120],
    ["1 hora 15 minutos", 75],
    ["40 minuti", 40],
    ["20 minuten", 20],
    ["1,5 h", 90],
  ])("%s → %s", (input, expected) => {
    expect(minutesFrom(input)).toBe(expected);
  });

  it.each(["", "overnight", "0", "PT0M", "mins"])("%s → nothing", (input) => {
    expect(minutesFrom(input)).toBeUndefined();
  });
});

describe("small rules", () => {
  it("rates 1..5, treating 0 and blanks as not rated", () => {
    expect([ratingFrom("4"), ratingFrom(4.6), ratingFrom("3/5"), ratingFrom(9), ratingFrom("0"), ratingFrom("")]).toEqual([
      4,
      5,
      3,
      5,
      undefined,
      undefined,
    ]);
  });

  it("keeps tags once each, ignoring case, without blanks", () => {
    expect(uniqueTags([" Dessert", "dessert", "", "  Français  ", "Quick   lunch"])).toEqual([
      "Dessert",
      "Français",
      "Quick lunch",
    ]);
  });

  it("keeps only http(s) addresses", () => {
    expect(httpUrl(" https://example.com/a b ")).toBe("https://example.com/a%20b");
    expect(httpUrl("javascript:alert(1)")).toBeUndefined();
    expect(httpUrl("www.example.com")).toBeUndefined();
    expect(httpUrl(42)).toBeUndefined();
  });

  it("takes the number off a step", () => {
    expect(
      ["1. Mix.", "2) Bake.", "Step 3: Rest.", "10: Serve.", "3 - 4 minutes a side.", "350°F oven.", "2 eggs go in."].map(
        withoutStepNumber,
      ),
    ).toEqual(["Mix.", "Bake.", "Rest.", "Serve.", "3 - 4 minutes a side.", "350°F oven.", "2 eggs go in."]);
  });

  it("finds a relative file case-insensitively and never above the archive's top", () => {
    const entries: ImportEntry[] = [
      { path: "export/images/Soup.JPG", bytes: new Uint8Array([1]) },
      { path: "top.png", bytes: new Uint8Array([2]) },
    ];
    expect(entryAt(entries, "export/recipes.html", "./images/soup.jpg")?.bytes).toEqual(new Uint8Array([1]));
    expect(entryAt(entries, "export/recipes.html", "../top.png")?.bytes).toEqual(new Uint8Array([2]));
    expect(entryAt(entries, "export/recipes.html", "../../top.png")).toBeUndefined();
    expect(entryAt(entries, "export/recipes.html", "/top.png?v=2")?.bytes).toEqual(new Uint8Array([2]));
  });

  it("turns a recipe without a title or without anything to cook into a failure, and drops empty fields", () => {
    expect(checkedRecipe("row 3", { title: " ", ingredients: ["salt"], instructions: [] })).toEqual({
      name: "row 3",
      reason: "This recipe has no title.",
    });
    expect(checkedRecipe("row 4", { title: "Soup", ingredients: [], instructions: [] })).toEqual({
      name: "Soup",
      reason: "This recipe has no ingredients and no steps.",
    });
    expect(
      checkedRecipe("row 5", { title: "Soup", ingredients: ["water"], instructions: [], tags: [], notes: "", servings: NaN }),
    ).toEqual({
      title: "Soup",
      ingredients: ["water"],
      instructions: [],
    });
  });

  it("turns an unexpected error into the recipe's failure", () => {
    expect(
      safely("recipes.html, recipe 2", () => {
        throw new RangeError("Maximum call stack size exceeded");
      }),
    ).toEqual({ name: "recipes.html, recipe 2", reason: "This recipe could not be read." });
  });
});
