/**
 * The cookbook PDF is rendered off the main thread (issue 33): a worker thread renders the book, at
 * most PDF_RENDER_CONCURRENCY at a time, while the server keeps answering; an unchanged book comes
 * from a cache keyed by its content (no second render, no wait for a busy renderer); and an account
 * may export at most a few books per ten minutes (429 with Retry-After, and a message for the cook).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { loader as exportLoader } from "~/routes/app.cookbooks.export";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { rateLimits } from "~/server/db/schema";
import { configurePdfRendering, exportCookbookPdf, pdfRenderStats } from "~/server/pdf/cookbook-pdf.server";
import { addRecipesToCookbook, createCookbook, updateCookbook } from "~/server/kitchen/cookbooks.server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, getRequest } from "../support/routes";

/** A recipe with the length of a real one: a dozen ingredients and eight steps. */
function fullRecipe(n: number) {
  return buildRecipeSeed({
    title: `Big book recipe ${n}`,
    description: `Recipe ${n} of the big book, with a description long enough to wrap over two lines on the page.`,
    ingredients: Array.from({ length: 12 }, (_, i) => `${i + 1} tbsp ingredient ${i + 1} for recipe ${n}, finely chopped`),
    instructions: Array.from(
      { length: 8 },
      (_, i) => `Step ${i + 1}: stir the pot gently over a medium heat, then let it rest for a minute before going on.`,
    ),
  });
}

// One database for the whole file (PGlite: the render path does not depend on the database).
let database: TestDatabase;
let bigRecipeIds: number[];
let smallRecipeIds: number[];

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  provideDatabase(database);
  bigRecipeIds = await createRecipes(
    database.db,
    Array.from({ length: 80 }, (_, i) => fullRecipe(i + 1)),
  );
  smallRecipeIds = await createRecipes(database.db, [fullRecipe(101), fullRecipe(102)]);
});
afterAll(() => database?.destroy());

async function book(owner: SessionUser, name: string, recipeIds: number[]) {
  const created = await createCookbook(database.db, owner.id, { name, description: "", color: "bg-accent-green" });
  if (!created.ok) throw new Error(created.message);
  const added = await addRecipesToCookbook(database.db, owner.id, { cookbookId: created.value.id, recipeIds });
  expect(added.ok).toBe(true);
  return created.value.id;
}

/** Largest gap between ticks of a 10 ms timer on this (the main) thread while `work` runs. */
async function worstTimerGap<T>(work: () => Promise<T>): Promise<{ result: T; gapMs: number }> {
  let last = performance.now();
  let gapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gapMs = Math.max(gapMs, now - last);
    last = now;
  }, 10);
  try {
    const result = await work();
    return { result, gapMs };
  } finally {
    clearInterval(timer);
  }
}

describe("cookbook PDF rendering off the main thread", () => {
  it("an 80-recipe book renders while this thread keeps answering /healthz within 200 ms", async () => {
    configurePdfRendering({ concurrency: 1 });
    const owner = await createSessionUser(database.db, { plan: "ultimate" });
    const cookbookId = await book(owner, "Eighty favourites", bigRecipeIds);

    // A real HTTP server on this thread, asked for /healthz every 25 ms during the export.
    const server: Server = createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // Once before: the first fetch of a process loads its HTTP client, which is not what is measured.
    await (await fetch(`http://127.0.0.1:${port}/healthz`)).text();
    const latencies: number[] = [];
    let exporting = true;
    const poller = (async () => {
      while (exporting) {
        const started = performance.now();
        const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
        await answer.text();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    try {
      const { result, gapMs } = await worstTimerGap(() => exportCookbookPdf(database.db, owner, cookbookId, "a4"));
      exporting = false;
      await poller;
      if (!result.ok) throw new Error(result.message);
      expect(result.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(result.pages).toBeGreaterThan(80);
      expect(result.startPages).toHaveLength(80);
      expect(latencies.length).toBeGreaterThan(5);
      // On the main thread this render blocked everything for seconds.
      expect(Math.max(...latencies)).toBeLessThan(200);
      expect(gapMs).toBeLessThan(200);
    } finally {
      exporting = false;
      await poller;
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("renders at most the configured number of books at once; the rest wait their turn", async () => {
    for (const concurrency of [1, 2]) {
      configurePdfRendering({ concurrency });
      const owner = await createSessionUser(database.db, { plan: "ultimate" });
      const ids = await Promise.all([1, 2, 3].map((n) => book(owner, `Queue ${concurrency}.${n}`, smallRecipeIds)));
      const before = pdfRenderStats();
      const results = await Promise.all(ids.map((id) => exportCookbookPdf(database.db, owner, id, "a4")));
      expect(results.every((r) => r.ok)).toBe(true);
      const after = pdfRenderStats();
      expect(after.renders - before.renders).toBe(3);
      expect(after.peakRunning).toBe(concurrency);
      expect(after.running).toBe(0);
      expect(after.queued).toBe(0);
    }
  });

  it("an unchanged book comes from the cache at once, even while another book is rendering; a change renders it again", async () => {
    configurePdfRendering({ concurrency: 1 });
    const owner = await createSessionUser(database.db, { plan: "ultimate" });
    const small = await book(owner, "Cached book", smallRecipeIds);
    const big = await book(owner, "Busy renderer", bigRecipeIds);

    const first = await exportCookbookPdf(database.db, owner, small, "a4");
    if (!first.ok) throw new Error(first.message);
    expect(first.cached).toBe(false);
    const rendersAfterFirst = pdfRenderStats().renders;

    // The renderer is busy with the big book: the cached one does not wait for it.
    const busy = exportCookbookPdf(database.db, owner, big, "a4");
    await expect.poll(() => pdfRenderStats().running).toBe(1);
    const started = performance.now();
    const second = await exportCookbookPdf(database.db, owner, small, "a4");
    const secondMs = performance.now() - started;
    if (!second.ok) throw new Error(second.message);
    expect(second.cached).toBe(true);
    expect(pdfRenderStats().running).toBe(1);
    expect(secondMs).toBeLessThan(500);
    expect(Buffer.compare(second.pdf, first.pdf)).toBe(0);
    expect(second.startPages).toEqual(first.startPages);
    expect((await busy).ok).toBe(true);
    expect(pdfRenderStats().renders).toBe(rendersAfterFirst + 1);

    // Another paper size, or a changed book, is another file.
    const letter = await exportCookbookPdf(database.db, owner, small, "letter");
    expect(letter.ok && letter.cached).toBe(false);
    const renamed = await updateCookbook(database.db, owner.id, {
      cookbookId: small,
      name: "Cached book, renamed",
      description: "",
      color: "bg-accent-green",
    });
    expect(renamed.ok).toBe(true);
    const changed = await exportCookbookPdf(database.db, owner, small, "a4");
    expect(changed.ok && changed.cached).toBe(false);
    expect(pdfRenderStats().renders).toBe(rendersAfterFirst + 3);
  });

  it("limits each account to 10 exports in 10 minutes: then 429 with Retry-After and a message for the cook", async () => {
    configurePdfRendering({ concurrency: 1 });
    const owner = await createSessionUser(database.db, { plan: "ultimate" });
    const other = await createSessionUser(database.db, { plan: "ultimate" });
    const cookbookId = await book(owner, "Rate-limited book", smallRecipeIds);
    const otherBook = await book(other, "Another cook's book", smallRecipeIds);
    const path = `/app/cookbooks/${cookbookId}/export.pdf?paper=a4`;
    for (let i = 0; i < 10; i++) {
      const answer = await call(exportLoader, getRequest(path), { user: owner, params: { id: cookbookId } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    }
    const refused = await call(exportLoader, getRequest(path), { user: owner, params: { id: cookbookId } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.headers.get("Content-Type")).not.toContain("application/pdf");
    expect(refused.headers.get("Content-Disposition")).toBeNull();
    expect(String(refused.data)).toBe(COOKBOOK_MESSAGES.tooManyExports);

    // The counter is the account's own (its key ends in the user id, so account deletion finds it).
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `simmer:cookbook-export:${owner.id}`));
    expect(row?.count).toBe(11);
    const otherPath = `/app/cookbooks/${otherBook}/export.pdf?paper=a4`;
    const allowed = await call(exportLoader, getRequest(otherPath), { user: other, params: { id: otherBook } });
    expect(allowed.status).toBe(200);
  });
});
