/**
 * The cookbook PDF (issue 25): a recipe with its own photo (uploaded, or copied in by an import:
 * both are stored photos) prints that photo, read through the photo module; a recipe without one
 * keeps the generated cover (vector shapes, no image); and no recipe ends on a page holding only
 * one or two stray steps. Read back with poppler's pdfimages and pdftotext (poppler-utils).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRecipesToCookbook, createCookbook } from "~/server/kitchen/cookbooks.server";
import { configurePdfRendering, exportCookbookPdf } from "~/server/pdf/cookbook-pdf.server";
import { fileStore } from "~/server/storage/index.server";
import { storePhoto } from "~/server/uploads/photos.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

// Photos are kept under DATA_DIR/uploads: this file's own, read by env() on first use.
const dataDir = mkdtempSync(join(tmpdir(), "simmer-pdf-photos-"));
process.env.DATA_DIR = dataDir;
afterAll(() => (process.env.KEEP_PDF ? undefined : rmSync(dataDir, { recursive: true, force: true })));

/** Steps of a real length; 25 and 26 of them after ten ingredients used to leave one or two on a last page of their own (A4). */
function steps(count: number, label: string): string[] {
  return Array.from(
    { length: count },
    (_, i) =>
      `${label} ${i + 1}: stir the sauce over a medium heat until it thickens and coats the back of a spoon, then season it to taste.`,
  );
}
const INGREDIENTS = Array.from({ length: 10 }, (_, i) => `${i + 1} tbsp ingredient ${i + 1}`);

function pagesOf(path: string): string[] {
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
  return ["", ...text.split("\f").slice(0, -1)];
}

/** The images `pdfimages -list` finds: one row each after the two header lines. */
function imagesOf(path: string): { page: number; width: number; height: number }[] {
  const rows = execFileSync("pdfimages", ["-list", path], { encoding: "utf8" }).trim().split("\n").slice(2);
  return rows.map((row) => {
    const [page, , , width, height] = row.trim().split(/\s+/);
    return { page: Number(page), width: Number(width), height: Number(height) };
  });
}

describe.each(DATABASE_KINDS)("cookbook PDF photos and page breaks on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    configurePdfRendering({ cacheMb: 0 });
  });
  afterAll(() => database?.destroy());

  it("prints a recipe's own photo, the generated cover for the others, and never a page of one or two stray steps", async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f6b34" } })
      .png()
      .toBuffer();
    const stored = await storePhoto(fileStore(), png);
    if (!stored.ok) throw new Error(stored.message);

    const titles = { photo: "Photo Soup", stray25: "Twenty-five Steps Stew", stray26: "Twenty-six Steps Stew" };
    const recipeIds = await createRecipes(database.db, [
      buildRecipeSeed({ title: titles.photo, imageUrl: stored.value.url, ingredients: INGREDIENTS }),
      buildRecipeSeed({ title: titles.stray25, ingredients: INGREDIENTS, instructions: steps(25, "Stew step") }),
      buildRecipeSeed({ title: titles.stray26, ingredients: INGREDIENTS, instructions: steps(26, "Stew step") }),
      // A photo address that is no stored photo (a remote one) is never fetched: the cover is drawn.
      buildRecipeSeed({ title: "Remote Photo Salad", imageUrl: "https://images.example/salad.jpg" }),
    ]);
    const owner = await createUser(database.db, { plan: "ultimate" });
    const created = await createCookbook(database.db, owner.id, { name: "Stews", description: "", color: "bg-accent-green" });
    if (!created.ok) throw new Error(created.message);
    const added = await addRecipesToCookbook(database.db, owner.id, { cookbookId: created.value.id, recipeIds });
    expect(added.ok).toBe(true);

    const result = await exportCookbookPdf(database.db, { id: owner.id, planId: "ultimate" }, created.value.id, "a4");
    if (!result.ok) throw new Error(result.message);
    const path = join(dataDir, `book-${kind}.pdf`);
    writeFileSync(path, result.pdf);
    const pages = pagesOf(path);

    // Exactly one image, the stored photo's 800 px card copy, on the page its recipe starts on.
    const images = imagesOf(path);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ width: 800, height: 533 });
    expect(pages[images[0]!.page]).toContain(titles.photo);

    // Every page after the contents: one or two steps never stand on a page without anything else.
    for (let n = 3; n < pages.length; n++) {
      const stepsHere = pages[n]!.match(/Stew step \d+:/g) ?? [];
      if (stepsHere.length === 1 || stepsHere.length === 2) {
        expect(pages[n], `page ${n} holds only ${stepsHere.join(", ")}`).toMatch(/Ingredients|Stew$/m);
      }
    }
    // And both long recipes end with their last step.
    expect(pages.join("\n")).toContain("Stew step 25:");
    expect(pages.join("\n")).toContain("Stew step 26:");
  });
});
