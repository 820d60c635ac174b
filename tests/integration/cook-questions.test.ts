/**
 * The voice companion's free questions (issue 15): POST /app/cook/ask answers with the model,
 * the recipe as context, for ultimate cooks only, and never for a recipe the cook may not see.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COOK_QUESTION_MESSAGES } from "~/domain/cooking/cook-question";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import type { PlanId } from "~/domain/plans";
import { provideAiConfig } from "~/server/ai/provider.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { createRecipe } from "~/server/recipes/own-recipes.server";
import { action as askAction } from "~/routes/app.cook.ask";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { call, formRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("cook-mode questions on %s", (kind) => {
  let database: TestDatabase;
  let fake: FakeOpenAi;
  let cook: SessionUser;
  let recipeId: number;

  const sessionUser = (plan: PlanId) => createSessionUser(database.db, { plan });
  const ask = (user: SessionUser, form: Record<string, string>) => call(askAction, formRequest("/app/cook/ask", form), { user });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    fake = await startFakeOpenAi();
    cook = await sessionUser("ultimate");
    const created = await createRecipe(database.db, cook.id, {
      title: "Garlic Butter Rice",
      description: "Fluffy rice with garlic and butter.",
      imageUrl: "",
      cookTime: 25,
      servings: 2,
      difficulty: "Easy",
      ingredients: ["1 cup rice", "2 tbsp olive oil", "3 cloves garlic"],
      instructions: ["Warm the oil and fry the garlic.", "Add the rice and simmer for 18 minutes."],
      tags: ["rice"],
      author: "Test Cook",
    });
    if (!created.ok) throw new Error("create failed");
    recipeId = created.value.id;
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

  it("answers an ultimate cook with the model's words, sending the recipe and the current step", async () => {
    fake.queue.push({ kind: "stream", content: "Yes, butter works; use the same amount and keep the heat medium." });
    const answer = await ask(cook, { recipeId: String(recipeId), question: "Can I use butter instead of oil?", step: "1" });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ ok: true, message: "Yes, butter works; use the same amount and keep the heat medium." });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.body.model).toBe("test-model");
    const prompt = request.body.messages?.map((m) => m.content).join("\n") ?? "";
    expect(prompt).toContain("Recipe: Garlic Butter Rice (serves 2)");
    expect(prompt).toContain("- 2 tbsp olive oil");
    expect(prompt).toContain("The cook is on step 2.");
    expect(prompt).toContain("Question: Can I use butter instead of oil?");
  });

  it("refuses other plans (403), a blank question (400) and a recipe the cook may not see (404) without asking the model", async () => {
    const premium = await sessionUser("premium");
    expect((await ask(premium, { recipeId: String(recipeId), question: "Why?" })).status).toBe(403);
    const blank = await ask(cook, { recipeId: String(recipeId), question: "   " });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({ ok: false, message: COOK_QUESTION_MESSAGES.required });
    const stranger = await sessionUser("ultimate");
    expect((await ask(stranger, { recipeId: String(recipeId), question: "Is this spicy?" })).status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it.each(["2147483648", "99999999999", "0", "-1", "1.5", "abc"])(
    'answers recipeId=%s with 400 "Recipe not found", never a 500, without asking the model',
    async (recipeId) => {
      const answer = await ask(cook, { recipeId, question: "Can I use butter?" });
      expect(answer).toMatchObject({ status: 400, data: { ok: false, message: RECIPE_MESSAGES.notFound } });
      expect(fake.requests).toHaveLength(0);
    },
  );

  it("says plainly when AI is not set up, and gives a clear message when the model fails", async () => {
    provideAiConfig(null);
    const off = await ask(cook, { recipeId: String(recipeId), question: "Can I freeze it?" });
    expect(off.status).toBe(503);
    expect(off.data).toMatchObject({ ok: false, message: COOK_QUESTION_MESSAGES.notConfigured });
    provideAiConfig({ baseUrl: fake.url, apiKey: "k", model: "test-model", timeoutMs: 3000 });
    fake.queue.push({ kind: "status", status: 401 });
    const refused = await ask(cook, { recipeId: String(recipeId), question: "Can I freeze it?" });
    expect(refused.status).toBe(502);
    expect((refused.data as { message: string }).message).toContain("AI_API_KEY");
  });
});
