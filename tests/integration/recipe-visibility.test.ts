/**
 * One rule for who sees a recipe (app/domain/recipes/recipe-visibility.ts), on every read path: a shared
 * recipe that another cook filed (saved, put in a cookbook, planned, cooked) and its author made
 * private again disappears from that cook's pages, lists and exports; where it was filed it shows as
 * "This recipe is no longer available", never its title or ingredient lines.
 */
import { execFileSync } from "node:child_process";
import { solo } from "../support/kitchen";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBrowseParams } from "~/domain/recipes/browse-params";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { isRecipeVisibleTo } from "~/domain/recipes/recipe-visibility";
import { exportCookbookPdf } from "~/server/pdf/cookbook-pdf.server";
import {
  cookbookRecipes,
  cookedRecipes,
  householdMembers,
  mealPlanEntries,
  recentlyViewed,
  recipes,
  savedRecipes,
} from "~/server/db/schema";
import { listSavedRecipes } from "~/server/accounts/account.server";
import { browseRecipes, cardsInOrder, listTags } from "~/server/recipes/browse.server";
import {
  addRecipesToCookbook,
  createCookbook,
  getCookbook,
  getCookbookForExport,
  listCookbooks,
  setCookbookShared,
} from "~/server/kitchen/cookbooks.server";
import { cookingLog, logCook, rateCook } from "~/server/recipes/cooked.server";
import { recentlyViewedRecipes } from "~/server/kitchen/dashboard.server";
import { findRecipesByIngredients } from "~/server/recipes/ingredient-index.server";
import { addMealEntry, listDays, listWeek } from "~/server/meal-plan/meal-plan.server";
import { createRecipe, setRecipeSharing, type RecipeWrite } from "~/server/recipes/own-recipes.server";
import { getRecipe, getVisibleRecipeTitle, recordView } from "~/server/recipes/recipes.server";
import { saveRecipe } from "~/server/kitchen/saved-recipes.server";
import { addRecipeToList, generateFromWeek, getShoppingList } from "~/server/meal-plan/shopping.server";
import { recipeViewer, visibleTo } from "~/server/recipes/visibility.server";
import { provideDatabase } from "~/server/db/index.server";
import { acceptInvite, createHousehold, createInvite, leaveHousehold } from "~/server/households/households.server";
import { kitchenOf } from "~/server/households/kitchen.server";
import { eq, sql } from "drizzle-orm";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser, createUser } from "../support/factories";

const TODAY = "2026-11-25";
const WEEK = "2026-11-23";
const NO_LONGER_AVAILABLE = "This recipe is no longer available";

/** A recipe whose title and ingredient lines are words found nowhere else in the test data. */
function secretDraft(word: string): RecipeWrite {
  return {
    title: `Zephyrine ${word} Lasagne`,
    description: `Layers of ${word} goodness.`,
    imageUrl: "",
    cookTime: 50,
    servings: 4,
    difficulty: "Medium",
    ingredients: [`500 g ${word}berry ricotta`, `2 cups ${word}root sauce`, "1 tsp salt"],
    instructions: ["Layer everything.", "Bake for 40 minutes."],
    tags: [`${word.toLowerCase()}tag`],
    author: "Author Cook",
    isPublic: true,
  };
}

describe.each(DATABASE_KINDS)("who sees a recipe, on %s", (kind) => {
  let database: TestDatabase;
  let author: { id: string };
  let cook: { id: string; planId: "ultimate" };
  let pancakes: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    author = await createUser(database.db, { plan: "premium" });
    cook = { ...(await createUser(database.db, { plan: "ultimate" })), planId: "ultimate" as const };
    [pancakes] = await createRecipes(database.db, [
      buildRecipeSeed({ title: "Plain Pancakes", servings: 4, ingredients: ["200 g flour", "2 large eggs"] }),
    ]);
  });
  afterAll(() => database?.destroy());

  /** The author shares a recipe; the cook files it everywhere a cook can; the author makes it private again. */
  async function filedThenUnshared(word: string) {
    const created = await createRecipe(database.db, author.id, secretDraft(word));
    if (!created.ok) throw new Error(created.message);
    const id = created.value.id;
    const book = await createCookbook(database.db, cook.id, { name: "Weeknights", description: "", color: "bg-accent-orange" });
    if (!book.ok) throw new Error(book.message);
    expect((await addRecipesToCookbook(database.db, cook.id, { cookbookId: book.value.id, recipeIds: [id, pancakes] })).ok).toBe(
      true,
    );
    expect((await saveRecipe(database.db, cook.id, { recipeId: id })).ok).toBe(true);
    expect((await addMealEntry(database.db, solo(cook), { date: TODAY, mealType: "dinner", recipeId: id }, TODAY)).ok).toBe(true);
    expect((await addMealEntry(database.db, solo(cook), { date: TODAY, mealType: "lunch", recipeId: pancakes }, TODAY)).ok).toBe(
      true,
    );
    await recordView(database.db, cook.id, id);
    expect((await logCook(database.db, cook.id, { recipeId: id })).ok).toBe(true);
    expect((await setRecipeSharing(database.db, author.id, id, { isPublic: false })).ok).toBe(true);
    return { id, cookbookId: book.value.id, title: secretDraft(word).title, secret: word.toLowerCase() };
  }

  it("the other cook's meal plan, week shopping list and cookbook PDF no longer show it", async () => {
    const { id, cookbookId, title, secret } = await filedThenUnshared("Quillon");

    const week = await listWeek(database.db, solo(cook.id), WEEK);
    expect(JSON.stringify(week).toLowerCase()).not.toContain(secret);
    const dinner = week.find((e) => e.mealType === "dinner");
    expect(dinner).toMatchObject({ recipe: null, unavailable: true });
    expect(week.find((e) => e.mealType === "lunch")?.recipe?.title).toBe("Plain Pancakes");
    const days = await listDays(database.db, solo(cook.id), TODAY, TODAY);
    expect(JSON.stringify(days).toLowerCase()).not.toContain(secret);

    expect((await generateFromWeek(database.db, solo(cook.id), { week: WEEK })).ok).toBe(true);
    const list = await getShoppingList(database.db, solo(cook.id));
    expect(list.map((i) => i.text).join("\n")).toContain("flour");
    expect(JSON.stringify(list).toLowerCase()).not.toContain(secret);

    const book = await getCookbookForExport(database.db, cook.id, cookbookId);
    expect(book?.recipes.map((r) => r.title)).toEqual(["Plain Pancakes"]);
    expect(book?.unavailable).toBe(1);
    expect(JSON.stringify(book).toLowerCase()).not.toContain(secret);
    const pdf = await exportCookbookPdf(database.db, cook, cookbookId, "a4");
    if (!pdf.ok) throw new Error(pdf.message);
    const printed = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf.pdf, encoding: "utf8" });
    expect(printed).toContain("Plain Pancakes");
    expect(printed).toContain(NO_LONGER_AVAILABLE);
    expect(printed.toLowerCase()).not.toContain(secret);

    // The author still sees all of it.
    expect((await getRecipe(database.db, id, author.id))?.title).toBe(title);
  });

  it("a list generated while it was shared loses its lines once it is made private", async () => {
    const created = await createRecipe(database.db, author.id, secretDraft("Vantor"));
    if (!created.ok) throw new Error(created.message);
    const planner = { ...(await createUser(database.db, { plan: "ultimate" })), planId: "ultimate" as const };
    await addMealEntry(database.db, solo(planner), { date: TODAY, mealType: "dinner", recipeId: created.value.id }, TODAY);
    await addMealEntry(database.db, solo(planner), { date: TODAY, mealType: "lunch", recipeId: pancakes }, TODAY);
    expect((await generateFromWeek(database.db, solo(planner.id), { week: WEEK })).ok).toBe(true);
    expect(JSON.stringify(await getShoppingList(database.db, solo(planner.id))).toLowerCase()).toContain("vantor");

    await setRecipeSharing(database.db, author.id, created.value.id, { isPublic: false });
    const list = await getShoppingList(database.db, solo(planner.id));
    expect(list.map((i) => i.text).join("\n")).toContain("flour");
    expect(JSON.stringify(list).toLowerCase()).not.toContain("vantor");

    // Shared again: it comes back.
    await setRecipeSharing(database.db, author.id, created.value.id, { isPublic: true });
    expect(JSON.stringify(await getShoppingList(database.db, solo(planner.id))).toLowerCase()).toContain("vantor");
  });

  it("the cookbook's manage page keeps its place as 'no longer available'; the cooking log drops it", async () => {
    const { id, cookbookId, secret } = await filedThenUnshared("Morrow");
    const book = await getCookbook(database.db, cook.id, cookbookId);
    expect(book?.recipes.map((r) => r.title)).toEqual(["Plain Pancakes"]);
    // Filed first, so after the pancakes in the page's order (newest addition first).
    expect(book?.unavailable).toEqual([{ id, position: 1 }]);
    expect(book?.stats.count).toBe(1);
    expect(JSON.stringify(book).toLowerCase()).not.toContain(secret);
    expect(NO_LONGER_AVAILABLE).toBe(RECIPE_MESSAGES.noLongerAvailable);

    const overview = await listCookbooks(database.db, cook.id);
    expect(JSON.stringify(overview).toLowerCase()).not.toContain(secret);
    expect(JSON.stringify(await cookingLog(database.db, cook.id)).toLowerCase()).not.toContain(secret);
  });

  /**
   * Every read path × (owner, other cook, visitor) × (shared, private, made private after being
   * filed). `filed` rows for the private recipe are written straight to the tables, as if filed in
   * the moment before it was made private: no read path may trust a link row.
   */
  describe("every read path follows the rule", () => {
    type State = "public" | "private" | "unshared";
    const STATES: State[] = ["public", "private", "unshared"];
    const made = new Map<State, { id: number; secret: string; cookbookId: string }>();
    let visitorlessPaths: string[];

    beforeAll(async () => {
      for (const state of STATES) {
        const word = `Xq${state}`;
        const draft = { ...secretDraft(word), isPublic: state !== "private" };
        const created = await createRecipe(database.db, author.id, draft);
        if (!created.ok) throw new Error(created.message);
        const id = created.value.id;
        const book = await createCookbook(database.db, cook.id, {
          name: `Matrix ${state}`,
          description: "",
          color: "bg-accent-green",
        });
        if (!book.ok) throw new Error(book.message);
        // Filed by the other cook (and by the author), straight into the link tables.
        for (const who of [cook.id, author.id]) {
          await database.db.insert(savedRecipes).values({ userId: who, recipeId: id });
          await database.db.insert(recentlyViewed).values({ userId: who, recipeId: id });
          await database.db.insert(cookedRecipes).values({ userId: who, recipeId: id });
          await database.db
            .insert(mealPlanEntries)
            .values({ userId: who, recipeId: id, date: "2026-12-0" + (STATES.indexOf(state) + 1), mealType: "dinner" });
        }
        await database.db.insert(cookbookRecipes).values({ cookbookId: book.value.id, recipeId: id });
        if (state === "unshared") await setRecipeSharing(database.db, author.id, id, { isPublic: false });
        made.set(state, { id, secret: word.toLowerCase(), cookbookId: book.value.id });
      }
      visitorlessPaths = [];
    });

    type Viewer = "owner" | "other" | "visitor";
    const VIEWERS: Viewer[] = ["owner", "other", "visitor"];
    const viewerId = (v: Viewer) => (v === "owner" ? author.id : v === "other" ? cook.id : null);

    /** What each read path shows the viewer, as text; null where the path needs a signed-in cook. */
    const PATHS: Record<string, (viewer: string | null, state: State) => Promise<unknown>> = {
      "recipe page (and cook mode, cover, AI context)": (v, s) => getRecipe(database.db, made.get(s)!.id, v),
      "recipe shopping list download": (v, s) => getVisibleRecipeTitle(database.db, made.get(s)!.id, v),
      browse: async (v, s) => browseRecipes(database.db, browseState(made.get(s)!.secret), v),
      "browse cards": (v, s) => cardsInOrder(database.db, [made.get(s)!.id], v),
      "browse tags": (v) => listTags(database.db, v),
      finder: (v, s) => findRecipesByIngredients(database.db, [`${made.get(s)!.secret}berry ricotta`], 1, 20, { viewerId: v }),
      saved: (v) => (v ? listSavedRecipes(database.db, v) : Promise.resolve(null)),
      "recently viewed": (v) => (v ? recentlyViewedRecipes(database.db, v, 50) : Promise.resolve(null)),
      cookbooks: (v) => (v ? listCookbooks(database.db, v) : Promise.resolve(null)),
      "cookbook manage page": (v, s) => (v ? getCookbook(database.db, v, made.get(s)!.cookbookId) : Promise.resolve(null)),
      "cookbook PDF": (v, s) => (v ? getCookbookForExport(database.db, v, made.get(s)!.cookbookId) : Promise.resolve(null)),
      "meal plan": (v) => (v ? listDays(database.db, solo(v), "2026-12-01", "2026-12-07") : Promise.resolve(null)),
      "week shopping list": async (v) => {
        if (!v) return null;
        await generateFromWeek(database.db, solo(v), { week: "2026-11-30" });
        return getShoppingList(database.db, solo(v));
      },
      "recipe to shopping list": async (v, s) => {
        if (!v) return null;
        return { outcome: await addRecipeToList(database.db, solo(v), { recipeId: made.get(s)!.id }) };
      },
      "cooking log": (v) => (v ? cookingLog(database.db, v) : Promise.resolve(null)),
      ratings: async (v, s) =>
        v ? rateCook(database.db, v, { recipeId: made.get(s)!.id, rating: 5, turnedOutWell: null }) : null,
    };

    for (const [path, read] of Object.entries(PATHS)) {
      for (const viewer of VIEWERS) {
        it(`${path}: ${viewer}`, async () => {
          for (const state of STATES) {
            const recipe = made.get(state)!;
            const shown = await read(viewerId(viewer), state);
            if (shown === null && viewer === "visitor") {
              visitorlessPaths.push(path);
              continue;
            }
            const text = JSON.stringify(shown).toLowerCase();
            const [row] = await database.db
              .select({ userId: recipes.userId, isPublic: recipes.isPublic })
              .from(recipes)
              .where(eq(recipes.id, recipe.id));
            const visible = isRecipeVisibleTo(row!, viewerId(viewer));
            expect(visible).toBe(state === "public" || viewer === "owner");
            if (path === "ratings") {
              // A rating is refused (404) exactly when the recipe is not visible.
              expect((shown as { ok: boolean }).ok, `${state}`).toBe(visible);
            } else if (path === "recipe to shopping list") {
              expect((shown as { outcome: { ok: boolean } }).outcome.ok, `${state}`).toBe(visible);
            } else if (!visible) {
              expect(text, `${path} shows a ${state} recipe to ${viewer}`).not.toContain(recipe.secret);
            }
          }
        });
      }
    }

    it("each path shows a visible recipe at least once (the table above can fail)", async () => {
      const shared = made.get("public")!;
      for (const path of ["browse", "finder", "cookbook PDF", "meal plan", "week shopping list", "cooking log"]) {
        const text = JSON.stringify(await PATHS[path]!(cook.id, "public")).toLowerCase();
        expect(text, path).toContain(shared.secret);
      }
    });
  });

  it("the SQL rule and the JavaScript predicate agree on every combination", async () => {
    const other = await createUser(database.db);
    // A household (issue 27): the author and a member, with a household recipe, a private recipe in
    // a household cookbook, one in a personal cookbook, and an ex-member who had filed one there.
    const owner = await createSessionUser(database.db, { name: "Maya", plan: "ultimate" });
    const member = await createSessionUser(database.db, { name: "Sam" });
    const exMember = await createSessionUser(database.db, { name: "Eli" });
    const formed = await createHousehold(database.db, owner, { name: "Okafors" });
    if (!formed.ok) throw new Error(formed.message);
    for (const joiner of [member, exMember]) {
      const link = await createInvite(database.db, owner, { forWhom: joiner.name });
      if (!link.ok || !(await acceptInvite(database.db, joiner, link.value.token)).ok) throw new Error("join");
    }
    const write = (who: string, visibility: "private" | "household" | "public") =>
      createRecipe(database.db, who, { ...secretDraft(`Hh${visibility}`), visibility });
    const made = await Promise.all([
      write(owner.id, "household"),
      write(owner.id, "private"),
      write(owner.id, "private"),
      write(member.id, "household"),
      write(exMember.id, "private"),
      write(exMember.id, "household"),
      write(member.id, "public"),
    ]);
    const [, inBook, , , exInBook] = made.map((m) => (m.ok ? m.value.id : 0));
    const book = await createCookbook(database.db, owner.id, { name: "Ours", description: "", color: "bg-accent-orange" });
    if (!book.ok) throw new Error(book.message);
    await setCookbookShared(database.db, owner.id, { cookbookId: book.value.id, shared: "true" });
    await addRecipesToCookbook(database.db, owner.id, { cookbookId: book.value.id, recipeIds: [inBook] });
    await addRecipesToCookbook(database.db, exMember.id, { cookbookId: book.value.id, recipeIds: [exInBook] });
    // Left without the book being cleaned (as if a rejoin were pending): the rule alone must hide it.
    await database.db.delete(householdMembers).where(eq(householdMembers.userId, exMember.id));

    const rows = await database.db
      .select({
        id: recipes.id,
        userId: recipes.userId,
        isPublic: recipes.isPublic,
        sharedWithHousehold: recipes.sharedWithHousehold,
        householdBooks: sql<string[]>`coalesce((select array_agg(b.household_id::text) from cookbook_recipes br
          join cookbooks b on b.id = br.cookbook_id
          where br.recipe_id = "recipes"."id" and b.household_id is not null), '{}')`,
      })
      .from(recipes);
    expect(rows.some((r) => r.userId === null)).toBe(true);
    expect(rows.some((r) => r.userId !== null && r.isPublic)).toBe(true);
    expect(rows.some((r) => r.userId !== null && !r.isPublic)).toBe(true);
    expect(rows.some((r) => r.sharedWithHousehold && !r.isPublic)).toBe(true);
    expect(rows.some((r) => r.householdBooks.length > 0)).toBe(true);
    let householdSeen = 0;
    for (const viewerId of [null, author.id, cook.id, other.id, owner.id, member.id, exMember.id]) {
      const visible = await database.db
        .select({ id: recipes.id })
        .from(recipes)
        .where(sql`${visibleTo(viewerId)}`);
      const inSql = new Set(visible.map((r) => r.id));
      const viewer = await recipeViewer(database.db, viewerId);
      for (const row of rows) {
        const expected = isRecipeVisibleTo(row, viewer);
        expect(inSql.has(row.id), `${row.id} for ${viewerId}`).toBe(expected);
        if (expected && row.userId !== viewerId && !row.isPublic && row.userId !== null) householdSeen++;
      }
    }
    // The household clauses were exercised: members saw each other's household and book recipes.
    expect(householdSeen).toBe(3);
  });

  it("household recipes and books: a member sees them on every read path, an ex-member and a stranger do not", async () => {
    const owner = await createSessionUser(database.db, { name: "Ada", plan: "ultimate" });
    const member = await createSessionUser(database.db, { name: "Ben" });
    const leaver = await createSessionUser(database.db, { name: "Cy" });
    const stranger = await createSessionUser(database.db, { name: "Dee" });
    const formed = await createHousehold(database.db, owner, { name: "Adas" });
    if (!formed.ok) throw new Error(formed.message);
    for (const joiner of [member, leaver]) {
      const link = await createInvite(database.db, owner, { forWhom: joiner.name });
      if (!link.ok || !(await acceptInvite(database.db, joiner, link.value.token)).ok) throw new Error("join");
    }
    const created = await createRecipe(database.db, owner.id, { ...secretDraft("Hearthly"), visibility: "household" });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.id;
    expect((await leaveHousehold(database.db, leaver)).ok).toBe(true);
    const secret = "hearthly";
    const reads = async (who: string) => {
      const k = await kitchenOf(database.db, { id: who, planId: "ultimate" });
      await addMealEntry(database.db, k, { date: "2026-12-15", mealType: "dinner", recipeId: id, servings: 2 }, TODAY);
      await generateFromWeek(database.db, k, { week: "2026-12-14" });
      await logCook(database.db, who, { recipeId: id });
      return {
        page: await getRecipe(database.db, id, who),
        browse: await browseRecipes(database.db, browseState(secret), who, { fresh: true }),
        finder: await findRecipesByIngredients(database.db, [`${secret}berry ricotta`, "salt"], 1, 20, {
          viewerId: who,
          fresh: true,
        }),
        plan: await listWeek(database.db, k, "2026-12-14"),
        list: await getShoppingList(database.db, k),
        log: await cookingLog(database.db, who),
      };
    };
    const text = async (who: string) => JSON.stringify(await reads(who)).toLowerCase();
    expect(await text(member.id)).toContain(`${secret} lasagne`);
    for (const outsider of [leaver.id, stranger.id]) expect(await text(outsider), outsider).not.toContain(secret);
  });
});

function browseState(q: string) {
  return parseBrowseParams(new URLSearchParams({ q }));
}
