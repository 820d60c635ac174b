import { describe, expect, it } from "vitest";
import { normalizeIngredientName, parseIngredientLine, parseQuantity, type ParsedIngredientLine } from "./ingredient-parser";

/** Shorthand for an expected parse result. */
function parsed(
  quantity: number | null,
  quantityMax: number | null,
  unit: string | null,
  name: string,
  notes: string | null = null,
): ParsedIngredientLine {
  return { quantity, quantityMax, unit, name, notes };
}

describe("parseQuantity", () => {
  it.each([
    ["1", 1],
    ["12", 12],
    ["0", 0],
    ["1.5", 1.5],
    [".5", 0.5],
    ["1,5", 1.5],
    ["1,25", 1.25],
    ["1,000", 1000],
    ["1/2", 0.5],
    ["3/4", 0.75],
    ["1⁄2", 0.5],
    ["1 1/2", 1.5],
    ["2 3/4", 2.75],
    ["½", 0.5],
    ["¼", 0.25],
    ["¾", 0.75],
    ["⅛", 0.125],
    ["⅜", 0.375],
    ["⅝", 0.625],
    ["⅞", 0.875],
    ["⅕", 0.2],
    ["1½", 1.5],
    ["1 ½", 1.5],
    ["2¾", 2.75],
    ["  3  ", 3],
  ])("parses %j as %d", (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });

  it.each([
    ["⅓", 1 / 3],
    ["⅔", 2 / 3],
    ["⅙", 1 / 6],
    ["1⅓", 4 / 3],
  ])("parses thirds and sixths %j", (text, expected) => {
    expect(parseQuantity(text)).toBeCloseTo(expected, 10);
  });

  it.each(["", "   ", "abc", "1/0", "0/0", "1 1/0", "-1", "1e3", "1/2/3", "2-3", "1..5", "½½", "Infinity", "1 cup"])(
    "returns null for invalid %j",
    (text) => {
      expect(parseQuantity(text)).toBeNull();
    },
  );

  it("returns null for numbers too large to be finite", () => {
    expect(parseQuantity("9".repeat(400))).toBeNull();
  });
});

describe("normalizeIngredientName", () => {
  it.each([
    ["  Olive  OIL ", "olive oil"],
    ["Garlic,", "garlic"],
    ["\tBasmati\nRice\u00a0", "basmati rice"],
    ['"Fresh" basil.', 'fresh" basil'],
    ["...salt!!", "salt"],
    ["M&M's", "m&m's"],
    ["milk 2%", "milk 2%"],
    ["Crème Fraîche", "crème fraîche"],
    ["---", ""],
    ["", ""],
  ])("normalizes %j to %j", (input, expected) => {
    expect(normalizeIngredientName(input)).toBe(expected);
  });

  it("gives the same key for differently written names", () => {
    expect(normalizeIngredientName("  GARLIC ")).toBe(normalizeIngredientName("garlic."));
  });
});

describe("parseIngredientLine: quantities", () => {
  it.each([
    ["2 cups basmati rice", parsed(2, null, "cup", "basmati rice")],
    ["1.5 kg potatoes", parsed(1.5, null, "kg", "potatoes")],
    ["1,5 kg potatoes", parsed(1.5, null, "kg", "potatoes")],
    ["1,000 g flour", parsed(1000, null, "g", "flour")],
    ["1/2 cup milk", parsed(0.5, null, "cup", "milk")],
    ["1 1/2 cups sugar", parsed(1.5, null, "cup", "sugar")],
    ["½ tsp salt", parsed(0.5, null, "tsp", "salt")],
    ["1½ cups flour", parsed(1.5, null, "cup", "flour")],
    ["1 ½ cups flour", parsed(1.5, null, "cup", "flour")],
    ["¾ cup cream", parsed(0.75, null, "cup", "cream")],
    ["3 large eggs", parsed(3, null, null, "large eggs")],
  ])("%j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it("handles every unicode vulgar fraction as a leading amount", () => {
    const fractions: Array<[string, number]> = [
      ["½", 1 / 2],
      ["⅓", 1 / 3],
      ["⅔", 2 / 3],
      ["¼", 1 / 4],
      ["¾", 3 / 4],
      ["⅕", 1 / 5],
      ["⅖", 2 / 5],
      ["⅗", 3 / 5],
      ["⅘", 4 / 5],
      ["⅙", 1 / 6],
      ["⅚", 5 / 6],
      ["⅐", 1 / 7],
      ["⅛", 1 / 8],
      ["⅜", 3 / 8],
      ["⅝", 5 / 8],
      ["⅞", 7 / 8],
      ["⅑", 1 / 9],
      ["⅒", 1 / 10],
    ];
    for (const [glyph, value] of fractions) {
      const result = parseIngredientLine(`${glyph} cup water`);
      expect(result.quantity).toBeCloseTo(value, 10);
      expect(result.unit).toBe("cup");
      expect(result.name).toBe("water");
    }
  });
});

describe("parseIngredientLine: ranges", () => {
  it.each([
    ["2-3 cloves garlic", parsed(2, 3, "clove", "garlic")],
    ["2 - 3 cloves garlic", parsed(2, 3, "clove", "garlic")],
    ["2–3 cloves garlic", parsed(2, 3, "clove", "garlic")],
    ["2—3 cloves garlic", parsed(2, 3, "clove", "garlic")],
    ["2 to 3 cloves garlic", parsed(2, 3, "clove", "garlic")],
    ["1/2-1 cup stock", parsed(0.5, 1, "cup", "stock")],
    ["1 1/2-2 cups stock", parsed(1.5, 2, "cup", "stock")],
    ["½–1 tsp chilli flakes", parsed(0.5, 1, "tsp", "chilli flakes")],
    ["3-4 potatoes", parsed(3, 4, null, "potatoes")],
  ])("%j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it("orders a reversed range low to high", () => {
    expect(parseIngredientLine("3-2 eggs")).toEqual(parsed(2, 3, null, "eggs"));
  });

  it("collapses a degenerate range to a single quantity", () => {
    expect(parseIngredientLine("2-2 eggs")).toEqual(parsed(2, null, null, "eggs"));
  });

  it('does not read "to" inside a word as a range', () => {
    expect(parseIngredientLine("2 tomatoes")).toEqual(parsed(2, null, null, "tomatoes"));
  });

  it("reads a hyphenated size as the size of one piece, not as a range", () => {
    expect(parseIngredientLine("1-inch piece ginger")).toEqual(parsed(1, null, "piece", "ginger", "1-inch"));
  });
});

describe("parseIngredientLine: units", () => {
  it.each([
    ["cup", ["1 cup x", "2 cups x", "1 c. x", "1 c x", "1 C x", "1 CUP x"]],
    [
      "tbsp",
      ["1 tablespoon x", "2 tablespoons x", "1 tbsp x", "2 tbsps x", "1 tbs x", "1 Tbsp x", "1 tbsp. x", "1 T x", "1 TBSP x"],
    ],
    ["tsp", ["1 teaspoon x", "2 teaspoons x", "1 tsp x", "1 tsp. x", "1 t x", "1 TSP x"]],
    ["g", ["1 gram x", "2 grams x", "1 g x", "1 gr x", "1 G x", "2 gr. x"]],
    ["kg", ["1 kilogram x", "2 kilograms x", "1 kg x", "1 KG x"]],
    ["ml", ["1 millilitre x", "2 millilitres x", "1 milliliter x", "2 milliliters x", "1 ml x", "1 mL x"]],
    ["l", ["1 litre x", "2 litres x", "1 liter x", "2 liters x", "1 l x", "1 L x"]],
    ["oz", ["1 ounce x", "2 ounces x", "1 oz x", "1 oz. x"]],
    ["lb", ["1 pound x", "2 pounds x", "1 lb x", "2 lbs x", "2 lbs. x"]],
    ["fl oz", ["1 fluid ounce x", "2 fluid ounces x", "1 fl oz x", "1 fl. oz. x", "1 fl.oz x"]],
    ["pint", ["1 pint x", "2 pints x"]],
    ["quart", ["1 quart x", "2 quarts x"]],
    ["pinch", ["1 pinch x", "2 pinches x"]],
    ["dash", ["1 dash x", "2 dashes x"]],
    ["clove", ["1 clove x", "2 cloves x"]],
    ["can", ["1 can x", "2 cans x", "1 tin x", "2 tins x"]],
    ["jar", ["1 jar x", "2 jars x"]],
    ["package", ["1 package x", "2 packages x", "1 pkg x", "1 pkg. x", "1 packet x", "2 packets x"]],
    ["slice", ["1 slice x", "2 slices x"]],
    ["piece", ["1 piece x", "2 pieces x", "1 pc x"]],
    ["bunch", ["1 bunch x", "2 bunches x"]],
    ["handful", ["1 handful x", "2 handfuls x"]],
    ["sprig", ["1 sprig x", "2 sprigs x"]],
    ["stick", ["1 stick x", "2 sticks x"]],
    ["head", ["1 head x", "2 heads x"]],
    ["stalk", ["1 stalk x", "2 stalks x"]],
    ["sheet", ["1 sheet x", "2 sheets x"]],
    ["cube", ["1 cube x", "2 cubes x"]],
    ["drop", ["1 drop x", "2 drops x"]],
  ])("recognises every spelling of %s", (unit, lines) => {
    for (const line of lines) {
      expect(parseIngredientLine(line), line).toMatchObject({ unit, name: "x" });
    }
  });

  it.each([
    ["400g flour", parsed(400, null, "g", "flour")],
    ["250ml milk", parsed(250, null, "ml", "milk")],
    ["1.5kg lamb shoulder", parsed(1.5, null, "kg", "lamb shoulder")],
    ["2lbs beef", parsed(2, null, "lb", "beef")],
    ["1l water", parsed(1, null, "l", "water")],
    ["2T butter", parsed(2, null, "tbsp", "butter")],
  ])("accepts a unit attached to the number: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it('tells "T" (tablespoon) from "t" (teaspoon)', () => {
    expect(parseIngredientLine("1 T sugar").unit).toBe("tbsp");
    expect(parseIngredientLine("1 t sugar").unit).toBe("tsp");
  });

  it.each([
    ["1 large egg", parsed(1, null, null, "large egg")],
    ["2 garlic cloves", parsed(2, null, null, "garlic cloves")],
    ["1 carrot", parsed(1, null, null, "carrot")],
    ["2 gala apples", parsed(2, null, null, "gala apples")],
    ["1 T-bone steak", parsed(1, null, null, "t-bone steak")],
    ["2 cans", parsed(2, null, "can", "2 cans")],
  ])("does not invent a unit: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it("only recognises units right after an amount", () => {
    expect(parseIngredientLine("cloves")).toEqual(parsed(null, null, null, "cloves"));
    expect(parseIngredientLine("head of lettuce")).toEqual(parsed(null, null, null, "head of lettuce"));
  });

  it('drops "of" after a unit but not elsewhere', () => {
    expect(parseIngredientLine("2 cups of flour")).toEqual(parsed(2, null, "cup", "flour"));
    expect(parseIngredientLine("1 cup offal")).toEqual(parsed(1, null, "cup", "offal"));
    expect(parseIngredientLine("1 cream of tartar")).toEqual(parsed(1, null, null, "cream of tartar"));
  });
});

describe('parseIngredientLine: "a" / "an"', () => {
  it.each([
    ["a pinch of saffron", parsed(1, null, "pinch", "saffron")],
    ["a handful of basil", parsed(1, null, "handful", "basil")],
    ["an onion", parsed(1, null, null, "onion")],
    ["A Can of Chickpeas, drained", parsed(1, null, "can", "chickpeas", "drained")],
    ["a large egg", parsed(1, null, null, "large egg")],
  ])("%j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it('does not treat single-letter units as units after "a"', () => {
    expect(parseIngredientLine("a t-shirt")).toEqual(parsed(1, null, null, "t-shirt"));
    expect(parseIngredientLine("a g x")).toEqual(parsed(1, null, null, "g x"));
  });

  it('leaves vague amounts like "a few" without a quantity', () => {
    expect(parseIngredientLine("a few sprigs of thyme")).toEqual(parsed(null, null, null, "a few sprigs of thyme"));
    expect(parseIngredientLine("a little oil")).toEqual(parsed(null, null, null, "a little oil"));
  });

  it('does not read a word starting with "a" as an article', () => {
    expect(parseIngredientLine("apples")).toEqual(parsed(null, null, null, "apples"));
    expect(parseIngredientLine("anchovies")).toEqual(parsed(null, null, null, "anchovies"));
  });
});

describe("parseIngredientLine: notes", () => {
  it.each([
    ["1 (14 oz) can coconut milk", parsed(1, null, "can", "coconut milk", "14 oz")],
    ["1 lemon (juiced)", parsed(1, null, null, "lemon", "juiced")],
    ["2-3 cloves garlic, minced", parsed(2, 3, "clove", "garlic", "minced")],
    ["fresh parsley, chopped, to serve", parsed(null, null, null, "fresh parsley", "chopped; to serve")],
    ["1 (14 oz) can tomatoes, drained", parsed(1, null, "can", "tomatoes", "14 oz; drained")],
    ["2 onions (about 300 g), finely chopped", parsed(2, null, null, "onions", "about 300 g; finely chopped")],
    ["1 cup rice (basmati (aged))", parsed(1, null, "cup", "rice", "basmati (aged)")],
    ["1 lemon (juiced", parsed(1, null, null, "lemon", "juiced")],
    ["1 lemon) zested", parsed(1, null, null, "lemon zested")],
    ["2 eggs,, beaten,", parsed(2, null, null, "eggs", "beaten")],
    ["1 lemon (Juiced), Zest Reserved", parsed(1, null, null, "lemon", "Juiced; Zest Reserved")],
  ])("%j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it.each([
    ["salt to taste", parsed(null, null, null, "salt", "to taste")],
    ["salt and pepper to taste", parsed(null, null, null, "salt and pepper", "to taste")],
    ["Olive oil for frying", parsed(null, null, null, "olive oil", "for frying")],
    ["1 tbsp chives for garnish", parsed(1, null, "tbsp", "chives", "for garnish")],
    ["oil as needed", parsed(null, null, null, "oil", "as needed")],
    ["1 tsp chilli flakes optional", parsed(1, null, "tsp", "chilli flakes", "optional")],
    ["Salt To Taste", parsed(null, null, null, "salt", "To Taste")],
    ["sea salt, to taste", parsed(null, null, null, "sea salt", "to taste")],
  ])("moves a trailing phrase to notes: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it("keeps notes in reading order", () => {
    expect(parseIngredientLine("salt to taste (optional)").notes).toBe("to taste; optional");
    expect(parseIngredientLine("salt (flaky) to taste, or more").notes).toBe("flaky; to taste; or more");
    expect(parseIngredientLine("parmesan, grated (optional)").notes).toBe("grated; optional");
  });

  it("does not strip a note phrase that is the whole line", () => {
    expect(parseIngredientLine("to taste")).toEqual(parsed(null, null, null, "to taste"));
  });

  it("does not split on a decimal comma", () => {
    expect(parseIngredientLine("1,5 l stock, hot")).toEqual(parsed(1.5, null, "l", "stock", "hot"));
  });
});

describe("parseIngredientLine: no quantity", () => {
  it.each([
    ["salt", parsed(null, null, null, "salt")],
    ["Olive oil", parsed(null, null, null, "olive oil")],
    ["  Freshly   ground   BLACK pepper  ", parsed(null, null, null, "freshly ground black pepper")],
    ["7up", parsed(null, null, null, "7up")],
    ["2% milk", parsed(null, null, null, "2% milk")],
  ])("%j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });
});

describe("parseIngredientLine: the legacy rule", () => {
  // Optional leading number, optional unit word, then name, optionally notes in parentheses.
  it.each([
    ["250 g butter (softened)", parsed(250, null, "g", "butter", "softened")],
    ["3 eggs (room temperature)", parsed(3, null, null, "eggs", "room temperature")],
    ["cups flour", parsed(null, null, null, "cups flour")],
    ["butter (softened)", parsed(null, null, null, "butter", "softened")],
    ["4 tomatoes", parsed(4, null, null, "tomatoes")],
  ])("%j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });
});

describe("parseIngredientLine: messy input", () => {
  it("gives an empty name only for an empty or blank line", () => {
    expect(parseIngredientLine("")).toEqual(parsed(null, null, null, ""));
    expect(parseIngredientLine("   ")).toEqual(parsed(null, null, null, ""));
    expect(parseIngredientLine("\t\n")).toEqual(parsed(null, null, null, ""));
  });

  it.each([
    ["(", parsed(null, null, null, "(")],
    [")", parsed(null, null, null, ")")],
    ["()", parsed(null, null, null, "()")],
    ["---", parsed(null, null, null, "---")],
    [",,,", parsed(null, null, null, ",,,")],
    ["1/0 cup", parsed(null, null, null, "1/0 cup")],
    ["1 cup", parsed(1, null, "cup", "1 cup")],
    ["2", parsed(2, null, null, "2")],
    ["(optional)", parsed(null, null, null, "(optional)", "optional")],
    [", minced", parsed(null, null, null, ", minced", "minced")],
  ])("falls back to the whole line as name: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it("strips list bullets", () => {
    expect(parseIngredientLine("- 2 cups flour")).toEqual(parsed(2, null, "cup", "flour"));
    expect(parseIngredientLine("• 1 onion")).toEqual(parsed(1, null, null, "onion"));
  });

  it("collapses tabs, newlines and non-breaking spaces", () => {
    expect(parseIngredientLine("2\u00a0cups\tbasmati\n rice")).toEqual(parsed(2, null, "cup", "basmati rice"));
  });

  it.each([
    ["a 2000-char word", "x".repeat(2000)],
    ["2000 digits", "1".repeat(2000)],
    ["2000 open parens", "(".repeat(2000)],
    ["2000 close parens", ")".repeat(2000)],
    ["2000 commas", ",".repeat(2000)],
    ["2000 dashes", "-".repeat(2000)],
    ["alternating parens", "()".repeat(1000)],
    ["a long realistic line", `1 cup ${"flour ".repeat(330)}(sifted), to serve`],
    ["emoji and lone surrogates", "2 🍋 lemons \ud800 (juiced)"],
  ])("never throws on %s", (_label, line) => {
    const started = Date.now();
    const result = parseIngredientLine(line);
    expect(Date.now() - started).toBeLessThan(500);
    expect(typeof result.name).toBe("string");
    expect(result.name.length).toBeGreaterThan(0);
  });

  it("treats an oversized number as no quantity", () => {
    const result = parseIngredientLine(`${"9".repeat(400)} g sugar`);
    expect(result.quantity).toBeNull();
  });
});

describe("parseIngredientLine: other languages (issue 28)", () => {
  it.each([
    ["tbsp", ["2 EL Öl", "2 Essl. Öl", "2 Esslöffel Öl", "2 c. à soupe d'Öl", "2 c.à.s Öl", "2 cuillères à soupe d'Öl"]],
    ["tbsp", ["2 cucharadas de Öl", "2 cdas. Öl", "2 cucchiai di Öl", "2 el Öl", "2 eetlepels Öl", "2 cuillères Öl"]],
    ["tsp", ["1 TL Öl", "1 Teelöffel Öl", "1 c. à café d'Öl", "1 c. à c. d'Öl", "1 cuillère à café d'Öl", "1 cucharadita de Öl"]],
    ["tsp", ["1 cdta. de Öl", "1 cucchiaino di Öl", "1 tl Öl", "1 theelepel Öl"]],
    ["cup", ["1 Tasse Öl", "1 tasse d'Öl", "1 taza de Öl", "1 tazza di Öl", "1 kopje Öl"]],
    ["pinch", ["1 Prise Öl", "1 Msp. Öl", "1 pincée d'Öl", "1 pizca de Öl", "1 pizzico di Öl", "1 snufje Öl", "1 mespuntje Öl"]],
    ["clove", ["1 Zehe Öl", "1 gousse d'Öl", "1 diente de Öl", "1 spicchio d'Öl", "1 teen Öl", "2 teentjes Öl"]],
    ["dl", ["1 dl Öl", "1 Deciliter Öl"]],
    ["cl", ["1 cl d'Öl", "1 centilitro di Öl"]],
    ["l", ["1 Liter Öl", "1 litro de Öl", "1 l d'Öl"]],
    ["g", ["1 Gramm Öl", "1 gramos de Öl", "1 grammi di Öl", "1 gram Öl"]],
    ["piece", ["1 Stück Öl", "1 Stk. Öl", "1 morceau d'Öl", "1 trozo de Öl", "1 pezzo di Öl", "1 stuk Öl"]],
    ["bunch", ["1 Bund Öl", "1 botte d'Öl", "1 bouquet d'Öl", "1 manojo de Öl", "1 mazzetto di Öl", "1 bosje Öl"]],
    ["can", ["1 Dose Öl", "1 boîte d'Öl", "1 lata de Öl", "1 scatola di Öl", "1 blik Öl"]],
    ["package", ["1 Pck. Öl", "1 Päckchen Öl", "1 sachet d'Öl", "1 sobre de Öl", "1 bustina di Öl", "1 zakje Öl"]],
  ])("reads %s in every language", (unit, lines) => {
    for (const line of lines) {
      expect(parseIngredientLine(line), line).toMatchObject({ quantity: expect.any(Number), unit, name: "öl" });
    }
  });

  it.each([
    ["2 à 3 pommes de terre", parsed(2, 3, null, "pommes de terre")],
    ["2 bis 3 Möhren", parsed(2, 3, null, "möhren")],
    ["2 a 3 cucharadas de azúcar", parsed(2, 3, "tbsp", "azúcar")],
    ["2 tot 3 wortels", parsed(2, 3, null, "wortels")],
    ["1 or 2 eggs", parsed(1, 2, null, "eggs")],
    ["0,5 l Milch", parsed(0.5, null, "l", "milch")],
    ["1½ EL Zucker", parsed(1.5, null, "tbsp", "zucker")],
  ])("reads ranges and decimal commas: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it.each([
    ["une pincée de sel", parsed(1, null, "pinch", "sel")],
    ["eine Prise Zucker", parsed(1, null, "pinch", "zucker")],
    ["un diente de ajo", parsed(1, null, "clove", "ajo")],
    ["een snufje zout", parsed(1, null, "pinch", "zout")],
    ["two cups water", parsed(2, null, "cup", "water")],
    ["1 dozen eggs", parsed(12, null, null, "eggs")],
    ["pinch of salt", parsed(1, null, "pinch", "salt")],
  ])("reads one written as a word: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it.each(["un peu de sel", "ein paar Blätter Basilikum", "een beetje olie", "a squeeze of lemon"])(
    "leaves a vague amount without a quantity: %j",
    (line) => {
      expect(parseIngredientLine(line).quantity).toBeNull();
    },
  );

  it.each([
    ["1 cup / 150 g flour", parsed(1, null, "cup", "flour", "150 g")],
    ["200g/7oz dark chocolate", parsed(200, null, "g", "dark chocolate", "7oz")],
    ["150 g (1 cup) flour", parsed(150, null, "g", "flour", "1 cup")],
  ])("keeps a second measure as a note: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it.each([
    ["1 14-ounce can coconut milk", parsed(1, null, "can", "coconut milk", "14-ounce")],
    ["2 x 400g tins chopped tomatoes", parsed(2, null, "can", "chopped tomatoes", "400g")],
    ["400g can chopped tomatoes", parsed(1, null, "can", "chopped tomatoes", "400g")],
    ["One 28-ounce can tomatoes", parsed(1, null, "can", "tomatoes", "28-ounce")],
  ])("reads a container's size as a note: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it.each([
    ["Juice of 1 lemon", parsed(1, null, null, "lemon", "Juice")],
    ["Saft von 1 Zitrone", parsed(1, null, null, "zitrone", "Saft")],
    ["le jus d'un citron", parsed(1, null, null, "citron", "jus")],
    ["el zumo de 2 limones", parsed(2, null, null, "limones", "zumo")],
  ])("buys the fruit a part of it comes from: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it("does not take a juice without an amount apart", () => {
    expect(parseIngredientLine("juice of lemon")).toEqual(parsed(null, null, null, "juice of lemon"));
  });

  it.each([
    ["sale q.b.", parsed(null, null, null, "sale", "q.b.")],
    ["Salz nach Geschmack", parsed(null, null, null, "salz", "nach Geschmack")],
    ["sel au goût", parsed(null, null, null, "sel", "au goût")],
    ["sal al gusto", parsed(null, null, null, "sal", "al gusto")],
    ["zout naar smaak", parsed(null, null, null, "zout", "naar smaak")],
    ["Öl zum Braten", parsed(null, null, null, "öl", "zum Braten")],
    ["2 tbsp olive oil plus more for serving", parsed(2, null, "tbsp", "olive oil", "plus more for serving")],
  ])("moves a trailing phrase of any language to notes: %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it("moves a preparation written after the food to notes, unless the words name a food", () => {
    expect(parseIngredientLine("1 oignon émincé")).toEqual(parsed(1, null, null, "oignon", "émincé"));
    expect(parseIngredientLine("2 dientes de ajo picados")).toEqual(parsed(2, null, "clove", "ajo", "picados"));
    expect(parseIngredientLine("500 g de carne picada")).toEqual(parsed(500, null, "g", "carne picada"));
    expect(parseIngredientLine("picado")).toEqual(parsed(null, null, null, "picado"));
  });

  it("keeps words that look like units where they are food", () => {
    expect(parseIngredientLine("1 bouquet garni")).toEqual(parsed(1, null, null, "bouquet garni"));
    expect(parseIngredientLine("2 filets de saumon")).toEqual(parsed(2, null, null, "filets de saumon"));
    expect(parseIngredientLine("1 filet d'huile d'olive")).toEqual(parsed(1, null, "dash", "huile d'olive"));
  });

  it("keeps commas inside a name", () => {
    expect(parseIngredientLine("1 lb boneless, skinless chicken thighs, cubed")).toEqual(
      parsed(1, null, "lb", "boneless, skinless chicken thighs", "cubed"),
    );
    expect(parseIngredientLine("Sel, poivre")).toEqual(parsed(null, null, null, "sel, poivre"));
    expect(parseIngredientLine("Salz, gemahlen")).toEqual(parsed(null, null, null, "salz", "gemahlen"));
  });

  it("reads how full a spoon is as a note", () => {
    expect(parseIngredientLine("1 gestr. TL Natron")).toEqual(parsed(1, null, "tsp", "natron", "gestr."));
    expect(parseIngredientLine("1 heaped tbsp flour")).toEqual(parsed(1, null, "tbsp", "flour", "heaped"));
    expect(parseIngredientLine("2 large eggs")).toEqual(parsed(2, null, null, "large eggs"));
    expect(parseIngredientLine("1 c. à soupe rase de sucre")).toEqual(parsed(1, null, "tbsp", "sucre", "rase"));
    expect(parseIngredientLine("1 cucchiaio raso di zucchero")).toEqual(parsed(1, null, "tbsp", "zucchero", "raso"));
    expect(parseIngredientLine("1 cucharada sopera de aceite")).toEqual(parsed(1, null, "tbsp", "aceite", "sopera"));
  });
});
