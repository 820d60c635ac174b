/**
 * "Take everything away" (issue 28) on both databases: the export zip's layout, recipes as
 * schema.org JSON-LD with their photos, nothing of a recipe the cook may no longer see, and the
 * round trip: the zip imported into a fresh account gives back the same recipes (field by field),
 * photos, cookbooks, meal plan and ingredient lists, and a second import changes nothing.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { SimmerManifestSchema } from "~/domain/import/simmer-export";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { cookbookRecipes, cookbooks, ingredientListItems, ingredientLists, mealPlanEntries, recipes } from "~/server/db/schema";
import { getImport, runCollectionImport } from "~/server/import/collection-import.server";
import { personalKitchen } from "~/server/households/kitchen.server";
import { addRecipesToCookbook, createCookbook } from "~/server/kitchen/cookbooks.server";
import { createIngredientList, setListPantry } from "~/server/kitchen/ingredient-lists.server";
import { addMealEntry } from "~/server/meal-plan/meal-plan.server";
import { rateCook } from "~/server/recipes/cooked.server";
import { createRecipe, setRecipeSharing } from "~/server/recipes/own-recipes.server";
import { saveRecipeNote } from "~/server/recipes/recipe-notes.server";
import { fileStore } from "~/server/storage/index.server";
import { readStoredPhoto, storePhoto } from "~/server/uploads/photos.server";
import { action as importAction } from "~/routes/app.import";
import { loader as exportLoader } from "~/routes/app.settings.export";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { createRecipes, buildRecipeSeed, createSessionUser } from "../support/factories";
import { call, getRequest, ORIGIN } from "../support/routes";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "simmer-export-zip-test-"));

const TODAY = new Date().toISOString().slice(0, 10);

async function exportZip(user: SessionUser): Promise<Uint8Array> {
  const answer = await call(exportLoader, getRequest("/app/settings/export?format=zip"), { user });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Content-Type")).toBe("application/zip");
  expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="simmer-export-\d{4}-\d{2}-\d{2}\.zip"$/);
  return answer.bytes!;
}

async function importZip(user: SessionUser, bytes: Uint8Array, db: Db): Promise<string> {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], "simmer-export.zip"));
  const request = new Request(new URL("/app/import", ORIGIN), { method: "POST", body: form, headers: { Origin: ORIGIN } });
  const answer = await call(importAction, request, { user });
  expect(answer.status).toBe(302);
  const id = /\/app\/import\/([0-9a-f-]+)$/.exec(answer.headers.get("Location") ?? "")![1]!;
  await runCollectionImport(db, id);
  return id;
}

/** The fields a cook wrote, as the database keeps them, keyed by title. */
async function ownRecipes(db: Db, userId: string) {
  const rows = await db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(asc(recipes.title));
  return rows.map((r) => ({
    title: r.title,
    description: r.description,
    cookTime: r.cookTime,
    servings: r.servings,
    difficulty: r.difficulty,
    ingredients: r.ingredients,
    instructions: r.instructions,
    ingredientSections: r.ingredientSections,
    instructionSections: r.instructionSections,
    tags: r.tags,
    author: r.author,
    sourceUrl: r.sourceUrl,
  }));
}

async function booksOf(db: Db, userId: string) {
  const books = await db.select().from(cookbooks).where(eq(cookbooks.userId, userId)).orderBy(asc(cookbooks.name));
  return Promise.all(
    books.map(async (book) => ({
      name: book.name,
      description: book.description,
      color: book.color,
      recipes: (
        await db
          .select({ title: recipes.title })
          .from(cookbookRecipes)
          .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
          .where(eq(cookbookRecipes.cookbookId, book.id))
      )
        .map((r) => r.title)
        .sort(),
    })),
  );
}

async function planOf(db: Db, userId: string) {
  const rows = await db
    .select({
      date: mealPlanEntries.date,
      meal: mealPlanEntries.mealType,
      servings: mealPlanEntries.servings,
      note: mealPlanEntries.note,
      title: recipes.title,
    })
    .from(mealPlanEntries)
    .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(eq(mealPlanEntries.userId, userId));
  return rows.sort((a, b) => `${a.date}${a.meal}`.localeCompare(`${b.date}${b.meal}`));
}

async function listsOf(db: Db, userId: string) {
  const lists = await db
    .select()
    .from(ingredientLists)
    .where(eq(ingredientLists.userId, userId))
    .orderBy(asc(ingredientLists.name));
  return Promise.all(
    lists.map(async (list) => ({
      name: list.name,
      isPantry: list.isPantry,
      items: (
        await db
          .select()
          .from(ingredientListItems)
          .where(eq(ingredientListItems.listId, list.id))
          .orderBy(asc(ingredientListItems.position))
      ).map((i) => i.name),
    })),
  );
}

describe.each(DATABASE_KINDS)("the account export zip on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
  });
  afterAll(() => database?.destroy());

  it("holds every own recipe as JSON-LD with its photo, and comes back whole in a fresh account", async () => {
    const ada = await createSessionUser(db, { name: "Ada Export", plan: "ultimate" });
    const other = await createSessionUser(db, { name: "Otto Other", plan: "ultimate" });
    const [catalogId] = await createRecipes(db, [buildRecipeSeed({ title: "Catalog Minestrone" })]);

    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c0502a" } })
      .jpeg()
      .toBuffer();
    const photo = await storePhoto(fileStore(), jpeg);
    if (!photo.ok) throw new Error(photo.message);
    const tart = await createRecipe(db, ada.id, {
      title: "Crème Brûlée Tart",
      description: "A crisp shell with a burnt sugar top, from my grandmother's notebook.",
      imageUrl: photo.value.url,
      cookTime: 95,
      servings: 8,
      difficulty: "Hard",
      ingredients: ["200 g plain flour", "100 g cold butter", "500 ml double cream", "6 egg yolks", "80 g caster sugar"],
      instructions: [
        "Rub the butter into the flour.",
        "Blind bake the shell.",
        "Whisk yolks and sugar.",
        "Bake the custard.",
        "Burn the sugar.",
      ],
      ingredientSections: [
        { title: "For the pastry", start: 0 },
        { title: "For the custard", start: 2 },
      ],
      instructionSections: [
        { title: "Pastry", start: 0 },
        { title: "Custard", start: 2 },
      ],
      tags: ["dessert", "french"],
      author: "Ada Export",
      sourceUrl: "https://example.org/grandma/creme-brulee-tart",
    });
    const soup = await createRecipe(db, ada.id, {
      title: "Weeknight Lentil Soup",
      description: "Red lentils, cumin and lemon; ready in half an hour.",
      cookTime: 30,
      servings: 4,
      difficulty: "Easy",
      ingredients: ["1 cup red lentils", "1 onion, chopped", "1 tsp cumin", "juice of 1 lemon"],
      instructions: ["Soften the onion.", "Simmer everything for 20 minutes.", "Add the lemon juice."],
      tags: ["soup"],
      author: "Ada Export",
      imageUrl: "",
    });
    if (!tart.ok || !soup.ok) throw new Error("recipes not created");
    const hidden = await createRecipe(db, other.id, {
      title: "Otto's Secret Goulash",
      description: "Shared for a while, then private again.",
      cookTime: 120,
      servings: 6,
      difficulty: "Medium",
      ingredients: ["1 kg beef", "3 onions"],
      instructions: ["Brown the beef.", "Stew for two hours."],
      tags: [],
      author: "Otto Other",
      imageUrl: "",
      isPublic: true,
    });
    if (!hidden.ok) throw new Error("recipe not created");

    await saveRecipeNote(db, ada.id, { recipeId: tart.value.id, note: "Use a 23 cm tin." });
    await rateCook(db, ada.id, { recipeId: tart.value.id, rating: 5, turnedOutWell: null });
    const book = await createCookbook(db, ada.id, {
      name: "Sunday Baking",
      description: "Slow weekend projects",
      color: "bg-accent-green",
    });
    if (!book.ok) throw new Error(book.message);
    const kitchen = personalKitchen({ id: ada.id, planId: "ultimate" });
    await addRecipesToCookbook(db, kitchen, {
      cookbookId: book.value.id,
      recipeIds: [tart.value.id, catalogId!, hidden.value.id],
    });
    await addMealEntry(db, kitchen, { date: TODAY, mealType: "dinner", recipeId: soup.value.id, servings: 2 }, TODAY);
    await addMealEntry(db, kitchen, { date: TODAY, mealType: "lunch", recipeId: catalogId!, servings: undefined }, TODAY);
    await addMealEntry(db, kitchen, { date: TODAY, mealType: "snack", note: "Leftover tart" }, TODAY);
    const pantry = await createIngredientList(db, ada.id, { name: "Pantry", ingredient: ["flour", "cumin", "red lentils"] });
    if (!pantry.ok) throw new Error(pantry.message);
    await setListPantry(db, kitchen, { listId: pantry.value.id, pantry: "true" });
    // Otto takes his goulash back: Ada's export must not carry its title any more.
    await setRecipeSharing(db, other.id, hidden.value.id, { isPublic: false });

    const zip = await exportZip(ada);
    const files = unzipSync(zip);
    const names = Object.keys(files).sort();
    for (const name of [
      "README.txt",
      "simmer-export.json",
      "cookbooks.json",
      "meal-plan.json",
      "ingredient-lists.json",
      "saved-recipes.json",
      "ratings.json",
      "cooking-log.json",
      "account.json",
    ]) {
      expect(names).toContain(name);
    }
    const tartBase = `recipes/${tart.value.id}-creme-brulee-tart`;
    expect(names).toContain(`${tartBase}.json`);
    expect(names).toContain(`${tartBase}.webp`);
    expect((await sharp(Buffer.from(files[`${tartBase}.webp`]!)).metadata()).format).toBe("webp");
    const jsonLd = JSON.parse(strFromU8(files[`${tartBase}.json`]!));
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Crème Brûlée Tart",
      image: `${tart.value.id}-creme-brulee-tart.webp`,
      recipeYield: "8 servings",
      totalTime: "PT1H35M",
      keywords: "dessert, french",
      isBasedOn: "https://example.org/grandma/creme-brulee-tart",
      recipeInstructions: [
        {
          "@type": "HowToSection",
          name: "Pastry",
          itemListElement: [{ text: "Rub the butter into the flour." }, { text: "Blind bake the shell." }],
        },
        { "@type": "HowToSection", name: "Custard" },
      ],
    });
    const manifest = SimmerManifestSchema.parse(JSON.parse(strFromU8(files["simmer-export.json"]!)));
    expect(manifest.recipes.map((r) => r.title).sort()).toEqual(["Crème Brûlée Tart", "Weeknight Lentil Soup"]);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes, true))
      .join("\n");
    expect(everything).not.toContain("Secret Goulash");
    expect(JSON.parse(strFromU8(files["account.json"]!))).not.toHaveProperty("createdRecipes");

    // Into a fresh account: the same recipes, photo, cookbook, plan and list.
    const bea = await createSessionUser(db, { name: "Bea Newhome", plan: "ultimate" });
    const importId = await importZip(bea, zip, db);
    const done = await getImport(db, bea.id, importId);
    expect(done).toMatchObject({ status: "done", format: "Simmer", imported: 2, failed: 0 });
    expect(done!.message).toBe("Also brought back: 1 cookbook, 3 planned meals and 1 ingredient list.");
    expect(await ownRecipes(db, bea.id)).toEqual(await ownRecipes(db, ada.id));
    const [beaTart] = await db.select().from(recipes).where(eq(recipes.userId, bea.id)).orderBy(asc(recipes.title));
    expect(beaTart!.isPublic).toBe(false);
    expect(beaTart!.imageUrl).not.toBe(photo.value.url);
    const copied = await readStoredPhoto(beaTart!.imageUrl!);
    expect((await sharp(copied!).metadata()).width).toBe(640);
    // Otto's goulash was never in the zip, so Bea's cookbook has the other two.
    expect(await booksOf(db, bea.id)).toEqual([
      {
        name: "Sunday Baking",
        description: "Slow weekend projects",
        color: "bg-accent-green",
        recipes: ["Catalog Minestrone", "Crème Brûlée Tart"],
      },
    ]);
    expect(await planOf(db, bea.id)).toEqual(await planOf(db, ada.id));
    expect(await listsOf(db, bea.id)).toEqual([{ name: "Pantry", isPantry: true, items: ["flour", "cumin", "red lentils"] }]);

    // The same zip again: everything is already there.
    const again = await importZip(bea, zip, db);
    expect(await getImport(db, bea.id, again)).toMatchObject({ status: "done", imported: 0, skipped: 2 });
    expect((await ownRecipes(db, bea.id)).length).toBe(2);
    expect((await booksOf(db, bea.id)).length).toBe(1);
    expect((await planOf(db, bea.id)).length).toBe(3);
    expect((await listsOf(db, bea.id)).length).toBe(1);
  });

  it("leaves out what names a recipe this Simmer does not have, and what the plan does not allow, saying how many", async () => {
    const cal = await createSessionUser(db, { name: "Cal Cookbook", plan: "ultimate" });
    const [catalogId] = await createRecipes(db, [buildRecipeSeed({ title: "Catalog Shakshuka" })]);
    const book = await createCookbook(db, cal.id, { name: "Brunch", description: "", color: "bg-accent-orange" });
    if (!book.ok) throw new Error(book.message);
    await addRecipesToCookbook(db, personalKitchen({ id: cal.id, planId: "ultimate" }), {
      cookbookId: book.value.id,
      recipeIds: [catalogId!],
    });
    const files = unzipSync(await exportZip(cal));
    const books = JSON.parse(strFromU8(files["cookbooks.json"]!));
    // A recipe of another Simmer: an id that exists here under another title.
    books[0].recipes.push({ id: catalogId, title: "Someone Else's Pancakes", url: "https://other.example/recipe/1" });
    books.push({ name: "x", recipes: [] }, { name: "Second Book", recipes: [] }, { name: "Third Book", recipes: [] });
    files["cookbooks.json"] = strToU8(JSON.stringify(books));
    // A meal far in the past is outside what a Free plan plans; a broken one does not read.
    files["meal-plan.json"] = strToU8(
      JSON.stringify([
        { date: "2020-01-06", meal: "dinner", note: "Old dinner" },
        { date: "not a day", meal: "dinner", note: "Broken" },
      ]),
    );

    const free = await createSessionUser(db, { name: "Fay Free" });
    const id = await importZip(free, zipSync(files), db);
    expect((await getImport(db, free.id, id))!.message).toBe(
      "Also brought back: 2 cookbooks. 5 items were left out: over your plan's limits, outside the weeks it plans, or naming a recipe this Simmer does not have.",
    );
    // The Free plan keeps 2 cookbooks: Brunch (with the shakshuka, not the pancakes) and Second Book.
    expect(await booksOf(db, free.id)).toEqual([
      { name: "Brunch", description: "", color: "bg-accent-orange", recipes: ["Catalog Shakshuka"] },
      { name: "Second Book", description: "", color: "bg-accent-orange", recipes: [] },
    ]);
    expect(await planOf(db, free.id)).toEqual([]);
  });

  it("asks a visitor to sign in and gives a new cook an export with nothing in it", async () => {
    const visitor = await call(exportLoader, getRequest("/app/settings/export?format=zip"));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);

    const newcomer = await createSessionUser(db, { name: "Nia New" });
    const files = unzipSync(await exportZip(newcomer));
    expect(Object.keys(files).filter((name) => name.startsWith("recipes/"))).toEqual([]);
    expect(JSON.parse(strFromU8(files["cookbooks.json"]!))).toEqual([]);
    expect(SimmerManifestSchema.parse(JSON.parse(strFromU8(files["simmer-export.json"]!))).recipes).toEqual([]);
  });
});
