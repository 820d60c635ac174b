/**
 * The change log (migration 0013, docs/decisions/016): triggers log each changed recipe in the
 * writing transaction, live indexes apply the log incrementally, two processes' indexes converge
 * on one database, and every browse and finder answer shows only what the viewer may see.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BROWSE, PAGE_SIZE } from "~/domain/recipes/browse";
import { openDatabase, rowsOf, type Db } from "~/server/db/client.server";
import { ingredients, recipeIngredients, recipes, users } from "~/server/db/schema";
import { browseRecipes, listTags } from "~/server/recipes/browse.server";
import { LiveCatalog, pruneChanges, stopCatalog } from "~/server/recipes/catalog-cache.server";
import { findRecipesByIngredients } from "~/server/recipes/ingredient-index.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";
import { insertRecipes } from "~/server/recipes/insert-recipes.server";

async function logRows(db: Db): Promise<{ seq: number; recipeId: number | null }[]> {
  const rows = rowsOf<{ seq: string | number; recipe_id: number | null }>(
    await db.execute(sql`select seq, recipe_id from recipe_changes order by seq`),
  );
  return rows.map((r) => ({ seq: Number(r.seq), recipeId: r.recipe_id }));
}

const ids = (result: { recipes: { id: number }[] }) => result.recipes.map((r) => r.id);

describe.each(DATABASE_KINDS)("change log on %s", (kind) => {
  let database: TestDatabase;
  let owner: { id: string };
  let other: { id: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seedDemo: true });
    owner = await createUser(database.db);
    other = await createUser(database.db);
  });
  afterAll(async () => {
    stopCatalog(database.db);
    await database?.destroy();
  });

  it("logs each changed recipe in the writing transaction, and nothing for a rolled-back write", async () => {
    const before = (await logRows(database.db)).length;
    const [id] = await createRecipes(database.db, [buildRecipeSeed({ title: "Logged Lentil Stew" })]);
    const afterInsert = (await logRows(database.db)).slice(before);
    expect(new Set(afterInsert.map((r) => r.recipeId))).toEqual(new Set([id]));
    await database.db.update(recipes).set({ rating: 3.3 }).where(eq(recipes.id, id));
    await database.db.update(ingredients).set({ name: "lentils (renamed)" }).where(eq(ingredients.name, "basmati rice"));
    const afterUpdate = (await logRows(database.db)).slice(before + afterInsert.length);
    expect(afterUpdate.map((r) => r.recipeId)).toContain(id);
    const count = (await logRows(database.db)).length;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(recipes).set({ rating: 1 }).where(eq(recipes.id, id));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await logRows(database.db)).length).toBe(count);
  });

  it("an update that changes nothing, and deleting an account that owns no recipe, log nothing", async () => {
    const [id] = await createRecipes(database.db, [buildRecipeSeed()]);
    const count = (await logRows(database.db)).length;
    await database.db.execute(sql`update recipes set title = title where id = ${id}`);
    const lonely = await createUser(database.db);
    await database.db.delete(users).where(eq(users.id, lonely.id));
    expect((await logRows(database.db)).length).toBe(count);
  });

  it("shows a private recipe to its owner only, in browse, tags and the finder; sharing it shows it to everyone", async () => {
    const [id] = await insertRecipes(
      database.db,
      [
        buildRecipeSeed({
          title: "Secret Saffron Pilaf",
          tags: ["owner-only-tag"],
          ingredients: ["1 pinch saffron threads", "2 cups pilaf rice", "1 quince"],
        }),
      ],
      { userId: owner.id },
    );
    const q = { ...DEFAULT_BROWSE, q: "saffron pilaf" };
    const finder = ["saffron", "quince"];
    const fresh = { fresh: true };
    expect(ids(await browseRecipes(database.db, q, owner.id, fresh))).toEqual([id]);
    expect((await browseRecipes(database.db, q, other.id)).total).toBe(0);
    expect((await browseRecipes(database.db, q, null)).total).toBe(0);
    expect((await browseRecipes(database.db, DEFAULT_BROWSE, null)).total).toBe(
      (await browseRecipes(database.db, DEFAULT_BROWSE, owner.id)).total - 1,
    );
    expect(await listTags(database.db, owner.id)).toContain("owner-only-tag");
    expect(await listTags(database.db, other.id)).not.toContain("owner-only-tag");
    expect(ids(await findRecipesByIngredients(database.db, finder, 1, PAGE_SIZE, { viewerId: owner.id }))).toEqual([id]);
    expect((await findRecipesByIngredients(database.db, finder, 1, PAGE_SIZE, { viewerId: other.id })).total).toBe(0);
    expect((await findRecipesByIngredients(database.db, finder, 1, PAGE_SIZE)).total).toBe(0);

    await database.db.update(recipes).set({ isPublic: true }).where(eq(recipes.id, id));
    expect(ids(await browseRecipes(database.db, q, other.id, fresh))).toEqual([id]);
    expect(ids(await browseRecipes(database.db, q, null))).toEqual([id]);
    expect(ids(await findRecipesByIngredients(database.db, finder, 1, PAGE_SIZE))).toEqual([id]);

    await database.db.update(recipes).set({ isPublic: false }).where(eq(recipes.id, id));
    expect((await browseRecipes(database.db, q, other.id, fresh)).total).toBe(0);
    expect(ids(await browseRecipes(database.db, q, owner.id))).toEqual([id]);

    await database.db.delete(recipes).where(eq(recipes.id, id));
    expect((await browseRecipes(database.db, q, owner.id, fresh)).total).toBe(0);
    expect((await findRecipesByIngredients(database.db, finder, 1, PAGE_SIZE, { viewerId: owner.id })).total).toBe(0);
  });

  it("a running index picks up a change by itself within a second", async () => {
    await browseRecipes(database.db, DEFAULT_BROWSE, null, { fresh: true });
    const [id] = await createRecipes(database.db, [buildRecipeSeed({ title: "Polled Persimmon Pudding" })]);
    const started = Date.now();
    let found: number[] = [];
    while (Date.now() - started < 1000 && found.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      found = ids(await browseRecipes(database.db, { ...DEFAULT_BROWSE, q: "persimmon pudding" }));
    }
    expect(found).toEqual([id]);
  });

  it("builds in a worker thread (a large catalog) the same index as in slices, then applies changes to it", async () => {
    const [id] = await insertRecipes(database.db, [buildRecipeSeed({ title: "Worker Walnut Loaf", tags: ["worker-tag"] })], {
      userId: owner.id,
    });
    const inWorker = new LiveCatalog(database.db, { pollMs: 60_000, workerFrom: 1 });
    const inSlices = new LiveCatalog(database.db, { pollMs: 60_000, workerFrom: Infinity });
    try {
      const [a, b] = await Promise.all([inWorker.index(), inSlices.index()]);
      expect(inWorker.stats.workerBuilds).toBe(1);
      expect(inWorker.stats.lastBuild.inWorker).toBe(true);
      // On PostgreSQL the worker reads the rows over its own connection; the embedded database lives here.
      expect(inWorker.stats.lastBuild.readInWorker).toBe(kind === "postgres");
      expect(inWorker.stats.lastBuild.recipes).toBe(a.baseSize);
      expect(inSlices.stats.workerBuilds).toBe(0);
      expect(a.baseSize).toBe(b.baseSize);
      expect(a.baseSize).toBeGreaterThan(10);
      for (const viewer of [null, owner.id, other.id]) {
        for (const q of ["", "walnut", "chicken", "lemon garlic"])
          for (const sort of ["rating", "newest", "title", "cookTime"] as const) {
            const state = { ...DEFAULT_BROWSE, q, sort };
            expect(a.browse(state, PAGE_SIZE, viewer)).toEqual(b.browse(state, PAGE_SIZE, viewer));
          }
        expect(a.tags(viewer)).toEqual(b.tags(viewer));
        for (const entered of [["garlic", "onion"], ["walnut"], ["chicken", "lemon", "butter"]])
          expect(a.find(entered, 0, PAGE_SIZE, viewer)).toEqual(b.find(entered, 0, PAGE_SIZE, viewer));
      }
      expect(a.browse({ ...DEFAULT_BROWSE, q: "walnut loaf" }, PAGE_SIZE, owner.id).ids).toEqual([id]);
      expect(a.browse({ ...DEFAULT_BROWSE, q: "walnut loaf" }, PAGE_SIZE, other.id).total).toBe(0);
      // The index that came back from the worker takes changes like any other.
      await database.db.update(recipes).set({ isPublic: true }).where(eq(recipes.id, id));
      await inWorker.sync();
      expect(a.browse({ ...DEFAULT_BROWSE, q: "walnut loaf" }, PAGE_SIZE, other.id).ids).toEqual([id]);
    } finally {
      inWorker.stop();
      inSlices.stop();
    }
  });

  it("rebuilds after a TRUNCATE and after the log was pruned past it", async () => {
    const live = new LiveCatalog(database.db, { pollMs: 60_000 });
    try {
      const index = await live.index();
      const rebuilds = live.stats.rebuilds;
      await pruneChanges(database.db, "0 seconds");
      const [id] = await createRecipes(database.db, [buildRecipeSeed({ title: "Horizon Hotpot" })]);
      // The log still holds this change, so it is applied without a rebuild…
      await live.sync();
      expect(live.stats.rebuilds).toBe(rebuilds);
      expect(index.browse({ ...DEFAULT_BROWSE, q: "horizon hotpot" }, PAGE_SIZE).ids).toEqual([id]);
      // …but rows pruned before this index read them mean "rebuild".
      const behind = new LiveCatalog(database.db, { pollMs: 60_000 });
      await behind.index();
      await createRecipes(database.db, [buildRecipeSeed({ title: "Pruned Parsnip Pie" })]);
      await pruneChanges(database.db, "0 seconds");
      await behind.sync();
      await waitFor(() => !behind.isRebuilding);
      expect((await behind.index()).browse({ ...DEFAULT_BROWSE, q: "parsnip pie" }, PAGE_SIZE).total).toBe(1);
      expect(behind.stats.rebuilds).toBe(2);
      behind.stop();
      // A TRUNCATE says "everything changed": the index rebuilds (last here: the links are gone).
      expect(index.find(["garlic", "onion"], 0, PAGE_SIZE).total).toBeGreaterThan(0);
      await database.db.execute(sql`truncate recipe_ingredients`);
      await live.sync();
      await waitFor(() => !live.isRebuilding);
      await live.sync();
      expect(live.stats.rebuilds).toBe(rebuilds + 1);
      expect((await live.index()).find(["garlic", "onion"], 0, PAGE_SIZE).total).toBe(0);
    } finally {
      live.stop();
    }
  });
});

async function waitFor(done: () => boolean, ms = 10_000) {
  const started = Date.now();
  while (!done() && Date.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(done()).toBe(true);
}

describe.runIf(DATABASE_KINDS.includes("postgres"))("two processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  let a: LiveCatalog;
  let b: LiveCatalog;

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { seedDemo: true });
    // A second, independent connection pool to the same database: another app process.
    const url = (await database.db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
    const address = new URL(process.env.TEST_DATABASE_URL!);
    address.pathname = `/${url[0].name}`;
    second = await openDatabase({ kind: "postgres", url: address.toString() });
    a = new LiveCatalog(database.db, { pollMs: 100 });
    b = new LiveCatalog(second.db, { pollMs: 100 });
    await Promise.all([a.index(), b.index()]);
  });
  afterAll(async () => {
    a?.stop();
    b?.stop();
    await second?.close();
    await database?.destroy();
  });

  it("converge within a second after writes from either side, and answer as a fresh build does", async () => {
    const user = await createUser(database.db);
    const created = await insertRecipes(
      database.db,
      [buildRecipeSeed({ title: "Converging Quince Crumble", ingredients: ["3 quinces", "1 cup oats"] })],
      { userId: user.id },
    );
    const [shared] = await insertRecipes(second.db, [buildRecipeSeed({ title: "Converging Fennel Gratin" })], {
      userId: user.id,
    });
    await second.db.update(recipes).set({ isPublic: true }).where(eq(recipes.id, shared));
    const deleted = (await database.db.select({ id: recipes.id }).from(recipes).limit(3)).map((r) => r.id);
    await second.db.delete(recipes).where(inArray(recipes.id, deleted));
    await database.db.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, created[0]));

    const q = { ...DEFAULT_BROWSE, q: "converging" };
    const started = Date.now();
    const answers = async () => {
      const [ia, ib] = await Promise.all([a.index(), b.index()]);
      return [ia.browse(q, PAGE_SIZE, user.id), ib.browse(q, PAGE_SIZE, user.id), ib.browse(q, PAGE_SIZE, null)];
    };
    let [forOwnerA, forOwnerB, forVisitor] = await answers();
    while (Date.now() - started < 1000 && (forOwnerA.total < 2 || forOwnerB.total < 2)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      [forOwnerA, forOwnerB, forVisitor] = await answers();
    }
    expect(forOwnerA.total).toBe(2);
    expect(forOwnerB).toEqual(forOwnerA);
    expect(forVisitor.ids).toEqual([shared]);

    // Both equal a fresh build from the database, for every viewer and a few searches.
    await Promise.all([a.sync(), b.sync()]);
    const fresh = new LiveCatalog(second.db, { pollMs: 60_000 });
    const rebuilt = await fresh.index();
    fresh.stop();
    const [ia, ib] = await Promise.all([a.index(), b.index()]);
    for (const viewer of [null, user.id])
      for (const state of [DEFAULT_BROWSE, q, { ...DEFAULT_BROWSE, q: "quince", sort: "newest" as const }]) {
        expect(ia.browse(state, PAGE_SIZE, viewer)).toEqual(rebuilt.browse(state, PAGE_SIZE, viewer));
        expect(ib.browse(state, PAGE_SIZE, viewer)).toEqual(rebuilt.browse(state, PAGE_SIZE, viewer));
      }
    for (const entered of [["garlic", "onion"], ["quince", "oats"], ["chicken"]]) {
      expect(ia.find(entered, 0, PAGE_SIZE, user.id)).toEqual(rebuilt.find(entered, 0, PAGE_SIZE, user.id));
      expect(ib.find(entered, 0, PAGE_SIZE, null)).toEqual(rebuilt.find(entered, 0, PAGE_SIZE, null));
    }
  });
});
