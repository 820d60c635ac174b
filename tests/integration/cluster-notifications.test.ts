/**
 * Several servers on one PostgreSQL (docs/decisions/036): news by LISTEN/NOTIFY over the durable
 * sources, and start-up preparation one server at a time. PostgreSQL only (the embedded database
 * has one process); CI sets TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BROWSE } from "~/domain/recipes/browse";
import { openDatabase, rowsOf, type Database } from "~/server/db/client.server";
import { CHANNELS, listenForNotifications, type Notifications } from "~/server/db/notifications.server";
import { prepareDatabase } from "~/server/db/prepare.server";
import { insertRecipes } from "~/server/recipes/insert-recipes.server";
import { LiveCatalog } from "~/server/recipes/catalog-cache.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed } from "../support/factories";

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

async function urlOf(db: Database["db"]): Promise<string> {
  const [{ name }] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.runIf(DATABASE_KINDS.includes("postgres"))("news between servers on one PostgreSQL", () => {
  let database: TestDatabase;
  let url: string;
  /** Server B: its own pool, its own listener. */
  let second: Database;
  let listener: Notifications;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    url = await urlOf(database.db);
    second = await openDatabase({ kind: "postgres", url });
    listener = listenForNotifications(url, second.db);
    await listener.ready();
  });
  afterAll(async () => {
    await listener?.close();
    await second?.close();
    await database?.destroy();
  });

  it("hears another server's notification within a second", async () => {
    let heard = 0;
    const off = listener.on(CHANNELS.sessions, () => heard++);
    const sender = listenForNotifications(url, database.db);
    await sender.notify(CHANNELS.sessions);
    expect(await until(() => heard === 1, 1_000)).toBeLessThan(1_000);
    off();
    await sender.close();
  });

  it("hears a committed recipe write from the change log's trigger, and never a rolled-back one", async () => {
    let heard = 0;
    const off = listener.on(CHANNELS.recipeChanges, () => heard++);
    await database.db
      .transaction(async (tx) => {
        await insertRecipes(tx as unknown as Database["db"], [buildRecipeSeed({ title: "Never Committed Pie" })]);
        throw new Error("roll back");
      })
      .catch(() => {});
    await insertRecipes(database.db, [buildRecipeSeed({ title: "Committed Pie" })]);
    await until(() => heard >= 1, 1_000);
    // Only the committed write (a NOTIFY is sent at commit; several in one transaction are one).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toBe(1);
    off();
  });

  it("brings another server's index up to date within a second by the notification, not the poll", async () => {
    // The poll would not come for a minute: only the notification can bring the change in time.
    const live = new LiveCatalog(second.db, { pollMs: 60_000 });
    live.follow(listener);
    await live.index();
    const token = `notified${randomBytes(3).toString("hex")}`;
    const started = Date.now();
    await insertRecipes(database.db, [buildRecipeSeed({ title: `Quick ${token} Soup` })]);
    const found = async () => (await live.index()).browse({ ...DEFAULT_BROWSE, q: token }, 12, null).total === 1;
    await until(found, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    live.stop();
  });

  it("reconnects after its connection is cut and says so (news may have been missed meanwhile)", async () => {
    let connects = 0;
    const off = listener.onConnect(() => connects++);
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`;
    await until(() => !listener.connected || connects > 0, 5_000);
    await until(() => listener.connected && connects === 1, 10_000);
    await admin.end();
    // And it hears again.
    let heard = false;
    const offHeard = listener.on(CHANNELS.jobs, () => (heard = true));
    await listener.notify(CHANNELS.jobs);
    await until(() => heard, 1_000);
    off();
    offHeard();
  });
});

describe.runIf(DATABASE_KINDS.includes("postgres"))("servers starting at once on a fresh PostgreSQL", () => {
  let fresh: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    fresh = await createTestDatabase("postgres", { migrate: false });
    other = await openDatabase({ kind: "postgres", url: await urlOf(fresh.db) });
  });
  afterAll(async () => {
    await other?.close();
    await fresh?.destroy();
  });

  it("take turns preparing it: both succeed, the schema is complete and the demo catalog is loaded once", async () => {
    const [first, second] = await Promise.all([
      prepareDatabase(fresh, { seedDemo: true }),
      prepareDatabase(other, { seedDemo: true }),
    ]);
    expect(first.seeded + second.seeded).toBe(83);
    const [{ recipes }] = rowsOf<{ recipes: number }>(await fresh.db.execute(sql`select count(*)::int as recipes from recipes`));
    expect(recipes).toBe(83);
    const [{ applied }] = rowsOf<{ applied: number }>(
      await fresh.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
    );
    const journal = (await import("../../drizzle/meta/_journal.json")).default as { entries: unknown[] };
    expect(applied).toBe(journal.entries.length);
    const [{ jobs }] = rowsOf<{ jobs: number }>(await fresh.db.execute(sql`select count(*)::int as jobs from jobs`));
    expect(jobs).toBe(0);
  });
});
