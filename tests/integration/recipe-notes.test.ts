/** Private recipe notes and the cooking history page, through the routes as the browser reaches them. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTE_MESSAGES } from "~/domain/messages/cooking";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { RECIPE_NOTE_MAX } from "~/domain/cooking/recipe-note";
import { RateCookSchema } from "~/domain/validation/cooking";
import { action as cookedAction } from "~/routes/app.cooked";
import { loader as historyLoader } from "~/routes/app.cooking-history";
import { loader as cookModeLoader } from "~/routes/cook-mode";
import { loader as recipeLoader } from "~/routes/recipe";
import { exportAccount } from "~/server/accounts/account.server";
import { provideDatabase } from "~/server/db/index.server";
import { recipeNotes, recipes } from "~/server/db/schema";
import { logCook, rateCook } from "~/server/recipes/cooked.server";
import { insertRecipes } from "~/server/recipes/insert-recipes.server";
import { recipeNote, recipeNotesFor } from "~/server/recipes/recipe-notes.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("recipe notes and cooking history on %s", (kind) => {
  let database: TestDatabase;
  let catalog: number;
  let second: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [catalog, second] = await createRecipes(database.db, [
      buildRecipeSeed({ title: "Weeknight Dal" }),
      buildRecipeSeed({ title: "Sunday Roast" }),
    ]);
  });
  afterAll(() => database?.destroy());

  const cook = () => createSessionUser(database.db);
  type Cook = Awaited<ReturnType<typeof cook>>;
  const sendNote = (user: Cook | null, recipeId: number | string, note: string, headers: Record<string, string> = {}) =>
    call(cookedAction, formRequest("/app/cooked", { intent: "note", recipeId: String(recipeId), note }, { headers }), {
      user,
    });
  const storedNotes = (userId: string) => database.db.select().from(recipeNotes).where(eq(recipeNotes.userId, userId));

  it("a cook writes, changes and removes a private note; no one else sees it", async () => {
    const [ana, ben] = [await cook(), await cook()];
    const saved = await sendNote(ana, catalog, "  Double the garlic.\r\nLess salt.  ");
    expect(saved).toMatchObject({ status: 200, data: { ok: true, message: NOTE_MESSAGES.saved } });
    expect(await recipeNote(database.db, ana.id, catalog)).toBe("Double the garlic.\nLess salt.");
    expect(await recipeNote(database.db, ben.id, catalog)).toBeNull();

    // On the recipe page and in cook mode, for Ana only.
    const page = (user: Cook | null) =>
      call(recipeLoader, getRequest(`/app/recipe/${catalog}`), { user, params: { id: String(catalog) } });
    expect(((await page(ana)).data as { myNote: string | null }).myNote).toBe("Double the garlic.\nLess salt.");
    expect(((await page(ben)).data as { myNote: string | null }).myNote).toBeNull();
    expect(((await page(null)).data as { myNote: string | null }).myNote).toBeNull();
    const cookMode = await call(cookModeLoader, getRequest(`/cook-mode/${catalog}`), {
      user: ana,
      params: { id: String(catalog) },
    });
    expect((cookMode.data as { note: string | null }).note).toBe("Double the garlic.\nLess salt.");

    await sendNote(ana, catalog, "Triple the garlic.");
    expect((await storedNotes(ana.id)).map((n) => n.body)).toEqual(["Triple the garlic."]);
    expect((await exportAccount(database.db, ana.id)).recipeNotes).toMatchObject([
      { recipeId: catalog, body: "Triple the garlic." },
    ]);

    const removed = await sendNote(ana, catalog, "   ");
    expect(removed).toMatchObject({ status: 200, data: { ok: true, message: NOTE_MESSAGES.removed } });
    expect(await storedNotes(ana.id)).toEqual([]);
  });

  it("a note that is too long is refused with a clear message and changes nothing", async () => {
    const ana = await cook();
    await sendNote(ana, catalog, "Keep this.");
    const refused = await sendNote(ana, catalog, "x".repeat(RECIPE_NOTE_MAX + 1));
    expect(refused).toMatchObject({ status: 400, data: { ok: false, message: NOTE_MESSAGES.tooLong } });
    expect((await storedNotes(ana.id)).map((n) => n.body)).toEqual(["Keep this."]);
    // Exactly the limit is fine.
    expect((await sendNote(ana, catalog, "y".repeat(RECIPE_NOTE_MAX))).status).toBe(200);
  });

  it("a stranger's private recipe is not found (404) and gets no note; signed out is sent to sign in", async () => {
    const [author, stranger] = [await cook(), await cook()];
    const [secret] = await insertRecipes(database.db, [buildRecipeSeed({ title: "Secret Sauce" })], { userId: author.id });
    const refused = await sendNote(stranger, secret, "Mine now");
    expect(refused).toMatchObject({ status: 404, data: { ok: false, message: RECIPE_MESSAGES.notFound } });
    expect(await storedNotes(stranger.id)).toEqual([]);
    expect((await sendNote(stranger, 999_999, "Nowhere")).status).toBe(404);
    expect((await sendNote(stranger, "abc", "Bad id")).status).toBe(400);
    const signedOut = await sendNote(null, catalog, "Anyone?");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/login/);
    // The author may keep notes on their own private recipe.
    expect((await sendNote(author, secret, "Family only")).status).toBe(200);
  });

  it("without JavaScript the form goes back to the recipe page with the message", async () => {
    const ana = await cook();
    const answer = await sendNote(ana, catalog, "From a plain form", {
      "Sec-Fetch-Mode": "navigate",
      Referer: `http://localhost:3000/app/recipe/${catalog}`,
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/app/recipe/${catalog}`);
    expect(answer.headers.get("Set-Cookie")).toBeTruthy();
    expect(await recipeNote(database.db, ana.id, catalog)).toBe("From a plain form");
  });

  it("the cooking history lists what the cook cooked, when, their rating and note, newest first, and only theirs", async () => {
    const [ana, ben] = [await cook(), await cook()];
    const first = await logCook(database.db, ana.id, { recipeId: catalog });
    const later = await logCook(database.db, ana.id, { recipeId: second });
    if (!first.ok || !later.ok) throw new Error("cook not logged");
    await rateCook(
      database.db,
      ana.id,
      RateCookSchema.parse({ recipeId: String(catalog), cookId: first.value.cookId, rating: "4", turnedOutWell: "yes" }),
    );
    await sendNote(ana, catalog, "Add lime at the end");
    await logCook(database.db, ben.id, { recipeId: second });

    const history = await call(historyLoader, getRequest("/app/cooking-history"), { user: ana });
    expect(history.status).toBe(200);
    const entries = (history.data as { entries: Record<string, unknown>[] }).entries;
    expect(entries.map((e) => e.title).sort()).toEqual(["Sunday Roast", "Weeknight Dal"]);
    expect(entries.find((e) => e.recipeId === catalog)).toMatchObject({
      rating: 4,
      turnedOutWell: true,
      note: "Add lime at the end",
      cookId: first.value.cookId,
    });
    expect(entries.find((e) => e.recipeId === second)).toMatchObject({ rating: null, turnedOutWell: null, note: null });
    expect(String(entries[0]!.when)).toMatch(/\d{4}/);

    const bens = (await call(historyLoader, getRequest("/app/cooking-history"), { user: ben })).data as {
      entries: { title: string; note: string | null }[];
    };
    expect(bens.entries).toMatchObject([{ title: "Sunday Roast", note: null }]);

    const signedOut = await call(historyLoader, getRequest("/app/cooking-history"));
    expect(signedOut.status).toBe(302);
  });

  it("a recipe its author made private again leaves the cook's history, and its note is neither shown nor changed", async () => {
    const [author, fan] = [await cook(), await cook()];
    const [shared] = await insertRecipes(database.db, [buildRecipeSeed({ title: "Shared Then Hidden" })], { userId: author.id });
    await database.db.update(recipes).set({ isPublic: true }).where(eq(recipes.id, shared));
    await logCook(database.db, fan.id, { recipeId: shared });
    expect((await sendNote(fan, shared, "Loved it")).status).toBe(200);
    await database.db.update(recipes).set({ isPublic: false }).where(eq(recipes.id, shared));

    const entries = (
      (await call(historyLoader, getRequest("/app/cooking-history"), { user: fan })).data as { entries: unknown[] }
    ).entries;
    expect(entries).toEqual([]);
    expect(await recipeNote(database.db, fan.id, shared)).toBeNull();
    expect((await recipeNotesFor(database.db, fan.id, [shared])).size).toBe(0);
    expect((await sendNote(fan, shared, "Changed")).status).toBe(404);
    const [kept] = await database.db
      .select({ body: recipeNotes.body })
      .from(recipeNotes)
      .where(and(eq(recipeNotes.userId, fan.id), eq(recipeNotes.recipeId, shared)));
    expect(kept?.body).toBe("Loved it");
  });
});
