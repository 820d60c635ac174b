/**
 * Importing a collection (issue 28) on both databases: through the real upload route and the job,
 * photos through the photo pipeline, dedupe on a second run, copies when asked, resume after a
 * crash without duplicates, one failed recipe leaving nothing half-way, the plan limit, and a
 * stranger answered 404.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { COLLECTION_MESSAGES } from "~/domain/import/import-job";
import { DEFAULT_BROWSE } from "~/domain/recipes/browse";
import { provideDatabase } from "~/server/db/index.server";
import type { Db } from "~/server/db/client.server";
import { imports, jobs, recipeNotes, recipeRatings, recipes } from "~/server/db/schema";
import { getImport, runCollectionImport } from "~/server/import/collection-import.server";
import { browseRecipes } from "~/server/recipes/browse.server";
import { readStoredPhoto } from "~/server/uploads/photos.server";
import { action as importAction, loader as importsLoader } from "~/routes/app.import";
import { loader as importLoader } from "~/routes/app.import.detail";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";
import { call, getRequest, ORIGIN } from "../support/routes";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "simmer-collection-test-"));

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/import");

function uploadRequest(fixture: string, options: { copies?: boolean } = {}): Request {
  const form = new FormData();
  form.set("file", new File([readFileSync(path.join(FIXTURES, fixture))], path.basename(fixture)));
  if (options.copies) form.set("copies", "on");
  return new Request(new URL("/app/import", ORIGIN), { method: "POST", body: form, headers: { Origin: ORIGIN } });
}

/** Uploads through the route; returns the import's id from the redirect. */
async function upload(user: SessionUser, fixture: string, options: { copies?: boolean } = {}): Promise<string> {
  const answer = await call(importAction, uploadRequest(fixture, options), { user });
  expect(answer.status).toBe(302);
  const id = /\/app\/import\/([0-9a-f-]+)$/.exec(answer.headers.get("Location") ?? "")?.[1];
  expect(id).toBeDefined();
  return id!;
}

async function ownRecipes(db: Db, userId: string) {
  return db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(recipes.id);
}

describe.each(DATABASE_KINDS)("collection import on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
  });
  afterAll(() => database?.destroy());

  it("queues a job with the upload and imports a Paprika export: private, with photo, tags, times, note and rating", async () => {
    const cook = await createSessionUser(db, { name: "Pat Paprika" });
    const id = await upload(cook, "paprika/my-recipes.paprikarecipes");
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `collection-import:${id}`));
    expect(job).toMatchObject({ name: "collection-import", state: "queued" });

    await runCollectionImport(db, id);
    const row = await getImport(db, cook.id, id);
    expect(row).toMatchObject({ status: "done", format: "Paprika", total: 3, imported: 2, skipped: 0, failed: 1, fileKey: null });
    expect(row!.failures).toEqual([{ name: "Broken Recipe.paprikarecipe", reason: expect.stringMatching(/malformed JSON/) }]);

    const mine = await ownRecipes(db, cook.id);
    const cake = mine.find((r) => r.title === "Paprika Lemon Drizzle Cake")!;
    expect(cake).toMatchObject({
      isPublic: false,
      servings: 8,
      cookTime: 60,
      tags: ["Baking", "Cakes"],
      sourceUrl: "https://example.com/lemon-drizzle",
      author: "BBC Good Food",
      description: "A sharp, sticky lemon cake for afternoon tea.",
    });
    expect(cake.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    // Re-encoded by the photo pipeline: WebP, the camera's EXIF gone.
    const photo = await readStoredPhoto(cake.imageUrl!);
    const meta = await sharp(photo!).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    const [note] = await db.select().from(recipeNotes).where(eq(recipeNotes.recipeId, cake.id));
    expect(note?.body).toBe("Grandma's version uses two lemons.");
    const [rating] = await db.select().from(recipeRatings).where(eq(recipeRatings.recipeId, cake.id));
    expect(rating).toMatchObject({ userId: cook.id, rating: 4 });
    const soup = mine.find((r) => r.title === "Paprika Smoky Bean Soup")!;
    expect(soup).toMatchObject({
      imageUrl: null,
      servings: 4,
      cookTime: 30,
      author: "Pat Paprika",
      description: "Imported from Paprika.",
    });

    // Searchable for its cook within a second, through the same change log as the form's recipes.
    const started = Date.now();
    let found = 0;
    while (Date.now() - started < 1000 && found === 0) {
      found = (await browseRecipes(db, { ...DEFAULT_BROWSE, q: "lemon drizzle" }, cook.id)).total;
      if (!found) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(found).toBe(1);
  });

  it("skips what is already there on a second run, and imports copies when asked", async () => {
    const cook = await createSessionUser(db);
    await runCollectionImport(db, await upload(cook, "mealie/mealie-export.zip"));
    expect(await ownRecipes(db, cook.id)).toHaveLength(2);

    const again = await upload(cook, "mealie/mealie-export.zip");
    await runCollectionImport(db, again);
    expect(await getImport(db, cook.id, again)).toMatchObject({ status: "done", imported: 0, skipped: 2 });
    expect(await ownRecipes(db, cook.id)).toHaveLength(2);

    const copies = await upload(cook, "mealie/mealie-export.zip", { copies: true });
    await runCollectionImport(db, copies);
    expect(await getImport(db, cook.id, copies)).toMatchObject({ status: "done", imported: 2, skipped: 0, copies: true });
    expect(await ownRecipes(db, cook.id)).toHaveLength(4);
  });

  it("resumes after a crash mid-way without duplicates", async () => {
    const cook = await createSessionUser(db);
    const id = await upload(cook, "jsonld/recipes.zip");
    await expect(
      runCollectionImport(db, id, {
        afterRecipe: (index) => {
          if (index === 0) throw new Error("the process died");
        },
      }),
    ).rejects.toThrow("the process died");
    expect(await getImport(db, cook.id, id)).toMatchObject({ status: "running", imported: 1, nextIndex: 1 });
    expect(await ownRecipes(db, cook.id)).toHaveLength(1);

    await runCollectionImport(db, id);
    const row = await getImport(db, cook.id, id);
    expect(row).toMatchObject({ status: "done", total: 4, imported: 3, failed: 1, skipped: 0 });
    const titles = (await ownRecipes(db, cook.id)).map((r) => r.title).sort();
    expect(titles).toEqual(["JSON-LD Crème Brûlée", "JSON-LD Jollof Rice", "JSON-LD Matcha Latte"]);
    // A finished import run again changes nothing.
    await runCollectionImport(db, id);
    expect(await ownRecipes(db, cook.id)).toHaveLength(3);
  });

  it("records a recipe that fails while saving, leaves nothing of it, and imports the rest", async () => {
    const cook = await createSessionUser(db);
    const id = await upload(cook, "nextcloud/cookbook.zip");
    await runCollectionImport(db, id, {
      hooks: {
        afterRecipeRow: async (tx, recipeId) => {
          const [row] = await tx.select({ title: recipes.title }).from(recipes).where(eq(recipes.id, recipeId));
          if (row?.title === "Nextcloud Nut Bread") throw new Error("disk full");
        },
      },
    });
    expect(await getImport(db, cook.id, id)).toMatchObject({
      status: "done",
      imported: 1,
      failed: 1,
      failures: [{ name: "Nextcloud Nut Bread", reason: expect.stringMatching(/could not be saved/) }],
    });
    expect((await ownRecipes(db, cook.id)).map((r) => r.title)).toEqual(["Nextcloud Elderflower Cordial"]);
  });

  it("stops at the plan's recipe limit and says how many were not imported", async () => {
    const cook = await createSessionUser(db);
    const id = await upload(cook, "tandoor/tandoor-export.zip");
    await runCollectionImport(db, id, { recipeLimit: 1 });
    const row = await getImport(db, cook.id, id);
    expect(row).toMatchObject({ status: "done", imported: 1, notImported: 1, message: COLLECTION_MESSAGES.limitReached(1, 1) });
    expect(await ownRecipes(db, cook.id)).toHaveLength(1);
  });

  it("fails an upload of no known format, or a zip bomb, with a clear message and no recipes", async () => {
    const cook = await createSessionUser(db);
    const form = new FormData();
    form.set("file", new File(["just a shopping list"], "notes.txt"));
    const answer = await call(
      importAction,
      new Request(new URL("/app/import", ORIGIN), { method: "POST", body: form, headers: { Origin: ORIGIN } }),
      {
        user: cook,
      },
    );
    const id = /\/app\/import\/(.+)$/.exec(answer.headers.get("Location") ?? "")![1]!;
    await runCollectionImport(db, id);
    expect(await getImport(db, cook.id, id)).toMatchObject({ status: "failed", message: COLLECTION_MESSAGES.unknownFormat });

    const { zipSync } = await import("fflate");
    const bombForm = new FormData();
    bombForm.set("file", new File([zipSync({ "a.json": new Uint8Array(16 * 1024 * 1024) }, { level: 9 })], "bomb.zip"));
    const bombAnswer = await call(
      importAction,
      new Request(new URL("/app/import", ORIGIN), { method: "POST", body: bombForm, headers: { Origin: ORIGIN } }),
      {
        user: cook,
      },
    );
    const bombId = /\/app\/import\/(.+)$/.exec(bombAnswer.headers.get("Location") ?? "")![1]!;
    await runCollectionImport(db, bombId);
    expect(await getImport(db, cook.id, bombId)).toMatchObject({ status: "failed", message: COLLECTION_MESSAGES.zipBomb });
    expect(await ownRecipes(db, cook.id)).toHaveLength(0);
  });

  it("refuses an upload without a file, and shows a stranger nothing of another cook's import (404)", async () => {
    const cook = await createSessionUser(db);
    const stranger = await createSessionUser(db);
    const empty = new FormData();
    empty.set("copies", "on");
    const refused = await call(
      importAction,
      new Request(new URL("/app/import", ORIGIN), { method: "POST", body: empty, headers: { Origin: ORIGIN } }),
      {
        user: cook,
      },
    );
    expect(refused).toMatchObject({ status: 400, data: { ok: false, message: COLLECTION_MESSAGES.noFile } });

    const id = await upload(cook, "recipesage/recipesage-export.json");
    const own = await call(importLoader, getRequest(`/app/import/${id}`), { user: cook, params: { id } });
    expect(own.status).toBe(200);
    const seen = await call(importLoader, getRequest(`/app/import/${id}`), { user: stranger, params: { id } });
    expect(seen.status).toBe(404);
    expect((await call(importLoader, getRequest("/app/import/nope"), { user: stranger, params: { id: "nope" } })).status).toBe(
      404,
    );
    const list = await call(importsLoader, getRequest("/app/import"), { user: stranger });
    expect((list.data as { imports: unknown[] }).imports).toEqual([]);
    const [{ n }] = await db
      .select({ n: count() })
      .from(imports)
      .where(and(eq(imports.id, id), eq(imports.userId, cook.id)));
    expect(n).toBe(1);
  });
});
