/**
 * AI-proposed SR foods for ingredient names the alias table cannot match (issue 15, decision 027),
 * against the fake OpenAI-compatible server: what the model is sent (model, candidates, schema),
 * that an answer is cached once for everyone, that only a candidate's number is ever kept, and that
 * failures cache nothing, never throw and never hold up the recipe page.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FOOD_MATCH_SCHEMA_NAME } from "~/domain/nutrition/food-match";
import type { NutritionSummary } from "~/domain/nutrition/nutrition";
import type { PlanId } from "~/domain/plans";
import { provideAiConfig } from "~/server/ai/provider.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { jobs, nutritionFoodMatches, rateLimits } from "~/server/db/schema";
import { FOOD_MATCH_JOB, foodMatchesSettled, resetFoodMatchQueue } from "~/server/nutrition/food-matches.server";
import { createRecipe, updateRecipe, type RecipeWrite } from "~/server/recipes/own-recipes.server";
import { loader as recipeLoader } from "~/routes/recipe";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { call, getRequest } from "../support/routes";

const recipe = (ingredients: string[]): RecipeWrite => ({
  title: "Kohlrabi Slaw",
  description: "Crisp and quick.",
  imageUrl: "",
  cookTime: 10,
  servings: 2,
  difficulty: "Easy",
  ingredients,
  instructions: ["Mix everything."],
  tags: ["salad"],
  author: "Test Cook",
});

describe.each(DATABASE_KINDS)("AI-proposed nutrition foods on %s", (kind) => {
  let database: TestDatabase;
  let fake: FakeOpenAi;
  let cook: SessionUser;

  const sessionUser = (plan: PlanId) => createSessionUser(database.db, { plan });
  async function cachedRows() {
    return database.db.select().from(nutritionFoodMatches).orderBy(nutritionFoodMatches.name);
  }
  async function nutritionOf(user: SessionUser, id: number): Promise<NutritionSummary | null> {
    const answer = await call(recipeLoader, getRequest(`/app/recipe/${id}`), { user, params: { id: String(id) } });
    expect(answer.status).toBe(200);
    return (answer.data as { nutrition: NutritionSummary | null }).nutrition;
  }
  const candidatesSent = (index: number) =>
    fake.foodRequests[index]?.body.response_format?.json_schema?.schema?.properties?.ndb?.enum ?? [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    fake = await startFakeOpenAi();
    cook = await sessionUser("premium");
  });
  afterAll(async () => {
    provideAiConfig(undefined);
    resetFoodMatchQueue();
    await fake?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    provideAiConfig({ baseUrl: fake.url, apiKey: "k", model: "test-model", timeoutMs: 1500 });
    resetFoodMatchQueue();
    fake.foodQueue.length = 0;
    fake.foodRequests.length = 0;
    fake.requests.length = 0;
    await database.db.delete(nutritionFoodMatches);
    await database.db.delete(rateLimits);
    await database.db.delete(jobs);
  });
  /** An hour on: the rest of every name asked about (its job's unique key) is over. */
  async function restIsOver() {
    await database.db
      .update(jobs)
      .set({ finishedAt: sql`now() - interval '2 hours'` })
      .where(eq(jobs.name, FOOD_MATCH_JOB));
  }

  it("asks once, after the save, with the model and the candidate list, caches the choice and the page counts the line", async () => {
    fake.foodQueue.push({ kind: "stream", content: JSON.stringify({ ndb: "11241" }) });
    const created = await createRecipe(
      database.db,
      cook.id,
      recipe(["2 cups fresh kohlrabi, diced", "1 tbsp olive oil", "salt to taste"]),
    );
    if (!created.ok) throw new Error("create failed");
    await foodMatchesSettled();

    expect(fake.foodRequests).toHaveLength(1);
    expect(fake.requests).toHaveLength(0);
    const sent = fake.foodRequests[0].body;
    expect(sent.model).toBe("test-model");
    expect(sent.temperature).toBe(0);
    expect(sent.response_format?.json_schema?.name).toBe(FOOD_MATCH_SCHEMA_NAME);
    const enumSent = candidatesSent(0);
    expect(enumSent).toContain("none");
    expect(enumSent).toContain("11241");
    expect(enumSent.length).toBeLessThanOrEqual(16);
    const prompt = sent.messages?.map((m) => m.content).join("\n") ?? "";
    expect(prompt).toContain('Ingredient: "kohlrabi"');
    expect(prompt).toContain("11241: Kohlrabi, raw");
    for (const ndb of enumSent.filter((value) => value !== "none")) expect(prompt).toContain(`${ndb}: `);

    const rows = await cachedRows();
    expect(rows).toMatchObject([{ name: "kohlrabi", ndb: "11241", model: "test-model" }]);

    const facts = await nutritionOf(cook, created.value.id);
    expect(facts?.countedLines).toBe(2);
    expect(facts?.totalLines).toBe(3);
    expect(facts?.aiMatched).toEqual([{ text: "2 cups fresh kohlrabi, diced", description: "Kohlrabi, raw" }]);
    // 270 g kohlrabi at 27 kcal + 13.5 g olive oil at 884 kcal per 100 g, for 2: SR24's numbers.
    expect(facts?.perServing.energy).toBeCloseTo((270 * 0.27 + 13.5 * 8.84) / 2, 6);

    // Shared and asked once: another cook's recipe and more page views send nothing new.
    const other = await sessionUser("ultimate");
    const again = await createRecipe(database.db, other.id, recipe(["1 kohlrabi"]));
    if (!again.ok) throw new Error("create failed");
    expect((await nutritionOf(other, again.value.id))?.aiMatched).toEqual([{ text: "1 kohlrabi", description: "Kohlrabi, raw" }]);
    await nutritionOf(cook, created.value.id);
    await foodMatchesSettled();
    expect(fake.foodRequests).toHaveLength(1);
  });

  it("asks when a premium cook opens a recipe with an unasked name, in the background; the page does not wait", async () => {
    provideAiConfig(undefined);
    const created = await createRecipe(database.db, cook.id, recipe(["1 cup quinoa", "2 cups water"]));
    if (!created.ok) throw new Error("create failed");
    provideAiConfig({ baseUrl: fake.url, apiKey: "k", model: "test-model", timeoutMs: 1500 });
    expect(fake.foodRequests).toHaveLength(0);

    // The model hangs: the page still answers at once, without the food.
    fake.foodQueue.push({ kind: "hang" });
    const started = Date.now();
    const first = await nutritionOf(cook, created.value.id);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(first?.aiMatched).toEqual([]);
    expect(first?.skipped).toEqual([{ text: "1 cup quinoa", reason: "no match" }]);
    await foodMatchesSettled();
    // The time-out cached nothing, and the name rests: the next view does not ask again.
    expect(fake.foodRequests).toHaveLength(1);
    expect(await cachedRows()).toEqual([]);
    await nutritionOf(cook, created.value.id);
    await foodMatchesSettled();
    expect(fake.foodRequests).toHaveLength(1);

    // After the rest (kept in the job queue, for every server), the next view asks again and the
    // answer is used from then on.
    await restIsOver();
    fake.foodQueue.push({ kind: "stream", content: JSON.stringify({ ndb: "20035" }) });
    await nutritionOf(cook, created.value.id);
    await foodMatchesSettled();
    expect(fake.foodRequests).toHaveLength(2);
    const facts = await nutritionOf(cook, created.value.id);
    expect(facts?.aiMatched).toEqual([{ text: "1 cup quinoa", description: "Quinoa, uncooked" }]);
    expect(facts?.perServing.energy).toBeCloseTo((170 * 3.68) / 2, 6);
  });

  it("caches none when the model says so, and nothing for a refused key, errors, malformed output or no candidates", async () => {
    provideAiConfig({ baseUrl: fake.url, apiKey: "k", model: "test-model", timeoutMs: 6000 });
    const cases = [
      { name: "kohlrabi", answers: [{ kind: "stream", content: JSON.stringify({ ndb: "none" }) }], asked: 1 },
      { name: "quinoa", answers: [{ kind: "status", status: 401 }], asked: 1 },
      // A 5xx is retried once.
      {
        name: "kale",
        answers: [
          { kind: "status", status: 500 },
          { kind: "status", status: 503 },
        ],
        asked: 2,
      },
      { name: "cashews", answers: [{ kind: "stream", content: '{"ndb": ' }], asked: 1 },
      // No SR description shares a word with it: nobody is asked.
      { name: "xyzzyq", answers: [], asked: 0 },
    ] as const;
    for (const { name, answers, asked } of cases) {
      const before = fake.foodRequests.length;
      fake.foodQueue.push(...answers);
      const created = await createRecipe(database.db, cook.id, recipe([`1 cup ${name}`]));
      if (!created.ok) throw new Error("create failed");
      await foodMatchesSettled();
      expect(fake.foodRequests.length - before, name).toBe(asked);
      for (const request of fake.foodRequests.slice(before))
        expect(request.body.messages?.at(-1)?.content).toContain(`Ingredient: "${name}"`);
      const facts = await nutritionOf(cook, created.value.id);
      expect(facts?.aiMatched).toEqual([]);
      expect(facts?.skipped).toEqual([{ text: `1 cup ${name}`, reason: "no match" }]);
    }
    // Only "none" is remembered; the failures leave nothing.
    expect(await cachedRows()).toMatchObject([{ name: "kohlrabi", ndb: null, model: "test-model" }]);
  });

  it("never stores a number the candidates lack, even one of a real SR food", async () => {
    fake.foodQueue.push({ kind: "stream", content: JSON.stringify({ ndb: "01123" }) });
    const created = await createRecipe(database.db, cook.id, recipe(["1 cup kohlrabi"]));
    if (!created.ok) throw new Error("create failed");
    await foodMatchesSettled();
    expect(fake.foodRequests).toHaveLength(1);
    expect(candidatesSent(0)).not.toContain("01123");
    expect(await cachedRows()).toEqual([]);
    // The table itself holds only five-digit numbers.
    await expect(database.db.insert(nutritionFoodMatches).values({ name: "x", ndb: "143 kcal", model: "m" })).rejects.toThrow();
  });

  it("keeps to the hourly limit, and asks after an edit adds a new name", async () => {
    resetFoodMatchQueue({ perHour: 1 });
    const created = await createRecipe(database.db, cook.id, recipe(["1 cup kohlrabi", "1 cup quinoa"]));
    if (!created.ok) throw new Error("create failed");
    await foodMatchesSettled();
    expect(fake.foodRequests).toHaveLength(1);
    expect(await cachedRows()).toHaveLength(1);

    // An hour later: quinoa, refused by the limit, may be asked again.
    resetFoodMatchQueue();
    await restIsOver();
    const edited = await updateRecipe(
      database.db,
      cook.id,
      created.value.id,
      recipe(["1 cup kohlrabi", "1 cup quinoa", "1 cup cashews"]),
    );
    expect(edited.ok).toBe(true);
    await foodMatchesSettled();
    expect(fake.foodRequests).toHaveLength(3);
    expect((await cachedRows()).map((row) => row.name)).toEqual(["cashews", "kohlrabi", "quinoa"]);
  });

  it("keeps to one hourly limit for every server process (the count is in the database)", async () => {
    resetFoodMatchQueue({ perHour: 1 });
    const first = await createRecipe(database.db, cook.id, recipe(["1 cup kohlrabi"]));
    expect(first.ok).toBe(true);
    await foodMatchesSettled();
    expect(fake.foodRequests).toHaveLength(1);

    // Another process: its own queue and memory, the same database.
    resetFoodMatchQueue({ perHour: 1 });
    const second = await createRecipe(database.db, cook.id, recipe(["1 cup cashews"]));
    expect(second.ok).toBe(true);
    await foodMatchesSettled();
    expect(fake.foodRequests).toHaveLength(1);
    expect((await cachedRows()).map((row) => row.name)).toEqual(["kohlrabi"]);
  });

  it("does nothing without an AI provider, and gives free cooks no numbers and asks nothing for them", async () => {
    provideAiConfig(undefined);
    const created = await createRecipe(database.db, cook.id, recipe(["1 cup kohlrabi"]));
    if (!created.ok) throw new Error("create failed");
    await database.db.insert(nutritionFoodMatches).values({ name: "kohlrabi", ndb: "11241", model: "earlier-model" });
    const facts = await nutritionOf(cook, created.value.id);
    expect(facts?.aiMatched).toEqual([]);
    expect(facts?.skipped).toEqual([{ text: "1 cup kohlrabi", reason: "no match" }]);

    provideAiConfig({ baseUrl: fake.url, apiKey: "k", model: "test-model", timeoutMs: 1500 });
    await database.db.delete(nutritionFoodMatches).where(eq(nutritionFoodMatches.name, "kohlrabi"));
    const free = await sessionUser("free");
    const own = await createRecipe(database.db, free.id, recipe(["1 cup quinoa"]));
    if (!own.ok) throw new Error("create failed");
    await foodMatchesSettled();
    const asked = fake.foodRequests.length;
    expect(await nutritionOf(free, own.value.id)).toBeNull();
    await foodMatchesSettled();
    expect(fake.foodRequests).toHaveLength(asked);
    expect(fake.requests).toHaveLength(0);
  });
});
