/**
 * The cookbook PDF: made for an ultimate user's own cookbook only, with a contents page whose
 * numbers point at the pages the recipes really start on. Text is read back with poppler's
 * pdftotext (Debian's poppler-utils, installed by .ci/run).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { exportCookbookPdf } from "~/server/pdf/cookbook-pdf.server";
import { addRecipesToCookbook, createCookbook, getCookbookForExport } from "~/server/kitchen/cookbooks.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

const dir = mkdtempSync(join(tmpdir(), "simmer-pdf-"));
afterAll(() => (process.env.KEEP_PDF ? undefined : rmSync(dir, { recursive: true, force: true })));

let fileNo = 0;
function save(pdf: Buffer): string {
  const path = join(dir, `book-${++fileNo}.pdf`);
  writeFileSync(path, pdf);
  return path;
}

/** The text of each page (1-based: pages[1] is the first page). */
function pagesOf(path: string): string[] {
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
  // pdftotext ends every page with a form feed.
  return ["", ...text.split("\f").slice(0, -1)];
}

/** One page's text with its layout kept (a contents line reads "Title ..... 7"). */
function layoutPage(path: string, page: number): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-layout", "-f", String(page), "-l", String(page), path, "-"], {
    encoding: "utf8",
  });
}

function pageSize(path: string): string {
  const info = execFileSync("pdfinfo", [path], { encoding: "utf8" });
  return /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)?.[1] ?? "";
}

const LONG_STEPS = Array.from(
  { length: 45 },
  (_, i) =>
    `Long step ${i + 1}: fold the dough over itself, turn it a quarter, press it flat with the heel of your hand and let it rest for a minute before the next fold.`,
);
const LONG_INGREDIENTS = Array.from({ length: 40 }, (_, i) => `${i + 1} g ingredient number ${i + 1}, finely chopped`);

const TITLES = {
  unicode: "Crème brûlée with ½ vanilla pod",
  nordic: "Smørrebrød from Søndergård",
  spanish: "Piñata cake für Jürgen",
  long: "The very long sourdough",
};

describe.each(DATABASE_KINDS)("cookbook PDF on %s", (kind) => {
  let database: TestDatabase;
  let recipeIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    recipeIds = await createRecipes(database.db, [
      buildRecipeSeed({ title: TITLES.unicode, ingredients: ["½ vanilla pod", "3 égg yolks", "50 g sugar"] }),
      buildRecipeSeed({ title: TITLES.nordic, ingredients: ["2 slices rugbrød", "ø-shaped pickles"], tags: ["lunch"] }),
      buildRecipeSeed({ title: TITLES.long, ingredients: LONG_INGREDIENTS, instructions: LONG_STEPS, tags: ["bread"] }),
      buildRecipeSeed({ title: TITLES.spanish, difficulty: "Hard", servings: 12, cookTime: 95, tags: ["dessert"] }),
    ]);
  });
  afterAll(() => database?.destroy());

  async function bookFor(plan: "free" | "premium" | "ultimate", name = "Oma's Küche — ½ & ñ") {
    const owner = await createUser(database.db, { plan, name: "Zoë Ørsted" });
    const created = await createCookbook(database.db, owner.id, {
      name,
      description: "Family recipes from Århus and Málaga",
      color: "bg-accent-green",
    });
    if (!created.ok) throw new Error(created.message);
    const added = await addRecipesToCookbook(database.db, owner.id, { cookbookId: created.value.id, recipeIds });
    expect(added.ok).toBe(true);
    return { owner, cookbookId: created.value.id };
  }

  it("makes a book: title page, contents with true page numbers, every recipe on the page the contents name", async () => {
    const { owner, cookbookId } = await bookFor("ultimate");
    const result = await exportCookbookPdf(database.db, { id: owner.id, planId: "ultimate" }, cookbookId, "a4");
    if (!result.ok) throw new Error(result.message);
    expect(result.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const path = save(result.pdf);
    expect(pageSize(path)).toMatch(/^595\.\d+ x 841\.\d+$/);
    const pages = pagesOf(path);
    expect(pages.length - 1).toBe(result.pages);

    // Title page: name, description, recipe count, owner (all with their accents).
    expect(pages[1]).toContain("Oma's Küche — ½ & ñ");
    expect(pages[1]).toContain("Family recipes from Århus and Málaga");
    expect(pages[1]).toContain("4 recipes");
    expect(pages[1]).toContain("by Zoë Ørsted");

    // Contents on page 2: every title with the page the book says it starts on.
    const order = (await getCookbookForExport(database.db, owner.id, cookbookId))!.recipes.map((r) => r.title);
    expect(pages[2]).toContain("Contents");
    expect(result.startPages).toHaveLength(4);
    // One render: the contents read the start pages the footers recorded during layout.
    expect(result.passes).toBe(1);
    const contentLines = layoutPage(path, 2)
      .split("\n")
      .map((l) => l.trim().replace(/\s+/g, " "));
    order.forEach((title, i) => {
      const start = result.startPages[i];
      expect(contentLines).toContain(`${title} ${start}`);
      // The recipe's title opens the page the contents point at, and no earlier page carries it.
      expect(pages[start]).toContain(title);
      expect(pages.slice(3, start).some((p) => p.includes(title))).toBe(false);
    });
    // Each recipe starts on a new page, in order, right after the contents.
    expect(result.startPages[0]).toBe(3);
    expect([...result.startPages].sort((a, b) => a - b)).toEqual(result.startPages);

    // The long recipe flows on over several pages; none of its lines is cut in half.
    const longIndex = order.indexOf(TITLES.long);
    const longStart = result.startPages[longIndex];
    const nextStart = result.startPages[longIndex + 1] ?? pages.length;
    expect(nextStart - longStart).toBeGreaterThanOrEqual(3);
    const longPages = pages.slice(longStart, nextStart);
    for (const line of LONG_INGREDIENTS) {
      expect(longPages.filter((p) => p.split("\n").some((l) => l.trim().replace(/^•\s*/, "") === line))).toHaveLength(1);
    }
    expect(longPages.at(-1)).toContain("Long step 45:");
    expect(longPages[0]).toContain("Ingredients");
    expect(longPages.join("\n")).toContain("Steps");

    // Facts and Unicode in the recipe pages.
    const spanish = pages[result.startPages[order.indexOf(TITLES.spanish)]];
    expect(spanish).toMatch(/1 h 35 min/);
    expect(spanish).toContain("Hard");
    expect(spanish).toContain("12");
    const unicode = pages[result.startPages[order.indexOf(TITLES.unicode)]];
    expect(unicode).toContain("½ vanilla pod");
    expect(unicode).toContain("3 égg yolks");

    // Footer: the cookbook's name and the page number on every page after the title page.
    for (let n = 2; n < pages.length; n++) {
      expect(pages[n]).toContain("Oma's Küche — ½ & ñ");
      expect(pages[n].split("\n").map((l) => l.trim())).toContain(String(n));
    }
  });

  it("prints on US Letter when asked", async () => {
    const { owner, cookbookId } = await bookFor("ultimate", "Letter book");
    const result = await exportCookbookPdf(database.db, { id: owner.id, planId: "ultimate" }, cookbookId, "letter");
    if (!result.ok) throw new Error(result.message);
    const path = save(result.pdf);
    expect(pageSize(path)).toBe("612 x 792");
    const pages = pagesOf(path);
    expect(pages[result.startPages[0]]).toBeTruthy();
  });

  it("refuses other plans with 403 and makes no file", async () => {
    for (const plan of ["free", "premium"] as const) {
      const { owner, cookbookId } = await bookFor(plan);
      const result = await exportCookbookPdf(database.db, { id: owner.id, planId: plan }, cookbookId, "a4");
      expect(result).toEqual({ ok: false, status: 403, message: SUBSCRIPTION_MESSAGES.featureUnavailable });
      expect("pdf" in result).toBe(false);
    }
  });

  it("answers 404 for someone else's cookbook and for unknown ids, making no file", async () => {
    const { cookbookId } = await bookFor("ultimate");
    const stranger = await createUser(database.db, { plan: "ultimate" });
    for (const id of [cookbookId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const result = await exportCookbookPdf(database.db, { id: stranger.id, planId: "ultimate" }, id, "a4");
      expect(result).toEqual({ ok: false, status: 404, message: COOKBOOK_MESSAGES.notFound });
      expect("pdf" in result).toBe(false);
    }
  });
});
