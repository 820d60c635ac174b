/** robots.txt, the sitemap and the Atom feed: public recipes only (catalog and shared), absolute addresses. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as feedLoader } from "~/routes/feed";
import { loader as robotsLoader } from "~/routes/robots";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { provideDatabase } from "~/server/db/index.server";
import { recipes } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { insertRecipes } from "~/server/recipes/insert-recipes.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";
import { call, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("robots.txt, sitemap and feed on %s", (kind) => {
  let database: TestDatabase;
  let catalog: number;
  let shared: number;
  let privateOne: number;
  const base = () => env().PUBLIC_URL.replace(/\/+$/, "");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [catalog] = await createRecipes(database.db, [buildRecipeSeed({ title: "Mac & Cheese <Deluxe>" })]);
    const cook = await createUser(database.db);
    [shared, privateOne] = await insertRecipes(
      database.db,
      [buildRecipeSeed({ title: "Shared Stew" }), buildRecipeSeed({ title: "Secret Family Sauce" })],
      { userId: cook.id },
    );
    await database.db.update(recipes).set({ isPublic: true }).where(eq(recipes.id, shared));
  });
  afterAll(() => database?.destroy());

  it("robots.txt lets the public site be crawled, keeps the app out and names the sitemap by its absolute address", async () => {
    const answer = await call(robotsLoader, getRequest("/robots.txt"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = String(answer.data);
    expect(text).toMatch(/^User-agent: \*/m);
    expect(text).toMatch(/^Disallow: \/app\/$/m);
    expect(text).toContain(`Sitemap: ${base()}/sitemap.xml`);
  });

  it("the sitemap lists the catalog and shared recipes with absolute addresses, never a private one", async () => {
    const answer = await call(sitemapLoader, getRequest("/sitemap.xml"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = String(answer.data);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${base()}/recipe/${catalog}</loc>`);
    expect(xml).toContain(`<loc>${base()}/recipe/${shared}</loc>`);
    expect(xml).not.toContain(`/recipe/${privateOne}<`);
    expect(xml).toContain(`<loc>${base()}/browse</loc>`);
    expect(xml).not.toMatch(/<loc>\//);
  });

  it("the Atom feed carries new public recipes, escaped, with absolute links, and no private one", async () => {
    const answer = await call(feedLoader, getRequest("/feed.xml"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/atom\+xml/);
    const xml = String(answer.data);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain("<title>Mac &amp; Cheese &lt;Deluxe&gt;</title>");
    expect(xml).toContain("<title>Shared Stew</title>");
    expect(xml).toContain(`href="${base()}/recipe/${shared}"`);
    expect(xml).not.toContain("Secret Family Sauce");
    expect(xml).not.toContain(`/recipe/${privateOne}"`);
  });
});
