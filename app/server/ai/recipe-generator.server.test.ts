import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_MESSAGES, type GeneratedRecipe } from "~/domain/ai/ai-recipe";
import { ENHANCED_SAMPLE, SAMPLE_RECIPE, startFakeOpenAi, type FakeOpenAi } from "../../../tests/support/fake-openai";
import { aiConfig, type AiConfig } from "./provider.server";
import { generateRecipe } from "./recipe-generator.server";

describe("generateRecipe against a fake OpenAI-compatible server", () => {
  let fake: FakeOpenAi;
  let config: AiConfig;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    config = { baseUrl: fake.url, apiKey: "secret-key", model: "test-model", timeoutMs: 3000 };
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.queue.length = 0;
  });

  it("is not configured without a base URL and a model", () => {
    expect(aiConfig({ AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: "m", AI_TIMEOUT_SECONDS: 5 })).toBeNull();
    expect(aiConfig({ AI_BASE_URL: "http://x/v1", AI_API_KEY: undefined, AI_MODEL: "", AI_TIMEOUT_SECONDS: 5 })).toBeNull();
    expect(aiConfig({ AI_BASE_URL: "http://x/v1", AI_API_KEY: "", AI_MODEL: "m", AI_TIMEOUT_SECONDS: 5 })).toEqual({
      baseUrl: "http://x/v1",
      apiKey: undefined,
      model: "m",
      timeoutMs: 5000,
    });
  });

  it("streams partial recipes, then the whole one, and sends model, messages, schema and stream flag", async () => {
    fake.queue.push({ kind: "stream", content: JSON.stringify(SAMPLE_RECIPE), chunkSize: 10 });
    const partials: Partial<GeneratedRecipe>[] = [];
    const result = await generateRecipe(config, { prompt: "A lemony pasta", enhanced: false }, (p) => partials.push(p));
    expect(result).toEqual({ ok: true, recipe: SAMPLE_RECIPE });
    expect(partials.length).toBeGreaterThan(3);
    expect(partials.some((p) => p.title !== undefined && p.ingredients === undefined)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer secret-key");
    expect(request.body.model).toBe("test-model");
    expect(request.body.stream).toBe(true);
    expect(request.body.messages?.at(-1)).toEqual({ role: "user", content: "A lemony pasta" });
    expect(request.body.messages?.[0].role).toBe("system");
    expect(request.body.response_format?.type).toBe("json_schema");
    const props = Object.keys(request.body.response_format?.json_schema?.schema?.properties ?? {});
    expect(props).toEqual(expect.arrayContaining(["title", "ingredients", "instructions", "cookTime", "servings", "difficulty"]));
    expect(props).not.toContain("tips");
  });

  it("asks for nutrition highlights, cost and tips in enhanced mode", async () => {
    fake.queue.push({ kind: "stream", content: JSON.stringify(ENHANCED_SAMPLE) });
    const result = await generateRecipe(config, { prompt: "Soup", enhanced: true }, () => {});
    expect(result).toEqual({ ok: true, recipe: ENHANCED_SAMPLE });
    const props = Object.keys(fake.requests[0].body.response_format?.json_schema?.schema?.properties ?? {});
    expect(props).toEqual(expect.arrayContaining(["nutritionHighlights", "estimatedCost", "tips"]));
  });

  it("retries once after a 500 and then succeeds", async () => {
    fake.queue.push({ kind: "status", status: 500 }, { kind: "stream", content: JSON.stringify(SAMPLE_RECIPE) });
    const result = await generateRecipe(config, { prompt: "Pasta", enhanced: false }, () => {});
    expect(result.ok).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after one retry when the server keeps failing", async () => {
    fake.queue.push({ kind: "status", status: 500 }, { kind: "status", status: 503 }, { kind: "status", status: 500 });
    const result = await generateRecipe(config, { prompt: "Pasta", enhanced: false }, () => {});
    expect(result).toEqual({ ok: false, message: AI_MESSAGES.failed });
    expect(fake.requests).toHaveLength(2);
  });

  it("says the key was refused on 401 and 403, without retrying", async () => {
    for (const status of [401, 403]) {
      fake.requests.length = 0;
      fake.queue.push({ kind: "status", status });
      const result = await generateRecipe(config, { prompt: "Pasta", enhanced: false }, () => {});
      expect(result).toEqual({ ok: false, message: AI_MESSAGES.refusedKey });
      expect(fake.requests).toHaveLength(1);
    }
  });

  it("says the output was malformed when it is not a recipe", async () => {
    fake.queue.push({ kind: "stream", content: '{"title": "Half a recipe", "servings": "many"' });
    const result = await generateRecipe(config, { prompt: "Pasta", enhanced: false }, () => {});
    expect(result).toEqual({ ok: false, message: AI_MESSAGES.malformed });
  });

  it("times out when the server does not answer", async () => {
    fake.queue.push({ kind: "hang" }, { kind: "hang" });
    const started = Date.now();
    const result = await generateRecipe({ ...config, timeoutMs: 400 }, { prompt: "Pasta", enhanced: false }, () => {});
    expect(result).toEqual({ ok: false, message: AI_MESSAGES.timedOut });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("says the service is unreachable when nothing listens", async () => {
    const result = await generateRecipe(
      { ...config, baseUrl: "http://127.0.0.1:9/v1" },
      { prompt: "Pasta", enhanced: false },
      () => {},
    );
    expect(result).toEqual({ ok: false, message: AI_MESSAGES.unreachable });
  });
});
