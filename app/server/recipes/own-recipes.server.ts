/**
 * Recipes users write: create, edit, share and delete. Only the author may change a recipe; anyone
 * else is answered "not found" (404) and nothing changes. Each write, with its ingredient links,
 * is one transaction.
 */
import { emitAppEvent } from "../events.server";
import { and, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import {
  authorNotice,
  canShareWithEveryone,
  isNewAccount,
  MODERATION_MESSAGES,
  type ModerationState,
} from "~/domain/admin/moderation";
import { coverSvg } from "~/domain/recipes/cover";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { isRecipeOwnedBy, recipeVisibility, type RecipeVisibility } from "~/domain/recipes/recipe-visibility";
import { normaliseSections, type RecipeSection } from "~/domain/recipes/recipe-sections";
import { isSourceUrl } from "~/domain/recipes/source";
import { canSaveScaledCopy, rowsFor, scaledCopy } from "~/domain/ingredients/scaled-copy";
import type { RecipeInput } from "~/domain/validation/recipe";
import type { Db } from "../db/client.server";
import { householdMembers, recipeIngredients, recipes, users } from "../db/schema";
import { env } from "../env.server";
import { linkRecipeIngredients } from "./insert-recipes.server";
import { membershipOf } from "../households/households.server";
import { requestFoodMatchesForLines } from "../nutrition/food-matches.server";
import { contentColumns, getRecipe, listRecipeIngredients } from "./recipes.server";
import { visibleTo } from "./visibility.server";
import { fileStore } from "../storage/index.server";
import { storePhoto } from "../uploads/photos.server";

/** What the create and edit services store (the form's parsed value); headings are optional (none). */
export type RecipeWrite = Omit<RecipeInput, "isPublic" | "sourceUrl" | "ingredientSections" | "instructionSections"> & {
  isPublic?: boolean;
  sourceUrl?: string | null;
  ingredientSections?: readonly RecipeSection[] | null;
  instructionSections?: readonly RecipeSection[] | null;
};

/** Test seam: called between the recipe row and its ingredient links, inside the transaction. */
export interface WriteHooks {
  afterRecipeRow?: (tx: Db, recipeId: number) => Promise<void>;
}

function recipeColumns(input: RecipeWrite) {
  return {
    title: input.title,
    description: input.description,
    imageUrl: input.imageUrl || null,
    cookTime: input.cookTime,
    servings: input.servings,
    difficulty: input.difficulty,
    ingredients: input.ingredients,
    instructions: input.instructions,
    // Headings are kept only where they fit the lines (a copy's or an import's as much as the form's).
    ingredientSections: normaliseSections(input.ingredientSections ?? [], input.ingredients.length),
    instructionSections: normaliseSections(input.instructionSections ?? [], input.instructions.length),
    tags: input.tags,
    author: input.author,
    // Only an http(s) address is kept (the form's schema checks it too).
    sourceUrl: input.sourceUrl && isSourceUrl(input.sourceUrl) ? input.sourceUrl : null,
  };
}

/**
 * Who may see the recipe, as the form chose it: the three values (issue 27) when the form sent
 * `visibility`, else the "Share with everyone" box (nothing when the write names neither).
 */
function sharingColumns(input: Pick<RecipeWrite, "visibility" | "isPublic">): {
  isPublic?: boolean;
  sharedWithHousehold?: boolean;
} {
  if (input.visibility) return { isPublic: input.visibility === "public", sharedWithHousehold: input.visibility === "household" };
  return input.isPublic === undefined ? {} : { isPublic: input.isPublic };
}

/** A recipe the moderators held, hid or suspended (decision 050) is not shared with everyone again by its author. */
function moderationRefusal(owned: { moderation: ModerationState | null }, input: Pick<RecipeWrite, "visibility" | "isPublic">) {
  return !canShareWithEveryone(owned.moderation) && sharingColumns(input).isPublic
    ? fail(403, MODERATION_MESSAGES.cannotShare)
    : null;
}

/**
 * The sharing columns a write sets. With MODERATE_NEW_ACCOUNTS=true, a recipe an account younger than
 * a day shares with everyone waits for an admin instead ("review", decision 050); one the author takes
 * back while it waits leaves the queue.
 */
async function sharingWrite(
  tx: Db,
  userId: string,
  owned: { moderation: string | null } | null,
  input: Pick<RecipeWrite, "visibility" | "isPublic">,
): Promise<{ isPublic?: boolean; sharedWithHousehold?: boolean; moderation?: "review" | null }> {
  const columns = sharingColumns(input);
  if (columns.isPublic && env().MODERATE_NEW_ACCOUNTS) {
    const [author] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    if (author && isNewAccount(author.createdAt, new Date())) return { ...columns, isPublic: false, moderation: "review" };
  }
  if (owned?.moderation === "review" && columns.isPublic === false) return { ...columns, moderation: null };
  return columns;
}

/** "Household" is for a cook in a household (the form offers it to them only); refused otherwise. */
async function householdRefusal(tx: Db, userId: string, input: Pick<RecipeWrite, "visibility">): Promise<Outcome<never> | null> {
  if (input.visibility !== "household") return null;
  const [member] = await tx
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  return member ? null : fail(400, HOUSEHOLD_MESSAGES.recipeNeedsHousehold);
}

/** The user's new recipe row and its ingredient links, inside the caller's transaction. */
export async function insertOwnRecipe(tx: Db, userId: string, input: RecipeWrite, hooks: WriteHooks): Promise<number> {
  const [row] = await tx
    .insert(recipes)
    .values({
      ...recipeColumns(input),
      rating: 0,
      isPremium: false,
      userId,
      isPublic: false,
      ...(await sharingWrite(tx, userId, null, input)),
    })
    .returning({ id: recipes.id });
  await hooks.afterRecipeRow?.(tx, row.id);
  await linkRecipeIngredients(tx, [{ recipeId: row.id, lines: input.ingredients }]);
  return row.id;
}

/** Creates the user's recipe (private unless `isPublic`) and links its ingredients, in one transaction. */
export async function createRecipe(
  db: Db,
  userId: string,
  input: RecipeWrite,
  hooks: WriteHooks = {},
): Promise<Outcome<{ id: number }>> {
  const outcome = await db.transaction(async (tx): Promise<Outcome<{ id: number }>> => {
    const refused = await householdRefusal(tx, userId, input);
    return refused ?? succeed({ id: await insertOwnRecipe(tx, userId, input, hooks) }, RECIPE_MESSAGES.created);
  });
  // With an AI provider, names the nutrition alias table cannot match are asked about in the background.
  if (outcome.ok) {
    requestFoodMatchesForLines(db, input.ingredients);
    emitAppEvent(db, { type: "recipe.created", userId, recipeId: outcome.value.id });
  }
  return outcome;
}

/**
 * "Copy to My Recipes": a private copy of a recipe the user may see (the catalog's, or another
 * cook's shared one) with the same content and photo, recording `sourceUrl` (the original's page)
 * as where it came from. Read and written in one transaction; anything the user may not see is
 * "not found" (404). Creating a recipe has no plan limit (spec section 6 limits saves and
 * cookbooks only), so neither has a copy: both go through insertOwnRecipe.
 */
export async function copyRecipe(
  db: Db,
  userId: string,
  input: { recipeId: number; sourceUrl: string },
  hooks: WriteHooks = {},
): Promise<Outcome<{ id: number }>> {
  // A recipe drawn with its generated cover (the catalog's) gets that cover as a stored photo, so the
  // copy's form, which requires an image, saves as it is. Made before the transaction: it is a file,
  // and a copy that then fails leaves only an unused photo, which the sweep removes a day later.
  const [seen] = await db
    .select({ imageUrl: recipes.imageUrl, tags: recipes.tags, title: recipes.title })
    .from(recipes)
    .where(and(eq(recipes.id, input.recipeId), visibleTo(userId)));
  if (!seen) return fail(404, RECIPE_MESSAGES.notFound);
  const coverPhoto = seen.imageUrl ? null : await coverAsPhoto(seen.tags, seen.title);
  const outcome = await db.transaction(async (tx) => {
    const [original] = await tx
      .select({ ...contentColumns, author: recipes.author })
      .from(recipes)
      .where(and(eq(recipes.id, input.recipeId), visibleTo(userId)))
      .for("share");
    if (!original) return fail(404, RECIPE_MESSAGES.notFound);
    const imageUrl = original.imageUrl ?? coverPhoto ?? "";
    const copy = { ...original, imageUrl, sourceUrl: input.sourceUrl, isPublic: false };
    const id = await insertOwnRecipe(tx, userId, copy, hooks);
    return succeed({ id, ingredients: original.ingredients }, RECIPE_MESSAGES.copied);
  });
  if (!outcome.ok) return outcome;
  requestFoodMatchesForLines(db, outcome.value.ingredients);
  return succeed({ id: outcome.value.id }, outcome.message);
}

/** The generated cover of a recipe without a photo, stored as a photo of its own (null if that fails). */
async function coverAsPhoto(tags: readonly string[], title: string): Promise<string | null> {
  try {
    const png = await sharp(Buffer.from(coverSvg(tags, title)))
      .resize(1200)
      .png()
      .toBuffer();
    const stored = await storePhoto(fileStore(), png);
    return stored.ok ? stored.value.url : null;
  } catch (error) {
    console.error("[simmer] storing a copied recipe's cover failed", error);
    return null;
  }
}

/** The recipe's owner columns, locked for the rest of the transaction; null when it is not the user's. */
async function lockOwned(tx: Db, userId: string, recipeId: number) {
  const [row] = await tx
    .select({
      id: recipes.id,
      userId: recipes.userId,
      isPublic: recipes.isPublic,
      sharedWithHousehold: recipes.sharedWithHousehold,
      moderation: recipes.moderation,
    })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), isNotNull(recipes.userId)))
    .for("update");
  return row && isRecipeOwnedBy(row, userId) ? row : null;
}

/** Rewrites the user's recipe and its ingredient links (old links dropped, new ones made), in one transaction. */
export async function updateRecipe(
  db: Db,
  userId: string,
  recipeId: number,
  input: RecipeWrite,
  hooks: WriteHooks = {},
): Promise<Outcome<{ id: number }>> {
  const outcome = await db.transaction(async (tx) => {
    const owned = await lockOwned(tx, userId, recipeId);
    if (!owned) return fail(404, RECIPE_MESSAGES.notFound);
    const refused = (await householdRefusal(tx, userId, input)) ?? moderationRefusal(owned, input);
    if (refused) return refused;
    await tx
      .update(recipes)
      .set({
        ...recipeColumns(input),
        ...(await sharingWrite(tx, userId, owned, input)),
        updatedAt: new Date(),
      })
      .where(eq(recipes.id, recipeId));
    await hooks.afterRecipeRow?.(tx, recipeId);
    await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
    await linkRecipeIngredients(tx, [{ recipeId, lines: input.ingredients }]);
    return succeed({ id: recipeId }, RECIPE_MESSAGES.updated);
  });
  if (outcome.ok) requestFoodMatchesForLines(db, input.ingredients);
  return outcome;
}

/**
 * Who may see the user's recipe, from its page: `visibility` (an author in a household picks one of
 * the three, as in the recipe form) or `isPublic` (the "Share with everyone" switch). The answer
 * names where it ended: switching "everyone" off leaves a household recipe with the household.
 */
export async function setRecipeSharing(
  db: Db,
  userId: string,
  recipeId: number,
  input: { isPublic: boolean; visibility?: RecipeVisibility },
): Promise<Outcome<{ isPublic: boolean }>> {
  return db.transaction(async (tx) => {
    const owned = await lockOwned(tx, userId, recipeId);
    if (!owned) return fail(404, RECIPE_MESSAGES.notFound);
    const refused = (await householdRefusal(tx, userId, input)) ?? moderationRefusal(owned, input);
    if (refused) return refused;
    const written = await sharingWrite(tx, userId, owned, input);
    const wanted = {
      isPublic: written.isPublic ?? owned.isPublic,
      sharedWithHousehold: written.sharedWithHousehold ?? owned.sharedWithHousehold,
    };
    const moderationChanged = written.moderation !== undefined && written.moderation !== owned.moderation;
    if (wanted.isPublic !== owned.isPublic || wanted.sharedWithHousehold !== owned.sharedWithHousehold || moderationChanged) {
      await tx
        .update(recipes)
        .set({ ...written, ...wanted, updatedAt: new Date() })
        .where(eq(recipes.id, recipeId));
    }
    if (written.moderation === "review") return succeed({ isPublic: false }, MODERATION_MESSAGES.awaitingReview);
    const now = recipeVisibility(wanted);
    const message = {
      public: RECIPE_MESSAGES.shared,
      household: RECIPE_MESSAGES.householdOnly,
      private: RECIPE_MESSAGES.unshared,
    };
    return succeed({ isPublic: wanted.isPublic }, message[now]);
  });
}

/**
 * What the author's controls on the recipe page need: who sees it now, their household's name if
 * they are in one, and what the moderators said if they took it off the public (decision 050).
 */
export async function ownerControls(
  db: Db,
  userId: string,
  recipe: { id: number; isPublic: boolean; sharedWithHousehold: boolean },
): Promise<{ visibility: RecipeVisibility; householdName: string | null; moderationNotice: string | null }> {
  const [membership, [moderated]] = await Promise.all([
    membershipOf(db, userId),
    db
      .select({ moderation: recipes.moderation, note: recipes.moderationNote })
      .from(recipes)
      .where(and(eq(recipes.id, recipe.id), eq(recipes.userId, userId))),
  ]);
  return {
    visibility: recipeVisibility(recipe),
    householdName: membership?.name ?? null,
    moderationNotice: authorNotice(moderated?.moderation ?? null, moderated?.note ?? null),
  };
}

/**
 * Deletes the user's recipe. Its ingredient links, other users' saves, cookbook entries, views and
 * cooking history go with it (foreign keys cascade); shopping lists made from it stay.
 */
export async function deleteRecipe(db: Db, userId: string, recipeId: number): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const owned = await lockOwned(tx, userId, recipeId);
    if (!owned) return fail(404, RECIPE_MESSAGES.notFound);
    await tx.delete(recipes).where(eq(recipes.id, recipeId));
    return succeed(undefined, RECIPE_MESSAGES.deleted);
  });
}

/** The user's recipe as the edit form needs it, or null when it is not theirs. */
export async function getOwnRecipe(db: Db, userId: string, recipeId: number) {
  const [row] = await db
    .select({
      ...contentColumns,
      userId: recipes.userId,
      isPublic: recipes.isPublic,
      sharedWithHousehold: recipes.sharedWithHousehold,
      author: recipes.author,
      moderation: recipes.moderation,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  return row && isRecipeOwnedBy(row, userId) ? row : null;
}

/**
 * 'Save Scaled Recipe': a private copy of a recipe the user may see, for whole `servings`, with the
 * amounts scaled as the scale dialog shows them. Another user's private recipe is "not found".
 */
export async function saveScaledCopy(
  db: Db,
  userId: string,
  input: { recipeId: number; servings: number },
): Promise<Outcome<{ id: number }>> {
  const recipe = await getRecipe(db, input.recipeId, userId);
  if (!recipe) return fail(404, RECIPE_MESSAGES.notFound);
  if (!canSaveScaledCopy(input.servings)) return fail(400, RECIPE_MESSAGES.scaledServings);
  const rows = rowsFor(recipe.ingredients, await listRecipeIngredients(db, recipe.id));
  const created = await createRecipe(db, userId, scaledCopy(recipe, rows, input.servings));
  return created.ok ? succeed(created.value, RECIPE_MESSAGES.scaledSaved) : created;
}
