import { describe, expect, it } from "vitest";
import { BEGIN, END, figuresTable, mergeBars, withTable } from "./bench-figures";

const bar = (what: string, value: string, pass = true) => ({ what, target: "≤ 10 ms", value, pass });

describe("the bench's figures table", () => {
  it("keeps bars not measured again and replaces the ones that were", () => {
    const first = mergeBars({}, [bar("browse p95", "4 ms"), bar("finder p95", "6 ms")], "2026-11-01T10:00:00Z", "npm run bench");
    const second = mergeBars(first, [bar("browse p95", "12 ms", false)], "2026-11-27T10:00:00Z", "npm run bench -- --x");
    expect(second["finder p95"]).toMatchObject({ value: "6 ms", measuredAt: "2026-11-01T10:00:00Z", command: "npm run bench" });
    expect(second["browse p95"]).toMatchObject({ value: "12 ms", pass: false, command: "npm run bench -- --x" });
  });

  it("shows every bar with its date, a marked miss and its numbered command", () => {
    const figures = mergeBars({}, [bar("b", "12 ms", false), bar("a|x", "3 ms")], "2026-11-27T10:00:00Z", "npm run bench", 3.5);
    const table = figuresTable(figures);
    expect(table).toContain("| a\\|x | ≤ 10 ms | 3 ms   | yes    | 2026-11-27 (load 3.5) | [1]     |");
    expect(table).toContain("| b    | ≤ 10 ms | 12 ms  | **no** | 2026-11-27 (load 3.5) | [1]     |");
    expect(table.indexOf("| a\\|x")).toBeLessThan(table.indexOf("| b "));
    expect(table).toContain("[1] `npm run bench`");
  });

  it("puts the table after the first heading once, and replaces it in place afterwards", () => {
    const readme = "# Benchmarks\n\nIntro.\n";
    const once = withTable(readme, "T1");
    expect(once).toBe(`# Benchmarks\n\n${BEGIN}\n\nT1\n\n${END}\n\nIntro.\n`);
    const twice = withTable(once, "T2");
    expect(twice).toBe(`# Benchmarks\n\n${BEGIN}\n\nT2\n\n${END}\n\nIntro.\n`);
  });
});
