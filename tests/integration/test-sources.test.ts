/**
 * The tests run on any machine: no test file writes a screenshot anywhere but test-results/ (through
 * tests/e2e/support.ts's `shotPath`), names a folder of this machine by its absolute path, or listens
 * on a fixed port (ports come from E2E_PORT through `e2ePort`, or port 0).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { shotPath } from "../e2e/support";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Every test source: tests/ (specs, integration tests, their support) and the unit tests beside the code. */
function testFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string, include: (name: string) => boolean) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative, include);
      else if (include(entry.name)) files.push(relative);
    }
  };
  walk("tests", (name) => /\.(ts|tsx|mjs|js)$/.test(name));
  walk("app", (name) => /\.test\.(ts|tsx)$/.test(name));
  walk("scripts", (name) => /\.test\.ts$/.test(name));
  return files;
}

/** The text between the parentheses of the call whose "(" is at `open`. */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === "(") depth += 1;
    else if (source[i] === ")" && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

/** What in `source` (the file `file`) breaks the rules, one line each. */
export function problemsIn(file: string, source: string): string[] {
  const problems: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  for (const match of source.matchAll(/\.screenshot\(/g)) {
    const args = argumentsAt(source, match.index + match[0].length - 1).trim();
    const where = `${file}:${lineOf(match.index)}`;
    if (args === "") continue;
    if (!args.startsWith("{")) problems.push(`${where}: screenshot options not written in place (cannot see where it goes)`);
    else if (/\bpath\s*:/.test(args) && !/\bpath\s*:\s*shotPath\(/.test(args))
      problems.push(`${where}: screenshot path not from shotPath() (test-results/screenshots)`);
  }
  // A string (or template) that starts with this machine's work folder (a route pattern such as
  // "/work/:name" is a URL, not a folder).
  for (const match of source.matchAll(/["'`]\/work(\/(?!:)|["'`])/g))
    problems.push(`${file}:${lineOf(match.index)}: absolute /work path`);
  for (const match of source.matchAll(/\.listen\(\s*([1-9]\d*)\s*[,)]/g))
    problems.push(`${file}:${lineOf(match.index)}: listens on the fixed port ${match[1]}`);
  for (const match of source.matchAll(/\bport\s*=\s*([1-9]\d{2,})\b/gi))
    problems.push(`${file}:${lineOf(match.index)}: fixed port ${match[1]}`);
  return problems;
}

describe("test sources", () => {
  it("the check finds each kind of problem, and lets the allowed forms pass", () => {
    const work = "/" + "work";
    expect(problemsIn("a.spec.ts", `await page.screenshot({ path: "${work}/helpers/shots/a.png" });`)).toHaveLength(2);
    expect(problemsIn("a.spec.ts", "await page.screenshot({ path: `${SHOTS}/a.png`, fullPage: true });")).toHaveLength(1);
    expect(problemsIn("a.spec.ts", "await card.screenshot({\n  fullPage: true,\n  path: join(dir, 'a.png'),\n});")).toHaveLength(
      1,
    );
    expect(problemsIn("a.spec.ts", "await page.screenshot(options);")).toHaveLength(1);
    expect(problemsIn("a.spec.ts", `const dir = "${work}/tmp";`)).toHaveLength(1);
    expect(problemsIn("a.spec.ts", "const port = 3190;")).toHaveLength(1);
    expect(problemsIn("a.spec.ts", 'server.listen(3193, "127.0.0.1");')).toHaveLength(1);

    expect(problemsIn("a.spec.ts", 'await page.screenshot({ path: shotPath("a/b.png"), fullPage: true });')).toEqual([]);
    expect(problemsIn("a.spec.ts", "const buffer = await page.screenshot();")).toEqual([]);
    expect(problemsIn("a.spec.ts", "await page.screenshot({ fullPage: true });")).toEqual([]);
    expect(problemsIn("a.spec.ts", 'server.listen(0, "127.0.0.1");')).toEqual([]);
    expect(problemsIn("a.spec.ts", "const port = e2ePort(10);")).toEqual([]);
    expect(problemsIn("a.test.ts", 'app.get("/work/:name", handler);')).toEqual([]);
  });

  it("no test writes a screenshot outside test-results/, names /work or takes a fixed port", () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(path.join("tests", "e2e", "support.ts"));
    const self = path.relative(ROOT, fileURLToPath(import.meta.url));
    const problems = files
      .filter((file) => file !== self)
      .flatMap((file) => problemsIn(file, readFileSync(path.join(ROOT, file), "utf8")));
    expect(problems).toEqual([]);
  });

  it("shotPath puts every screenshot under test-results/screenshots and refuses a name that leaves it", () => {
    const under = path.join(ROOT, "test-results", "screenshots") + path.sep;
    expect(shotPath("nutrition/label-390.png")).toBe(`${under}nutrition${path.sep}label-390.png`);
    expect(() => shotPath("../elsewhere.png")).toThrow(/leaves test-results/);
    expect(() => shotPath("/tmp/elsewhere.png")).toThrow(/leaves test-results/);
  });
});
