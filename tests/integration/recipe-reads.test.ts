/**
 * Every query that reads the `recipes` table in server code passes through the one visibility rule:
 * the SQL building blocks `visibleTo` / `isVisibleTo` (app/server/recipes/visibility.server.ts)
 * in the same statement, or the JavaScript predicate on the row it read, in the same function. The
 * few reads that are for no viewer (the index build, counts) are listed below with the reason.
 * A new query that joins `recipes` without the rule fails this test.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const SERVER = join(ROOT, "app", "server");

/** file (from app/server) and function → why it reads recipes without a viewer's rule. */
const FOR_NO_VIEWER: Record<string, string> = {
  "recipes/search-index.server.ts readIndexedRecipes":
    "builds the search indexes from every recipe; the indexes apply isSharedWithEveryone per recipe",
  "recipes/search-index.server.ts readChunk":
    "reads recipes into the indexes in chunks; the indexes apply isSharedWithEveryone per recipe",
  "kitchen/dashboard.server.ts suggestionOfTheDay": "reads only the lowest and highest id (no content) to pick a day's target",
  "recipes/cooked.server.ts recipeRating": "reads the rating totals of a recipe the caller has already shown to the viewer",
  "accounts/account.server.ts removeUnusedPhotos":
    "asks whether any recipe still shows a deleted account's photo (whoever may see it), to keep its file",
  "db/prepare.server.ts seedDemoCatalog": "counts rows at start-up to decide whether to seed the demo catalog",
  "admin/admin.server.ts userRows": "counts each listed account's own recipes for the admin's user list (no content)",
  "admin/admin.server.ts siteOverview": "counts recipes by visibility for the admin's site overview (no content)",
  "admin/moderation.server.ts reportQueue":
    "the admins' queue of reported recipes: an admin decides on recipes whatever their visibility (behind requireAdmin)",
  "admin/moderation.server.ts moderateRecipe":
    "an admin's decision on a reported recipe (behind requireAdmin), held or hidden ones included",
};

/** What counts as the rule inside the statement (SQL) or the function (a row checked in JavaScript). */
const IN_STATEMENT = /\b(visibleTo|isVisibleTo)\(|eq\(recipes\.userId,/;
const IN_FUNCTION = /\b(isRecipeVisibleTo|isRecipeOwnedBy)\(/;

interface Read {
  where: string;
  functionName: string;
  statement: string;
  functionText: string;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The whole chained statement a node belongs to (`db.select().from(recipes).where(...)...`). */
function statementOf(node: ts.Node): ts.Node {
  let current = node;
  while (
    current.parent &&
    (ts.isCallExpression(current.parent) ||
      ts.isPropertyAccessExpression(current.parent) ||
      ts.isAwaitExpression(current.parent) ||
      ts.isParenthesizedExpression(current.parent) ||
      ts.isTaggedTemplateExpression(current.parent) ||
      ts.isTemplateSpan(current.parent) ||
      ts.isTemplateExpression(current.parent) ||
      ts.isArrowFunction(current.parent))
  )
    current = current.parent;
  return current;
}

function functionOf(node: ts.Node): { name: string; text: string } {
  let current: ts.Node | undefined = node;
  let outer: ts.Node | null = null;
  let name = "";
  while (current) {
    if (ts.isFunctionDeclaration(current) && current.name) {
      return { name: current.name.text, text: current.getText() };
    }
    if (ts.isVariableStatement(current)) {
      outer = current;
      name = current.declarationList.declarations[0]?.name.getText() ?? "";
    }
    current = current.parent;
  }
  return { name, text: outer?.getText() ?? node.getText() };
}

/** Every `.from(recipes)`, `.innerJoin(recipes, …)`, `.leftJoin(recipes, …)` and `from ${recipes}` in server code. */
function recipeReads(): Read[] {
  const reads: Read[] = [];
  for (const path of serverFiles(SERVER)) {
    const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
    const where = relative(SERVER, path);
    const visit = (node: ts.Node) => {
      const isJoin =
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        /^(from|innerJoin|leftJoin|rightJoin|fullJoin)$/.test(node.expression.name.text) &&
        node.arguments[0]?.getText() === "recipes";
      const isRawFrom =
        ts.isTemplateSpan(node) && node.expression.getText() === "recipes" && /\b(from|join)\s*\$\{$/.test(textBefore(node));
      if (isJoin || isRawFrom) {
        const fn = functionOf(node);
        reads.push({ where, functionName: fn.name, statement: statementOf(node).getText(), functionText: fn.text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return reads;
}

function textBefore(span: ts.TemplateSpan): string {
  const template = span.parent as ts.TemplateExpression;
  const index = template.templateSpans.indexOf(span);
  const literal = index === 0 ? template.head.text : template.templateSpans[index - 1]!.literal.text;
  return `${literal}\${`;
}

describe("reads of recipes in server code", () => {
  const reads = recipeReads();

  it("finds the reads it is meant to check (the scan itself works)", () => {
    const places = new Set(reads.map((r) => `${r.where} ${r.functionName}`));
    for (const expected of [
      "meal-plan/meal-plan.server.ts entryViews",
      "meal-plan/shopping.server.ts recipeInputs",
      "kitchen/cookbooks.server.ts getCookbookForExport",
      "kitchen/cookbooks.server.ts addRecipesToCookbook",
      "recipes/recipes.server.ts recipeQuery",
    ]) {
      expect(places, expected).toContain(expected);
    }
    expect(reads.length).toBeGreaterThan(25);
  });

  it("every one applies the visibility rule, or says why it reads for no viewer", () => {
    const unruled = reads
      .filter((r) => !IN_STATEMENT.test(r.statement) && !IN_FUNCTION.test(r.functionText))
      .map((r) => `${r.where} ${r.functionName}`)
      .filter((place) => !(place in FOR_NO_VIEWER) && !(place.split(" ")[0]! in FOR_NO_VIEWER));
    expect(unruled, "queries on recipes without visibleTo / isRecipeVisibleTo").toEqual([]);
  });

  it("the exceptions still exist (a stale entry hides nothing)", () => {
    const places = new Set(reads.flatMap((r) => [`${r.where} ${r.functionName}`, r.where]));
    for (const place of Object.keys(FOR_NO_VIEWER)) expect(places, place).toContain(place);
  });

  it("the check catches a read without the rule", () => {
    const source = ts.createSourceFile(
      "probe.ts",
      "async function leak(db) { return db.select().from(mealPlanEntries).leftJoin(recipes, eq(recipes.id, x)); }",
      ts.ScriptTarget.Latest,
      true,
    );
    let statement = "";
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.arguments[0]?.getText() === "recipes") statement = statementOf(node).getText();
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(statement).toContain("leftJoin(recipes");
    expect(IN_STATEMENT.test(statement)).toBe(false);
  });
});
