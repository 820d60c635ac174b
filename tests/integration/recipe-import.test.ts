/**
 * Importing from an address end to end, against saved pages served on loopback: fetch, charset,
 * reading, and every refusal a person can meet.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";
import { call, formRequest } from "../support/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "~/domain/recipes/recipe-import";
import { action as createRecipeAction } from "~/routes/app.create-recipe";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { importRecipeFromUrl } from "~/server/import/import-recipe.server";
import { LocalFileStore } from "~/server/storage/local-file-store.server";
import { readStoredPhoto } from "~/server/uploads/photos.server";

const fixture = (name: string) => readFileSync(path.resolve("tests/fixtures/import", name));
let server: http.Server;
const hits: string[] = [];
let base: string;
let tartJpeg: Buffer;
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), "simmer-import-photos-"));
const photoStore = new LocalFileStore(uploadsDir);

beforeAll(async () => {
  tartJpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#4a4" } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: "TrackingCam" } })
    .toBuffer();
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    hits.push(url.pathname);
    if (url.pathname === "/old-address") {
      res.writeHead(301, { Location: "/recipes/soup" });
      return void res.end();
    }
    if (url.pathname === "/recipes/soup") {
      res.writeHead(200, { "Content-Type": "text/html; charset=UTF-8" });
      return void res.end(fixture("jsonld-object.html"));
    }
    if (url.pathname === "/latin1") {
      const html = `<html><head><meta charset="iso-8859-1"><script type="application/ld+json">{"@type":"Recipe","name":"Crème brûlée","recipeIngredient":["4 egg yolks","500 ml crème fraîche"],"recipeInstructions":"Whisk, bake, torch the sugar."}</script></head></html>`;
      res.writeHead(200, { "Content-Type": "text/html" });
      return void res.end(Buffer.from(html, "latin1"));
    }
    if (url.pathname === "/none") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return void res.end(fixture("none.html"));
    }
    if (url.pathname === "/with-photo") {
      const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Green Tart","image":"${url.searchParams.get("image")}","recipeIngredient":["1 sheet pastry","200 g spinach"],"recipeInstructions":["Bake the pastry.","Fill it with spinach."]}</script>`;
      res.writeHead(200, { "Content-Type": "text/html" });
      return void res.end(html);
    }
    if (url.pathname === "/tart.jpg") {
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      return void res.end(tartJpeg);
    }
    if (url.pathname === "/photo.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      return void res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  rmSync(uploadsDir, { recursive: true, force: true });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allowed = { allowPrivateAddresses: true };

describe("importRecipeFromUrl", () => {
  it("follows a redirect and gives the draft with the final address", async () => {
    const outcome = await importRecipeFromUrl(`${base}/old-address`, allowed);
    expect(outcome).toMatchObject({
      ok: true,
      message: IMPORT_MESSAGES.imported,
      value: { title: "Creamy Tomato Basil Soup", sourceUrl: `${base}/recipes/soup`, servings: 4 },
    });
  });

  it("decodes a page in the charset it names", async () => {
    const outcome = await importRecipeFromUrl(`${base}/latin1`, allowed);
    expect(outcome.ok && outcome.value.title).toBe("Crème brûlée");
    expect(outcome.ok && outcome.value.ingredients).toEqual(["4 egg yolks", "500 ml crème fraîche"]);
  });

  it("says when a page has no recipe", async () => {
    expect(await importRecipeFromUrl(`${base}/none`, allowed)).toEqual({
      ok: false,
      status: 400,
      message: IMPORT_MESSAGES.noRecipe,
    });
  });

  it("says when the address is not a web page", async () => {
    expect(await importRecipeFromUrl(`${base}/photo.png`, allowed)).toEqual({
      ok: false,
      status: 400,
      message: IMPORT_MESSAGES.notHtml,
    });
  });

  it("passes on the fetch's refusals", async () => {
    expect(await importRecipeFromUrl(`${base}/recipes/soup`, { allowPrivateAddresses: false })).toEqual({
      ok: false,
      status: 400,
      message: IMPORT_MESSAGES.privateAddress,
    });
    expect(await importRecipeFromUrl("ftp://example.com/x", allowed)).toMatchObject({ message: IMPORT_MESSAGES.scheme });
    expect(await importRecipeFromUrl(`${base}/gone`, allowed)).toMatchObject({
      message: "That page could not be loaded (the site answered 404).",
    });
  });

  it("keeps its own copy of the page's photo, re-encoded like an upload", async () => {
    const outcome = await importRecipeFromUrl(`${base}/with-photo?image=/tart.jpg`, { ...allowed, photoStore });
    const imageUrl = outcome.ok ? outcome.value.imageUrl : "";
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const stored = (await readStoredPhoto(imageUrl, { store: photoStore }))!;
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(["webp", 2000, 1333, undefined]);
  });

  it("keeps the page's photo address when the photo cannot be copied", async () => {
    const outcome = await importRecipeFromUrl(`${base}/with-photo?image=/none`, { ...allowed, photoStore });
    expect(outcome.ok && outcome.value.imageUrl).toBe(`${base}/none`);
  });
});

describe.each(DATABASE_KINDS)("the create page's import intent on %s (IMPORT_ALLOW_PRIVATE_ADDRESSES unset)", (kind) => {
  let database: TestDatabase;
  let user: SessionUser;

  beforeAll(async () => {
    delete process.env.IMPORT_ALLOW_PRIVATE_ADDRESSES;
    database = await createTestDatabase(kind);
    provideDatabase(database);
    user = await createSessionUser(database.db);
  });
  afterAll(() => database?.destroy());

  it.each([
    ["a loopback address", () => `${base}/recipes/soup`],
    ["localhost", () => `http://localhost:${new URL(base).port}/recipes/soup`],
    ["the metadata service", () => "http://169.254.169.254/latest/meta-data/"],
  ])("refuses %s and fetches nothing", async (_name, address) => {
    hits.length = 0;
    const answer = await call(createRecipeAction, formRequest("/app/create-recipe", { intent: "import", url: address() }), {
      user,
    });
    expect(answer).toMatchObject({ status: 400, data: { intent: "import", ok: false, message: IMPORT_MESSAGES.privateAddress } });
    expect(hits).toEqual([]);
  });

  it("refuses an empty address with a message", async () => {
    const answer = await call(createRecipeAction, formRequest("/app/create-recipe", { intent: "import", url: "  " }), { user });
    expect(answer).toMatchObject({ status: 400, data: { ok: false, message: "Please enter the address of a recipe page." } });
  });
});
