/** /readyz (issue 26): a load balancer sends searches only to a process whose index is built. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideDatabase } from "~/server/db/index.server";
import { catalogIndex, stopCatalog } from "~/server/recipes/catalog-cache.server";
import { getDb } from "~/server/db/index.server";
import { readinessAnswer } from "~/server/http/health.server";

const readyz = async () => readinessAnswer(await getDb());
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes } from "../support/factories";

describe.each(DATABASE_KINDS)("readiness on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    await createRecipes(database.db, [buildRecipeSeed({ title: "Ready Soup" })]);
  });
  afterAll(async () => {
    stopCatalog(database.db);
    await database?.destroy();
  });

  it("says 503 with the reason until the search index is built, then 200", async () => {
    const before = await readyz();
    expect(before.status).toBe(503);
    expect(before.headers.get("cache-control")).toBe("no-store");
    expect(await before.json()).toEqual({ ok: false, reason: "The search index is still being built." });

    await catalogIndex(database.db);
    const after = await readyz();
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ ok: true });
  });
});
