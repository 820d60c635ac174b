/**
 * Section headings in own recipes (issue 28): written by the recipe form ("# For the sauce" lines)
 * and the services, kept by copies and scaled copies, read by the recipe page, cook mode and the
 * account export, and printed in the cookbook PDF (read back with poppler's pdftotext).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { SECTION_MESSAGES } from "~/domain/recipes/recipe-sections";
import { exportAccount } from "~/server/accounts/account.server";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { recipes } from "~/server/db/schema";
import { addRecipesToCookbook, createCookbook } from "~/server/kitchen/cookbooks.server";
import { exportCookbookPdf } from "~/server/pdf/cookbook-pdf.server";
import { copyRecipe, createRecipe, getOwnRecipe, saveScaledCopy, type RecipeWrite } from "~/server/recipes/own-recipes.server";
import { getRecipe } from "~/server/recipes/recipes.server";
import { action as createAction } from "~/routes/app.create-recipe";
import { action as editAction, loader as editLoader } from "~/routes/app.recipe.edit";
import { loader as cookModeLoader } from "~/routes/cook-mode";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser, createUser } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

const dir = mkdtempSync(join(tmpdir(), "simmer-sections-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INGREDIENT_SECTIONS = [
  { title: "For the dough", start: 0 },
  { title: "For the sauce", start: 2 },
];
const INSTRUCTION_SECTIONS = [{ title: "To finish", start: 1 }];

function draft(overrides: Partial<RecipeWrite> = {}): RecipeWrite {
  return {
    title: "Sectioned Dumplings",
    description: "Dumplings with a dipping sauce.",
    imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
    cookTime: 40,
    servings: 4,
    difficulty: "Medium",
    ingredients: ["2 cups flour", "1 cup water", "3 tbsp soy sauce", "1 tsp sesame oil"],
    instructions: ["Knead the dough for ten minutes.", "Stir the sauce together.", "Steam the dumplings."],
    ingredientSections: INGREDIENT_SECTIONS,
    instructionSections: INSTRUCTION_SECTIONS,
    tags: ["dinner"],
    author: "Ada Cook",
    ...overrides,
  };
}

const FORM = {
  title: "Form Dumplings",
  description: "Dumplings with a dipping sauce.",
  imageUrl: "https://example.com/dumplings.jpg",
  cookTime: "40",
  servings: "4",
  difficulty: "Medium",
  ingredients: "# For the dough\n2 cups flour\n1 cup water\n# For the sauce\n3 tbsp soy sauce\n1 tsp sesame oil",
  instructions: "Knead the dough for ten minutes.\n# To finish\nStir the sauce together.\nSteam the dumplings.",
  tags: "dinner",
  author: "Ada Cook",
};

async function recipeCount(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(recipes);
  return n;
}

describe.each(DATABASE_KINDS)("recipe section headings on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let cook: SessionUser;
  let stranger: SessionUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    provideDatabase(database);
    cook = await createSessionUser(db, { name: "Ada Cook" });
    stranger = await createSessionUser(db, { name: "Sam Stranger" });
  });
  afterAll(() => database?.destroy());

  it("the form's headings are stored beside the lines and read back by the page, cook mode and the edit form", async () => {
    const answer = await call(createAction, formRequest("/app/create-recipe", FORM), { user: cook });
    expect(answer.status).toBe(302);
    const [row] = await db.select().from(recipes).where(eq(recipes.title, "Form Dumplings"));
    // Headings are not lines: four ingredients, three steps.
    expect(row.ingredients).toEqual(["2 cups flour", "1 cup water", "3 tbsp soy sauce", "1 tsp sesame oil"]);
    expect(row.instructions).toHaveLength(3);
    expect(row.ingredientSections).toEqual(INGREDIENT_SECTIONS);
    expect(row.instructionSections).toEqual(INSTRUCTION_SECTIONS);

    expect(await getRecipe(db, row.id, cook.id)).toMatchObject({
      ingredientSections: INGREDIENT_SECTIONS,
      instructionSections: INSTRUCTION_SECTIONS,
    });
    const params = { id: String(row.id) };
    const cooking = await call(cookModeLoader, getRequest(`/cook-mode/${row.id}`), { user: cook, params });
    expect(cooking.data).toMatchObject({ recipe: { instructionSections: INSTRUCTION_SECTIONS } });
    const editing = await call(editLoader, getRequest(`/app/recipe/${row.id}/edit`), { user: cook, params });
    expect(editing.data).toMatchObject({ recipe: { ingredientSections: INGREDIENT_SECTIONS } });
  });

  it("an edit renames, moves and removes headings; a bad heading is refused and changes nothing", async () => {
    const created = await createRecipe(db, cook.id, draft({ title: "Editable Dumplings" }));
    if (!created.ok) throw new Error(created.message);
    const id = created.value.id;
    const params = { id: String(id) };
    const edit = (fields: Record<string, string>) =>
      call(
        editAction,
        formRequest(`/app/recipe/${id}/edit`, { ...FORM, title: "Editable Dumplings", intent: "save", ...fields }),
        {
          user: cook,
          params,
        },
      );

    const saved = await edit({
      ingredients: "2 cups flour\n1 cup water\n# Dipping sauce\n3 tbsp soy sauce\n1 tsp sesame oil",
      instructions: "Knead the dough for ten minutes.\nStir the sauce together.\nSteam the dumplings.",
    });
    expect(saved.status).toBe(302);
    expect(await getOwnRecipe(db, cook.id, id)).toMatchObject({
      ingredientSections: [{ title: "Dipping sauce", start: 2 }],
      instructionSections: [],
    });

    for (const [ingredients, message] of [
      ["#\n2 cups flour\n1 cup water", SECTION_MESSAGES.titleLength],
      [`# ${"x".repeat(61)}\n2 cups flour\n1 cup water`, SECTION_MESSAGES.titleLength],
      ["2 cups flour\n1 cup water\n# Sauce", SECTION_MESSAGES.headingWithoutLines],
    ]) {
      const refused = await edit({ ingredients });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.data)).toContain(message);
    }
    expect(await getOwnRecipe(db, cook.id, id)).toMatchObject({ ingredientSections: [{ title: "Dipping sauce", start: 2 }] });

    // A stranger's edit is "not found" and the headings stay.
    const strangers = await call(editAction, formRequest(`/app/recipe/${id}/edit`, { ...FORM, intent: "save" }), {
      user: stranger,
      params,
    });
    expect(strangers.status).toBe(404);
    expect(await getOwnRecipe(db, cook.id, id)).toMatchObject({ ingredientSections: [{ title: "Dipping sauce", start: 2 }] });
  });

  it("a refused new recipe with a bad heading writes nothing", async () => {
    const before = await recipeCount(db);
    const answer = await call(
      createAction,
      formRequest("/app/create-recipe", { ...FORM, instructions: "# One\n# Two\nKnead the dough.\nSteam it." }),
      { user: cook },
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.data)).toContain(SECTION_MESSAGES.headingWithoutLines);
    expect(await recipeCount(db)).toBe(before);
  });

  it("the service keeps only headings that fit the lines, tidied", async () => {
    const created = await createRecipe(
      db,
      cook.id,
      draft({
        title: "Messy Dumplings",
        ingredientSections: [
          { title: "  For the\tsauce ", start: 2 },
          { title: "Past the end", start: 9 },
          { title: "", start: 1 },
          { title: "For the dough", start: 0 },
        ],
        instructionSections: [{ title: "z".repeat(90), start: 0 }],
      }),
    );
    if (!created.ok) throw new Error(created.message);
    expect(await getOwnRecipe(db, cook.id, created.value.id)).toMatchObject({
      ingredientSections: INGREDIENT_SECTIONS,
      instructionSections: [{ title: "z".repeat(60), start: 0 }],
    });
  });

  it("copies and scaled copies keep the headings; the account export carries them", async () => {
    const owner = await createUser(db, { name: "Maya Okafor" });
    const original = await createRecipe(db, owner.id, draft({ title: "Shared Dumplings", isPublic: true }));
    if (!original.ok) throw new Error(original.message);

    const copy = await copyRecipe(db, cook.id, { recipeId: original.value.id, sourceUrl: "https://example.com/recipe/1" });
    if (!copy.ok) throw new Error(copy.message);
    expect(await getOwnRecipe(db, cook.id, copy.value.id)).toMatchObject({
      ingredientSections: INGREDIENT_SECTIONS,
      instructionSections: INSTRUCTION_SECTIONS,
    });

    const scaled = await saveScaledCopy(db, cook.id, { recipeId: original.value.id, servings: 8 });
    if (!scaled.ok) throw new Error(scaled.message);
    expect(await getOwnRecipe(db, cook.id, scaled.value.id)).toMatchObject({
      ingredients: ["4 cups flour", "2 cups water", "6 tbsp soy sauce", "2 tsp sesame oil"],
      ingredientSections: INGREDIENT_SECTIONS,
      instructionSections: INSTRUCTION_SECTIONS,
    });

    const exported = await exportAccount(db, cook.id);
    expect(exported.createdRecipes?.find((r) => r.id === copy.value.id)).toMatchObject({
      ingredientSections: INGREDIENT_SECTIONS,
      instructionSections: INSTRUCTION_SECTIONS,
    });
  });

  it("the database refuses headings that are not a list", async () => {
    const created = await createRecipe(db, cook.id, draft({ title: "Checked Dumplings" }));
    if (!created.ok) throw new Error(created.message);
    await expect(
      db.execute(sql`update recipes set ingredient_sections = '{"title": "x"}'::jsonb where id = ${created.value.id}`),
    ).rejects.toThrow();
    // A recipe written without headings has none.
    const plain = await createRecipe(db, cook.id, { ...draft({ title: "Plain Dumplings" }), ingredientSections: undefined });
    if (!plain.ok) throw new Error(plain.message);
    expect(await getOwnRecipe(db, cook.id, plain.value.id)).toMatchObject({ ingredientSections: [] });
  });

  it("the cookbook PDF prints the headings above their lines", async () => {
    const owner = await createUser(db, { plan: "ultimate", name: "Uma Ultimate" });
    const created = await createRecipe(db, owner.id, draft({ title: "Printed Dumplings" }));
    if (!created.ok) throw new Error(created.message);
    const book = await createCookbook(db, owner.id, { name: "Dumpling Days", description: "", color: "bg-accent-orange" });
    if (!book.ok) throw new Error(book.message);
    await addRecipesToCookbook(db, owner.id, { cookbookId: book.value.id, recipeIds: [created.value.id] });

    const result = await exportCookbookPdf(db, { id: owner.id, planId: "ultimate" }, book.value.id, "a4");
    if (!result.ok) throw new Error(result.message);
    const path = join(dir, `book-${kind}.pdf`);
    writeFileSync(path, result.pdf);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
    const order = [
      "Ingredients",
      "For the dough",
      "2 cups flour",
      "1 cup water",
      "For the sauce",
      "3 tbsp soy sauce",
      "Steps",
      "Knead the dough",
      "To finish",
      "Stir the sauce together",
    ].map((piece) => text.indexOf(piece));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
