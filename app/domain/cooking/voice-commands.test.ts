import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../ingredients/ingredient-parser";
import { formatMeasure, scaleIngredient } from "../ingredients/scaling";
import { convertIngredient, displayIngredient, type UnitSystem } from "../ingredients/units";
import {
  answerHowMuch,
  answerIngredients,
  findIngredient,
  parseVoiceCommand,
  VOICE_HELP,
  type SpokenIngredient,
} from "./voice-commands";

describe("parseVoiceCommand", () => {
  it.each([
    ["next", "next"],
    ["Next step", "next"],
    ["next step please", "next"],
    ["OK, go to the next page.", "next"],
    ["back", "back"],
    ["Go back", "back"],
    ["previous", "back"],
    ["previous step", "back"],
    ["repeat", "repeat"],
    ["say that again", "repeat"],
    ["ingredients", "ingredients"],
    ["What are the ingredients?", "ingredients"],
    ["start timer", "startTimer"],
    ["Start the timer", "startTimer"],
    ["stop timer", "stopTimer"],
    ["pause the timers", "stopTimer"],
  ])("%j is %s", (phrase, kind) => {
    expect(parseVoiceCommand(phrase).kind).toBe(kind);
  });

  it.each([
    ["how much flour", "flour"],
    ["How much flour do I need?", "flour"],
    ["what's the amount of butter", "butter"],
    ["What’s the amount of butter?", "butter"],
    ["what is the quantity of the olive oil", "olive oil"],
    ["how many cloves of garlic do I need", "cloves of garlic"],
    ["how much of the rice should I use", "rice"],
  ])("%j asks how much %j", (phrase, ingredient) => {
    expect(parseVoiceCommand(phrase)).toEqual({ kind: "howMuch", ingredient });
  });

  it.each(["can I use butter instead of oil?", "what's the weather", "", "nextdoor", "timer"])(
    "%j is unknown, with the words heard",
    (phrase) => {
      expect(parseVoiceCommand(phrase)).toEqual({ kind: "unknown", text: phrase.trim() });
    },
  );

  it("has a help reply naming every command", () => {
    expect(VOICE_HELP).toBe("I can help with next, back, repeat, ingredients, how much …, start timer and stop timer.");
  });
});

/** Weeknight Chicken Curry for 8 (factor 2), as cook mode shows the amounts. */
const CURRY_FOR_EIGHT: SpokenIngredient[] = [
  { name: "boneless chicken thighs", measure: "3 lb", line: "3 lb boneless chicken thighs, cut into bite-size pieces" },
  { name: "vegetable oil", measure: "4 tbsp", line: "4 tbsp vegetable oil" },
  { name: "onion", measure: "2 large", line: "2 large onion, finely chopped" },
  { name: "garlic", measure: "6 cloves", line: "6 cloves garlic, minced" },
  { name: "canned chopped tomatoes", measure: "800 g", line: "800 g canned chopped tomatoes" },
  { name: "salt", measure: "", line: "salt to taste" },
  { name: "basmati rice", measure: "3 cups", line: "3 cups basmati rice, to serve" },
];

describe("answerHowMuch", () => {
  it("answers with the scaled measure", () => {
    expect(answerHowMuch("rice", CURRY_FOR_EIGHT)).toBe("You need 3 cups basmati rice.");
    expect(answerHowMuch("oil", CURRY_FOR_EIGHT)).toBe("You need 4 tbsp vegetable oil.");
    expect(answerHowMuch("tomatoes", CURRY_FOR_EIGHT)).toBe("You need 800 g canned chopped tomatoes.");
  });

  it("matches plurals and extra words", () => {
    expect(answerHowMuch("chicken thigh", CURRY_FOR_EIGHT)).toBe("You need 3 lb boneless chicken thighs.");
    expect(answerHowMuch("onions", CURRY_FOR_EIGHT)).toBe("You need 2 large onion.");
    expect(answerHowMuch("cloves of garlic", CURRY_FOR_EIGHT)).toBe("You need 6 cloves garlic.");
  });

  it("says when no amount is given, and when the recipe has no such ingredient", () => {
    expect(answerHowMuch("salt", CURRY_FOR_EIGHT)).toBe("No amount is given for salt: salt to taste.");
    expect(answerHowMuch("flour", CURRY_FOR_EIGHT)).toBe("I couldn't find flour in this recipe.");
  });

  it("prefers the ingredient every spoken word names", () => {
    const list: SpokenIngredient[] = [
      { name: "olive oil", measure: "2 tbsp", line: "2 tbsp olive oil" },
      { name: "sesame oil", measure: "1 tsp", line: "1 tsp sesame oil" },
    ];
    expect(findIngredient("sesame oil", list)).toBe(1);
    expect(findIngredient("olive oil", list)).toBe(0);
    expect(findIngredient("the", list)).toBeNull();
  });
});

describe("answerIngredients", () => {
  it("lists this step's ingredients with their amounts on a step that names some", () => {
    expect(answerIngredients(CURRY_FOR_EIGHT, [1, 2, 5])).toBe("For this step: 4 tbsp vegetable oil, 2 large onion, salt.");
  });

  it("lists every line elsewhere", () => {
    expect(answerIngredients(CURRY_FOR_EIGHT.slice(0, 2), null)).toBe(
      "You need: 3 lb boneless chicken thighs, cut into bite-size pieces; 4 tbsp vegetable oil.",
    );
    expect(answerIngredients([], [])).toBe("This recipe lists no ingredients.");
  });
});

describe("how much, from the lines cook mode scales and converts", () => {
  /** The same steps as CookModeView: parse the line, scale it, convert it, format the measure. */
  function spoken(lines: string[], factor: number, units: UnitSystem): SpokenIngredient[] {
    return lines.map((line) => {
      const amount = parseIngredientLine(line);
      const measure = formatMeasure(convertIngredient(scaleIngredient(amount, factor), units));
      return { name: amount.name, measure, line: displayIngredient(amount, factor, units) };
    });
  }
  const COOKIES = ["2 1/4 cups all-purpose flour", "1 cup unsalted butter, softened", "2 large eggs", "1 tsp baking soda"];

  it("doubles the amounts for twice the servings", () => {
    const doubled = spoken(COOKIES, 2, "as-written");
    expect(answerHowMuch("flour", doubled)).toBe("You need 4 1/2 cups all-purpose flour.");
    expect(answerHowMuch("butter", doubled)).toBe("You need 2 cups unsalted butter.");
    expect(answerHowMuch("eggs", doubled)).toBe("You need 4 large eggs.");
  });

  it("halves them, and gives metric measures when cook mode shows metric", () => {
    expect(answerHowMuch("baking soda", spoken(COOKIES, 0.5, "as-written"))).toBe("You need 1/2 tsp baking soda.");
    expect(answerHowMuch("flour", spoken(COOKIES, 1, "metric"))).toMatch(/^You need \d+ g all-purpose flour\.$/);
  });
});
