/**
 * Issue 15's AI recipe generation on the server: the generate route against a fake OpenAI-compatible
 * server (stream, entitlement 403, not configured 503, prompt 400, monthly allowance 429, a failed
 * generation given back), recent prompts capped at five, and Save into My Recipes.
 */
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_MESSAGES } from "~/domain/ai/ai-recipe";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { aiGenerationAllowance, type PlanId } from "~/domain/plans";
import { action as generateAction } from "~/routes/app.ai-recipes.generate";
import { action as pageAction, loader as pageLoader } from "~/routes/app.ai-recipes";
import { provideAiConfig } from "~/server/ai/provider.server";
import { sessionContext } from "~/server/auth/session.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { aiGenerations, aiRecentPrompts, recipeIngredients, recipes } from "~/server/db/schema";
import { allowanceUsage, listRecentPrompts, recordPrompt, takeGeneration } from "~/server/ai/ai-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";
import { SAMPLE_RECIPE, startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { call, formRequest, getRequest } from "../support/routes";

async function runGenerate(user: SessionUser, form: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(sessionContext, user);
  const request = formRequest("/app/ai-recipes/generate", form);
  try {
    return (await generateAction({ request, context, params: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      const { data, init } = thrown as { data: unknown; init: ResponseInit };
      return Response.json(data, init);
    }
    throw thrown;
  }
}

async function lines(response: Response) {
  const text = await response.text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { type: string; recipe?: Record<string, unknown>; message?: string; used?: number });
}

describe.each(DATABASE_KINDS)("AI recipe generation on %s", (kind) => {
  let database: TestDatabase;
  let fake: FakeOpenAi;

  const sessionUser = (plan: PlanId) => createSessionUser(database.db, { plan });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    provideAiConfig(undefined);
    await fake?.close();
    await database?.destroy();
  });
  beforeEach(() => {
    provideAiConfig({ baseUrl: fake.url, apiKey: "k", model: "test-model", timeoutMs: 3000 });
    fake.queue.length = 0;
    fake.requests.length = 0;
  });

  it("streams the recipe as NDJSON lines, counts the generation and keeps the prompt", async () => {
    const user = await sessionUser("premium");
    fake.queue.push({ kind: "stream", content: JSON.stringify(SAMPLE_RECIPE), chunkSize: 12 });
    const response = await runGenerate(user, { prompt: "  <b>Lemon</b> pasta  " });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const answer = await lines(response);
    expect(answer.filter((l) => l.type === "partial").length).toBeGreaterThan(2);
    expect(answer.at(-1)).toMatchObject({ type: "done", recipe: SAMPLE_RECIPE, used: 1 });
    expect(fake.requests[0].body.messages?.at(-1)?.content).toBe("<b>Lemon</b> pasta");
    expect(await listRecentPrompts(database.db, user.id)).toEqual(["<b>Lemon</b> pasta"]);
    expect(await allowanceUsage(database.db, user.id, "premium")).toEqual({
      used: 1,
      allowance: aiGenerationAllowance("premium"),
    });
  });

  it("refuses the free plan with 403 and calls no model", async () => {
    const user = await sessionUser("free");
    const response = await runGenerate(user, { prompt: "Pasta" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: SUBSCRIPTION_MESSAGES.featureUnavailable });
    expect(fake.requests).toHaveLength(0);
    const page = await call(pageLoader, getRequest("/app/ai-recipes"), { user });
    expect(page.data).toMatchObject({ entitled: false, recentPrompts: [] });
  });

  it("says AI generation is not set up when no provider is configured", async () => {
    provideAiConfig(null);
    const user = await sessionUser("ultimate");
    const response = await runGenerate(user, { prompt: "Pasta" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ message: AI_MESSAGES.notConfigured });
    const page = await call(pageLoader, getRequest("/app/ai-recipes"), { user });
    expect(page.data).toMatchObject({ entitled: true, configured: false });
  });

  it("refuses a blank or too long prompt with 400 and counts nothing", async () => {
    const user = await sessionUser("premium");
    for (const [prompt, message] of [
      ["   ", AI_MESSAGES.promptRequired],
      ["x".repeat(501), AI_MESSAGES.promptTooLong],
    ]) {
      const response = await runGenerate(user, { prompt });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    }
    expect(fake.requests).toHaveLength(0);
    expect((await allowanceUsage(database.db, user.id, "premium")).used).toBe(0);
  });

  it("stops at the monthly allowance with a clear message and no call to the model", async () => {
    const user = await sessionUser("premium");
    const allowance = aiGenerationAllowance("premium");
    await database.db
      .insert(aiGenerations)
      .values({ userId: user.id, month: new Date().toISOString().slice(0, 7), count: allowance });
    const response = await runGenerate(user, { prompt: "Pasta" });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ message: AI_MESSAGES.allowanceReached });
    expect(fake.requests).toHaveLength(0);
  });

  it("takes the allowance atomically: concurrent takes never pass it", async () => {
    const user = await sessionUser("premium");
    const allowance = aiGenerationAllowance("premium");
    const results = await Promise.all(
      Array.from({ length: allowance + 5 }, () => takeGeneration(database.db, user.id, "premium")),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(allowance);
    expect((await allowanceUsage(database.db, user.id, "premium")).used).toBe(allowance);
  });

  it("gives a failed generation back and reports the refused key", async () => {
    const user = await sessionUser("premium");
    fake.queue.push({ kind: "status", status: 401 });
    const answer = await lines(await runGenerate(user, { prompt: "Pasta" }));
    expect(answer.at(-1)).toEqual({ type: "error", message: AI_MESSAGES.refusedKey });
    expect((await allowanceUsage(database.db, user.id, "premium")).used).toBe(0);
  });

  it("reports malformed output and saves nothing", async () => {
    const user = await sessionUser("premium");
    fake.queue.push({ kind: "stream", content: '{"title":"Oops","ingredients":"not a list"}' });
    const answer = await lines(await runGenerate(user, { prompt: "Pasta" }));
    expect(answer.at(-1)).toEqual({ type: "error", message: AI_MESSAGES.malformed });
    const own = await database.db.select().from(recipes).where(eq(recipes.userId, user.id));
    expect(own).toHaveLength(0);
  });

  // Issue 33: what reached the cook counts; only a generation that delivered nothing is given back.
  it("counts a generation that stalls past the time-out after its text reached the cook", async () => {
    provideAiConfig({ baseUrl: fake.url, apiKey: "k", model: "test-model", timeoutMs: 600 });
    const user = await sessionUser("premium");
    const text = JSON.stringify(SAMPLE_RECIPE);
    fake.queue.push({ kind: "stream", content: text.slice(0, text.indexOf('"instructions"')), chunkSize: 16, hangAfter: true });
    const answer = await lines(await runGenerate(user, { prompt: "Pasta" }));
    expect(answer.some((l) => l.type === "partial" && l.recipe?.title === SAMPLE_RECIPE.title)).toBe(true);
    expect(answer.at(-1)).toEqual({ type: "error", message: AI_MESSAGES.timedOut });
    expect((await allowanceUsage(database.db, user.id, "premium")).used).toBe(1);
  });

  it("counts a generation whose output turns unreadable after its text reached the cook", async () => {
    const user = await sessionUser("premium");
    fake.queue.push({
      kind: "stream",
      content: '{"title":"Lemon Herb Orzo","description":"A bright orzo"} ###garbage### {{{',
      chunkSize: 10,
    });
    const answer = await lines(await runGenerate(user, { prompt: "Pasta" }));
    expect(answer.some((l) => l.type === "partial" && l.recipe?.title === "Lemon Herb Orzo")).toBe(true);
    expect(answer.at(-1)).toEqual({ type: "error", message: AI_MESSAGES.malformed });
    expect((await allowanceUsage(database.db, user.id, "premium")).used).toBe(1);
  });

  it("gives back a generation that timed out before any text reached the cook", async () => {
    provideAiConfig({ baseUrl: fake.url, apiKey: "k", model: "test-model", timeoutMs: 400 });
    const user = await sessionUser("premium");
    fake.queue.push({ kind: "hang" }, { kind: "hang" });
    const answer = await lines(await runGenerate(user, { prompt: "Pasta" }));
    expect(answer.filter((l) => l.type === "partial")).toHaveLength(0);
    expect(answer.at(-1)).toEqual({ type: "error", message: AI_MESSAGES.timedOut });
    expect((await allowanceUsage(database.db, user.id, "premium")).used).toBe(0);
  });

  it("gives back a generation whose output is unreadable from the first character", async () => {
    const user = await sessionUser("premium");
    fake.queue.push({ kind: "stream", content: "###garbage### {{{ not a recipe" });
    const answer = await lines(await runGenerate(user, { prompt: "Pasta" }));
    expect(answer.filter((l) => l.type === "partial")).toHaveLength(0);
    expect(answer.at(-1)).toEqual({ type: "error", message: AI_MESSAGES.malformed });
    expect((await allowanceUsage(database.db, user.id, "premium")).used).toBe(0);
  });

  it("keeps the five newest prompts, newest first, an identical prompt moving up", async () => {
    const user = await sessionUser("premium");
    for (const prompt of ["one", "two", "three", "four", "five", "six", "three"])
      await recordPrompt(database.db, user.id, prompt);
    expect(await listRecentPrompts(database.db, user.id)).toEqual(["three", "six", "five", "four", "two"]);
  });

  it("lists the newest prompt first even when the clock has not moved on (or stepped back)", async () => {
    const user = await sessionUser("premium");
    // A prompt stamped an hour ahead: as if the clock stepped back since, or stood still.
    await database.db
      .insert(aiRecentPrompts)
      .values({ userId: user.id, prompt: "earlier", createdAt: new Date(Date.now() + 3_600_000) });
    await recordPrompt(database.db, user.id, "later");
    expect(await listRecentPrompts(database.db, user.id)).toEqual(["later", "earlier"]);
  });

  it("saves a generated recipe as a private recipe with parsed ingredients", async () => {
    const user = await sessionUser("premium");
    const form = {
      intent: "save",
      title: SAMPLE_RECIPE.title,
      description: SAMPLE_RECIPE.description,
      ingredients: SAMPLE_RECIPE.ingredients.join("\n"),
      instructions: SAMPLE_RECIPE.instructions.join("\n"),
      cookTime: "20",
      servings: "2",
      difficulty: "Easy",
    };
    const answer = await call(pageAction, formRequest("/app/ai-recipes", form), { user });
    expect(answer.status).toBe(200);
    const { value } = answer.data as { ok: true; value: { id: number } };
    const [row] = await database.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.id, value.id), eq(recipes.userId, user.id)));
    expect(row).toMatchObject({
      title: "Lemon Herb Orzo",
      isPublic: false,
      ingredients: SAMPLE_RECIPE.ingredients,
      author: user.name,
    });
    const links = await database.db.select().from(recipeIngredients).where(eq(recipeIngredients.recipeId, value.id));
    expect(links).toHaveLength(4);
    expect(links.find((l) => l.displayOrder === 0)).toMatchObject({ quantity: 1, unit: "cup" });
  });

  it("refuses Save to the free plan with 403", async () => {
    const user = await sessionUser("free");
    const answer = await call(pageAction, formRequest("/app/ai-recipes", { intent: "save", title: "x" }), { user });
    expect(answer.status).toBe(403);
  });
});
