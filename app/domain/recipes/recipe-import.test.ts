import { describe, expect, it } from "vitest";
import {
  clampInt,
  draftFromReading,
  durationMinutes,
  foundFields,
  guessDifficulty,
  hasLetter,
  IMPORT_MESSAGES,
  isSectionHeading,
  limitSteps,
  missingRequiredFields,
  sectionTitle,
  splitRunTogetherSteps,
  tagsFrom,
  truncate,
  yieldServings,
} from "./recipe-import";

describe("durationMinutes", () => {
  it.each([
    ["PT1H10M", 70],
    ["PT90M", 90],
    ["PT1H", 60],
    ["PT45M", 45],
    ["PT0.5H", 30],
    ["P0DT1H10M", 70],
    ["P1D", 1440],
    ["P1DT6H", 1800],
    ["PT30M30S", 31],
    ["pt20m", 20],
    ["45", 45],
    [45, 45],
    ["1 hour 10 minutes", 70],
    ["1 hr 5 mins", 65],
    ["25 min", 25],
  ])("%j is %i minutes", (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each([["PT0M"], ["P"], ["PT"], ["soon"], [""], [null], [undefined], [{}], [-5], [Number.NaN]])(
    "%j is unreadable",
    (value) => {
      expect(durationMinutes(value)).toBeNull();
    },
  );
});

describe("yieldServings", () => {
  it.each([
    ["4 servings", 4],
    [["4", "4 servings"], 4],
    [6, 6],
    ["Makes 12 cookies", 12],
    ["4-6", 4],
    [["", "serves 2"], 2],
  ])("%j gives %i", (value, servings) => {
    expect(yieldServings(value)).toBe(servings);
  });

  it.each([["a loaf"], [""], [0], [null], [["none"]]])("%j gives nothing", (value) => {
    expect(yieldServings(value)).toBeNull();
  });
});

describe("clampInt and truncate", () => {
  it("clamps into the range and keeps null", () => {
    expect(clampInt(0, 1, 100)).toBe(1);
    expect(clampInt(250, 1, 100)).toBe(100);
    expect(clampInt(4.6, 1, 100)).toBe(5);
    expect(clampInt(null, 1, 100)).toBeNull();
  });

  it("cuts at a word near the limit", () => {
    expect(truncate("short", 10)).toBe("short");
    const cut = truncate("the quick brown fox jumps over the lazy dog", 20);
    expect(cut).toBe("the quick brown fox…");
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(truncate("a".repeat(30), 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("tagsFrom", () => {
  it("splits, trims, drops short, long and repeated tags, and keeps at most 10", () => {
    expect(tagsFrom(["soup, Soup ,x,  winter  warmer", "a very long tag that is too long", "Dinner"])).toEqual([
      "soup",
      "winter warmer",
      "Dinner",
    ]);
    expect(tagsFrom(Array.from({ length: 15 }, (_, i) => `tag${i}`))).toHaveLength(10);
  });
});

describe("limitSteps", () => {
  it("joins the steps past the limit onto the last one kept", () => {
    expect(limitSteps(["a", "b", "c", "d"], 3)).toEqual(["a", "b", "c d"]);
    expect(limitSteps(["a", "b"], 3)).toEqual(["a", "b"]);
  });
});

describe("guessDifficulty", () => {
  it("believes a word on the page", () => {
    expect(guessDifficulty({ stated: "Easy", minutes: 300, ingredients: 30, steps: 30 })).toBe("Easy");
    expect(guessDifficulty({ stated: "Advanced", minutes: 10, ingredients: 2, steps: 2 })).toBe("Hard");
    expect(guessDifficulty({ stated: "intermediate", minutes: 10, ingredients: 2, steps: 2 })).toBe("Medium");
  });

  it("guesses from time and size, defaulting to Medium", () => {
    expect(guessDifficulty({ minutes: null, ingredients: 0, steps: 0 })).toBe("Medium");
    expect(guessDifficulty({ minutes: 20, ingredients: 6, steps: 4 })).toBe("Easy");
    expect(guessDifficulty({ minutes: 60, ingredients: 10, steps: 6 })).toBe("Medium");
    expect(guessDifficulty({ minutes: 240, ingredients: 10, steps: 6 })).toBe("Hard");
    expect(guessDifficulty({ minutes: 45, ingredients: 20, steps: 6 })).toBe("Hard");
  });
});

describe("issue 28: the shapes real pages write", () => {
  it.each([
    ["PT1H30M", 90],
    ["1 hour 30 mins", 90],
    ["90", 90],
    ["1h30", 90],
    ["1 Stunde 30 Minuten", 90],
    ["45 minutos", 45],
  ])("time %j is %i minutes", (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each([
    [{ value: 6 }, 6],
    [{ "@type": "QuantitativeValue", value: "8" }, 8],
    [[{ value: 3 }], 3],
    [[["", "serves 5"]], 5],
  ])("yield %j is %i servings", (value, servings) => {
    expect(yieldServings(value)).toBe(servings);
  });

  it("splits steps run together at sentence-level step boundaries only", () => {
    expect(splitRunTogetherSteps("Line a 20cm square baking tin.Snap the chocolate into pieces.")).toEqual([
      "Line a 20cm square baking tin.",
      "Snap the chocolate into pieces.",
    ]);
    expect(splitRunTogetherSteps("1. Melt the butter.2. To make the sauce, whisk the flour in.")).toEqual([
      "Melt the butter.",
      "To make the sauce, whisk the flour in.",
    ]);
    expect(splitRunTogetherSteps("Add 1.5 cups of U.S. flour. Bake at 180°C for 20 min.")).toEqual([
      "Add 1.5 cups of U.S. flour. Bake at 180°C for 20 min.",
    ]);
  });

  it("knows lines that carry no letter and heading lines", () => {
    expect([",", "1:", "[{", "2", "盐", "Salt"].map(hasLetter)).toEqual([false, false, false, false, true, true]);
    expect(isSectionHeading("For the sauce:")).toBe(true);
    expect(isSectionHeading("Für die Füllung:")).toBe(true);
    expect(isSectionHeading("2 cups flour:")).toBe(false);
    expect(isSectionHeading("1 onion, chopped")).toBe(false);
    expect(sectionTitle("--- For the sauce: ---")).toBe("For the sauce");
  });

  it("says what an empty recipe had, and which required fields a draft lacks", () => {
    const draft = { description: "", imageUrl: "https://x.example/p.jpg", cookTime: 5, servings: null };
    expect(foundFields(draft)).toEqual(["a photo", "a cook time"]);
    expect(IMPORT_MESSAGES.emptyRecipe("Omelette", foundFields(draft))).toBe(
      "That page names a recipe (“Omelette”) with a photo and a cook time, but it lists no ingredients and no steps, so there is nothing to import.",
    );
    expect(missingRequiredFields(draft).map((field) => field.name)).toEqual(["description", "servings"]);
    expect(IMPORT_MESSAGES.missingFields(["a description", "servings"])).toBe(
      "The page did not give a description and servings: please fill them in before creating the recipe.",
    );
  });

  it("turns the AI's reading into a draft marked read by AI, or null when it found no recipe", () => {
    const reading = {
      title: "Plum dumplings",
      description: "Grandma's dumplings.",
      ingredients: ["1 kg potatoes", ","],
      instructions: ["1. Boil the potatoes.", "Wrap the plums."],
      cookTime: 0,
      servings: 4,
      difficulty: "Medium" as const,
    };
    expect(draftFromReading(reading, "https://x.example/p")).toMatchObject({
      ingredients: ["1 kg potatoes"],
      instructions: ["Boil the potatoes.", "Wrap the plums."],
      cookTime: null,
      servings: 4,
      readByAi: true,
      sourceUrl: "https://x.example/p",
    });
    expect(draftFromReading({ ...reading, ingredients: [], instructions: [] }, "https://x.example/p")).toBeNull();
  });
});
