import { describe, expect, it } from "vitest";
import { sectionsSchema } from "./recipe-sections-schema";
import {
  groupBySection,
  normaliseSections,
  readSectionedText,
  remapSections,
  SECTION_MESSAGES,
  sectionedText,
  sectionTitleAt,
} from "./recipe-sections";

describe("sectionsSchema", () => {
  it("accepts titles of 1 to 60 characters over lines in range, in ascending order", () => {
    expect(
      sectionsSchema(3).safeParse([
        { title: "For the sauce", start: 0 },
        { title: "x".repeat(60), start: 2 },
      ]).success,
    ).toBe(true);
    expect(sectionsSchema(3).safeParse([]).success).toBe(true);
  });

  it.each([
    ["an empty title", [{ title: "  ", start: 0 }]],
    ["a title of 61 characters", [{ title: "x".repeat(61), start: 0 }]],
    ["a start past the last line", [{ title: "Sauce", start: 3 }]],
    ["a negative start", [{ title: "Sauce", start: -1 }]],
    ["a start that is not whole", [{ title: "Sauce", start: 1.5 }]],
    [
      "two headings before one line",
      [
        { title: "A", start: 1 },
        { title: "B", start: 1 },
      ],
    ],
    [
      "headings out of order",
      [
        { title: "A", start: 2 },
        { title: "B", start: 1 },
      ],
    ],
  ])("refuses %s", (_, sections) => {
    expect(sectionsSchema(3).safeParse(sections).success).toBe(false);
  });
});

describe("normaliseSections", () => {
  it("tidies titles, cuts them to 60 characters, sorts, and drops what does not fit the lines", () => {
    expect(
      normaliseSections(
        [
          { title: "  For the\n sauce ", start: 2 },
          { title: "Dough", start: 0 },
          { title: "", start: 1 },
          { title: "Past the end", start: 3 },
          { title: "Negative", start: -1 },
          { title: "Half", start: 0.5 },
          { title: 7, start: 1 },
          null,
          "text",
          { title: "y".repeat(80), start: 1 },
        ],
        3,
      ),
    ).toEqual([
      { title: "Dough", start: 0 },
      { title: "y".repeat(60), start: 1 },
      { title: "For the sauce", start: 2 },
    ]);
  });

  it("keeps the first of two headings before the same line, and reads anything else as none", () => {
    expect(
      normaliseSections(
        [
          { title: "A", start: 1 },
          { title: "B", start: 1 },
        ],
        2,
      ),
    ).toEqual([{ title: "A", start: 1 }]);
    expect(normaliseSections(null, 2)).toEqual([]);
    expect(normaliseSections({ title: "A", start: 0 }, 2)).toEqual([]);
    expect(normaliseSections([{ title: "A", start: 0 }], 0)).toEqual([]);
  });

  it("always gives what the schema accepts", () => {
    const messy = [
      { title: " ".repeat(3) + "z".repeat(70), start: 1 },
      { title: "B", start: 1 },
      { title: "C", start: 0 },
    ];
    expect(sectionsSchema(2).safeParse(normaliseSections(messy, 2)).success).toBe(true);
  });
});

describe("the form's text", () => {
  it("reads headings and lines, and writes them back the same", () => {
    const read = readSectionedText("# Dough\n2 cups flour\n\n  ## For the sauce  \n3 apples\n1 lemon");
    expect(read).toEqual({
      lines: ["2 cups flour", "3 apples", "1 lemon"],
      sections: [
        { title: "Dough", start: 0 },
        { title: "For the sauce", start: 1 },
      ],
      problem: null,
    });
    expect(sectionedText(read.lines, read.sections)).toBe("# Dough\n2 cups flour\n# For the sauce\n3 apples\n1 lemon");
    expect(readSectionedText(sectionedText(read.lines, read.sections))).toEqual(read);
  });

  it("names the problem with a heading and keeps no headings then", () => {
    expect(readSectionedText("# \nflour\nsugar")).toMatchObject({ problem: SECTION_MESSAGES.titleLength, sections: [] });
    expect(readSectionedText("flour\n# Sauce\n")).toMatchObject({ problem: SECTION_MESSAGES.headingWithoutLines, sections: [] });
    expect(readSectionedText("# A\n# B\nflour")).toMatchObject({ problem: SECTION_MESSAGES.headingWithoutLines });
  });
});

describe("groupBySection and sectionTitleAt", () => {
  const lines = ["a", "b", "c", "d"];

  it("puts the lines before the first heading in an untitled group", () => {
    expect(groupBySection(lines, [{ title: "Sauce", start: 2 }])).toEqual([
      { title: null, start: 0, items: ["a", "b"] },
      { title: "Sauce", start: 2, items: ["c", "d"] },
    ]);
  });

  it("gives one untitled group without headings, and none before a heading on the first line", () => {
    expect(groupBySection(lines, [])).toEqual([{ title: null, start: 0, items: lines }]);
    expect(
      groupBySection(lines, [
        { title: "All", start: 0 },
        { title: "Past", start: 9 },
      ]),
    ).toEqual([{ title: "All", start: 0, items: lines }]);
  });

  it("names the heading over a line", () => {
    const sections = [
      { title: "Dough", start: 1 },
      { title: "Sauce", start: 3 },
    ];
    expect([0, 1, 2, 3].map((i) => sectionTitleAt(sections, i))).toEqual([null, "Dough", "Dough", "Sauce"]);
    expect(sectionTitleAt(null, 0)).toBeNull();
  });
});

describe("remapSections", () => {
  it("moves a heading to the first kept line at or after its place, and drops one with nothing under it", () => {
    const sections = [
      { title: "Dough", start: 0 },
      { title: "Sauce", start: 2 },
      { title: "Garnish", start: 4 },
    ];
    // Line 2 and line 4 were left out.
    expect(remapSections(sections, [0, 1, 3])).toEqual([
      { title: "Dough", start: 0 },
      { title: "Sauce", start: 2 },
    ]);
  });
});
