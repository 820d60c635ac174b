import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { SECTION_MESSAGES } from "../recipes/recipe-sections";
import {
  draftToFormValues,
  IMPORTED_RECIPE_MESSAGES,
  isImageUrl,
  RECIPE_FORM_MESSAGES as M,
  recipeInputOf,
  RecipeFormSchema,
  recipeFormSchemaFor,
  splitLines,
  splitTags,
} from "./recipe";

/** A form that passes every rule; each test changes one field. */
const VALID = {
  title: "Apple Pie",
  description: "A classic family apple pie.",
  imageUrl: "https://example.com/pie.jpg",
  cookTime: "60",
  servings: "8",
  difficulty: "Medium",
  ingredients: "2 cups flour\n3 apples",
  instructions: "Preheat the oven.\nBake the pie.",
  tags: "dessert, baking",
  author: "Ada Cook",
};

/** Parses the fields as the browser form and the action do (a FormData through Conform). */
function submit(overrides: Record<string, string | undefined> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...VALID, ...overrides })) if (value !== undefined) form.set(name, value);
  return parseWithZod(form, { schema: RecipeFormSchema });
}

function errorOf(field: string, value: string | undefined): string | undefined {
  const result = submit({ [field]: value });
  return result.status === "error" ? result.error?.[field]?.[0] : undefined;
}

describe("recipe form: section headings (lines starting with #)", () => {
  it("keeps headings beside the lines, not as ingredients or steps", () => {
    const result = submit({
      ingredients: "#  For the   dough \n2 cups flour\n1 tsp salt\n\n## For the sauce\n3 apples",
      instructions: "Preheat the oven.\n# To finish\nBake the pie.",
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    const input = recipeInputOf(result.value);
    expect(input.ingredients).toEqual(["2 cups flour", "1 tsp salt", "3 apples"]);
    expect(input.ingredientSections).toEqual([
      { title: "For the dough", start: 0 },
      { title: "For the sauce", start: 2 },
    ]);
    expect(input.instructions).toEqual(["Preheat the oven.", "Bake the pie."]);
    expect(input.instructionSections).toEqual([{ title: "To finish", start: 1 }]);
  });

  it("does not count headings toward the limits (50 ingredients, 30 steps)", () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `${i % 5 === 0 ? `# Part ${i}\n` : ""}egg ${i}`).join("\n");
    const thirty = Array.from({ length: 30 }, (_, i) => `# Stage ${i}\nStir ${i} times`).join("\n");
    expect(submit({ ingredients: fifty, instructions: thirty }).status).toBe("success");
    // Two lines under a heading are two ingredients, and one line with a heading is still too few.
    expect(errorOf("ingredients", "# Sauce\n2 cups flour")).toBe(M.ingredientsMin);
    expect(errorOf("ingredients", `${fifty}\negg 51`)).toBe(M.ingredientsMax);
  });

  it("refuses an empty or long heading, and a heading with no line under it", () => {
    expect(errorOf("ingredients", "#\n2 cups flour\n3 apples")).toBe(SECTION_MESSAGES.titleLength);
    expect(errorOf("ingredients", `# ${"x".repeat(61)}\n2 cups flour\n3 apples`)).toBe(SECTION_MESSAGES.titleLength);
    expect(errorOf("ingredients", `# ${"x".repeat(60)}\n2 cups flour\n3 apples`)).toBeUndefined();
    expect(errorOf("ingredients", "2 cups flour\n3 apples\n# Sauce")).toBe(SECTION_MESSAGES.headingWithoutLines);
    expect(errorOf("instructions", "# One\n# Two\nPreheat the oven.\nBake the pie.")).toBe(SECTION_MESSAGES.headingWithoutLines);
  });

  it("reads '#10 can' as an ingredient, not a heading", () => {
    const result = submit({ ingredients: "#10 can tomatoes\n3 apples" });
    expect(result.status === "success" && recipeInputOf(result.value).ingredientSections).toEqual([]);
  });

  it("writes headings back into the form's text for editing", () => {
    const values = draftToFormValues({
      ingredients: ["2 cups flour", "3 apples"],
      ingredientSections: [{ title: "For the sauce", start: 1 }],
      instructions: ["Preheat the oven.", "Bake the pie."],
      instructionSections: null,
    });
    expect(values.ingredients).toBe("2 cups flour\n# For the sauce\n3 apples");
    expect(values.instructions).toBe("Preheat the oven.\nBake the pie.");
  });
});

describe("recipe form: a valid recipe", () => {
  it("parses into trimmed text, numbers and arrays, private by default", () => {
    const result = submit({
      title: "  Apple Pie  ",
      ingredients: "  2 cups flour \n\n   \n3 apples\r\n",
      instructions: "\nPreheat the oven.\n  Bake the pie.  \n",
      tags: " dessert , , baking ,",
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(recipeInputOf(result.value)).toEqual({
      title: "Apple Pie",
      description: "A classic family apple pie.",
      imageUrl: "https://example.com/pie.jpg",
      cookTime: 60,
      servings: 8,
      difficulty: "Medium",
      ingredients: ["2 cups flour", "3 apples"],
      instructions: ["Preheat the oven.", "Bake the pie."],
      ingredientSections: [],
      instructionSections: [],
      tags: ["dessert", "baking"],
      author: "Ada Cook",
      sourceUrl: "",
      isPublic: false,
    });
  });

  it("keeps a source address, trimmed", () => {
    const result = submit({ sourceUrl: "  https://example.com/pie  " });
    expect(result.status === "success" && result.value.sourceUrl).toBe("https://example.com/pie");
  });

  it("tags are optional and 'Share with everyone' is read from its checkbox", () => {
    const result = submit({ tags: undefined, isPublic: "on" });
    expect(result.status === "success" && result.value).toMatchObject({ tags: [], isPublic: true });
  });

  it("accepts the limits themselves", () => {
    const lines = (n: number, text: string) => Array.from({ length: n }, (_, i) => `${text} ${i}`).join("\n");
    expect(
      submit({
        title: "abc",
        description: "d".repeat(10),
        cookTime: "1440",
        servings: "100",
        ingredients: lines(50, "egg"),
        instructions: lines(30, "Stir well"),
        tags: Array.from({ length: 10 }, (_, i) => `t${i}`).join(","),
        author: "Al",
      }).status,
    ).toBe("success");
    expect(
      submit({ title: "t".repeat(100), description: "d".repeat(500), author: "a".repeat(50), cookTime: "1", servings: "1" })
        .status,
    ).toBe("success");
    expect(submit({ ingredients: "abc\nxyz", instructions: "abcde\nfghij", tags: "ab, " + "t".repeat(20) }).status).toBe(
      "success",
    );
  });
});

describe("recipe form: every rule's message", () => {
  it.each([
    ["title", undefined, M.titleRequired],
    ["title", "   ", M.titleRequired],
    ["title", "ab", M.titleMin],
    ["title", "t".repeat(101), M.titleMax],
    ["description", undefined, M.descriptionRequired],
    ["description", "too short", M.descriptionMin],
    ["description", "d".repeat(501), M.descriptionMax],
    ["imageUrl", undefined, M.imageUrlRequired],
    ["imageUrl", "example.com/pie.jpg", M.imageUrlInvalid],
    ["imageUrl", "ftp://example.com/pie.jpg", M.imageUrlInvalid],
    ["imageUrl", "https://example.com/pie.pdf", M.imageUrlInvalid],
    ["imageUrl", "https://example.com/pie.jpg.html", M.imageUrlInvalid],
    ["imageUrl", "javascript:alert(1)//x.png", M.imageUrlInvalid],
    ["cookTime", undefined, M.cookTimeRequired],
    ["cookTime", "abc", M.cookTimeInteger],
    ["cookTime", "12.5", M.cookTimeInteger],
    ["cookTime", "0", M.cookTimePositive],
    ["cookTime", "-5", M.cookTimePositive],
    ["cookTime", "1441", "Cook time cannot exceed 24 hours (1440 minutes)"],
    ["servings", undefined, M.servingsRequired],
    ["servings", "2.5", M.servingsInteger],
    ["servings", "0", M.servingsPositive],
    ["servings", "101", M.servingsMax],
    ["difficulty", undefined, M.difficulty],
    ["difficulty", "Impossible", M.difficulty],
    ["ingredients", undefined, M.ingredientsMin],
    ["ingredients", "2 cups flour\n\n   ", M.ingredientsMin],
    ["ingredients", Array.from({ length: 51 }, (_, i) => `egg ${i}`).join("\n"), M.ingredientsMax],
    ["ingredients", "2 cups flour\nab", M.ingredientShort],
    ["ingredients", `2 cups flour\n${"x".repeat(301)}`, M.ingredientLong],
    ["instructions", undefined, M.instructionsMin],
    ["instructions", "Bake it well.", M.instructionsMin],
    ["instructions", Array.from({ length: 31 }, (_, i) => `Stir ${i} times`).join("\n"), M.instructionsMax],
    ["instructions", "Bake it well.\nStir", M.instructionShort],
    ["instructions", `Bake it well.\n${"x".repeat(2001)}`, M.instructionLong],
    ["tags", Array.from({ length: 11 }, (_, i) => `tag${i}`).join(","), M.tagsMax],
    ["tags", "dessert, a", M.tagLength],
    ["tags", `dessert, ${"t".repeat(21)}`, M.tagLength],
    ["author", undefined, M.authorRequired],
    ["author", "A", M.authorMin],
    ["author", "a".repeat(51), M.authorMax],
    ["sourceUrl", "example.com/pie", M.sourceUrlInvalid],
    ["sourceUrl", "javascript:alert(1)", M.sourceUrlInvalid],
    ["sourceUrl", "ftp://example.com/pie", M.sourceUrlInvalid],
    ["sourceUrl", `https://example.com/${"p".repeat(2000)}`, M.sourceUrlInvalid],
  ])("%s = %j says %j", (field, value, message) => {
    expect(errorOf(field, value)).toBe(message);
  });

  it("the cook-time limit reads as the spec writes it", () => {
    expect(M.cookTimeMax).toBe("Cook time cannot exceed 24 hours (1440 minutes)");
  });
});

describe("image URLs", () => {
  it.each([
    "https://example.com/pie.jpg",
    "http://example.com/a/b/pie.JPEG",
    "https://cdn.example.com/pie.png?w=800&h=600",
    "https://example.com/pie.gif",
    "https://example.com/pie.webp?v=2",
  ])("accepts %s", (url) => expect(isImageUrl(url)).toBe(true));

  it.each([
    "https://example.com/",
    "https://example.com/pie",
    "//example.com/pie.jpg",
    "https://exa mple.com/pie.jpg",
    "data:image/png;base64,xx.png",
  ])("refuses %s", (url) => expect(isImageUrl(url)).toBe(false));
});

describe("lines, tags and drafts", () => {
  it("splits lines and tags, trimmed, empties dropped", () => {
    expect(splitLines(" a \r\n\n b\r c ")).toEqual(["a", "b", "c"]);
    expect(splitTags(" a, ,b ,")).toEqual(["a", "b"]);
  });

  it("turns a draft into the form's text values and back through the schema", () => {
    const values = draftToFormValues({
      title: "Apple Pie",
      description: "A classic family apple pie.",
      imageUrl: "https://example.com/pie.jpg",
      cookTime: 60,
      servings: 8,
      difficulty: "Medium",
      ingredients: ["2 cups flour", "3 apples"],
      instructions: ["Preheat the oven.", "Bake the pie."],
      tags: ["dessert", "baking"],
      author: "Ada Cook",
      sourceUrl: "https://example.com/pie",
      isPublic: true,
    });
    expect(values).toMatchObject({
      cookTime: "60",
      ingredients: "2 cups flour\n3 apples",
      tags: "dessert, baking",
      isPublic: "on",
    });
    const result = submit(values);
    expect(result.status === "success" && result.value).toMatchObject({ isPublic: true, sourceUrl: "https://example.com/pie" });
    expect(draftToFormValues({})).toMatchObject({ title: "", cookTime: "", ingredients: "", isPublic: "" });
  });
});

describe("an imported recipe (issue 28)", () => {
  /** A form as the create page sends it, with or without `imported=1`. */
  function send(overrides: Record<string, string>, imported: boolean) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...VALID, ...overrides })) form.set(name, value);
    if (imported) form.set("imported", "1");
    return parseWithZod(form, { schema: recipeFormSchemaFor(form) });
  }
  const shortText = { title: "粥", ingredients: "米\n盐", instructions: "煮粥。" };

  it("accepts imported text shorter than the typing rules allow", () => {
    const result = send(shortText, true);
    expect(result.status).toBe("success");
    if (result.status === "success")
      expect(recipeInputOf(result.value)).toMatchObject({ title: "粥", ingredients: ["米", "盐"], instructions: ["煮粥。"] });
  });

  it("keeps the spec's rules and messages for typed recipes", () => {
    const result = send(shortText, false);
    expect(result.status).toBe("error");
    expect(result.status === "error" && result.error).toMatchObject({
      title: [M.titleMin],
      ingredients: [M.ingredientShort],
      instructions: [M.instructionsMin],
    });
  });

  it("still needs a line, and every required field", () => {
    const result = send({ ingredients: " ", description: "" }, true);
    expect(result.status === "error" && result.error).toMatchObject({
      ingredients: [IMPORTED_RECIPE_MESSAGES.ingredientsMin],
      description: [M.descriptionRequired],
    });
  });
});
