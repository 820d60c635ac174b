import { describe, expect, it } from "vitest";
import { fixtureEntries, otherFixtureUploads } from "../../../../tests/support/import-entries";
import type { ImportEntry } from "../collection";
import { cooklangFormat, parseCooklang } from "./cooklang";

const encode = (text: string) => new TextEncoder().encode(text);
const file = (path: string, text: string): ImportEntry => ({ path, bytes: encode(text) });

describe("parseCooklang", () => {
  it("reads single-word, multi-word and bare ingredients, and writes the step without markup", () => {
    const recipe = parseCooklang("Add the @flour{250%g}, @ground black pepper{} and @salt, then mix.");
    expect(recipe.steps).toEqual(["Add the flour, ground black pepper and salt, then mix."]);
    expect(recipe.ingredients).toEqual(["250 g flour", "ground black pepper", "salt"]);
  });

  it("keeps a quantity without a unit, and a preparation note in brackets", () => {
    const recipe = parseCooklang("Poke holes in @potato{2}. Add @onion{1}(peeled and finely chopped).");
    expect(recipe.ingredients).toEqual(["2 potato", "1 onion, peeled and finely chopped"]);
    expect(recipe.steps).toEqual(["Poke holes in potato. Add onion."]);
  });

  it("adds up repeats of one unit and lists different units", () => {
    const recipe = parseCooklang(
      "Mix @butter{20%g} and @flour{1/2%cup}.\n\nAdd more @butter{30%g}, @flour{2%tbsp} and @Butter{1.5%g}.",
    );
    expect(recipe.ingredients).toEqual(["51.5 g butter", "1/2 cup + 2 tbsp flour"]);
  });

  it("keeps ranges and words that cannot be added as they are", () => {
    const recipe = parseCooklang("Add @eggs{2-3}.\n\nAdd @eggs{1}.\n\nAdd @eggs{one more}.");
    expect(recipe.ingredients).toEqual(["2-3 + 1 + one more eggs"]);
  });

  it("names cookware and writes timers as their duration", () => {
    const recipe = parseCooklang("Heat a #pot and a #frying pan{}. Bake for ~{25%minutes}, rest ~rest{10%min}, ~later.");
    expect(recipe.steps).toEqual(["Heat a pot and a frying pan. Bake for 25 minutes, rest 10 min, later."]);
    expect(recipe.ingredients).toEqual([]);
  });

  it("drops line and block comments, and a comment-only line does not split a step", () => {
    const recipe = parseCooklang(
      "-- Don't burn the roux!\nMash @potato{2%kg} until smooth -- or boil them first\n-- a note\nthen season.\n\nSlowly add @milk{4%cup} [- TODO litres -], keep mixing",
    );
    expect(recipe.steps).toEqual(["Mash potato until smooth then season.", "Slowly add milk, keep mixing"]);
  });

  it("reads >> metadata lines and YAML front matter", () => {
    const recipe = parseCooklang("---\ntitle: Soup\ntags: [a, b]\n---\n>> Servings: 2\n\nBoil @water{1%l}.");
    expect(recipe.metadata).toMatchObject({ title: "Soup", tags: ["a", "b"], servings: "2" });
    expect(recipe.steps).toEqual(["Boil water."]);
  });

  it("throws with a reason when the front matter is not YAML", () => {
    expect(() => parseCooklang("---\ntitle: [oops\n---\nBoil @water.")).toThrow(/front matter is not valid YAML/);
  });

  it("turns sections into headings of the steps and of the ingredients", () => {
    const recipe = parseCooklang(
      "== Dough ==\n\nMix @flour{500%g} and @water{300%ml}.\n\nKnead.\n\n= Filling\n\nChop @apples{4}. Add @flour{1%tbsp}.\n\n== Serving ==\n\nSlice.",
    );
    expect(recipe.steps).toEqual(["Mix flour and water.", "Knead.", "Chop apples. Add flour.", "Slice."]);
    expect(recipe.sections).toEqual([
      { title: "Dough", start: 0 },
      { title: "Filling", start: 2 },
      { title: "Serving", start: 3 },
    ]);
    expect(recipe.ingredients).toEqual(["500 g flour", "300 ml water", "4 apples", "1 tbsp flour"]);
    // "Serving" names no ingredient, so it heads nothing in the ingredient list.
    expect(recipe.ingredientSections).toEqual([
      { title: "Dough", start: 0 },
      { title: "Filling", start: 2 },
    ]);
  });

  it("keeps notes apart from the steps", () => {
    const recipe = parseCooklang("> Don't rush the onions.\n\nFry @onions{2}.");
    expect(recipe.notes).toEqual(["Don't rush the onions."]);
    expect(recipe.steps).toEqual(["Fry onions."]);
  });

  it("understands modifiers: hidden, optional, recipe and earlier references", () => {
    const recipe = parseCooklang(
      "Add @-salt, @?thyme{1%sprig} and @@tomato sauce{200%ml}.\n\nAdd @flour{200%g}, then @&flour{100%g}.\n\nRest the @&(~1)dough{}.",
    );
    expect(recipe.steps).toEqual(["Add salt, thyme and tomato sauce.", "Add flour, then flour.", "Rest the dough."]);
    expect(recipe.ingredients).toEqual(["1 sprig thyme, optional", "200 ml tomato sauce", "300 g flour"]);
  });

  it("leaves a lone mark as text and ignores a fixed-scaling star", () => {
    const recipe = parseCooklang("Serve 2 # 4 people @ home with @salt{1*%pinch} ~ done.");
    expect(recipe.steps).toEqual(["Serve 2 # 4 people @ home with salt ~ done."]);
    expect(recipe.ingredients).toEqual(["1 pinch salt"]);
  });

  it("reads names in any script", () => {
    const recipe = parseCooklang("@卵{3%個}を割り、@crème fraîche{2%c. à soupe} et @sel.");
    expect(recipe.ingredients).toEqual(["3 個 卵", "2 c. à soupe crème fraîche", "sel"]);
    expect(recipe.steps).toEqual(["卵を割り、crème fraîche et sel."]);
  });
});

describe("cooklangFormat on a recipe folder", () => {
  const entries = fixtureEntries("cooklang");

  it("recognises .cook files, and nothing else among the other formats' fixtures", () => {
    expect(cooklangFormat.recognises(entries)).toBe(true);
    expect(cooklangFormat.recognises([file("notes.txt", "Add @flour{250%g}.")])).toBe(false);
    for (const upload of otherFixtureUploads("cooklang")) {
      expect(cooklangFormat.recognises(upload.entries), upload.name).toBe(false);
    }
  });

  it("reads every recipe in the folder, with its photo, metadata and sections", async () => {
    const { recipes } = await cooklangFormat.read(entries);
    expect(recipes.map((recipe) => recipe.title).sort()).toEqual(["Pancakes", "Risotto ai funghi porcini", "親子丼"]);

    const pancakes = recipes.find((recipe) => recipe.title === "Pancakes")!;
    expect(pancakes).toMatchObject({
      servings: 4,
      totalTime: 30,
      sourceUrl: "https://pancakes.example.com/fluffy",
      tags: ["breakfast", "sweet"],
      notes: "Serve with maple syrup and berries.",
      ingredients: ["3 eggs", "125 g plain flour", "250 ml milk", "1 pinch sea salt", "2 tbsp butter"],
    });
    expect(pancakes.instructions).toHaveLength(4);
    expect(pancakes.instructions[1]).toBe("Pour into a bowl and leave to stand for 15 minutes.");
    expect(pancakes.photo?.name).toBe("Pancakes.png");
    expect(pancakes.photo?.bytes).toEqual(entries.find((entry) => entry.path.endsWith("Pancakes.png"))!.bytes);

    const risotto = recipes.find((recipe) => recipe.title.startsWith("Risotto"))!;
    expect(risotto).toMatchObject({
      servings: 4,
      prepTime: 15,
      cookTime: 25,
      author: "Pina Rossi",
      sourceUrl: "https://ricette.example.it/risotto-porcini",
      tags: ["primo", "vegetariano", "Italiana"],
      instructionSections: [
        { title: "Funghi", start: 0 },
        { title: "Risotto", start: 2 },
      ],
      ingredientSections: [
        { title: "Funghi", start: 0 },
        { title: "Risotto", start: 4 },
      ],
    });
    expect(risotto.ingredients).toContain("1 scalogno, tritato finemente");
    expect(risotto.ingredients).toContain("50 g burro");
    expect(risotto.ingredients).toContain("1/2 bicchiere vino bianco");
    expect(risotto.ingredients).toContain("prezzemolo, optional");
    expect(risotto.photo).toBeUndefined();

    const oyakodon = recipes.find((recipe) => recipe.title === "親子丼")!;
    expect(oyakodon.servings).toBe(2);
    expect(oyakodon.tags).toEqual(["丼もの"]);
    expect(oyakodon.ingredients[0]).toBe("200 g 鶏もも肉");
    expect(oyakodon.instructions[1]).toBe("フライパンにだし、醤油、みりんを入れて煮立て、玉ねぎと鶏肉を5 分煮る。");
  });

  it("gives a broken recipe and an empty one as failures with reasons", async () => {
    const { failures } = await cooklangFormat.read(entries);
    expect(failures).toEqual([
      {
        name: "Recipes/Dinner/Broken.cook",
        reason: expect.stringMatching(/^This Cooklang file could not be read \(its front matter is not valid YAML/),
      },
      { name: "Only a title", reason: "This recipe has no ingredients and no steps." },
    ]);
  });

  it("takes the photo the image metadata names when none sits beside the file, or keeps its address", async () => {
    const photo: ImportEntry = { path: "Soups/photos/leek.webp", bytes: new Uint8Array([7, 7]) };
    const local = await cooklangFormat.read([
      file("Soups/Leek soup.cook", "---\nimage: photos/leek.webp\n---\nSimmer @leeks{3}."),
      photo,
    ]);
    expect(local.recipes[0]!.photo).toEqual({ bytes: photo.bytes, name: "leek.webp" });
    const remote = await cooklangFormat.read([
      file("Soup.cook", ">> image: https://img.example.com/soup.jpg\n\nSimmer @leeks{3}."),
    ]);
    expect(remote.recipes[0]).toMatchObject({ photoUrl: "https://img.example.com/soup.jpg" });
    expect(remote.recipes[0]!.photo).toBeUndefined();
  });

  it("reads a single uploaded .cook file, titled by its name", async () => {
    const result = await cooklangFormat.read([file("Tomato salad.cook", "Slice the @tomatoes{4} and season with @salt.")]);
    expect(result.recipes).toEqual([
      { title: "Tomato salad", ingredients: ["4 tomatoes", "salt"], instructions: ["Slice the tomatoes and season with salt."] },
    ]);
  });
});
