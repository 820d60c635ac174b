/**
 * The account export zip (issue 28, docs/decisions/049): everything a cook owns, in the layout of
 * app/domain/import/simmer-export.ts. Streamed: own recipes are read EXPORT_PAGE_SIZE at a time and
 * each file goes into the zip only when the reader has taken the one before (the stream's pull), so
 * a 5,000-recipe account is never held in memory. Recipes another cook wrote are named only when
 * this cook may still see them (the one read rule, `visibleTo`).
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import {
  EXPORT_FILES,
  EXPORT_FORMAT,
  EXPORT_PAGE_SIZE,
  EXPORT_VERSION,
  exportReadme,
  exportRecipeJsonLd,
  MANIFEST_FILE,
  recipeFileBase,
  type ExportCookbook,
  type ExportList,
  type ExportMeal,
  type ManifestRecipe,
  type RecipeRef,
  type SimmerManifest,
} from "~/domain/import/simmer-export";
import { isStoredPhotoPath } from "~/domain/recipes/photos";
import { recipeVisibility } from "~/domain/recipes/recipe-visibility";
import type { Db } from "../db/client.server";
import {
  cookbookRecipes,
  cookbooks,
  cookedRecipes,
  ingredientListItems,
  ingredientLists,
  mealPlanEntries,
  recipeNotes,
  recipeRatings,
  recipes,
  savedRecipes,
} from "../db/schema";
import { visibleTo } from "../recipes/visibility.server";
import type { FileStore } from "../storage/file-store";
import { fileStore } from "../storage/index.server";
import { readStoredPhoto } from "../uploads/photos.server";
import { exportAccount } from "./account.server";

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);

/** A file for the zip: JSON and text are deflated, photos (already compressed) stored as they are. */
type ZipFile = { name: string; bytes: Uint8Array; compress: boolean };

/**
 * The files of the export, one at a time. `site` is this server's address (references to recipes
 * that are not the cook's carry their address on it).
 */
async function* exportFiles(db: Db, userId: string, site: string, store: FileStore): AsyncGenerator<ZipFile> {
  const exportedAt = new Date();
  const manifestRecipes: ManifestRecipe[] = [];
  /** Own recipe id → its JSON-LD file, for the references in cookbooks and the plan. */
  const ownFiles = new Map<number, string>();

  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(recipes)
      .where(and(eq(recipes.userId, userId), gt(recipes.id, after)))
      .orderBy(asc(recipes.id))
      .limit(EXPORT_PAGE_SIZE);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    const ids = page.map((r) => r.id);
    const [notes, ratings] = await Promise.all([
      db
        .select({ recipeId: recipeNotes.recipeId, body: recipeNotes.body })
        .from(recipeNotes)
        .where(and(eq(recipeNotes.userId, userId), inArray(recipeNotes.recipeId, ids))),
      db
        .select({ recipeId: recipeRatings.recipeId, rating: recipeRatings.rating })
        .from(recipeRatings)
        .where(and(eq(recipeRatings.userId, userId), inArray(recipeRatings.recipeId, ids))),
    ]);
    const noteOf = new Map(notes.map((n) => [n.recipeId, n.body]));
    const ratingOf = new Map(ratings.map((r) => [r.recipeId, r.rating]));
    for (const recipe of page) {
      const base = recipeFileBase(recipe);
      const file = `${base}.json`;
      ownFiles.set(recipe.id, file);
      const photoBytes =
        recipe.imageUrl && isStoredPhotoPath(recipe.imageUrl) ? await readStoredPhoto(recipe.imageUrl, { store }) : null;
      const photo = photoBytes ? `${base}.webp` : undefined;
      const linkedImage = !photo && recipe.imageUrl && /^https?:\/\//i.test(recipe.imageUrl) ? recipe.imageUrl : null;
      const notesText = noteOf.get(recipe.id);
      if (photo && photoBytes) yield { name: photo, bytes: photoBytes, compress: false };
      yield {
        name: file,
        bytes: json(exportRecipeJsonLd(recipe, photo ? photo.slice("recipes/".length) : linkedImage, notesText)),
        compress: true,
      };
      manifestRecipes.push({
        file,
        photo,
        id: recipe.id,
        title: recipe.title,
        difficulty: recipe.difficulty,
        ingredientSections: recipe.ingredientSections,
        instructionSections: recipe.instructionSections,
        visibility: recipeVisibility(recipe),
        rating: ratingOf.get(recipe.id),
        notes: notesText,
      });
    }
  }

  const refOf = (recipe: { id: number; title: string }): RecipeRef => {
    const file = ownFiles.get(recipe.id);
    return file
      ? { file, id: recipe.id, title: recipe.title }
      : { id: recipe.id, title: recipe.title, url: new URL(`/recipe/${recipe.id}`, site).toString() };
  };
  const linked = { id: recipes.id, title: recipes.title };

  const books = await db.select().from(cookbooks).where(eq(cookbooks.userId, userId)).orderBy(asc(cookbooks.createdAt));
  const filed = books.length
    ? await db
        .select({ cookbookId: cookbookRecipes.cookbookId, ...linked })
        .from(cookbookRecipes)
        .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
        .where(
          and(
            inArray(
              cookbookRecipes.cookbookId,
              books.map((b) => b.id),
            ),
            visibleTo(userId),
          ),
        )
        .orderBy(asc(cookbookRecipes.addedAt))
    : [];
  const exportedBooks: ExportCookbook[] = books.map((book) => ({
    name: book.name,
    description: book.description,
    color: book.color,
    ...(book.householdId && { household: true }),
    recipes: filed.filter((row) => row.cookbookId === book.id).map(refOf),
  }));
  yield { name: EXPORT_FILES.cookbooks, bytes: json(exportedBooks), compress: true };

  const meals = await db
    .select({ entry: mealPlanEntries, recipe: linked })
    .from(mealPlanEntries)
    .leftJoin(recipes, and(eq(recipes.id, mealPlanEntries.recipeId), visibleTo(userId)))
    .where(eq(mealPlanEntries.userId, userId))
    .orderBy(asc(mealPlanEntries.date), asc(mealPlanEntries.createdAt));
  const exportedMeals: ExportMeal[] = meals
    // A meal whose recipe this cook may no longer see keeps only its note, if it has one.
    .filter(({ entry, recipe }) => recipe?.id || entry.note)
    .map(({ entry, recipe }) => ({
      date: entry.date,
      meal: entry.mealType,
      servings: recipe?.id ? entry.servings : null,
      note: entry.note,
      recipe: recipe?.id ? refOf(recipe) : null,
      ...(entry.householdId && { household: true }),
    }));
  yield { name: EXPORT_FILES.mealPlan, bytes: json(exportedMeals), compress: true };

  const lists = await db
    .select()
    .from(ingredientLists)
    .where(eq(ingredientLists.userId, userId))
    .orderBy(asc(ingredientLists.createdAt));
  const items = lists.length
    ? await db
        .select()
        .from(ingredientListItems)
        .where(
          inArray(
            ingredientListItems.listId,
            lists.map((l) => l.id),
          ),
        )
        .orderBy(asc(ingredientListItems.position))
    : [];
  const exportedLists: ExportList[] = lists.map((list) => ({
    name: list.name,
    isPantry: list.isPantry,
    ...(list.householdId && { household: true }),
    ingredients: items.filter((item) => item.listId === list.id).map((item) => item.name),
  }));
  yield { name: EXPORT_FILES.ingredientLists, bytes: json(exportedLists), compress: true };

  const saved = await db
    .select({ ...linked, savedAt: savedRecipes.createdAt })
    .from(savedRecipes)
    .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
    .where(and(eq(savedRecipes.userId, userId), visibleTo(userId)))
    .orderBy(asc(savedRecipes.createdAt));
  yield {
    name: EXPORT_FILES.savedRecipes,
    bytes: json(saved.map((row) => ({ ...refOf(row), savedAt: row.savedAt }))),
    compress: true,
  };

  const rated = await db
    .select({ ...linked, rating: recipeRatings.rating, ratedAt: recipeRatings.updatedAt })
    .from(recipeRatings)
    .innerJoin(recipes, eq(recipes.id, recipeRatings.recipeId))
    .where(and(eq(recipeRatings.userId, userId), visibleTo(userId)));
  yield {
    name: EXPORT_FILES.ratings,
    bytes: json(rated.map((row) => ({ recipe: refOf(row), rating: row.rating, ratedAt: row.ratedAt }))),
    compress: true,
  };

  const cooked = await db
    .select({ ...linked, cookedAt: cookedRecipes.cookedAt, turnedOutWell: cookedRecipes.turnedOutWell })
    .from(cookedRecipes)
    .innerJoin(recipes, eq(recipes.id, cookedRecipes.recipeId))
    .where(and(eq(cookedRecipes.userId, userId), visibleTo(userId)))
    .orderBy(asc(cookedRecipes.cookedAt));
  yield {
    name: EXPORT_FILES.cookingLog,
    bytes: json(cooked.map((row) => ({ recipe: refOf(row), cookedAt: row.cookedAt, turnedOutWell: row.turnedOutWell }))),
    compress: true,
  };

  yield { name: EXPORT_FILES.account, bytes: json(await exportAccount(db, userId, { recipes: false })), compress: true };
  const manifest: SimmerManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    site,
    recipes: manifestRecipes,
    files: { cookbooks: EXPORT_FILES.cookbooks, mealPlan: EXPORT_FILES.mealPlan, ingredientLists: EXPORT_FILES.ingredientLists },
  };
  yield { name: MANIFEST_FILE, bytes: json(manifest), compress: true };
  yield { name: EXPORT_FILES.readme, bytes: encoder.encode(exportReadme(exportedAt, manifestRecipes.length)), compress: true };
}

/**
 * The export as a byte stream. Each pull adds the next file to the zip and hands on what fflate
 * wrote for it; a failure part-way errors the stream (the download then fails visibly rather than
 * ending in a zip that looks whole).
 */
export function accountZipStream(
  db: Db,
  userId: string,
  options: { site: string; store?: FileStore },
): ReadableStream<Uint8Array> {
  const files = exportFiles(db, userId, options.site, options.store ?? fileStore());
  let ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else ready.push(chunk);
    if (final) finished = true;
  });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (ready.length === 0 && !finished && !failure) {
        const next = await files.next();
        if (next.done) {
          zip.end();
          break;
        }
        const { name, bytes, compress } = next.value;
        const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
        zip.add(entry);
        entry.push(bytes, true);
      }
      if (failure) return controller.error(failure);
      const chunks = ready;
      ready = [];
      for (const chunk of chunks) controller.enqueue(chunk);
      if (finished) controller.close();
    },
    async cancel() {
      await files.return(undefined);
    },
  });
}
