/**
 * The account services behind the settings page's Privacy tab: the data export and the account
 * deletion (the profile, preferences and notifications saves: settings-services.test.ts).
 */
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/server/auth/auth.server";
import { rowsOf } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { recipes } from "~/server/db/schema";
import { deleteAccount, exportAccount } from "~/server/accounts/account.server";
import { logCook } from "~/server/recipes/cooked.server";
import { addRecipesToCookbook, createCookbook } from "~/server/kitchen/cookbooks.server";
import { createIngredientList } from "~/server/kitchen/ingredient-lists.server";
import { recordView } from "~/server/recipes/recipes.server";
import { saveRecipe } from "~/server/kitchen/saved-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, sessionUserFor } from "../support/factories";

// getAuth() reads its configuration from the environment; a fixed secret keeps it from writing one to DATA_DIR.
process.env.AUTH_SECRET ??= "settings-integration-secret-0123456789abcdef";
const AUTH_HOLDER = Symbol.for("simmer.auth");

describe.each(DATABASE_KINDS)("settings services on %s", (kind) => {
  let database: TestDatabase;
  let ids: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    delete (globalThis as Record<symbol, unknown>)[AUTH_HOLDER]; // the app's auth, built on this database
    ids = await createRecipes(database.db, [buildRecipeSeed(), buildRecipeSeed(), buildRecipeSeed()]);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** A signed-up cook as the session middleware would describe them, with a request carrying their session. */
  async function cook(name = "Maya Okafor") {
    const auth = await getAuth();
    const email = `cook-${Math.random().toString(36).slice(2)}@example.com`;
    const { headers, response } = await auth.api.signUpEmail({
      body: { name, email, password: "simmer2024" },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const user = sessionUserFor({ id: response.user.id, name, email }, { emailVerified: false });
    const request = new Request("http://localhost:3000/app/settings", { method: "POST", headers: { cookie } });
    return { user, request };
  }

  /** Gives the cook one of everything the account can own. */
  async function busy(userId: string) {
    await saveRecipe(database.db, userId, { recipeId: ids[0] });
    await saveRecipe(database.db, userId, { recipeId: ids[1] });
    const book = await createCookbook(database.db, userId, {
      name: "Sundays",
      description: "Slow food",
      color: "bg-accent-orange",
    });
    if (!book.ok) throw new Error(book.message);
    await addRecipesToCookbook(database.db, userId, { cookbookId: book.value.id, recipeIds: [ids[1], ids[2]] });
    await createIngredientList(database.db, userId, { name: "Pantry", ingredient: ["rice", "lentils"] });
    await logCook(database.db, userId, { recipeId: ids[2] });
    await recordView(database.db, userId, ids[0]);
    return book.value.id;
  }

  it("exports everything the cook owns, and nothing of anyone else's", async () => {
    const [{ user }, { user: neighbour }] = [await cook("Export Me"), await cook("Neighbour")];
    const bookId = await busy(user.id);
    await busy(neighbour.id);
    const exported = await exportAccount(database.db, user.id);
    expect(exported.account).toMatchObject({ id: user.id, name: "Export Me", email: user.email });
    expect(exported.profile).toMatchObject({ id: user.id, currentPlanId: "free" });
    expect(exported.savedRecipes.map((s) => s.recipeId).sort()).toEqual([ids[0], ids[1]].sort());
    expect(exported.cookbooks).toEqual([
      expect.objectContaining({ id: bookId, name: "Sundays", recipeIds: expect.arrayContaining([ids[1], ids[2]]) }),
    ]);
    expect(exported.cookbooks[0].recipeIds).toHaveLength(2);
    expect(exported.ingredientLists).toEqual([expect.objectContaining({ name: "Pantry", ingredients: ["rice", "lentils"] })]);
    expect(exported.cookedRecipes.map((c) => c.recipeId)).toEqual([ids[2]]);
    expect(exported.recentlyViewed.map((v) => v.recipeId)).toEqual([ids[0]]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(neighbour.id);
    expect(text).not.toContain("simmer2024");
    expect(Object.keys(exported.account)).not.toContain("password");
  });

  it("deletes the account and every row it owns, leaving other cooks and the catalog alone", async () => {
    const [{ user }, { user: neighbour }] = [await cook("Leaving"), await cook("Staying")];
    await busy(user.id);
    await busy(neighbour.id);
    const before = await ownedRows(neighbour.id);
    expect(Object.values(await ownedRows(user.id)).reduce((a, b) => a + b, 0)).toBeGreaterThan(8);

    expect(await deleteAccount(database.db, user.id)).toMatchObject({ ok: true });
    expect(Object.entries(await ownedRows(user.id)).filter(([, n]) => n > 0)).toEqual([]);
    const [{ n: cookbookRecipesLeft }] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from cookbook_recipes cr left join cookbooks c on c.id = cr.cookbook_id where c.id is null`,
      ),
    );
    expect(cookbookRecipesLeft).toBe(0);
    expect(await ownedRows(neighbour.id)).toEqual(before);
    const [{ n }] = await database.db.select({ n: count() }).from(recipes);
    expect(n).toBe(ids.length);
    expect(await deleteAccount(database.db, user.id)).toMatchObject({ ok: false, status: 404 });
  });

  /** Per table with a user_id column (and the user and profiles tables by id): this cook's rows. */
  async function ownedRows(userId: string): Promise<Record<string, number>> {
    const tables = rowsOf<{ name: string; column: string }>(
      await database.db.execute(sql`
        select table_name as name, column_name as column from information_schema.columns
        where table_schema = 'public' and (column_name = 'user_id' or (table_name in ('user', 'profiles') and column_name = 'id'))
        order by 1`),
    );
    expect(tables.length).toBeGreaterThan(8);
    const out: Record<string, number> = {};
    for (const { name, column } of tables) {
      const [{ n }] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} where ${sql.identifier(column)} = ${userId}`,
        ),
      );
      out[name] = n;
    }
    return out;
  }
});
