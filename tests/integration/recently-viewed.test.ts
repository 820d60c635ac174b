/**
 * A page on another site cannot write into a signed-in cook's "recently viewed" by sending them to
 * a recipe (issue 9): the recipe loader records a view only for the site's own navigations.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideDatabase } from "~/server/db/index.server";
import { recentlyViewed } from "~/server/db/schema";
import { loader as recipeLoader } from "~/routes/recipe";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("recently viewed on %s", (kind) => {
  let database: TestDatabase;
  let recipeId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [recipeId] = await createRecipes(database.db, [buildRecipeSeed()]);
  });
  afterAll(() => database?.destroy());

  async function visit(secFetchSite: string | null) {
    const user = await createSessionUser(database.db);
    const headers: Record<string, string> = secFetchSite ? { "Sec-Fetch-Site": secFetchSite, "Sec-Fetch-Mode": "navigate" } : {};
    const answer = await call(recipeLoader, getRequest(`/app/recipe/${recipeId}`, { headers }), {
      user,
      params: { id: String(recipeId) },
    });
    expect(answer.status).toBe(200);
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(recentlyViewed)
      .where(and(eq(recentlyViewed.userId, user.id), eq(recentlyViewed.recipeId, recipeId)));
    return n;
  }

  describe("recently viewed", () => {
    it.each(["cross-site", "same-site"])("is not written by a visit another site started (Sec-Fetch-Site: %s)", async (site) => {
      expect(await visit(site)).toBe(0);
    });

    it.each(["same-origin", "none"])(
      "is written by the site's own navigation or a typed address (Sec-Fetch-Site: %s)",
      async (site) => {
        expect(await visit(site)).toBe(1);
      },
    );

    it("is written for a client that sends no fetch metadata", async () => {
      expect(await visit(null)).toBe(1);
    });
  });
});
