/**
 * Issue 28's one-page import end to end on fixture pages served on loopback: a late <meta charset>,
 * a Recipe without lines (what it had, what it lacks), a page without recipe data (its message
 * without AI; read by the fake OpenAI-compatible model from the page's text with AI, counted
 * against the month's allowance, given back when the model fails).
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_MESSAGES } from "~/domain/ai/ai-recipe";
import { IMPORT_MESSAGES } from "~/domain/recipes/recipe-import";
import { allowanceUsage } from "~/server/ai/ai-recipes.server";
import { PAGE_READER_PROMPT } from "~/server/ai/page-reader.server";
import { provideAiConfig } from "~/server/ai/provider.server";
import { importRecipeFromUrl } from "~/server/import/import-recipe.server";
import { aiReader } from "~/server/import/page-import.server";
import type { Expected } from "../fixtures/recipe-pages/generate";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";

const PAGES = path.resolve("tests/fixtures/recipe-pages/pages");
let server: http.Server;
let base: string;
const allowed = { allowPrivateAddresses: true };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const file = path.basename(new URL(req.url ?? "/", "http://x").pathname);
    try {
      const body = readFileSync(path.join(PAGES, file));
      // No charset in the header: the page's own <meta charset> decides.
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("importRecipeFromUrl on the fixture pages", () => {
  it("decodes an ISO-8859-1 page whose <meta charset> comes after 2,048 bytes", async () => {
    // The fixture set writes the late charset for the recipes it picks: take one.
    const file = (JSON.parse(readFileSync(path.resolve("tests/fixtures/recipe-pages/expected.json"), "utf8")) as Expected[]).find(
      (page) => page.encoding === "latin1" && [...JSON.stringify(page.recipe)].some((char) => char.charCodeAt(0) > 0x7f),
    )!;
    const recipe = file.recipe as { title: string; ingredients: string[] };
    const read = await importRecipeFromUrl(`${base}/${file.file}`, allowed);
    expect(read).toMatchObject({
      ok: true,
      message: IMPORT_MESSAGES.imported,
      value: { title: recipe.title, ingredients: recipe.ingredients },
    });
  });

  it("does not report a Recipe without ingredients and steps as imported: it says what it found and what is missing", async () => {
    expect(await importRecipeFromUrl(`${base}/empty-video-recipe.html`, allowed)).toEqual({
      ok: false,
      status: 400,
      message:
        "That page names a recipe (“Perfect French Omelette”) with a description, a photo and a cook time, but it lists no ingredients and no steps, so there is nothing to import.",
    });
  });

  it("says that a page has no recipe data when no AI is set up", async () => {
    expect(await importRecipeFromUrl(`${base}/none-blog-story.html`, allowed)).toEqual({
      ok: false,
      status: 400,
      message: IMPORT_MESSAGES.noRecipe,
    });
  });
});

describe.each(DATABASE_KINDS)("a page without recipe data, read by AI, on %s", (kind) => {
  let database: TestDatabase;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
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

  const DUMPLINGS = {
    title: "Plum Dumplings",
    description: "Grandmother's September plum dumplings.",
    ingredients: ["1 kg floury potatoes", "250 g flour", "1 egg", "12 small plums", "12 sugar cubes"],
    instructions: [
      "Boil and mash the potatoes, then knead them with the flour and egg.",
      "Wrap each plum, stuffed with a sugar cube, in dough.",
      "Simmer for 10 minutes.",
    ],
    cookTime: 0,
    servings: 0,
    difficulty: "Medium",
  };

  it("reads the page's visible text with the generation schema, marks the draft, and counts one generation", async () => {
    const user = await createSessionUser(database.db, { plan: "premium" });
    fake.queue.push({ kind: "stream", content: JSON.stringify(DUMPLINGS) });
    const outcome = await importRecipeFromUrl(`${base}/none-blog-story.html`, {
      ...allowed,
      readText: aiReader(database.db, user.id, "premium"),
    });
    expect(outcome).toMatchObject({
      ok: true,
      message: IMPORT_MESSAGES.readByAi,
      value: {
        title: "Plum Dumplings",
        ingredients: DUMPLINGS.ingredients,
        instructions: DUMPLINGS.instructions,
        cookTime: null,
        readByAi: true,
      },
    });
    const sent = fake.requests[0]!.body;
    expect(sent.response_format?.json_schema?.name).toBe("generated_recipe");
    expect(sent.messages?.[0]).toEqual({ role: "system", content: PAGE_READER_PROMPT });
    const text = sent.messages?.at(-1)?.content ?? "";
    expect(text).toContain("12 small plums");
    expect(text).not.toContain("Recipes\nAbout\nShop"); // the site's navigation is left out
    expect((await allowanceUsage(database.db, user.id, "premium")).used).toBe(1);
  });

  it("says the page has no recipe when the model finds none", async () => {
    const user = await createSessionUser(database.db, { plan: "premium" });
    fake.queue.push({ kind: "stream", content: JSON.stringify({ ...DUMPLINGS, ingredients: [], instructions: [] }) });
    const outcome = await importRecipeFromUrl(`${base}/none-plain.html`, {
      ...allowed,
      readText: aiReader(database.db, user.id, "premium"),
    });
    expect(outcome).toEqual({ ok: false, status: 400, message: IMPORT_MESSAGES.aiNoRecipe });
  });

  it("gives the generation back when the model fails, and says why", async () => {
    const user = await createSessionUser(database.db, { plan: "premium" });
    fake.queue.push({ kind: "status", status: 401 }, { kind: "status", status: 401 });
    const outcome = await importRecipeFromUrl(`${base}/none-blog-story.html`, {
      ...allowed,
      readText: aiReader(database.db, user.id, "premium"),
    });
    expect(outcome).toEqual({ ok: false, status: 400, message: AI_MESSAGES.refusedKey });
    expect((await allowanceUsage(database.db, user.id, "premium")).used).toBe(0);
  });

  it("leaves a plan without AI generations with the no-recipe-data message, asking no model", async () => {
    const user = await createSessionUser(database.db, { plan: "free" });
    expect(aiReader(database.db, user.id, "free")).toBeUndefined();
    provideAiConfig(null);
    expect(aiReader(database.db, user.id, "premium")).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });
});
